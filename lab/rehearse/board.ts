import { createRestTeams } from '../../src/backend/rtdb/teams-rest.ts';
import type { TeamStanding } from '../../src/game/types.ts';
import type { Unsubscribe } from '../../src/backend/ports.ts';
import { REFRESH_MS, type Context, type Player } from './context.ts';
import { failureOf, STEPS } from './team-play.ts';

/** Leaderboard screens, polling as the site does without streaming; `latest` is what they show. */
export function watchBoard(
  context: Context,
  screens: number,
): { latest: () => TeamStanding[]; stop: Unsubscribe } {
  let latest: TeamStanding[] = [];
  const stops = Array.from({ length: screens }, () =>
    createRestTeams(context.target.databaseURL, {
      fetch: context.meter.fetch,
      EventSource: undefined,
      pollMs: REFRESH_MS,
    }).watchAll(
      (standings) => {
        latest = standings;
      },
      (error) =>
        context.report.check(STEPS.board, false, `a leaderboard screen: ${failureOf(error)}`),
    ),
  );
  return { latest: () => latest, stop: () => stops.forEach((stop) => stop()) };
}

/** The board a screen shows at the end against what each team's own device knows. */
export function checkBoard(context: Context, standings: TeamStanding[], players: Player[]): void {
  const byKey = new Map(standings.map((standing) => [standing.teamKey, standing]));
  for (const player of players) {
    if (!player.teamKey || !player.record) continue;
    const shown = byKey.get(player.teamKey);
    context.report.check(
      STEPS.board,
      shown?.score === player.record.score &&
        shown.question === player.record.question &&
        shown.disqualified !== true,
      `${player.label}: the board shows ${shown ? `riddle ${shown.question}, ${shown.score} points` : 'nothing'}, the team has riddle ${player.record.question}, ${player.record.score} points`,
    );
  }
}
