import { randomUUID } from 'node:crypto';
import type { GameIdentity } from '@/backend/ports.ts';

const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;

/** Where the tokens come from, for the test titles. */
export const tokenSource = emulatorHost ? 'Auth emulator' : 'minted unsigned';

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** An unsigned token shaped like the Auth emulator's, for machines without it. */
function mintedIdentity(): GameIdentity {
  const uid = randomUUID().replaceAll('-', '');
  const claims = { user_id: uid, sub: uid, firebase: { sign_in_provider: 'anonymous' } };
  const token = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
  return { uid, getIdToken: async () => token, clockOffset: async () => 0 };
}

/** A real anonymous user of the Auth emulator (its ID tokens are unsigned JWTs). */
async function emulatorIdentity(host: string): Promise<GameIdentity> {
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=emulator-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`Auth emulator sign-up failed (${response.status}).`);
  const { idToken, localId } = (await response.json()) as { idToken: string; localId: string };
  return { uid: localId, getIdToken: async () => idToken, clockOffset: async () => 0 };
}

/** An anonymous game identity: from the Auth emulator when it runs, else minted. */
export function anonymousIdentity(): Promise<GameIdentity> {
  return emulatorHost ? emulatorIdentity(emulatorHost) : Promise.resolve(mintedIdentity());
}
