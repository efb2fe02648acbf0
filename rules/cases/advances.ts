import { POINTS_PER_ANSWER, QUESTION_COUNT, TIME_LIMIT_MS } from '../../src/game/numbers.ts';
import { allowed, cases, EDGE, get, patch, put, refused, type World } from './case.ts';
import { guessed, holding, MINUTE, proved, solved, team } from './given.ts';
import {
  advance,
  advanceOf,
  fieldPath,
  solvePath,
  SV,
  teamFields,
  teamPath,
  without,
} from './requests.ts';

const withField = (fields: Record<string, unknown>) => advance(1, teamFields(fields));
const advanced = advanceOf(1);
/** The team's record written whole, on riddle 2 with a score of its own choosing. */
const movedOn = (w: World) => ({
  teamName: w.name.team,
  question: 2,
  score: 100,
  owner: w.uid.owner,
  startedAt: w.now - 10 * MINUTE,
  timestamp: SV,
});

/** user/{teamKey} moves on: by its owner, one riddle and its points, with its proof and solve. */
export const ADVANCE_CASES = [
  ...cases('advance', { given: [team(), proved(1)] }, [
    allowed('an advance as the site sends it', advance(), {
      after: (w) => ({
        [fieldPath('question')(w)]: 2,
        [fieldPath('score')(w)]: POINTS_PER_ANSWER,
        [fieldPath('timestamp')(w)]: w.now,
        [fieldPath('startedAt')(w)]: w.now - 10 * MINUTE,
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
    allowed("an advance a millisecond before the team's hour ends", advance(), {
      given: [team({ startedAt: -TIME_LIMIT_MS + 1 })],
      offline: EDGE,
    }),
    refused("an advance as the team's hour ends", advance(), {
      given: [team({ startedAt: -TIME_LIMIT_MS })],
      offline: EDGE,
    }),
    allowed('an advance whose proof is an accepted spelling', advance(), {
      given: [
        holding(
          (w) => `proofs/${w.key.team}/1`,
          (w) => w.accepted(1),
        ),
        guessed({ proof: 'accepted' }),
      ],
    }),
  ]),
  ...cases('advance', {}, [
    refused('an advance without the proof', advance(), { given: [team()] }),
    refused('an advance backed by the proof of another riddle', advance(2), {
      given: [team({ question: 2 }), proved(1)],
    }),
    refused(
      'the proof and the advance in one update',
      patch((w) => ({ [`proofs/${w.key.team}/1`]: w.right(1), ...advanced(w) })),
      {
        given: [team()],
      },
    ),
    refused(
      'the proof and the advance in one update, after the right guess',
      patch((w) => ({ [`proofs/${w.key.team}/1`]: w.right(1), ...advanced(w) })),
      { given: [team(), guessed({ proof: 'right' })] },
    ),
    allowed('an advance from the last riddle', advance(QUESTION_COUNT), {
      given: [team({ question: QUESTION_COUNT }), proved(QUESTION_COUNT)],
    }),
    refused('an advance past the last riddle', advance(QUESTION_COUNT + 1), {
      given: [
        team({ question: QUESTION_COUNT + 1 }),
        holding((w) => `proofs/${w.key.team}/${QUESTION_COUNT + 1}`, 'anything'),
      ],
    }),
    allowed('an advance by the device the team was moved to', advance(3), {
      as: 'newcomer',
      given: [team({ question: 3, owner: 'newcomer' }), proved(1, 2, 3)],
    }),
    refused('an advance by the device the team was moved from', advance(3), {
      given: [team({ question: 3, owner: 'newcomer' }), proved(1, 2, 3)],
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
    ]);
  }),
];
