import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bellAt } from '@/game/bell.ts';
import type { TeamStanding } from '@/game/types.ts';
import {
  applyEvent,
  boardOf,
  emptyNight,
  solvesOf,
  type NightEvent,
} from '@/test/night-records.ts';
import {
  inStep,
  openView,
  receive,
  serve,
  show,
  wallBoard,
  type OpenView,
} from '@/test/night-views.ts';
import type { NightRecords } from '@/test/night-records.ts';
import { riddleStatistics } from './console/statistics/riddle-statistics.ts';
import { statisticsCsv } from './console/statistics/statistics-csv.ts';
import { createWrongAnswerTally } from './console/statistics/wrong-answer-tally.ts';
import { highestSolved, newFirstSolves } from './leaderboard/projector/first-solve/first-solves.ts';
import { chartedTeams, scoreRace } from './leaderboard/projector/score-chart/score-race.ts';

const team = fc.nat(2);
/** 0 to 2 are wrong texts, 3 the riddle's answer: teams get far in a short night. */
const text = fc.oneof(
  { weight: 2, arbitrary: fc.nat(2) },
  { weight: 3, arbitrary: fc.constant(3) },
);
const view = fc.integer({ min: 0, max: 2 });

type Step =
  | { type: 'night'; event: NightEvent }
  | { type: 'show' | 'serve' | 'receive' | 'settle'; view: number }
  | { type: 'open second console' };

const nightEvent: fc.Arbitrary<NightEvent> = fc.oneof(
  { weight: 3, arbitrary: team.map((t) => ({ type: 'register' as const, team: t })) },
  { weight: 40, arbitrary: fc.record({ type: fc.constant('guess' as const), team, text }) },
  {
    weight: 2,
    arbitrary: fc.record({ type: fc.constant('accept' as const), team, text: fc.nat(2) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constantFrom('reset' as const, 'disqualify' as const, 'reinstate' as const),
      team,
    }),
  },
  { weight: 1, arbitrary: fc.constantFrom<NightEvent>({ type: 'freeze' }, { type: 'unfreeze' }) },
  { weight: 1, arbitrary: fc.constant<NightEvent>({ type: 'new night' }) },
  { weight: 2, arbitrary: fc.nat(20 * 60_000).map((ms) => ({ type: 'wait' as const, ms })) },
);

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: nightEvent.map((event) => ({ type: 'night' as const, event })) },
  {
    weight: 4,
    arbitrary: fc.record({ type: fc.constantFrom('show', 'serve', 'receive', 'settle'), view }),
  },
  { weight: 1, arbitrary: fc.constant({ type: 'open second console' as const }) },
);

/** The console's figures from `solves`, with a tally kept all night or a fresh one. */
function statistics(night: NightRecords, teams: TeamStanding[], solves = solvesOf(night, teams)) {
  const isPlaying = (t: TeamStanding) => night.now < bellAt(t.startedAt, null);
  return { teams, solves, typed: night.typed, isPlaying };
}

/**
 * `shown` equals `truth`: compared as JSON first, since a deep comparison of every figure after
 * every event is most of this test's time, and in full (with its difference) when they differ.
 */
function expectSame(shown: unknown, truth: unknown) {
  if (JSON.stringify(shown) !== JSON.stringify(truth)) expect(shown).toEqual(truth);
}

const lastChecked = new WeakMap<OpenView, { night: NightRecords; solves: OpenView['solves'] }>();

/** What each open view shows, against what a view opened now shows: the records themselves. */
function expectInStepViewsTrue(views: OpenView[], night: NightRecords) {
  for (const open of views.filter((v) => inStep(v, night))) {
    const { teams, solves, tally } = open;
    // A view compared already in this very state (a step that changed nothing) is not again.
    const checked = lastChecked.get(open);
    if (checked?.night === night && checked.solves === solves) continue;
    lastChecked.set(open, { night, solves });
    if (!teams || !solves) throw new Error('a view in step has a board');
    if (open.kind === 'console') {
      const kept = riddleStatistics(statistics(night, teams, solves), tally);
      const fresh = riddleStatistics(statistics(night, boardOf(night)), createWrongAnswerTally());
      expectSame(solves, solvesOf(night, boardOf(night)));
      expectSame(kept, fresh);
      expect(statisticsCsv(kept)).toBe(statisticsCsv(fresh));
    } else {
      const charted = chartedTeams(wallBoard(night));
      const until = night.frozenAt ?? night.now;
      expectSame(
        scoreRace(teams, solves, until),
        scoreRace(charted, solvesOf(night, charted), until),
      );
    }
  }
}

/** Each first solve the wall would announce names the team the records say solved it first. */
function expectFirstSolvesTrue(wall: OpenView, before: number, night: NightRecords) {
  const board = boardOf(night).filter((t) => t.disqualified !== true);
  for (const card of newFirstSolves(before, boardOf(night), wall.solves ?? {})) {
    const times = board.flatMap((t) => night.solves[t.teamKey]?.[card.riddle] ?? []);
    const first = board.find((t) => night.solves[t.teamKey]?.[card.riddle] === Math.min(...times));
    expect(card.teamKey).toBe(first?.teamKey);
  }
}

/** The view is shown the records now and has the answers to what it asks then. */
function settle(open: OpenView, night: NightRecords) {
  for (let round = 0; round < 2; round += 1) {
    show(open, night);
    serve(open, night);
    receive(open);
  }
}

describe("the organizers' numbers, kept open all night", () => {
  it('show, after every event, what a view opened now shows', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 10, maxLength: 150, size: 'max' }), (steps) => {
        let night = emptyNight();
        const views = [openView('console'), openView('wall')];
        let wallSaw = { night: night.night, riddle: 0 };
        for (const next of steps) {
          if (next.type === 'night') night = applyEvent(night, next.event);
          else if (next.type === 'open second console') views.push(openView('console'));
          else {
            const open = views[next.view % views.length];
            if (!open) continue;
            if (next.type === 'show') show(open, night);
            else if (next.type === 'serve') serve(open, night);
            else if (next.type === 'receive') receive(open);
            else settle(open, night);
          }
          const wall = views[1];
          // As use-first-solve-notices.ts: only while live, and not on opening or unfreezing.
          if (wall?.seen === night) {
            const live = night.frozenAt === null;
            if (live && wallSaw.night === night.night) {
              expectFirstSolvesTrue(wall, wallSaw.riddle, night);
            }
            const sameNight = wallSaw.night === night.night;
            const riddle = Math.max(highestSolved(boardOf(night)), sameNight ? wallSaw.riddle : 0);
            wallSaw = live ? { night: night.night, riddle } : { night: 0, riddle: 0 };
          }
          expectInStepViewsTrue(views, night);
        }
        // The night ends: every view is shown it and has its answers.
        for (const open of views) {
          settle(open, night);
          expect(inStep(open, night)).toBe(true);
        }
        expectInStepViewsTrue(views, night);
      }),
      { numRuns: 200 },
    );
  });
});
