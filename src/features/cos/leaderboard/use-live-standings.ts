import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { BoardWatch, Unsubscribe } from '@/backend/ports.ts';
import { isUnreachable } from '@/backend/reach.ts';
import { useBackendWatch } from '@/backend/use-backend-watch.ts';
import type { Solves, TeamStanding } from '@/game/types.ts';
import { frozenStandings, mergeStandings } from '@/game/standings.ts';
import type { BoardBackend, LoadBoard } from './board-backend.ts';

/** How long a hidden page keeps its stream (or poll) before letting go of it. */
export const HIDDEN_GRACE_MS = 30_000;
/** How soon a frozen board asks again for the solves it could not read. */
export const SOLVES_RETRY_MS = 5_000;

export interface LiveBoard {
  teams: TeamStanding[];
  /** When the board was last brought up to date (device clock, ms). */
  updatedAt: number;
}

/** Undefined until the night is known; null while the board is live. */
export type FrozenAt = number | null | undefined;

/**
 * The ranked board, live while the page is seen, watched as `how` says. A page hidden for
 * HIDDEN_GRACE_MS closes its stream or stops polling; shown again, it reconnects and catches up
 * at once; each new `readAllAfter` (once known) starts the watch over, which reads every team. While
 * `frozenAt` is set, the board shows the standings as of then, from the solves read once
 * when it froze; nothing shows before the night is known, so a frozen board never flashes live.
 * A database that cannot be reached keeps the board as it was (the page's notice says so).
 */
export function useLiveStandings(
  loadGameBackend: LoadBoard,
  frozenAt: FrozenAt,
  how: BoardWatch,
  readAllAfter: string | null,
) {
  const [board, setBoard] = useState<LiveBoard | null>(null);
  const [streamFailed, setStreamFailed] = useState(false);
  /** The freeze whose solves could not be read (they are asked for again). */
  const [solvesFailedFor, setSolvesFailedFor] = useState<number | null>(null);
  const latestTeams = useRef<TeamStanding[] | null>(null);
  const freeze = useRef<{ frozenAt: FrozenAt; solves: Solves | null }>({
    frozenAt: undefined,
    solves: null,
  });

  const show = useCallback((resumed: boolean) => {
    const teams = latestTeams.current;
    const { frozenAt: at, solves } = freeze.current;
    if (!teams || at === undefined) return;
    let standings = teams;
    if (at !== null) {
      if (!solves) return;
      standings = frozenStandings(teams, solves, at);
    }
    // A transition: React renders a big board in slices, so no task grows long.
    startTransition(() =>
      setBoard((shown) => {
        const merged = mergeStandings(shown?.teams ?? null, standings);
        if (merged) return { teams: merged, updatedAt: Date.now() };
        return resumed && shown ? { ...shown, updatedAt: Date.now() } : shown;
      }),
    );
  }, []);

  const watchWhileSeen = useCallback(
    ({ teams: port }: BoardBackend) => {
      let stop: Unsubscribe | null = null;
      let hiddenTimer: ReturnType<typeof setTimeout> | undefined;
      let catchingUp = false;

      const onTeams = (teams: TeamStanding[]) => {
        const resumed = catchingUp;
        catchingUp = false;
        setStreamFailed(false);
        latestTeams.current = teams;
        show(resumed);
      };
      const connect = () => {
        // The page's notice says when the database does not answer (reach-notice.tsx).
        stop ??= port.watchAll(onTeams, (error) => setStreamFailed(!isUnreachable(error)), how);
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
      connect();
      if (document.visibilityState === 'hidden') onVisibilityChange();
      return () => {
        document.removeEventListener('visibilitychange', onVisibilityChange);
        clearTimeout(hiddenTimer);
        disconnect();
      };
    },
    [show, how],
  );
  const onLoadFailed = useCallback(() => setStreamFailed(true), []);
  const watchAgain = useBackendWatch(loadGameBackend, watchWhileSeen, onLoadFailed);
  const readAllBefore = useRef(readAllAfter);
  useEffect(() => {
    const before = readAllBefore.current;
    readAllBefore.current = readAllAfter;
    if (before !== null && readAllAfter !== null && before !== readAllAfter) watchAgain();
  }, [readAllAfter, watchAgain]);

  useEffect(() => {
    freeze.current = { frozenAt, solves: null };
    if (typeof frozenAt !== 'number') {
      show(false);
      return;
    }
    let cancelled = false;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    const readSolves = () =>
      loadGameBackend()
        .then(({ teams }) => teams.getSolves())
        .then(
          (solves) => {
            if (cancelled) return;
            freeze.current = { frozenAt, solves };
            setSolvesFailedFor(null);
            show(false);
          },
          () => {
            if (cancelled) return;
            setSolvesFailedFor(frozenAt);
            retryTimer = setTimeout(readSolves, SOLVES_RETRY_MS);
          },
        );
    void readSolves();
    return () => {
      cancelled = true;
      clearTimeout(retryTimer);
    };
  }, [loadGameBackend, frozenAt, show]);

  const solvesFailed = typeof frozenAt === 'number' && solvesFailedFor === frozenAt;
  return { board, failed: streamFailed || solvesFailed };
}
