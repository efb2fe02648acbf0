import { describe, expect, it } from 'vitest';
import { adminTarget, notesTarget, uploadTarget } from './upload-target.ts';

const emulators = {
  FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
  FIREBASE_DATABASE_EMULATOR_HOST: '127.0.0.1:9000',
  GCLOUD_PROJECT: 'demo-ecs',
};

describe('uploadTarget', () => {
  it('targets the emulators, with the namespace in the database URL', () => {
    expect(uploadTarget(emulators)).toMatchObject({
      emulated: true,
      projectId: 'demo-ecs',
      databaseURL: 'http://127.0.0.1:9000?ns=demo-ecs',
    });
  });

  it('names each host and waits 20 s for a call, unless GAME_COMMAND_TIMEOUT_MS says otherwise', () => {
    expect(uploadTarget(emulators)).toMatchObject({
      hosts: { firestore: '127.0.0.1:8080', database: '127.0.0.1:9000' },
      timeoutMs: 20_000,
    });
    expect(uploadTarget({ ...emulators, GAME_COMMAND_TIMEOUT_MS: '500' })).toHaveProperty(
      'timeoutMs',
      500,
    );
    for (const odd of ['0', '-1', 'soon']) {
      const target = uploadTarget({ ...emulators, GAME_COMMAND_TIMEOUT_MS: odd });
      expect(target).toHaveProperty('timeoutMs', 20_000);
    }
  });

  it('refuses half an emulator setup, which would write to a real database', () => {
    const firestoreOnly = { ...emulators, FIREBASE_DATABASE_EMULATOR_HOST: undefined };
    expect(uploadTarget(firestoreOnly).problem).toMatch(/both/);
  });

  it('targets a real project only with a service account and a database URL', () => {
    expect(uploadTarget({}).problem).toMatch(/GOOGLE_APPLICATION_CREDENTIALS/);
    const withKey = { GOOGLE_APPLICATION_CREDENTIALS: '/keys/ecs.json' };
    expect(uploadTarget(withKey).problem).toMatch(/FIREBASE_DATABASE_URL/);
    const url = 'https://ecs-nits.asia-southeast1.firebasedatabase.app';
    expect(uploadTarget({ ...withKey, FIREBASE_DATABASE_URL: url })).toMatchObject({
      emulated: false,
      databaseURL: url,
      hosts: {
        firestore: 'firestore.googleapis.com',
        database: 'ecs-nits.asia-southeast1.firebasedatabase.app',
      },
    });
    expect(uploadTarget({ ...withKey, FIREBASE_DATABASE_URL: 'ecs-nits' }).problem).toMatch(
      /^FIREBASE_DATABASE_URL is not a URL/,
    );
  });
});

describe('adminTarget', () => {
  const adminEmulators = {
    FIREBASE_DATABASE_EMULATOR_HOST: '127.0.0.1:9000',
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    GCLOUD_PROJECT: 'demo-ecs',
  };

  it('targets the RTDB and Auth emulators, without the Firestore one', () => {
    expect(adminTarget(adminEmulators)).toMatchObject({
      emulated: true,
      projectId: 'demo-ecs',
      databaseURL: 'http://127.0.0.1:9000?ns=demo-ecs',
      hosts: { database: '127.0.0.1:9000', auth: '127.0.0.1:9099' },
    });
  });

  it('refuses an emulated RTDB with the real Auth, and the other way round', () => {
    const problem =
      'Set both FIREBASE_DATABASE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST, or neither.';
    expect(adminTarget(emulators)).toEqual({ problem });
    const authOnly = { ...adminEmulators, FIREBASE_DATABASE_EMULATOR_HOST: undefined };
    expect(adminTarget(authOnly)).toEqual({ problem });
  });

  it('targets a real project as the upload does', () => {
    const key = { GOOGLE_APPLICATION_CREDENTIALS: '/keys/ecs.json' };
    expect(adminTarget(key).problem).toMatch(/FIREBASE_DATABASE_URL/);
    const url = 'https://ecs-nits.asia-southeast1.firebasedatabase.app';
    expect(adminTarget({ ...key, FIREBASE_DATABASE_URL: url })).toMatchObject({
      emulated: false,
      hosts: { auth: 'identitytoolkit.googleapis.com' },
    });
  });
});

describe('notesTarget', () => {
  it('targets the Firestore emulator alone, whatever the database emulator', () => {
    const firestoreOnly = { FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080', GCLOUD_PROJECT: 'demo-ecs' };
    expect(notesTarget(firestoreOnly)).toMatchObject({
      emulated: true,
      projectId: 'demo-ecs',
      databaseURL: '',
      hosts: { firestore: '127.0.0.1:8080' },
    });
    expect(notesTarget({ FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' }).problem).toMatch(
      /GCLOUD_PROJECT/,
    );
  });

  it('targets a real project with a service account, and needs no database URL', () => {
    expect(notesTarget({}).problem).toMatch(/GOOGLE_APPLICATION_CREDENTIALS/);
    const key = { GOOGLE_APPLICATION_CREDENTIALS: '/keys/ecs.json', GCLOUD_PROJECT: 'ecs-nits' };
    expect(notesTarget(key)).toMatchObject({
      emulated: false,
      projectId: 'ecs-nits',
      hosts: { firestore: 'firestore.googleapis.com' },
    });
  });
});
