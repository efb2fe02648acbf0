import { createSolveLedger } from '@/game/solve-ledger.ts';
import { askFor } from '@/features/cos/use-kept-solves.ts';
import { frozenStandings, mergeStandings } from '@/game/standings.ts';
import { rankTeams } from '@/game/ranking.ts';
import type { TypedAnswers } from '@/game/typed-answers.ts';
import type { Solves, TeamStanding } from '@/game/types.ts';
import { createWrongAnswerTally } from '@/features/cos/console/statistics/wrong-answer-tally.ts';
import { chartedTeams } from '@/features/cos/leaderboard/projector/score-chart/score-race.ts';
import { boardOf, type NightRecords } from './night-records.ts';

/**
 * A view of the organizers' numbers kept open through the night, as the console and the wall
 * keep theirs (use-kept-solves.ts): it sees the board only when it is shown it (a stream or a
 * poll may skip changes), asks for the solves of a team the board shows past a solve it has not
 * seen, and gets the reply later, read from the records as they were when it was served.
 */
export interface OpenView {
  kind: 'console' | 'wall';
  ledger: ReturnType<typeof createSolveLedger>;
  tally: ReturnType<typeof createWrongAnswerTally>;
  /** The console reads every solve first; until that reply arrives it draws nothing. */
  readAll: 'asked' | Solves | 'done';
  asked: Set<string>;
  /** Teams asked for and not yet served, then served with their solves and not yet received. */
  waiting: Set<string>;
  served: Map<string, Readonly<Record<string, number>>>;
  /** The records the view was last shown, and its board then (the wall's: the top ten). */
  seen: NightRecords | null;
  teams: TeamStanding[] | null;
  typed: TypedAnswers;
  solves: Solves | null;
}

export function openView(kind: OpenView['kind']): OpenView {
  return {
    kind,
    ledger: createSolveLedger(),
    tally: createWrongAnswerTally(),
    readAll: kind === 'console' ? 'asked' : 'done',
    asked: new Set(),
    waiting: new Set(),
    served: new Map(),
    seen: null,
    teams: null,
    typed: {},
    solves: null,
  };
}

/** The board a wall shows: the standings at the freeze while frozen. */
export function wallBoard(night: NightRecords): TeamStanding[] {
  const live = boardOf(night);
  return night.frozenAt === null
    ? live
    : rankTeams(frozenStandings(live, night.solves, night.frozenAt));
}

/** The view draws its board again with what it knows, and asks for the teams it lacks. */
function draw(view: OpenView): void {
  if (view.readAll !== 'done' || view.teams === null) return;
  const { solves, incomplete } = view.ledger.board(view.teams);
  view.solves = solves;
  const asks = new Map(incomplete.map((team) => [askFor(team), team]));
  for (const ask of view.asked) if (!asks.has(ask)) view.asked.delete(ask);
  for (const [ask, team] of asks) {
    if (view.asked.has(ask)) continue;
    view.asked.add(ask);
    view.waiting.add(team.teamKey);
  }
}

/** The view is shown the board as the records hold it now. */
export function show(view: OpenView, night: NightRecords): void {
  const board = view.kind === 'console' ? boardOf(night) : chartedTeams(wallBoard(night));
  view.teams = (view.kind === 'console' ? mergeStandings(view.teams, board) : null) ?? board;
  view.typed = night.typed;
  view.seen = night;
  draw(view);
}

/** The database answers the reads the view sent, from the records as they are now. */
export function serve(view: OpenView, night: NightRecords): void {
  if (view.readAll === 'asked') view.readAll = night.solves;
  for (const teamKey of view.waiting) view.served.set(teamKey, night.solves[teamKey] ?? {});
  view.waiting.clear();
}

/** The replies served arrive. */
export function receive(view: OpenView): void {
  if (typeof view.readAll === 'object') {
    view.ledger.readAll(view.readAll);
    view.readAll = 'done';
  }
  for (const [teamKey, times] of view.served) view.ledger.read(teamKey, times);
  view.served.clear();
  draw(view);
}

/** Whether the view shows the records as they are now, with every read it asked for answered. */
export const inStep = (view: OpenView, night: NightRecords): boolean =>
  view.readAll === 'done' &&
  view.waiting.size === 0 &&
  view.served.size === 0 &&
  view.seen?.teams === night.teams &&
  view.seen.solves === night.solves &&
  view.seen.typed === night.typed &&
  view.seen.frozenAt === night.frozenAt;
