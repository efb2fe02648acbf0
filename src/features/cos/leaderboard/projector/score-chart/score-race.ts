import { POINTS_PER_ANSWER } from '@/game/numbers.ts';
import type { Solves, TeamStanding } from '@/game/types.ts';

/** How many teams the chart draws: the top ten of the board. */
export const CHARTED_TEAMS = 10;
/** The shortest time the chart spans, so the first minutes of a night are not one thin line. */
export const SHORTEST_SPAN_MS = 5 * 60_000;

/** One team's line: its score at each solve, from 0 when it registered. */
export interface ScoreLine {
  teamKey: string;
  teamName: string;
  rank: number;
  score: number;
  /** [time (server ms), score] when it registered, then at each solve, in time order. */
  steps: [number, number][];
}

/** The lines and the times they share, as a chart with one time axis draws them. */
export interface ScoreRace {
  lines: ScoreLine[];
  times: number[];
  /** Per line, its score at each of `times`; null before the team registered. */
  scores: (number | null)[][];
}

/** The teams the chart draws: the board's first CHARTED_TEAMS, none disqualified. */
export function chartedTeams(ranked: readonly TeamStanding[]): TeamStanding[] {
  return ranked.filter((team) => team.disqualified !== true).slice(0, CHARTED_TEAMS);
}

function steps(team: TeamStanding, solves: Solves): [number, number][] {
  const times = Object.values(solves[team.teamKey] ?? {}).sort((a, b) => a - b);
  return [
    [team.startedAt, 0],
    ...times.map((at, index): [number, number] => [at, (index + 1) * POINTS_PER_ANSWER]),
  ];
}

/**
 * The line's score at each of `times` (ascending), walking both in order: searching every step
 * at every time took 8 to 10 ms of each new race on the wall's CPU slowed 4x.
 */
function scoresAt(line: ScoreLine, times: readonly number[]): (number | null)[] {
  let next = 0;
  let score: number | null = null;
  return times.map((time) => {
    for (let step = line.steps[next]; step && step[0] <= time; step = line.steps[next]) {
      score = step[1];
      next += 1;
    }
    return score;
  });
}

/**
 * The score over time of `teams` (ranked, as chartedTeams gives them) from their `solves` (as
 * the board shows them: solve-ledger.ts), each line held at its last score until `until` (or SHORTEST_SPAN_MS after the first start). A team
 * absent from `solves` (not read yet) is not drawn, and the others keep their ranks.
 */
export function scoreRace(
  teams: readonly TeamStanding[],
  solves: Solves,
  until: number,
): ScoreRace {
  const lines = teams.flatMap((team, index) => {
    if (!(team.teamKey in solves)) return [];
    const teamSteps = steps(team, solves);
    const score = teamSteps.at(-1)?.[1] ?? 0;
    return [
      { teamKey: team.teamKey, teamName: team.teamName, rank: index + 1, score, steps: teamSteps },
    ];
  });
  const all = lines.flatMap((line) => line.steps.map(([at]) => at));
  const end = Math.max(until, ...all, Math.min(...all) + SHORTEST_SPAN_MS);
  const times = [...new Set([...all, end])].sort((a, b) => a - b);
  return { lines, times, scores: lines.map((line) => scoresAt(line, times)) };
}
