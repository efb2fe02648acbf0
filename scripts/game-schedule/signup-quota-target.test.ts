import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { quotaApiOf } from './signup-quota-target.ts';
import { uploadTarget, type Target } from '../common/upload-target.ts';

const emulators = {
  FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
  FIREBASE_DATABASE_EMULATOR_HOST: '127.0.0.1:9000',
  GCLOUD_PROJECT: 'demo-ecs',
};

function targetOf(env: NodeJS.ProcessEnv): Target {
  const target = uploadTarget(env);
  if (target.problem !== undefined) throw new Error(target.problem);
  return target;
}

describe('where game:schedule sets the sign-up quota', () => {
  it('goes nowhere on the emulators, unless told the Auth emulator host', async () => {
    expect(await quotaApiOf(targetOf(emulators), emulators)).toEqual({ api: null });
    const env = { ...emulators, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };
    const { api } = await quotaApiOf(targetOf(env), env);
    expect(api).toMatchObject({
      emulated: true,
      baseUrl: 'http://127.0.0.1:9099/identitytoolkit.googleapis.com',
      host: '127.0.0.1:9099',
      projectId: 'demo-ecs',
    });
    expect(await api?.authorization()).toBe('Bearer owner');
  });

  it("goes to the real API for the project named, or the key file's", async () => {
    const folder = await mkdtemp(join(tmpdir(), 'quota-key-'));
    const key = join(folder, 'key.json');
    await writeFile(key, JSON.stringify({ project_id: 'ecs-nits' }));
    const real = { GOOGLE_APPLICATION_CREDENTIALS: key, FIREBASE_DATABASE_URL: 'https://db.app' };
    const expected = {
      emulated: false,
      baseUrl: 'https://identitytoolkit.googleapis.com',
      host: 'identitytoolkit.googleapis.com',
    };
    expect((await quotaApiOf(targetOf(real), real)).api).toMatchObject({
      ...expected,
      projectId: 'ecs-nits',
    });
    const named = { ...real, GCLOUD_PROJECT: 'ecs-staging' };
    expect((await quotaApiOf(targetOf(named), named)).api).toMatchObject({
      ...expected,
      projectId: 'ecs-staging',
    });
    const keyless = { ...real, GOOGLE_APPLICATION_CREDENTIALS: join(folder, 'missing.json') };
    expect((await quotaApiOf(targetOf(keyless), keyless)).problem).toMatch(/set GCLOUD_PROJECT/);
  });
});
