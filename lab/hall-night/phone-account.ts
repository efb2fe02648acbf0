import { BackendError, errorCode, type GameIdentity } from '../../src/backend/ports.ts';
import { withRetries } from '../../src/features/cos/play/retry.ts';
import { sleep } from './night-clock.ts';
import type { HallPlan } from './plan.ts';

/** Presses of START THE GAME before a player whose phone gets no account gives up. */
const START_PRESSES = 3;
/** The site's tries at an identity for one press (use-game-night.ts). */
const IDENTITY_ATTEMPTS = 3;

/** The anonymous sign-up the Auth SDK's signInAnonymously sends, from `address`. */
async function signUp(plan: HallPlan, address: string): Promise<GameIdentity> {
  const url = `http://${plan.authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${plan.target.apiKey}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify({ returnSecureToken: true }),
  });
  const answer = (await response.json()) as {
    idToken?: string;
    localId?: string;
    error?: { message?: string };
  };
  const { idToken, localId, error } = answer;
  if (!response.ok || !idToken || !localId) {
    const quota = error?.message?.startsWith('QUOTA_EXCEEDED') === true;
    throw new BackendError(quota ? 'auth/quota-exceeded' : 'auth/internal-error', error?.message);
  }
  // The devices' thread runs on the database's clock: the phone reads the server's time exactly.
  return { uid: localId, getIdToken: async () => idToken, clockOffset: async () => 0 };
}

/** The phone's identity as the game asks for it when START is pressed, or why it has none. */
export async function identityFor(
  plan: HallPlan,
  address: string,
): Promise<GameIdentity | 'refused' | 'failed'> {
  let refused = false;
  for (let press = 1; press <= START_PRESSES; press += 1) {
    try {
      return await withRetries(() => signUp(plan, address), IDENTITY_ATTEMPTS);
    } catch (error) {
      refused = errorCode(error) === 'auth/quota-exceeded';
      if (press < START_PRESSES) await sleep(30_000);
    }
  }
  return refused ? 'refused' : 'failed';
}
