import { useEffect, useState } from 'react';
import type { GameBackend } from '../../backend/index.ts';
import type { AuthPort, GameIdentity, NightState } from '../../backend/ports.ts';

export interface GameServices {
  loadAuth: () => Promise<AuthPort>;
  loadGameBackend: () => Promise<GameBackend>;
}

export interface GameConnection {
  backend: GameBackend | null;
  identity: GameIdentity | null;
  /** The server's clock minus this device's (0 until measured, or where it cannot be). */
  clockOffset: number;
  night: NightState | null;
}

/**
 * The backend, this device's game identity and the night's schedule, loaded with the intro:
 * its countdown runs on the server's clock, so the identity (which measures it) comes first.
 */
export function useGameNight(services: GameServices): GameConnection {
  const [connection, setConnection] = useState<GameConnection>({
    backend: null,
    identity: null,
    clockOffset: 0,
    night: null,
  });

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const update = (change: Partial<GameConnection>) => {
      if (!cancelled) setConnection((current) => ({ ...current, ...change }));
    };
    void services.loadGameBackend().then((backend) => {
      if (cancelled) return;
      update({ backend });
      stop = backend.night.watchNight((night) => update({ night }));
    });
    void services
      .loadAuth()
      .then((auth) => auth.ensureGameIdentity())
      .then(async (identity) => {
        // Without a reading, the device's clock is the best there is.
        update({ identity, clockOffset: await identity.clockOffset().catch(() => 0) });
      })
      // Offline for now: the intro counts on this device's clock, and starting a team says so.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [services]);

  return connection;
}
