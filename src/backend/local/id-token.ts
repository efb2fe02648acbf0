/** The claims of an ID token that the database rules read, as the Auth emulator names them. */
export interface IdTokenClaims {
  user_id: string;
  sub?: string;
  email?: string;
  email_verified?: boolean;
  firebase?: { sign_in_provider?: string };
}

const base64url = (text: string): string =>
  btoa(String.fromCodePoint(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/**
 * An unsigned ID token (`alg: none`) carrying `claims`, as local auth hands them out: local
 * mode's database reads it as the Realtime Database reads Firebase's, signature unchecked
 * (src/backend/rtdb/loopback/id-token.ts), so its rules see the same `auth`.
 */
export function unsignedIdToken(claims: IdTokenClaims): string {
  const header = base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }));
  return `${header}.${base64url(JSON.stringify({ sub: claims.user_id, ...claims }))}.`;
}
