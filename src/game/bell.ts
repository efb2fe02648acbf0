import { BELL_GRACE_MS, TIME_LIMIT_MS } from './numbers.ts';
import type { GameSchedule } from './types.ts';

/**
 * The team's bell (server time): the end of the hour every team shares, TIME_LIMIT_MS after the
 * night's opening, or the night's close when that comes first. A team registered later has less
 * time, never more (docs/game.md, "One window for every team"). With no schedule (local mode's
 * evening) there is no opening to count from: the hour runs from the team's `startedAt`.
 */
export function bellAt(startedAt: number, schedule: GameSchedule | null): number {
  if (!schedule) return startedAt + TIME_LIMIT_MS;
  return Math.min(schedule.opensAt + TIME_LIMIT_MS, schedule.closesAt);
}

/**
 * Whether a right guess recorded at `recordedAt` may still move the team on at `now` (server
 * times): before the bell, or up to BELL_GRACE_MS after it when it was recorded before the bell,
 * so a guess made in time is not lost to the network.
 */
export function beatsTheBell(bell: number, recordedAt: number, now: number): boolean {
  return now < bell || (recordedAt < bell && now < bell + BELL_GRACE_MS);
}
