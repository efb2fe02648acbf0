import { useCallback, useRef, useState } from 'react';
import type { AuthPort, GameBackend, GameIdentity } from '@/backend/ports.ts';
import { useBackendWatch } from '@/backend/use-backend-watch.ts';
import type { NightState } from '@/game/types.ts';
import { retryUntilDone, withRetries } from './retry.ts';
import { isSignUpRefused } from './sign-up-refused.tsx';

/** The ports a team plays with: the archive is the board's. */
export type PlayBackend = Pick<GameBackend, 'questions' | 'teams' | 'night' | 'aids'>;

export interface GameServices {
  loadAuth: () => Promise<Pick<AuthPort, 'ensureGameIdentity'>>;
  loadGameBackend: () => Promise<PlayBackend>;
}

/** The identity the game plays under, with the server's clock as read when it was had. */
export interface MeasuredIdentity {
  identity: GameIdentity;
  /** The server's clock minus this device's (0 where it cannot be measured). */
  clockOffset: number;
}

export interface GameConnection {
  backend: PlayBackend | null;
  identity: GameIdentity | null;
  /** The server's clock minus this device's (0 until measured, or where it cannot be). */
  clockOffset: number;
  night: NightState | null;
  /** The game could not be loaded, again and again: the intro says so, and it keeps trying. */
  unreachable: boolean;
  /** The last ask for an identity was refused for the sign-up quota (sign-up-refused.tsx). */
  signUpRefused: boolean;
  /**
   * This device's game identity, had only when the game needs it: a hosted one is an
   * anonymous account, and Firebase caps new accounts per IP per hour (a campus shares one).
   */
  ensureIdentity: () => Promise<MeasuredIdentity>;
}

type Loaded = Omit<GameConnection, 'ensureIdentity'>;

const IDENTITY_ATTEMPTS = 3;
/** One failed load may be a blip; the second in a row is worth telling the player. */
const UNREACHABLE_AFTER = 2;

/**
 * The backend and the night's schedule, loaded with the intro; the identity when asked, the
 * one source of it: a team is registered, resumed and played under the uid had first.
 */
export function useGameNight(services: GameServices): GameConnection {
  const [loaded, setLoaded] = useState<Loaded>({
    backend: null,
    identity: null,
    clockOffset: 0,
    night: null,
    unreachable: false,
    signUpRefused: false,
  });
  const identityRequest = useRef<Promise<MeasuredIdentity> | null>(null);

  const loadUntilLoaded = useCallback(
    (signal: AbortSignal) =>
      retryUntilDone(
        () => services.loadGameBackend(),
        signal,
        (failures) => {
          if (failures < UNREACHABLE_AFTER) return;
          setLoaded((current) => ({ ...current, unreachable: true }));
        },
      ),
    [services],
  );
  const watchNight = useCallback((backend: PlayBackend) => {
    setLoaded((current) => ({ ...current, backend, unreachable: false }));
    return backend.night.watchNight((night) => setLoaded((current) => ({ ...current, night })));
  }, []);
  useBackendWatch(loadUntilLoaded, watchNight);

  const ensureIdentity = useCallback(() => {
    identityRequest.current ??= withRetries(
      () => services.loadAuth().then((auth) => auth.ensureGameIdentity()),
      IDENTITY_ATTEMPTS,
      // Each try would be one more refused sign-up.
      (error) => !isSignUpRefused(error),
    ).then(
      async (identity) => {
        // Without a reading, the device's clock is the best there is.
        const clockOffset = await identity.clockOffset().catch(() => 0);
        setLoaded((current) => ({ ...current, identity, clockOffset, signUpRefused: false }));
        return { identity, clockOffset };
      },
      (error: unknown) => {
        // Offline, or refused for now: the next ask (START again, or after logging in) tries afresh.
        identityRequest.current = null;
        setLoaded((current) => ({ ...current, signUpRefused: isSignUpRefused(error) }));
        throw error;
      },
    );
    return identityRequest.current;
  }, [services]);

  return { ...loaded, ensureIdentity };
}
