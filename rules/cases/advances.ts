import { POINTS_PER_ANSWER, QUESTION_COUNT } from '../../src/game/numbers.ts';
import { allowed, cases, EDGE, get, patch, put, refused, type World } from './case.ts';
import { guessed, holding, hourEndsIn, MINUTE, proved, solved, STARTED, team } from './given.ts';
import {
  advance,
  advanceAlone,
  answerOf,
  guessPath,
  proofPath,
  prove,
  fieldPath,
  solvePath,
  SV,
  teamFields,
  teamPath,
  without,
} from './requests.ts';

const withField = (fields: Record<string, unknown>) => advance(1, teamFields(fields));
const advanced = answerOf(1);
/** The team's last guess: the right answer to the riddle it is on. */
const rightGuess = (question = 1) => guessed({ question, proof: 'right' });
const noGuess = holding(guessPath, null);
/** The team's record written whole, on riddle 2 with a score of its own choosing. */
const movedOn = (w: World) => ({
  teamName: w.name.team,
  question: 2,
  score: 100,
  owner: w.uid.owner,
  startedAt: w.now + STARTED,
  timestamp: SV,
});

/** user/{teamKey} moves on: by its owner, one riddle and its points, with its proof and solve. */
export const ADVANCE_CASES = [
  ...cases('advance', { given: [team(), rightGuess()] }, [
    allowed('an advance as the site sends it, with its proof and solve', advance(), {
      after: (w) => ({
        [proofPath(1)(w)]: w.right(1),
        [fieldPath('question')(w)]: 2,
        [fieldPath('score')(w)]: POINTS_PER_ANSWER,
        [fieldPath('timestamp')(w)]: w.now,
        [fieldPath('startedAt')(w)]: w.now + STARTED,
        [solvePath(1)(w)]: w.now,
      }),
    }),
    refused('an advance by another account', advance(), { as: 'stranger' }),
    refused('an advance signed out', advance(), { as: 'signed out' }),
    refused('an advance by two riddles', withField({ question: 3 })),
    refused(
      'an advance by two riddles and their points',
      withField({ question: 3, score: 2 * POINTS_PER_ANSWER }),
    ),
    refused('an advance with twice the points', withField({ score: 2 * POINTS_PER_ANSWER })),
    refused('points without moving on', patch(without(advanced, fieldPath('question')))),
    refused('points and a solve without moving on', withField({ question: 1 })),
    refused(
      'an advance with a timestamp a minute back',
      advance(
        1,
        teamFields((w) => ({ timestamp: w.now - MINUTE })),
      ),
    ),
    refused(
      'an advance with a timestamp of its own',
      advance(
        1,
        teamFields((w) => ({ timestamp: w.now - 1 })),
      ),
      { offline: EDGE },
    ),
    refused('an advance with an extra field', withField({ bonus: 5 })),
    refused(
      'an advance that changes the owner',
      advance(
        1,
        teamFields((w) => ({ owner: w.uid.stranger })),
      ),
    ),
    refused(
      'an advance that renames the team',
      advance(
        1,
        teamFields((w) => ({ teamName: w.label('renamed') })),
      ),
    ),
    refused("an advance that restarts the team's hour", withField({ startedAt: SV })),
    refused('an advance that removes the name', withField({ teamName: null })),
    refused('an advance that clears a disqualification', withField({ disqualified: false })),
    refused('an advance without its solve', patch(without(advanced, solvePath(1)))),
    refused('an advance without its points', patch(without(advanced, fieldPath('score')))),
    refused(
      'an advance as a partial update of the record',
      patch({ question: 2, score: POINTS_PER_ANSWER, timestamp: SV }, teamPath()),
    ),
    refused(
      'a solve without the advance',
      patch((w) => ({ [solvePath(1)(w)]: SV })),
    ),
    refused(
      'an advance with the solve of the next riddle',
      patch((w) => ({ ...without(advanced, solvePath(1))(w), [solvePath(2)(w)]: SV })),
    ),
    refused(
      'an advance with a second solve, of the next riddle',
      advance(1, (w) => ({ [solvePath(2)(w)]: SV })),
    ),
    refused(
      "an advance with another team's solve",
      advance(1, (w) => ({ [`solves/${w.label('other team')}/1`]: SV })),
    ),
    ...(
      [
        ['backdated a millisecond', (w: { now: number }) => w.now - 1, EDGE],
        ['stamped a millisecond ahead', (w: { now: number }) => w.now + 1, EDGE],
        ['from a device clock a second slow', (w: { now: number }) => w.now - 1000, EDGE],
        ['from a device clock a minute slow', (w: { now: number }) => w.now - MINUTE],
        ['stamped a minute ahead', (w: { now: number }) => w.now + MINUTE],
        ['written as text', (w: { now: number }) => String(w.now)],
        ['written as true', () => true],
      ] as const
    ).map(([label, value, offline]) =>
      refused(
        `an advance with its solve time ${label}`,
        advance(1, (w) => ({ [solvePath(1)(w)]: value(w) })),
        offline ? { offline } : {},
      ),
    ),
    refused('an advance of a riddle solved before', advance(), { given: [solved(1, -1000)] }),
    refused('a whole-record overwrite that moves on', put(teamPath(), movedOn)),
    refused(
      'a whole-record overwrite that moves on, with its solve',
      patch((w) => ({ [teamPath()(w)]: movedOn(w), [solvePath(1)(w)]: SV })),
    ),
    refused('an advance by a disqualified team', advance(), {
      given: [team({ disqualified: true })],
    }),
    refused(
      'an advance by a disqualified team that clears it',
      withField({ disqualified: false }),
      {
        given: [team({ disqualified: true })],
      },
    ),
    allowed('an advance by a reinstated team', advance(), {
      given: [team({ disqualified: false })],
    }),
    // With its right guess recorded, an answer saved after the hour is the bell's grace's
    // (bell.ts): the hour's own edge shows on an advance with no guess to be late with.
    allowed("an advance alone a millisecond before the team's hour ends", advanceAlone(), {
      given: [...hourEndsIn(1), proved(1), noGuess],
      offline: EDGE,
    }),
    refused("an advance alone as the team's hour ends", advanceAlone(), {
      given: [...hourEndsIn(0), proved(1), noGuess],
      offline: EDGE,
    }),
    allowed('an advance whose proof is an accepted spelling', prove(1, 'accepted'), {
      given: [guessed({ proof: 'accepted' })],
    }),
    refused('an advance without its proof', patch(without(advanced, proofPath(1)))),
    refused('an advance whose proof is a wrong answer, its last guess', prove(1, 'wrong'), {
      given: [guessed()],
    }),
    refused('an advance with the right proof, its last guess a wrong answer', advance(), {
      given: [guessed()],
    }),
    refused('the same answer saved again: its reply lost, the team moved on', advance(), {
      given: [team({ question: 2 }), proved(1), solved(1)],
    }),
  ]),
  ...cases('advance', {}, [
    refused('the proof and the advance in one update, no guess recorded', advance(), {
      given: [team()],
    }),
    allowed('an advance alone, its proof saved before it', advanceAlone(), {
      given: [team(), proved(1)],
    }),
    refused('an advance alone, no proof saved', advanceAlone(), { given: [team()] }),
    refused('an advance backed by the proof of another riddle', advanceAlone(2), {
      given: [team({ question: 2 }), proved(1)],
    }),
    allowed('an advance from the last riddle', advance(QUESTION_COUNT), {
      given: [team({ question: QUESTION_COUNT }), rightGuess(QUESTION_COUNT)],
    }),
    refused('an advance past the last riddle', advanceAlone(QUESTION_COUNT + 1), {
      given: [
        team({ question: QUESTION_COUNT + 1 }),
        holding((w) => `proofs/${w.key.team}/${QUESTION_COUNT + 1}`, 'anything'),
      ],
    }),
    allowed('an advance by the device the team was moved to', advance(3), {
      as: 'newcomer',
      given: [team({ question: 3, owner: 'newcomer' }), proved(1, 2), rightGuess(3)],
    }),
    refused('an advance by the device the team was moved from', advance(3), {
      given: [team({ question: 3, owner: 'newcomer' }), proved(1, 2), rightGuess(3)],
    }),
    refused('a team deletes its record', put(teamPath(), null), { given: [team()] }),
    refused("a player deletes another team's record", put(teamPath(), null), {
      as: 'stranger',
      given: [team()],
    }),
    refused('a player deletes the board', put('user', null), { given: [team()] }),
    refused('a solve time written on its own', put(solvePath(2), SV), {
      given: [team({ question: 2 }), proved(1)],
    }),
    refused('a solve deleted', put(solvePath(1), null), {
      given: [team({ question: 2 }), proved(1), solved(1)],
    }),
    refused('a solve written again', put(solvePath(1), SV), {
      given: [team({ question: 2 }), proved(1), solved(1)],
    }),
    refused(
      'a team deletes its solves',
      put((w) => `solves/${w.key.team}`, null),
      { given: [team({ question: 2 }), proved(1), solved(1)] },
    ),
  ]),
  ...(['signed out', 'owner', 'stranger'] as const).flatMap((as) => {
    const by = as === 'signed out' ? 'signed out' : `by the ${as}`;
    return cases('board', { as, given: [team({ question: 2 }), solved(1)] }, [
      allowed(`the board, read ${by}`, get('user')),
      allowed(`the solve times, read ${by}`, get('solves')),
      allowed(`a solve time, read ${by}`, get(solvePath(1))),
      allowed(
        `the teams that moved in the last minute, read ${by} (indexed)`,
        get('user', (w) => ({ orderBy: '"timestamp"', startAt: String(w.now - MINUTE) })),
      ),
    ]);
  }),
];
