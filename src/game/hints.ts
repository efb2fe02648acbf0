import type { RiddleAids, TeamRecord } from './types.ts';

/**
 * Timed hints (docs/game.md, "Hints, nudges and solutions"): a riddle's hint `n` (from 1) opens
 * for a team `after` minutes from when the team reached the riddle, on the server's clock, or
 * when the organizers release it to every team, or for everyone once the night has closed. The
 * database rules decide (rules/database/aids.ts); this module only says when to ask.
 */

export const MINUTE_MS = 60_000;

/** Entries of a node the REST API may send as an array (keys 1, 2, 3...), nulls left out. */
function entriesOf(value: unknown): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).filter(([, held]) => held !== null && held !== undefined);
}

/** One riddle's `aids/{q}`, or null when it is not shaped as one. */
function toRiddleAids(value: unknown): RiddleAids | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { hints, nudges, solution } = value as Record<string, unknown>;
  // The database keeps a list as an object keyed 0, 1, 2...; the REST API may send either.
  const minutes = entriesOf(hints)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, after]) => after);
  if (!minutes.every((after) => typeof after === 'number' && Number.isFinite(after))) return null;
  return { hints: minutes as number[], nudges: nudges === true, solution: solution === true };
}

/** The `aids` node: what help each riddle has, by riddle number. */
export function toAids(value: unknown): Record<string, RiddleAids> {
  const aids: Record<string, RiddleAids> = {};
  for (const [q, held] of entriesOf(value)) {
    const riddle = toRiddleAids(held);
    if (riddle) aids[q] = riddle;
  }
  return aids;
}

/** `game/released`: the numbers of the hints released on each riddle, in order. */
export function toReleased(value: unknown): Record<string, number[]> {
  const released: Record<string, number[]> = {};
  for (const [q, hints] of entriesOf(value)) {
    const numbers = entriesOf(hints)
      .filter(([, held]) => held === true)
      .map(([n]) => Number(n))
      .filter((n) => Number.isInteger(n) && n > 0)
      .sort((a, b) => a - b);
    if (numbers.length > 0) released[q] = numbers;
  }
  return released;
}

/**
 * When the team reached the riddle it is on (server ms): its record's timestamp, which the
 * database stamps at registration and at each advance, and nothing else changes.
 */
export const reachedAt = (record: Pick<TeamRecord, 'timestamp'>): number => record.timestamp;

export interface HintClock {
  /** The minutes of each hint of the riddle, in order. */
  hints: readonly number[];
  /** When the team reached the riddle (server ms); null in practice after the night. */
  reachedAt: number | null;
  /** The hints released to every team on this riddle. */
  released: readonly number[];
  /** The night has closed: every hint is open. */
  closed: boolean;
}

/** The hints (numbers from 1) open at server time `now`. */
export function openHints({ hints, reachedAt: since, released, closed }: HintClock, now: number) {
  return hints
    .map((after, index) => ({ number: index + 1, after }))
    .filter(
      ({ number, after }) =>
        closed || released.includes(number) || (since !== null && now >= since + after * MINUTE_MS),
    )
    .map(({ number }) => number);
}

/** When the next hint not yet open opens by the clock (server ms), or null when none will. */
export function nextHintAt(clock: HintClock, now: number): number | null {
  if (clock.closed || clock.reachedAt === null) return null;
  const open = openHints(clock, now);
  const since = clock.reachedAt;
  const times = clock.hints
    .map((after, index) => ({ number: index + 1, at: since + after * MINUTE_MS }))
    .filter(({ number }) => !open.includes(number))
    .map(({ at }) => at);
  return times.length === 0 ? null : Math.min(...times);
}

/** The first hint not released yet, for the console's "Release hint N"; null when all are. */
export function nextToRelease(hints: readonly number[], released: readonly number[]) {
  const number = hints.findIndex((_, index) => !released.includes(index + 1)) + 1;
  return number === 0 ? null : number;
}
