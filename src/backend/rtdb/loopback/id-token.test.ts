import { describe, expect, it } from 'vitest';
import { unsignedIdToken } from '@/backend/local/id-token.ts';
import { authFromIdToken } from './id-token.ts';

describe('ID tokens as the loopback database reads them', () => {
  it("gives the rules the uid, the sign-in provider and every claim of local auth's tokens", () => {
    const claims = {
      user_id: 'Ab12',
      email: 'ṣaṅkara@ece.nits.ac.in',
      email_verified: true,
      firebase: { sign_in_provider: 'password' },
    };
    expect(authFromIdToken(unsignedIdToken(claims))).toEqual({
      uid: 'Ab12',
      provider: 'password',
      token: { sub: 'Ab12', ...claims },
    });
  });

  it('reads no one from no token, or from what is no token', () => {
    for (const token of [null, '', 'local-token.Ab12', 'a.bm90IGpzb24.', 'a.bnVsbA.']) {
      expect(authFromIdToken(token), String(token)).toBeNull();
    }
  });
});
