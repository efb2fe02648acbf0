import { startTransition, useEffect, useState } from 'react';
import type { GameBackend } from '../../../backend/index.ts';
import type { TeamPort, TeamStanding, Unsubscribe } from '../../../backend/ports.ts';
import { mergeStandings } from './merge-standings.ts';

/** How long a hidden page keeps its stream (or poll) before letting go of it. */
export const HIDDEN_GRACE_MS = 30_000;

export interface LiveBoard {
  teams: TeamStanding[];
  /** When the board was last brought up to date (device clock, ms). */
  updatedAt: number;
}

/**
 * The ranked board, live while the page is seen. A page hidden for HIDDEN_GRACE_MS closes
 * its stream or stops polling; shown again, it reconnects and catches up at once.
 */
export function useLiveStandings(loadGameBackend: () => Promise<GameBackend>) {
  const [board, setBoard] = useState<LiveBoard | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let port: TeamPort | null = null;
    let stop: Unsubscribe | null = null;
    let hiddenTimer: ReturnType<typeof setTimeout> | undefined;
    let catchingUp = false;

    const onTeams = (teams: TeamStanding[]) => {
      const resumed = catchingUp;
      catchingUp = false;
      setFailed(false);
      // A transition: React renders a big board in slices, so no task grows long.
      startTransition(() =>
        setBoard((shown) => {
          const merged = mergeStandings(shown?.teams ?? null, teams);
          if (merged) return { teams: merged, updatedAt: Date.now() };
          return resumed && shown ? { ...shown, updatedAt: Date.now() } : shown;
        }),
      );
    };
    const connect = () => {
      if (!port || stop || cancelled) return;
      stop = port.watchAll(onTeams, () => setFailed(true));
    };
    const disconnect = () => {
      stop?.();
      stop = null;
    };
    const onVisibilityChange = () => {
      clearTimeout(hiddenTimer);
      if (document.visibilityState === 'hidden') {
        hiddenTimer = setTimeout(disconnect, HIDDEN_GRACE_MS);
      } else if (!stop) {
        catchingUp = true;
        connect();
      }
    };

    document.addEventListener('visibilitychange', onVisibilityChange);
    loadGameBackend().then(
      ({ teams }) => {
        port = teams;
        connect();
        if (document.visibilityState === 'hidden') onVisibilityChange();
      },
      () => setFailed(true),
    );
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', onVisibilityChange);
      clearTimeout(hiddenTimer);
      disconnect();
    };
  }, [loadGameBackend]);

  return { board, failed };
}
