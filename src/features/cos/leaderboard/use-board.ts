import { useCallback, useState } from 'react';
import type { BoardWatch } from '@/backend/ports.ts';
import { useBackendWatch } from '@/backend/use-backend-watch.ts';
import type { NightState } from '@/game/types.ts';
import { useNightClosed } from '../use-night-closed.ts';
import type { BoardBackend, LoadBoard } from './board-backend.ts';
import { useLiveStandings } from './use-live-standings.ts';

const clock = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' });
const freezeTime = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

/** Whether the board is frozen (it says when), the night over (it says when), or live. */
function leadLine(frozenAt: number | null | undefined, closedAt: number | null): string {
  if (typeof frozenAt === 'number') return `Frozen at ${freezeTime.format(frozenAt)}`;
  if (closedAt !== null) {
    return `The night closed at ${freezeTime.format(closedAt)}: these are its final standings.`;
  }
  return 'Chamber of Secrets standings, updated live.';
}

// The standings load the same backend and say when it fails.
const toldByTheStandings = () => undefined;

/**
 * What the board and the wall show: the night (`game/`: announcement, freeze; null until the
 * backend first tells it), the standings (useLiveStandings, watched as `how` says), the line
 * that says whether they are live, frozen or the closed night's, and while live when they were
 * last updated.
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
  const closed = useNightClosed(night?.schedule);
  return {
    night,
    board,
    failed,
    /** The announcement to show: none once the night has closed. */
    announcement: closed ? null : (night?.announcement ?? null),
    lead: leadLine(frozenAt, closed ? (night?.schedule?.closesAt ?? null) : null),
    updated: board && frozenAt === null ? `Last updated ${clock.format(board.updatedAt)}` : null,
  };
}
