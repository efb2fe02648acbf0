import { useEffect, useState } from 'react';
import type { GameBackend } from '@/backend/ports.ts';
import type { NightState } from '@/game/types.ts';

/** The night (`game/`: announcement, freeze), live; null until the backend first tells it. */
export function useNight(loadGameBackend: () => Promise<GameBackend>): NightState | null {
  const [night, setNight] = useState<NightState | null>(null);

  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    loadGameBackend().then(
      (backend) => {
        if (!cancelled) stop = backend.night.watchNight(setNight);
      },
      // The standings load the same backend and say when it fails.
      () => undefined,
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [loadGameBackend]);

  return night;
}
