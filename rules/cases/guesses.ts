import { GUESS_COOLDOWN_MS, QUESTION_COUNT } from '../../src/game/numbers.ts';
import { allowed, cases, EDGE, get, patch, put, refused, type World } from './case.ts';
import {
  guessed,
  hourEndsIn,
  MINUTE,
  night,
  PROOF_OF_NO_ANSWER,
  schedule,
  SECOND,
  team,
} from './given.ts';
import { guess, guessPath, SV } from './requests.ts';

/** The team on `question`, its last guess (wrong unless told) at `guessedAt` for riddle `of`. */
const after = (question: number, of: number, at: number, proof: 'right' | 'wrong' = 'wrong') => [
  team({ question }),
  guessed({ question: of, proof, at, count: 4 }),
];
const later = (count: number, question = 1) => guess({ question, count });

/** The console's query: the guesses made since a minute ago. */
const sinceAMinute = (w: World) => ({ orderBy: '"at"', startAt: String(w.now - MINUTE) });

/** guesses/{teamKey}: every guess recorded, counted, one per wait after a wrong one. */

export const GUESS_CASES = [
  ...cases('guesses', { given: [team()] }, [
    allowed("the owner's first guess, as the site sends it", guess(), {
      after: (w) => ({ [guessPath(w)]: { question: 1, proof: w.wrong(1), at: w.now, count: 1 } }),
    }),
    ...(
      [
        ['a count of 0', { count: 0 }],
        ['a count of 2', { count: 2 }],
        ['no count', { count: null }],
        ['a backdated time', { at: -10 * SECOND }],
        ['another riddle', { question: 2 }],
        ['an earlier riddle', { question: 0, proof: (w: World) => w.wrong(1) }],
        ['a proof that is not a string', { proof: () => 42 }],
        ['an empty proof', { proof: () => '' }],
        ['a proof one character short', { proof: (w: World) => w.wrong(1).slice(1) }],
        ['a proof one character long', { proof: (w: World) => `${w.wrong(1)}0` }],
        ['a proof in uppercase', { proof: (w: World) => w.wrong(1).toUpperCase() }],
        ['a proof of 64 characters that are not hex', { proof: () => 'x'.repeat(64) }],
        ['a proof of 64 CJK characters (192 bytes)', { proof: () => '答'.repeat(64) }],
        ['four proofs in one (256 characters)', { proof: (w: World) => w.wrong(1).repeat(4) }],
        ['no proof', { proof: () => null }],
        ['an extra field', { answer: 'tesla' }],
      ] as const
    ).map(([label, changes]) => refused(`a first guess with ${label}`, guess(changes))),
    refused('a first guess stamped a millisecond ahead', guess({ at: 1 }), { offline: EDGE }),
    refused('a first guess stamped a minute ahead', guess({ at: MINUTE })),
    allowed(
      "a first guess with a well-formed proof of no riddle's answer",
      guess({ proof: () => PROOF_OF_NO_ANSWER }),
    ),
    allowed('a guess on the last riddle', guess({ question: QUESTION_COUNT }), {
      given: [team({ question: QUESTION_COUNT })],
    }),
    refused(
      'a guess once every riddle is solved',
      guess({ question: QUESTION_COUNT + 1, proof: () => PROOF_OF_NO_ANSWER }),
      {
        given: [team({ question: QUESTION_COUNT + 1 })],
      },
    ),
    refused("a guess on another account's team", guess(), { given: [team({ owner: 'stranger' })] }),
    refused('a guess for another team', guess(), { as: 'stranger' }),
    refused('a guess signed out', guess(), { as: 'signed out' }),
    refused(
      'a guess for a team that does not exist',
      put(
        (w) => `guesses/${w.label('ghost team')}`,
        (w) => ({
          question: 1,
          proof: w.wrong(1),
          at: SV,
          count: 1,
        }),
      ),
    ),
    refused('a guess by a disqualified team', guess(), { given: [team({ disqualified: true })] }),
    allowed('a guess by a reinstated team', guess(), { given: [team({ disqualified: false })] }),
  ]),
  ...cases('guesses', { given: [team(), guessed({ count: 7, at: -10 * MINUTE })] }, [
    ...[1, 7, 9, 6].map((count) => refused(`a guess counted ${count} after 7`, later(count))),
    allowed('a guess counted on by one', later(8)),
    refused('a later guess backdated a millisecond', guess({ count: 8, at: -1 }), {
      offline: EDGE,
    }),
    refused('a later guess stamped a millisecond ahead', guess({ count: 8, at: 1 }), {
      offline: EDGE,
    }),
    refused(
      'a later guess stamped by a device clock a minute slow',
      guess({ count: 8, at: -MINUTE }),
    ),
    refused(
      'a later guess stamped by a device clock a second slow',
      guess({ count: 8, at: -SECOND }),
      { offline: EDGE },
    ),
    refused('a later guess stamped at the time of the last', guess({ count: 8, at: -10 * MINUTE })),
    refused('a count moved without a new time', patch({ count: 8 }, guessPath)),
    refused('a proof changed without a new time', patch({ proof: PROOF_OF_NO_ANSWER }, guessPath)),
    refused('a team deletes its guess (its count)', put(guessPath, null)),
    refused('a team deletes every guess', put('guesses', null)),
    refused("a player deletes another team's guess", put(guessPath, null), { as: 'stranger' }),
    allowed('a team reads its own guess', get(guessPath)),
    refused("a player reads another team's guess", get(guessPath), { as: 'stranger' }),
    refused('a guess read signed out', get(guessPath), { as: 'signed out' }),
    refused("a player reads every team's guess", get('guesses')),
    refused("every team's guess read signed out", get('guesses'), { as: 'signed out' }),
    allowed("an organizer reads a team's guess", get(guessPath), { as: 'organizer' }),
    allowed("an organizer reads every team's guess (the console's counts)", get('guesses'), {
      as: 'organizer',
    }),
    allowed(
      'an organizer reads the guesses of the last minute (indexed)',
      get('guesses', sinceAMinute),
      { as: 'organizer' },
    ),
    refused('a player reads the guesses of the last minute', get('guesses', sinceAMinute)),
  ]),
  ...cases('guesses', {}, [
    refused('a guess inside the wait after a wrong one', later(5), {
      given: after(1, 1, -GUESS_COOLDOWN_MS + 100),
      offline: EDGE,
    }),
    refused('a guess a millisecond before the wait ends', later(5), {
      given: after(1, 1, -GUESS_COOLDOWN_MS + 1),
      offline: EDGE,
    }),
    allowed('a guess as the wait ends', later(5), {
      given: after(1, 1, -GUESS_COOLDOWN_MS),
      offline: EDGE,
    }),
    allowed('a guess well after the wait', later(5), {
      given: after(1, 1, -GUESS_COOLDOWN_MS - MINUTE),
    }),
    refused('a guess a second after a wrong answer', later(5), { given: after(1, 1, -SECOND) }),
    refused('a guess a second after a wrong answer on riddle 2', later(5, 2), {
      given: after(2, 2, -SECOND),
    }),
    allowed('a guess a second after a right answer (the team moved on)', later(5, 2), {
      given: after(2, 1, -SECOND, 'right'),
    }),
    allowed('a guess in the very millisecond the team moved on', later(5, 2), {
      given: after(2, 1, 0, 'right'),
    }),
    ...(
      [
        ['counted as the last', later(4, 2)],
        ['counted two on', later(6, 2)],
        ['at the riddle it left', later(5, 1)],
        ['at the riddle after its own', later(5, 3)],
      ] as const
    ).map(([label, request]) =>
      refused(`a guess after a right answer ${label}`, request, { given: after(2, 1, -SECOND) }),
    ),
  ]),
  ...cases('night', {}, [
    allowed("a guess a millisecond before the team's hour ends", guess(), {
      given: [...hourEndsIn(1)],
      offline: EDGE,
    }),
    refused("a guess as the team's hour ends", guess(), {
      given: [...hourEndsIn(0)],
      offline: EDGE,
    }),
    allowed("a guess half a minute before the team's hour ends", guess(), {
      given: [...hourEndsIn(MINUTE / 2)],
    }),
    refused("a guess half a minute after the team's hour", guess(), {
      given: [...hourEndsIn(-MINUTE / 2)],
    }),
    allowed('a guess a millisecond before the close', guess(), {
      given: [night({ closesAt: 1 }), team({ startedAt: -MINUTE })],
      offline: EDGE,
    }),
    refused('a guess at the close', guess(), {
      given: [night({ closesAt: 0 }), team({ startedAt: -MINUTE })],
      offline: EDGE,
    }),
    allowed('a guess half a minute before the close', guess(), {
      given: [night({ closesAt: MINUTE / 2 }), team({ startedAt: -MINUTE })],
    }),
    refused('a guess after the close', guess(), {
      given: [night({ closesAt: -MINUTE }), team({ startedAt: -5 * MINUTE })],
    }),
    refused('a guess with no night scheduled', guess(), { given: [team(), schedule(null)] }),
    refused('a guess in a night with no opening', guess(), {
      given: [team(), schedule((w) => ({ closesAt: w.now + MINUTE }))],
    }),
    refused('a guess before a postponed night opens', guess(), {
      given: [team(), night({ opensAt: 60 * MINUTE, closesAt: 180 * MINUTE })],
    }),
    allowed('a guess as a postponed night opens', guess(), {
      given: [team(), night({ opensAt: 0, closesAt: 120 * MINUTE })],
      offline: EDGE,
    }),
  ]),
];
