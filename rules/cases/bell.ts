import { BELL_GRACE_MS, TIME_LIMIT_MS } from '../../src/game/numbers.ts';
import { allowed, cases, EDGE, type Given, refused } from './case.ts';
import type { Point } from './points.ts';
import {
  guessed,
  holding,
  hourEndsIn,
  MINUTE,
  night,
  type ProofOf,
  proved,
  schedule,
  SECOND,
  solved,
  team,
} from './given.ts';
import { advance, advanceAlone, fieldPath, proofPath, solvePath } from './requests.ts';

const HOUR = 60 * MINUTE;

/** The teams' hour ended `late` ms ago; the team's last guess recorded `early` ms before that bell. */
const afterItsHour = (
  late: number,
  { early = 2 * SECOND, proof = 'right' as ProofOf, question = 1 } = {},
) => [...hourEndsIn(-late), guessed({ question, proof, at: -late - early, count: 3 })];
/**
 * The night closed `late` ms ago, 10 minutes after it opened and the team started (the close
 * before the teams' hour); its right guess `early` ms before.
 */
const afterTheClose = (late: number, early = 2 * SECOND): Given[] => [
  night({ opensAt: -late - 10 * MINUTE, closesAt: -late }),
  team({ startedAt: -late - 10 * MINUTE }),
  guessed({ proof: 'right', at: -late - early, count: 3 }),
];
const JUST_AFTER = 10 * SECOND;
/** The team's last guess: riddle 1's right answer, a second ago. */
const rightGuess = guessed({ proof: 'right', at: -SECOND, count: 3 });

/** The last second and millisecond of the grace, and its end: edges only targaryen can time. */
const graceEdges = (point: Point, grace: string, after: (late: number) => Given[]) =>
  cases(point, {}, [
    allowed(`an advance a second before ${grace} ends`, advance(), {
      given: after(BELL_GRACE_MS - SECOND),
      offline: EDGE,
    }),
    allowed(`an advance a millisecond before ${grace} ends`, advance(), {
      given: after(BELL_GRACE_MS - 1),
      offline: EDGE,
    }),
    refused(`an advance as ${grace} ends`, advance(), {
      given: after(BELL_GRACE_MS),
      offline: EDGE,
    }),
  ]);

/**
 * The bell: an advance only before the team's hour ends and the night closes, or within
 * BELL_GRACE_MS after, for a right guess recorded before it (the recorded `at` decides).
 */
export const BELL_CASES = [
  ...cases('advance', {}, [
    allowed('an advance at the bell, its right guess recorded before it', advance(), {
      given: afterItsHour(0),
    }),
    allowed('an advance halfway through the grace, its right guess before the bell', advance(), {
      given: afterItsHour(BELL_GRACE_MS / 2),
      after: (w) => ({
        [fieldPath('question')(w)]: 2,
        [proofPath(1)(w)]: w.right(1),
        [solvePath(1)(w)]: w.now,
      }),
    }),
    refused('an advance long after the grace', advance(), {
      given: afterItsHour(10 * BELL_GRACE_MS),
    }),
    refused('an advance after the bell, its guess recorded at the bell', advance(), {
      given: afterItsHour(SECOND, { early: 0 }),
      offline: EDGE,
    }),
    refused('an advance after the bell, its guess recorded after it', advance(), {
      given: afterItsHour(SECOND, { early: -SECOND / 2 }),
      offline: EDGE,
    }),
    refused('an advance after the bell, its guess recorded a second after it', advance(), {
      given: afterItsHour(JUST_AFTER, { early: -SECOND }),
    }),
    refused('a late advance whose last guess is a wrong one', advance(), {
      given: afterItsHour(JUST_AFTER, { proof: 'wrong' }),
    }),
    refused('a late advance with no guess recorded', advance(), {
      given: [...afterItsHour(JUST_AFTER), holding((w) => `guesses/${w.key.team}`, null)],
    }),
    refused('a late advance whose last guess is for another riddle', advance(), {
      given: afterItsHour(JUST_AFTER, { question: 0, proof: (w) => w.right(1) }),
    }),
    refused('a late advance by another account', advance(), {
      as: 'stranger',
      given: afterItsHour(JUST_AFTER),
    }),
    refused('a late advance by a disqualified team', advance(), {
      given: [
        ...afterItsHour(JUST_AFTER),
        team({ startedAt: -TIME_LIMIT_MS - JUST_AFTER, disqualified: true }),
      ],
    }),
    refused('a late advance without its proof', advanceAlone(), {
      given: afterItsHour(JUST_AFTER),
    }),
    refused('a second late advance: the next riddle has no guess to be late with', advance(2), {
      given: [
        ...afterItsHour(JUST_AFTER),
        team({ question: 2, startedAt: -TIME_LIMIT_MS - JUST_AFTER }),
        solved(1),
      ],
    }),
    refused('an advance as the grace of the bell ends, the night still open', advance(), {
      given: afterItsHour(BELL_GRACE_MS),
      offline: EDGE,
    }),
    refused('an advance after the grace of the bell, the night still open', advance(), {
      given: afterItsHour(BELL_GRACE_MS + MINUTE / 2),
    }),
    refused("an advance alone after the team's hour, no guess recorded", advanceAlone(), {
      given: [...hourEndsIn(-MINUTE / 2), proved(1)],
    }),
    allowed("an advance half a minute before the team's hour ends", advance(), {
      given: [...hourEndsIn(MINUTE / 2), rightGuess],
    }),
  ]),
  ...graceEdges('advance', 'the grace', afterItsHour),
  ...graceEdges('night', 'the grace after the close', afterTheClose),
  ...cases('night', {}, [
    allowed(
      "an advance in the bell's minute, its right guess recorded before the close",
      advance(),
      {
        given: afterTheClose(BELL_GRACE_MS / 2),
      },
    ),
    refused('an advance after the close, its guess recorded at the close', advance(), {
      given: afterTheClose(JUST_AFTER, 0),
    }),
    allowed('an advance alone a millisecond before the close, no guess recorded', advanceAlone(), {
      given: [night({ closesAt: 1 }), team({ startedAt: -10 * MINUTE }), proved(1)],
      offline: EDGE,
    }),
    refused('an advance alone at the close, no guess recorded', advanceAlone(), {
      given: [night({ closesAt: 0 }), team(), proved(1)],
      offline: EDGE,
    }),
    refused('an advance alone a minute after the close, no guess recorded', advanceAlone(), {
      given: [night({ closesAt: -MINUTE }), team({ startedAt: -11 * MINUTE }), proved(1)],
    }),
    refused('an advance with no night scheduled', advance(), {
      given: [team(), rightGuess, schedule(null)],
    }),
    refused('an advance in a night with no close', advance(), {
      given: [team(), rightGuess, schedule((w) => ({ opensAt: w.now - HOUR }))],
    }),
  ]),
];
