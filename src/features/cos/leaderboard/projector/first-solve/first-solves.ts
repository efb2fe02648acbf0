import type { Solves, TeamStanding } from '@/game/types.ts';

/** The first team to solve a riddle tonight. */
export interface FirstSolve {
  riddle: number;
  teamKey: string;
  teamName: string;
}

/** The highest riddle a team on the board has solved, 0 before any: riddles are solved in order. */
export function highestSolved(teams: readonly TeamStanding[]): number {
  return teams.reduce((highest, team) => Math.max(highest, team.question - 1), 0);
}

/** When `team` solved `riddle`: its timestamp when that was its last solve, else from `solves`. */
function solvedAt(team: TeamStanding, riddle: number, solves: Solves): number | undefined {
  if (team.question === riddle + 1) return team.timestamp;
  return solves[team.teamKey]?.[String(riddle)];
}

/**
 * The riddles above `before` (the highest solved on the board shown before) that `teams` show
 * solved, each with its first solver: the one team past it, or of several the one that solved it
 * earliest. A riddle whose first solver the board cannot prove (several teams past it, one of
 * them with no known time for it) is left out rather than announced for the wrong team.
 * Disqualified teams announce nothing.
 */
export function newFirstSolves(
  before: number,
  teams: readonly TeamStanding[],
  solves: Solves = {},
): FirstSolve[] {
  const playing = teams.filter((team) => team.disqualified !== true);
  const found: FirstSolve[] = [];
  for (let riddle = before + 1; riddle <= highestSolved(playing); riddle += 1) {
    const past = playing
      .filter((team) => team.question > riddle)
      .map((team) => ({ team, at: solvedAt(team, riddle, solves) }));
    if (past.length > 1 && past.some(({ at }) => at === undefined)) continue;
    const [first] = past.sort((a, b) => (a.at ?? 0) - (b.at ?? 0));
    if (!first) continue;
    found.push({ riddle, teamKey: first.team.teamKey, teamName: first.team.teamName });
  }
  return found;
}
