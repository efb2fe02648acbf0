import { ERRATUM_MAX_LENGTH, QUESTION_COUNT } from '../../src/game/numbers.ts';
import { allowed, type Actor, cases, EDGE, get, patch, put, refused } from './case.ts';
import { granted, holding, MINUTE } from './given.ts';
import { SV } from './requests.ts';

const ERRATA = 'game/errata';
const TEXT = 'Read "north" for "south".';
const at = (qNo: number | string) => `${ERRATA}/${qNo}`;
const post = (changes: Record<string, unknown> = {}, qNo: number | string = 7) =>
  put(at(qNo), { text: TEXT, at: SV, ...changes });
const postAt = (offset: number) => put(at(7), (w) => ({ text: TEXT, at: w.now + offset }));
/** Riddle 7 corrected a minute before the request. */
const corrected = holding(at(7), (w) => ({ text: TEXT, at: w.now - MINUTE }));
const others: (Actor | 'signed out')[] = ['owner', 'stranger', 'signed out'];
const by = (as: Actor | 'signed out') =>
  as === 'signed out' ? 'a signed-out client' : `the ${as}`;

/** game/errata/{qNo}: a riddle's correction, written by organizers one riddle at a time, read by all. */
export const ERRATA_CASES = [
  ...cases('organizers', { as: 'organizer' }, [
    allowed("an organizer corrects a riddle at the server's time", post(), {
      after: (w) => ({ [at(7)]: { text: TEXT, at: w.now } }),
    }),
    allowed(
      'an organizer corrects a riddle in a root update, as the console does',
      patch({ [at(7)]: { text: TEXT, at: SV } }),
    ),
    allowed(
      'an organizer edits a correction, stamped anew',
      post({ text: 'Ignore the picture.' }),
      {
        given: [corrected],
      },
    ),
    allowed('an organizer withdraws a correction', put(at(7), null), {
      given: [corrected],
      after: () => ({ [at(7)]: null }),
    }),
    allowed('a correction to the first riddle', post({}, 1)),
    allowed('a correction to the last riddle', post({}, QUESTION_COUNT)),
    allowed('a correction of the longest length', post({ text: 'x'.repeat(ERRATUM_MAX_LENGTH) })),
    ...(
      [
        ['an empty text', post({ text: '' })],
        ['a text one character too long', post({ text: 'x'.repeat(ERRATUM_MAX_LENGTH + 1) })],
        ['a text that is not a string', post({ text: 42 })],
        ['no text', post({ text: null })],
        ['a backdated time', postAt(-1), EDGE],
        ['a future time', postAt(1), EDGE],
        ['a time a minute back', postAt(-MINUTE)],
        ['no time', post({ at: null })],
        ['another child', post({ author: 'the organizers' })],
        ['no riddle 0', post({}, 0)],
        [`no riddle ${QUESTION_COUNT + 1}`, post({}, QUESTION_COUNT + 1)],
        ['a riddle number with a leading zero', post({}, '07')],
        ['a key that is no riddle number', post({}, 'all')],
      ] as const
    ).map(([label, request, offline]) =>
      refused(`a correction with ${label}`, request, offline ? { offline } : {}),
    ),
    refused(
      'a new text for a correction, without a new time',
      put(`${at(7)}/text`, 'Ignore the picture.'),
      { given: [corrected] },
    ),
    refused('a correction as a bare text', put(at(7), TEXT)),
    refused(
      'an organizer replaces every correction at once',
      put(ERRATA, { 7: { text: TEXT, at: SV } }),
    ),
    refused('an organizer deletes every correction at once', put(ERRATA, null), {
      given: [corrected],
    }),
  ]),
  ...others.flatMap((as) =>
    cases('organizers', { as }, [
      refused(`a correction posted by ${by(as)}`, post()),
      refused(
        `a correction posted by ${by(as)} in a root update`,
        patch({ [at(7)]: { text: TEXT, at: SV } }),
      ),
      refused(`a correction withdrawn by ${by(as)}`, put(at(7), null), { given: [corrected] }),
      refused(`a correction's text changed by ${by(as)}`, put(`${at(7)}/text`, 'Hacked'), {
        given: [corrected],
      }),
    ]),
  ),
  ...cases('organizers', { as: 'stranger', given: [granted('stranger')] }, [
    refused('a correction posted by a granted account whose address is not verified', post()),
  ]),
  ...cases('board', {}, [
    allowed('the errata, read by a player', get(ERRATA), { given: [corrected] }),
    allowed("a riddle's correction, read signed out", get(at(7)), {
      as: 'signed out',
      given: [corrected],
    }),
  ]),
];
