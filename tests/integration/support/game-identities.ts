import { randomUUID } from 'node:crypto';
import type { GameIdentity } from '@/backend/ports.ts';

const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
/** The project `npm run test:integration` starts the Auth emulator for. */
const PROJECT = 'demo-ecs';

/** Where the tokens come from, for the test titles. */
export const tokenSource = emulatorHost ? 'Auth emulator' : 'minted unsigned';

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** An unsigned token shaped like the Auth emulator's, for machines without it. */
function mintedIdentity(verified = false): GameIdentity {
  const uid = randomUUID().replaceAll('-', '');
  const claims = {
    user_id: uid,
    sub: uid,
    firebase: { sign_in_provider: verified ? 'password' : 'anonymous' },
    ...(verified ? { email: `${uid}@example.com`, email_verified: true } : {}),
  };
  const token = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
  return { uid, getIdToken: async () => token, clockOffset: async () => 0 };
}

/** A call to the Auth emulator's REST API; `admin` as the emulator's owner, past its checks. */
async function callEmulator(host: string, path: string, body: unknown, admin = false) {
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(admin ? { Authorization: 'Bearer owner' } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`The Auth emulator refused ${path} (${response.status}).`);
  return (await response.json()) as { idToken: string; localId: string };
}

/** A real anonymous user of the Auth emulator (its ID tokens are unsigned JWTs). */
async function emulatorIdentity(host: string): Promise<GameIdentity> {
  const { idToken, localId } = await callEmulator(host, 'accounts:signUp?key=emulator-api-key', {
    returnSecureToken: true,
  });
  return { uid: localId, getIdToken: async () => idToken, clockOffset: async () => 0 };
}

/** A real e-mail user of the Auth emulator, its address verified, signed in after that. */
async function verifiedEmulatorIdentity(host: string): Promise<GameIdentity> {
  const account = { email: `${randomUUID()}@example.com`, password: 'secret1' };
  const { localId } = await callEmulator(host, 'accounts:signUp?key=emulator-api-key', account);
  await callEmulator(
    host,
    `projects/${PROJECT}/accounts:update`,
    { localId, emailVerified: true },
    true,
  );
  const { idToken } = await callEmulator(host, 'accounts:signInWithPassword?key=emulator-api-key', {
    ...account,
    returnSecureToken: true,
  });
  return { uid: localId, getIdToken: async () => idToken, clockOffset: async () => 0 };
}

/** An anonymous game identity: from the Auth emulator when it runs, else minted. */
export function anonymousIdentity(): Promise<GameIdentity> {
  return emulatorHost ? emulatorIdentity(emulatorHost) : Promise.resolve(mintedIdentity());
}

/** An organizer's game identity: an account that owns its address, verified. */
export function verifiedIdentity(): Promise<GameIdentity> {
  return emulatorHost
    ? verifiedEmulatorIdentity(emulatorHost)
    : Promise.resolve(mintedIdentity(true));
}
