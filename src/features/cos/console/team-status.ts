import { bellAt } from '@/game/bell.ts';
import { QUESTION_COUNT, TIME_LIMIT_MS } from '@/game/numbers.ts';
import type { GameSchedule, TeamStanding } from '@/game/types.ts';

export type TeamStatus = 'playing' | 'finished' | 'out of time' | 'disqualified';

/** When the team's hour ends: its bell, the same for every team of the night. */
const hourEnds = (team: TeamStanding, schedule: GameSchedule | null): number =>
  bellAt(team.startedAt, schedule);

export function teamStatus(
  team: TeamStanding,
  now: number,
  schedule: GameSchedule | null,
): TeamStatus {
  if (team.disqualified) return 'disqualified';
  if (team.question > QUESTION_COUNT) return 'finished';
  return now < hourEnds(team, schedule) ? 'playing' : 'out of time';
}

/**
 * Whole minutes left in the team's hour (a minute begun counts), 0 once it is over or the team
 * has finished. `now` can be earlier than the team's start: the console counts on a clock that
 * ticks every few seconds, and on the device's clock while `startedAt` is the server's. The hour
 * never holds more than TIME_LIMIT_MINUTES, so it is never shown as one more.
 */
export function minutesLeft(team: TeamStanding, now: number, schedule: GameSchedule | null) {
  if (teamStatus(team, now, schedule) !== 'playing') return 0;
  return Math.ceil(Math.min(hourEnds(team, schedule) - now, TIME_LIMIT_MS) / 60_000);
}
