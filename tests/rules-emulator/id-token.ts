import { PROJECT_ID } from './emulator-environment.ts';

/** An unsigned ID token for `claims`, shaped as the Auth emulator's (the emulator takes it). */
export function idToken(claims: Record<string, unknown> & { sub: string }): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    iat: now,
    exp: now + 3600,
    auth_time: now,
    user_id: claims.sub,
    firebase: { sign_in_provider: 'password', identities: {} },
    ...claims,
  };
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`;
}
