import { describe, expect, it } from 'vitest';
import { CALL_TIMEOUT_MS, callTimeoutMs, deadlines, NoAnswer } from './call-timeout.ts';

const never = () => new Promise<never>(() => undefined);

describe('deadlines', () => {
  const target = { hosts: { database: '127.0.0.1:1', auth: 'auth.test:9099' }, timeoutMs: 20 };

  it('resolves and rejects as the call does when it answers in time', async () => {
    const within = deadlines(target);
    expect(await within.database(async () => 'held')).toBe('held');
    await expect(within.auth(() => Promise.reject(new Error('refused')))).rejects.toThrow(
      'refused',
    );
  });

  it('rejects with one line naming the service and its host once the timeout passes', async () => {
    const within = deadlines(target);
    await expect(within.database(never)).rejects.toThrow(
      new NoAnswer('The Realtime Database at 127.0.0.1:1', 20, false),
    );
    await expect(within.database(never)).rejects.toThrow(
      /^The Realtime Database at 127\.0\.0\.1:1 did not answer within 0\.02 s\. Nothing was written\.$/,
    );
    await expect(within.auth(never)).rejects.toThrow(/^Firebase Auth at auth\.test:9099 did not/);
    await expect(within.firestore(never)).rejects.toThrow(/^Firestore did not answer within/);
  });

  it('does not claim that nothing was written when the call was a write', async () => {
    const within = deadlines({ hosts: { firestore: '127.0.0.1:8080' }, timeoutMs: 20 });
    await expect(within.firestore(never, { writing: true })).rejects.toThrow(
      'Firestore at 127.0.0.1:8080 did not answer within 0.02 s. The write may or may not have landed: run the same command again.',
    );
  });

  it('waits 20 s unless told otherwise', () => {
    expect(CALL_TIMEOUT_MS).toBe(20_000);
    expect(new NoAnswer('Firestore', CALL_TIMEOUT_MS, false).message).toBe(
      'Firestore did not answer within 20 s. Nothing was written.',
    );
    expect(callTimeoutMs({})).toBe(20_000);
    expect(callTimeoutMs({ GAME_COMMAND_TIMEOUT_MS: '1500' })).toBe(1500);
  });
});
