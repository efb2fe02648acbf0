import { BELL_GRACE_MS, TIME_LIMIT_MS } from './numbers.ts';

/**
 * The team's bell (server time): the end of its hour, TIME_LIMIT_MS after it registered at
 * `startedAt`, or the night's close when that comes first.
 */
export function bellAt(startedAt: number, closesAt: number | null): number {
  return Math.min(startedAt + TIME_LIMIT_MS, closesAt ?? Infinity);
}

/**
 * Whether a right guess recorded at `recordedAt` may still move the team on at `now` (server
 * times): before the bell, or up to BELL_GRACE_MS after it when it was recorded before the bell,
 * so a guess made in time is not lost to the network.
 */
export function beatsTheBell(bell: number, recordedAt: number, now: number): boolean {
  return now < bell || (recordedAt < bell && now < bell + BELL_GRACE_MS);
}
