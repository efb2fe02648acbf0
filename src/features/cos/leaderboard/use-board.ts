import { useCallback, useState } from 'react';
import type { BoardWatch } from '@/backend/ports.ts';
import { useBackendWatch } from '@/backend/use-backend-watch.ts';
import type { NightState } from '@/game/types.ts';
import type { BoardBackend, LoadBoard } from './board-backend.ts';
import { useLiveStandings } from './use-live-standings.ts';

const clock = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' });
const freezeTime = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

// The standings load the same backend and say when it fails.
const toldByTheStandings = () => undefined;

/**
 * What the board and the wall show: the night (`game/`: announcement, freeze; null until the
 * backend first tells it), the standings (useLiveStandings, watched as `how` says), the line
 * that says whether they are live or frozen, and while live when they were last updated.
 */
export function useBoard(loadBoard: LoadBoard, how: BoardWatch) {
  const [night, setNight] = useState<NightState | null>(null);
  const watch = useCallback((backend: BoardBackend) => backend.night.watchNight(setNight), []);
  useBackendWatch(loadBoard, watch, toldByTheStandings);
  const frozenAt = night?.frozenAt;
  // A board that reads only what changed reads every team again after a change no timestamp
  // shows (an organizer's Reset, Ban, Disqualify ...), or a new night.
  const readAllAfter =
    night === null ? null : `${night.boardEditedAt}/${night.schedule?.opensAt ?? ''}`;
  const { board, failed } = useLiveStandings(loadBoard, frozenAt, how, readAllAfter);
  return {
    night,
    board,
    failed,
    lead:
      typeof frozenAt === 'number'
        ? `Frozen at ${freezeTime.format(frozenAt)}`
        : 'Chamber of Secrets standings, updated live.',
    updated: board && frozenAt === null ? `Last updated ${clock.format(board.updatedAt)}` : null,
  };
}
