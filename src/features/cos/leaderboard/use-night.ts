import { useCallback, useState } from 'react';
import type { GameBackend } from '@/backend/ports.ts';
import { useBackendWatch } from '@/backend/use-backend-watch.ts';
import type { NightState } from '@/game/types.ts';

// The standings load the same backend and say when it fails.
const toldByTheStandings = () => undefined;

/** The night (`game/`: announcement, freeze), live; null until the backend first tells it. */
export function useNight(loadGameBackend: () => Promise<GameBackend>): NightState | null {
  const [night, setNight] = useState<NightState | null>(null);
  const watch = useCallback((backend: GameBackend) => backend.night.watchNight(setNight), []);
  useBackendWatch(loadGameBackend, watch, toldByTheStandings);
  return night;
}
