import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEVICE_CODE_ALPHABET, deviceCode } from './device-code.ts';

describe('deviceCode', () => {
  it('is stable: the same uid always gives the same code', async () => {
    expect(await deviceCode('uid-123')).toBe('DJXCWJ');
    expect(await deviceCode('uid-123')).toBe(await deviceCode('uid-123'));
  });

  it('maps the first 6 bytes of SHA-256(uid) with byte % 32', async () => {
    const uid = 'Xk3PqL9zAbCdEfGhIjKlMnOpQr12';
    const bytes = createHash('sha256').update(uid).digest().subarray(0, 6);
    const expected = Array.from(bytes, (byte) => DEVICE_CODE_ALPHABET[byte % 32]).join('');
    expect(await deviceCode(uid)).toBe(expected);
  });

  it('is 6 characters of A-Z and 2-9 without 0, 1, O or I', async () => {
    const uids = Array.from({ length: 200 }, (_, index) => `anonymous-${index}`);
    for (const code of await Promise.all(uids.map(deviceCode))) {
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    }
  });

  it('gives different uids different codes', async () => {
    expect(await deviceCode('uid-a')).not.toBe(await deviceCode('uid-b'));
  });
});
