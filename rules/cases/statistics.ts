import { TYPED_ANSWER_MAX_LENGTH } from '../../src/game/numbers.ts';
import {
  allowed,
  type Actor,
  cases,
  type Given,
  get,
  patch,
  refused,
  type Request,
  resolve,
  type World,
} from './case.ts';
import {
  granted,
  guessed,
  holding,
  MINUTE,
  PROOF_OF_NO_ANSWER,
  rival,
  SECOND,
  team,
} from './given.ts';
import {
  banOf,
  guess,
  guessPath,
  prove,
  resetOf,
  SV,
  TYPED_TEXT,
  typedPath,
  without,
} from './requests.ts';

/** The team's typed answers so far: guess 1 and 2 on riddle 1. */
const typedBefore = holding(
  (w) => `typed/${w.key.team}`,
  () => ({ 1: { question: 1, text: 'edison' }, 2: { question: 1, text: TYPED_TEXT } }),
);
const typedOnly = (count: number, entry: unknown = { question: 1, text: TYPED_TEXT }) =>
  patch((w) => ({ [typedPath(count)(w)]: entry }));
const next = (changes: Parameters<typeof guess>[0] = {}) => guess({ count: 3, ...changes });
/** The team's next guess as the site sends it, with `extra` paths in the same update. */
const nextGuessWith = (extra: (w: World) => Record<string, unknown>) =>
  patch((w) => ({
    ...resolve((next() as Extract<Request, { method: 'PATCH' }>).body, w),
    ...extra(w),
  }));
const signedOutOr = (as: Actor | 'signed out') =>
  as === 'signed out' ? 'a signed-out client' : `the ${as}`;

/** An organizer accepts the wrong answer to riddle 1 as a spelling, as the console does. */
const acceptance =
  (changes: Record<string, unknown> = {}, text = TYPED_TEXT) =>
  (w: World): Record<string, unknown> => ({
    [`alternatives/1/${w.wrong(1)}`]: true,
    [`spellings/1/${w.wrong(1)}`]: { by: w.uid.organizer, at: SV, text },
    'game/spellingsAt/1': SV,
    'lastSpelling/1': w.wrong(1),
    ...changes,
  });
const accept = (changes: (w: World) => Record<string, unknown> = () => ({}), text?: string) =>
  patch((w) => acceptance(changes(w), text)(w));
/** The wrong answer to riddle 1 accepted `at` ms from the request, logged, with its notice. */
const acceptedAt =
  (at: number): Given =>
  (w) => ({
    [`alternatives/1/${w.wrong(1)}`]: true,
    [`spellings/1/${w.wrong(1)}`]: { by: w.uid.organizer, at: w.now + at, text: TYPED_TEXT },
    'game/spellingsAt/1': w.now + at,
    'lastSpelling/1': w.wrong(1),
  });
/** The wrong answer to riddle 1 accepted since the team's last guess (a second ago, or earlier). */
const acceptedSince = acceptedAt(-SECOND / 2);
/** The player's oracle: is the proof of its own last guess an accepted spelling now? */
const spellingOf = (proof: (w: World) => string, question = 1) =>
  get((w) => `alternatives/${question}/${proof(w)}`);

/** typed/{teamKey}/{count}: written with its guess only, read by organizers only. */
export const TYPED_CASES = [
  ...cases('statistics', { given: [team(), guessed({ count: 2, at: -MINUTE }), typedBefore] }, [
    allowed('a guess with what the team typed, as the site sends it', next(), {
      after: (w) => ({ [typedPath(3)(w)]: { question: 1, text: TYPED_TEXT } }),
    }),
    allowed(
      `a typed answer of ${TYPED_ANSWER_MAX_LENGTH} characters`,
      next({ typed: { question: 1, text: 'x'.repeat(TYPED_ANSWER_MAX_LENGTH) } }),
    ),
    ...(
      [
        ['without what the team typed', null],
        [
          `with ${TYPED_ANSWER_MAX_LENGTH + 1} typed characters`,
          { question: 1, text: 'x'.repeat(TYPED_ANSWER_MAX_LENGTH + 1) },
        ],
        ['with an empty typed answer', { question: 1, text: '' }],
        ['with a typed answer that is no text', { question: 1, text: 42 }],
        ["with a typed answer for another riddle than the guess's", { question: 2, text: 'x' }],
        ['with a typed answer and more', { question: 1, text: 'x', proof: 'y' }],
      ] as const
    ).map(([label, typed]) => refused(`a guess ${label}`, next({ typed }))),
    refused(
      "a guess whose typed answer goes under another guess's number",
      nextGuessWith((w) => ({
        [typedPath(3)(w)]: null,
        [typedPath(4)(w)]: { question: 1, text: TYPED_TEXT },
      })),
    ),
    refused('a typed answer without its guess', typedOnly(3)),
    refused(
      'a typed answer rewritten without a new guess',
      typedOnly(2, { question: 1, text: 'x' }),
    ),
    refused('a typed answer deleted by its team', typedOnly(2, null)),
    refused(
      'a guess whose typed answer goes over one an older team of the name left',
      guess({ count: 1 }),
      { given: [holding(guessPath, null)] },
    ),
    ...(
      [
        ['in capitals', 'Tesla'],
        ['with a space', 'tesla coil'],
        ['with a tab', 'tesla\tcoil'],
        ['with a line break', 'tesla\ncoil'],
      ] as const
    ).map(([label, text]) =>
      refused(
        `a guess whose typed answer is not normalised: ${label}`,
        next({ typed: { question: 1, text } }),
      ),
    ),
    allowed(
      'a guess whose typed answer is normalised, with symbols and digits',
      next({ typed: { question: 1, text: 'flip-flop#2' } }),
    ),
    refused(
      "a typed answer under another team's key, with the team's own guess",
      nextGuessWith((w) => ({ [`typed/${w.key.rival}/1`]: { question: 1, text: 'x' } })),
      { given: [rival()] },
    ),
    refused('a second typed answer inside the wait', next(), {
      given: [guessed({ count: 2, at: -SECOND })],
    }),
    refused(
      'a team reads its own typed answers',
      get((w) => `typed/${w.key.team}`),
    ),
    refused("a player reads every team's typed answers", get('typed')),
    refused(
      "a player reads another team's typed answers",
      get((w) => `typed/${w.key.team}`),
      {
        as: 'stranger',
      },
    ),
    refused('the typed answers read signed out', get('typed'), { as: 'signed out' }),
    refused(
      'the typed answers read by a granted account whose address is not verified',
      get('typed'),
      {
        as: 'stranger',
        given: [granted('stranger')],
      },
    ),
    allowed("an organizer reads every team's typed answers (the statistics)", get('typed'), {
      as: 'organizer',
    }),
    allowed('an organizer resets a team with its typed answers', patch(resetOf()), {
      as: 'organizer',
      after: (w) => ({ [`typed/${w.key.team}`]: null, [guessPath(w)]: null }),
    }),
    refused(
      'an organizer resets a team but leaves its typed answers',
      patch(without(resetOf(), (w) => `typed/${w.key.team}`)),
      { as: 'organizer' },
    ),
    refused(
      'an organizer bans a team but leaves its typed answers',
      patch(without(banOf(), (w) => `typed/${w.key.team}`)),
      { as: 'organizer' },
    ),
    allowed('an organizer bans a team with its typed answers', patch(banOf()), {
      as: 'organizer',
      after: (w) => ({ [`typed/${w.key.team}`]: null }),
    }),
    refused(
      "an organizer deletes a team's typed answers but not the team",
      patch((w) => ({ [`typed/${w.key.team}`]: null })),
      { as: 'organizer' },
    ),
  ]),
];

/** alternatives/{q}/{proof} written mid-night: by organizers, logged, with the riddle's notice. */
export const SPELLING_CASES = [
  ...cases('spellings', { as: 'organizer', given: [team(), guessed()] }, [
    allowed('an organizer accepts a spelling, logged, as the console does', accept(), {
      after: (w) => ({
        [`alternatives/1/${w.wrong(1)}`]: true,
        [`spellings/1/${w.wrong(1)}`]: { by: w.uid.organizer, at: w.now, text: TYPED_TEXT },
        'game/spellingsAt/1': w.now,
      }),
    }),
    refused(
      'an acceptance without its log entry',
      accept((w) => ({ [`spellings/1/${w.wrong(1)}`]: null })),
    ),
    refused(
      'an acceptance without its notice',
      accept(() => ({ 'game/spellingsAt/1': null })),
    ),
    refused(
      'a log entry without its acceptance',
      accept((w) => ({ [`alternatives/1/${w.wrong(1)}`]: null })),
    ),
    refused(
      'an acceptance that is not true',
      accept((w) => ({ [`alternatives/1/${w.wrong(1)}`]: 'yes' })),
    ),
    refused(
      "an acceptance logged under another organizer's name",
      accept((w) => ({
        [`spellings/1/${w.wrong(1)}`]: { by: w.uid.stranger, at: SV, text: TYPED_TEXT },
      })),
    ),
    refused(
      'an acceptance logged a minute back',
      accept((w) => ({
        [`spellings/1/${w.wrong(1)}`]: { by: w.uid.organizer, at: w.now - MINUTE, text: 'x' },
      })),
    ),
    refused(
      `an acceptance logged with ${TYPED_ANSWER_MAX_LENGTH + 1} characters`,
      accept(() => ({}), 'x'.repeat(TYPED_ANSWER_MAX_LENGTH + 1)),
    ),
    refused(
      'an acceptance at a key that is no proof',
      patch((w) => ({
        'alternatives/1/tesla': true,
        'spellings/1/tesla': { by: w.uid.organizer, at: SV, text: TYPED_TEXT },
        'game/spellingsAt/1': SV,
      })),
    ),
    refused('a spelling accepted twice', accept(), { given: [acceptedSince] }),
    refused(
      "a bank's spelling replaced",
      accept((w) => ({
        [`alternatives/1/${w.accepted(1)}`]: true,
      })),
    ),
    refused('a notice for no riddle', patch({ 'game/spellingsAt/one': SV })),
    refused('a notice without a spelling', patch({ 'game/spellingsAt/1': SV })),
    refused(
      'a notice naming a spelling the update does not accept',
      patch((w) => ({ 'game/spellingsAt/1': SV, 'lastSpelling/1': w.wrong(1) })),
    ),
    refused(
      "a notice naming the bank's spelling, accepted long before",
      patch((w) => ({ 'game/spellingsAt/1': SV, 'lastSpelling/1': w.accepted(1) })),
    ),
    refused(
      'a notice naming a spelling accepted earlier tonight',
      patch((w) => ({ 'game/spellingsAt/1': SV, 'lastSpelling/1': w.wrong(1) })),
      { given: [acceptedAt(-MINUTE)] },
    ),
    refused(
      "a notice for another riddle than the spelling's",
      accept(() => ({ 'game/spellingsAt/2': SV })),
    ),
    refused(
      'an acceptance without the pointer to it',
      accept(() => ({ 'lastSpelling/1': null })),
    ),
    refused(
      'an acceptance whose pointer names another spelling',
      accept((w) => ({ 'lastSpelling/1': w.accepted(1) })),
    ),
    refused(
      'a pointer alone',
      patch((w) => ({ 'lastSpelling/1': w.wrong(1) })),
    ),
    allowed('an organizer reads which spelling was accepted last', get('lastSpelling')),
    allowed('an organizer reads the log of accepted spellings', get('spellings')),
  ]),
  ...cases('spellings', { given: [team(), guessed()] }, [
    ...(['owner', 'stranger', 'signed out'] as const).map((as) =>
      refused(`a spelling accepted by ${signedOutOr(as)}`, accept(), { as }),
    ),
    refused('a spelling accepted by a granted account whose address is not verified', accept(), {
      as: 'stranger',
      given: [granted('stranger')],
    }),
    refused('a notice posted by a player', patch({ 'game/spellingsAt/1': SV })),
    refused('a player reads the log of accepted spellings', get('spellings')),
    refused('a player reads which spelling was accepted last', get('lastSpelling/1'), {
      given: [acceptedSince],
    }),
    refused('the log of accepted spellings read signed out', get('spellings'), {
      as: 'signed out',
    }),
    allowed(
      'a team asks whether its last guess is an accepted spelling now (it is)',
      spellingOf((w) => w.wrong(1)),
      { given: [acceptedSince] },
    ),
    allowed(
      'a team asks whether its last guess is an accepted spelling now (it is not)',
      spellingOf((w) => w.wrong(1)),
    ),
    refused(
      'a team asks about a proof it did not guess last',
      spellingOf((w) => w.right(1)),
    ),
    refused(
      "a team asks about a bank's spelling it did not guess",
      spellingOf((w) => w.accepted(1)),
    ),
    refused(
      'a team asks about its last guess under another riddle',
      spellingOf((w) => w.wrong(1), 2),
    ),
    refused('a player lists the accepted spellings of a riddle', get('alternatives/1')),
    refused(
      "a player asks about another team's last guess",
      spellingOf((w) => w.wrong(1)),
      {
        as: 'stranger',
      },
    ),
    refused(
      'the question asked signed out',
      spellingOf((w) => w.wrong(1)),
      { as: 'signed out' },
    ),
  ]),
  ...cases('guesses', { given: [team(), guessed({ count: 4, at: -SECOND })] }, [
    allowed(
      'a team enters its last guess again inside the wait, accepted since',
      guess({ count: 5 }),
      { given: [acceptedSince] },
    ),
    refused(
      'a team enters its last guess again inside the wait, not accepted',
      guess({ count: 5 }),
    ),
    refused(
      'a team enters its last guess again inside the wait, accepted before it was recorded',
      guess({ count: 5 }),
      { given: [acceptedAt(-2 * SECOND)] },
    ),
    refused(
      'a team enters its last guess again inside the wait a second time (the endless exemption)',
      guess({ count: 6 }),
      { given: [acceptedAt(-3 * SECOND), guessed({ count: 5, at: -2 * SECOND })] },
    ),
    refused(
      "a team enters inside the wait the bank's spelling it guessed last",
      guess({ count: 5, proof: 'accepted' }),
      { given: [guessed({ count: 4, at: -SECOND, proof: 'accepted' })] },
    ),
    refused(
      'a team enters its last guess again inside the wait, accepted since but not logged',
      guess({ count: 5 }),
      { given: [holding((w) => `alternatives/1/${w.wrong(1)}`, true)] },
    ),
    refused(
      'a team enters inside the wait a spelling accepted since that it did not guess last',
      guess({ count: 5 }),
      {
        given: [acceptedSince, guessed({ count: 4, at: -SECOND, proof: () => PROOF_OF_NO_ANSWER })],
      },
    ),
    allowed('a right answer by a spelling accepted mid-night', prove(1, 'wrong'), {
      given: [acceptedSince, guessed({ count: 5, at: -SECOND })],
    }),
  ]),
];
