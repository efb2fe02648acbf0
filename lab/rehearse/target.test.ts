import { describe, expect, it } from 'vitest';
import { targetFromEnv } from './target.ts';

const key = () => JSON.stringify({ project_id: 'ecs-staging' });

describe('where game:rehearse plays, from the environment', () => {
  it('a real project from the service-account key, the database URL and the web API key', () => {
    const env = {
      GOOGLE_APPLICATION_CREDENTIALS: 'key.json',
      FIREBASE_DATABASE_URL: 'https://ecs-staging.asia-southeast1.firebasedatabase.app',
      FIREBASE_API_KEY: 'AIza-staging',
    };
    expect(targetFromEnv(env, key)).toMatchObject({
      emulated: false,
      projectId: 'ecs-staging',
      databaseURL: 'https://ecs-staging.asia-southeast1.firebasedatabase.app',
      apiKey: 'AIza-staging',
      authEmulatorHost: null,
      firestoreEmulatorHost: null,
    });
  });

  it("takes the site's VITE_FIREBASE_API_KEY when FIREBASE_API_KEY is not set", () => {
    const env = {
      GOOGLE_APPLICATION_CREDENTIALS: 'key.json',
      FIREBASE_DATABASE_URL: 'https://x.firebaseio.com',
      VITE_FIREBASE_API_KEY: 'AIza-site',
    };
    expect(targetFromEnv(env, key)).toMatchObject({ apiKey: 'AIza-site' });
  });

  it('says which variable is missing', () => {
    expect(targetFromEnv({}, key)).toMatchObject({
      problem: expect.stringContaining('GOOGLE_APPLICATION_CREDENTIALS'),
    });
    expect(targetFromEnv({ GOOGLE_APPLICATION_CREDENTIALS: 'key.json' }, key)).toMatchObject({
      problem: expect.stringContaining('FIREBASE_DATABASE_URL'),
    });
    const noKey = {
      GOOGLE_APPLICATION_CREDENTIALS: 'key.json',
      FIREBASE_DATABASE_URL: 'https://x',
    };
    expect(targetFromEnv(noKey, key)).toMatchObject({
      problem: expect.stringContaining('FIREBASE_API_KEY'),
    });
  });

  it('emulators already running, Firestore optional', () => {
    const env = {
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      FIREBASE_DATABASE_EMULATOR_HOST: '127.0.0.1:9000',
      GCLOUD_PROJECT: 'demo-ecs',
    };
    expect(targetFromEnv(env, key)).toMatchObject({
      emulated: true,
      databaseURL: 'http://127.0.0.1:9000/?ns=demo-ecs',
      authEmulatorHost: '127.0.0.1:9099',
      firestoreEmulatorHost: undefined,
    });
    expect(targetFromEnv({ ...env, FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' }, key)).toMatchObject(
      {
        firestoreEmulatorHost: '127.0.0.1:8080',
      },
    );
    expect(targetFromEnv({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }, key)).toMatchObject({
      problem: expect.stringContaining('or neither'),
    });
  });
});
