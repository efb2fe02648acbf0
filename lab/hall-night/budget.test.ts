import { describe, expect, it } from 'vitest';
import type { Context } from '../rehearse/context.ts';
import type { HallOptions } from '../rehearse/options.ts';
import { Reporter } from '../rehearse/report.ts';
import { judgeNight } from './budget.ts';
import type { HallFigures } from './figures.ts';

const hall = { plan: 'spark', quotaStep: true } as HallOptions;

/** A night's figures with what the judge reads; the rest of the report does not matter here. */
function figures(peakConnections: number, timersLate: number): HallFigures {
  const night = {
    peakConnections,
    rtdbDownloadBytes: 300e6,
    firestoreReads: 0,
    requestsPerRightAnswer: 2,
    requestsPerWrongAnswer: 2,
    refusedSignups: 0,
    teamsWithoutAccount: 0,
    refusedRequests: 0,
    refusedTeamRequests: 0,
    lostPoints: 0,
    stuckTeams: 0,
    doubleCounted: 0,
    emulation: { seed: 1, busyDatabaseThread: 0.5, busyDevicesThread: 0.5, timersLate },
  };
  return night as HallFigures;
}

function judged(peak: number, timersLate: number) {
  const report = new Reporter(() => undefined);
  // judgeNight reads nothing of the context but its reporter.
  judgeNight({ report } as unknown as Context, hall, figures(peak, timersLate));
  return { failures: report.failures().map(({ detail }) => detail), notJudged: report.notJudged() };
}

describe('judging the emulated night against its budget', () => {
  it('fails a night whose peak passes the plan’s connections', () => {
    expect(judged(120, 0)).toEqual({
      failures: ['the hall night: 120 connections at the peak (Spark allows 100)'],
      notJudged: [],
    });
  });

  it('neither passes nor fails the peak and download of a night whose timers ran late', () => {
    const { failures, notJudged } = judged(120, 0.2);
    expect(failures).toEqual([]);
    expect(notJudged).toEqual([expect.stringContaining("20.0 % of the devices' timers")]);
  });
});
