import { QUESTION_COUNT, TIME_LIMIT_MS } from '../../../backend/game-rules.ts';
import type { GameSchedule, TeamStanding } from '../../../backend/ports.ts';

export type TeamStatus = 'playing' | 'finished' | 'out of time' | 'disqualified';

/** When the team's hour ends: 60 minutes from its start, or the night's close if sooner. */
export function hourEnds(team: TeamStanding, schedule: GameSchedule | null): number {
  return Math.min(team.startedAt + TIME_LIMIT_MS, schedule?.closesAt ?? Infinity);
}

export function teamStatus(
  team: TeamStanding,
  now: number,
  schedule: GameSchedule | null,
): TeamStatus {
  if (team.disqualified) return 'disqualified';
  if (team.question > QUESTION_COUNT) return 'finished';
  return now < hourEnds(team, schedule) ? 'playing' : 'out of time';
}

/** Whole minutes left in the team's hour, 0 once it is over or the team has finished. */
export function minutesLeft(team: TeamStanding, now: number, schedule: GameSchedule | null) {
  if (teamStatus(team, now, schedule) !== 'playing') return 0;
  return Math.ceil((hourEnds(team, schedule) - now) / 60_000);
}
