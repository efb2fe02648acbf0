import type { Context } from '../rehearse/context.ts';
import type { HallOptions } from '../rehearse/options.ts';
import type { HallFigures } from './figures.ts';
import { LATE_TIMERS_SHARE } from '../../scripts/game-capacity/capacity-model.ts';
import { LIMITS, PLAN_NAMES } from '../../scripts/game-capacity/plans.ts';
import { NIGHT_BUDGET } from './plan.ts';

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/** The figures as lines of the report, each limit of NIGHT_BUDGET a play step. */
export function judgeNight(context: Context, hall: HallOptions, figures: HallFigures): void {
  const { report } = context;
  const step = 'night within the budget';
  report.phase(
    'hall',
    `peak ${figures.peakConnections} connections; ${megabytes(figures.rtdbDownloadBytes)} downloaded; ${figures.firestoreReads} riddle reads; ${figures.requestsPerRightAnswer} requests a right answer, ${figures.requestsPerWrongAnswer} a wrong one`,
  );
  report.phase(
    'hall',
    `sign-ups refused ${figures.refusedSignups} (${figures.teamsWithoutAccount} teams without an account); requests refused ${figures.refusedRequests} (teams' ${figures.refusedTeamRequests}); lost points ${figures.lostPoints}; stuck teams ${figures.stuckTeams}; double counted ${figures.doubleCounted}`,
  );
  const budget: [boolean, string][] = [
    [
      figures.peakConnections <= LIMITS[hall.plan].connections,
      `${figures.peakConnections} connections at the peak (${PLAN_NAMES[hall.plan]} allows ${LIMITS[hall.plan].connections})`,
    ],
    [
      figures.rtdbDownloadBytes <= NIGHT_BUDGET.rtdbDownloadBytes,
      `${megabytes(figures.rtdbDownloadBytes)} downloaded (budget ${megabytes(NIGHT_BUDGET.rtdbDownloadBytes)})`,
    ],
  ];
  const late = figures.emulation.timersLate;
  const paced = late <= LATE_TIMERS_SHARE;
  if (!paced) {
    report.cannotJudge(
      step,
      `${(late * 100).toFixed(1)} % of the devices' timers ran more than a round trip late (at most ${LATE_TIMERS_SHARE * 100} %): the machine was too busy to keep the night's pace, so its peak and download say nothing; run it on a quieter machine or with a smaller --compress`,
    );
  }
  const checks: [boolean, string][] = [
    ...(paced ? budget : []),
    [figures.refusedTeamRequests === 0, `${figures.refusedTeamRequests} team requests refused`],
    [figures.lostPoints === 0, `${figures.lostPoints} right answers not on the board`],
    [figures.stuckTeams === 0, `${figures.stuckTeams} teams stuck`],
    [figures.doubleCounted === 0, `${figures.doubleCounted} answers counted twice`],
  ];
  // Without the quota step a campus's teams past the 100th are refused: that is what it shows.
  if (hall.quotaStep) {
    checks.push([figures.refusedSignups === 0, `${figures.refusedSignups} sign-ups refused`]);
  }
  for (const [ok, detail] of checks) report.check(step, ok, `the hall night: ${detail}`);
  report.phase('hall', report.tally([step]));
}
