import { getApps } from 'firebase-admin/app';
import { describe, expect, it, vi } from 'vitest';
import { NoAnswer } from './call-timeout.ts';
import { openAdminApp, reportFailure, withTargetStore, WriteFailure } from './game-command.ts';
import { uploadTarget } from './upload-target.ts';

const emulators = {
  FIRESTORE_EMULATOR_HOST: '127.0.0.1:1',
  FIREBASE_DATABASE_EMULATOR_HOST: '127.0.0.1:2',
  GCLOUD_PROJECT: 'demo-app',
};

function fakeIo() {
  const store = { name: 'store' };
  const close = vi.fn(async () => undefined);
  const openStore = vi.fn(async () => ({ store, close }));
  const error = vi.fn();
  return { store, close, openStore, error };
}

describe('withTargetStore', () => {
  it("says the target's problem and connects to nothing", async () => {
    const io = fakeIo();
    const work = vi.fn(async () => 0);
    expect(await withTargetStore({ target: uploadTarget({}), ...io }, work)).toBe(1);
    expect(io.error).toHaveBeenCalledWith(expect.stringMatching(/^Set GOOGLE_APPLICATION_/));
    expect(io.openStore).not.toHaveBeenCalled();
    expect(work).not.toHaveBeenCalled();
  });

  it("opens the store on the environment's target, hands it to the work and closes it", async () => {
    const io = fakeIo();
    const work = vi.fn(async () => {
      expect(io.close).not.toHaveBeenCalled();
      return 0;
    });
    expect(await withTargetStore({ target: uploadTarget(emulators), ...io }, work)).toBe(0);
    const target = { emulated: true, projectId: 'demo-app', databaseURL: expect.any(String) };
    expect(io.openStore).toHaveBeenCalledWith(expect.objectContaining(target));
    expect(work).toHaveBeenCalledWith(io.store, expect.objectContaining(target));
    expect(io.close).toHaveBeenCalledOnce();
    expect(io.error).not.toHaveBeenCalled();
  });

  it('closes the store when the work throws, and lets the error through', async () => {
    const io = fakeIo();
    const work = async () => Promise.reject(new Error('offline'));
    await expect(withTargetStore({ target: uploadTarget(emulators), ...io }, work)).rejects.toThrow(
      'offline',
    );
    expect(io.close).toHaveBeenCalledOnce();
  });
});

describe('reportFailure', () => {
  it('says a failed write may have left the databases disagreeing, with exit code 1', () => {
    const error = vi.fn();
    expect(reportFailure(error, new WriteFailure(new Error('offline')))).toBe(1);
    expect(reportFailure(error, new WriteFailure('permission denied'))).toBe(1);
    expect(error.mock.calls).toEqual([
      ['Writing failed: offline\nThe databases may disagree now: run the same command again.'],
      [
        'Writing failed: permission denied\nThe databases may disagree now: run the same command again.',
      ],
    ]);
  });

  it('says a call that never answered in its own one line, with exit code 1', () => {
    const error = vi.fn();
    expect(reportFailure(error, new NoAnswer('Firestore at 127.0.0.1:1', 20_000, true))).toBe(1);
    expect(error.mock.calls).toEqual([
      [
        'Firestore at 127.0.0.1:1 did not answer within 20 s. The write may or may not have landed: run the same command again.',
      ],
    ]);
  });

  it('says any other failure came before the first write, with exit code 1', () => {
    const error = vi.fn();
    expect(reportFailure(error, new Error('offline'))).toBe(1);
    expect(reportFailure(error, 'permission denied')).toBe(1);
    expect(error.mock.calls).toEqual([
      ['Reading failed: offline\nNothing was written.'],
      ['Reading failed: permission denied\nNothing was written.'],
    ]);
  });
});

describe('openAdminApp', () => {
  it("opens firebase-admin on the target's project and database, and ends it on close", async () => {
    const target = { emulated: true, projectId: 'demo-app', databaseURL: 'http://x?ns=demo-app' };
    const named = await openAdminApp(target, 'game-admin');
    const unnamed = await openAdminApp({ ...target, emulated: false });
    expect([named.app.name, unnamed.app.name]).toEqual(['game-admin', '[DEFAULT]']);
    expect(named.app.options).toMatchObject({
      projectId: 'demo-app',
      databaseURL: target.databaseURL,
    });
    await named.close();
    await unnamed.close();
    expect(getApps()).toEqual([]);
  });

  it('keeps the emulators from probing for a cloud metadata server, which prints a warning', async () => {
    const before = process.env.METADATA_SERVER_DETECTION;
    delete process.env.METADATA_SERVER_DETECTION;
    try {
      const real = await openAdminApp({ emulated: false, projectId: 'demo-app' });
      await real.close();
      expect(process.env.METADATA_SERVER_DETECTION).toBeUndefined();
      const emulated = await openAdminApp({ emulated: true, projectId: 'demo-app' });
      await emulated.close();
      expect(process.env.METADATA_SERVER_DETECTION).toBe('none');
    } finally {
      if (before === undefined) delete process.env.METADATA_SERVER_DETECTION;
      else process.env.METADATA_SERVER_DETECTION = before;
    }
  });
});
