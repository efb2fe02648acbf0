import { useCallback, useEffect, useRef, useState } from 'react';
import type { GameBackend } from '../../backend/index.ts';
import type { AuthPort, GameIdentity, NightState } from '../../backend/ports.ts';

export interface GameServices {
  loadAuth: () => Promise<AuthPort>;
  loadGameBackend: () => Promise<GameBackend>;
}

/** The identity the game plays under, with the server's clock as read when it was had. */
export interface MeasuredIdentity {
  identity: GameIdentity;
  /** The server's clock minus this device's (0 where it cannot be measured). */
  clockOffset: number;
}

export interface GameConnection {
  backend: GameBackend | null;
  identity: GameIdentity | null;
  /** The server's clock minus this device's (0 until measured, or where it cannot be). */
  clockOffset: number;
  night: NightState | null;
  /**
   * This device's game identity, had only when the game needs it: a hosted one is an
   * anonymous account, and Firebase caps new accounts per IP per hour (a campus shares one).
   */
  ensureIdentity: () => Promise<MeasuredIdentity>;
}

type Loaded = Omit<GameConnection, 'ensureIdentity'>;

/** The backend and the night's schedule, loaded with the intro; the identity when asked. */
export function useGameNight(services: GameServices): GameConnection {
  const [loaded, setLoaded] = useState<Loaded>({
    backend: null,
    identity: null,
    clockOffset: 0,
    night: null,
  });
  const identityRequest = useRef<Promise<MeasuredIdentity> | null>(null);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void services.loadGameBackend().then((backend) => {
      if (cancelled) return;
      setLoaded((current) => ({ ...current, backend }));
      stop = backend.night.watchNight((night) => {
        if (!cancelled) setLoaded((current) => ({ ...current, night }));
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [services]);

  const ensureIdentity = useCallback(() => {
    identityRequest.current ??= services
      .loadAuth()
      .then((auth) => auth.ensureGameIdentity())
      .then(async (identity) => {
        // Without a reading, the device's clock is the best there is.
        const clockOffset = await identity.clockOffset().catch(() => 0);
        setLoaded((current) => ({ ...current, identity, clockOffset }));
        return { identity, clockOffset };
      });
    return identityRequest.current;
  }, [services]);

  return { ...loaded, ensureIdentity };
}
