import { ERRATUM_MAX_LENGTH, QUESTION_COUNT } from '../../src/game/numbers.ts';
import { allowed, type Actor, cases, EDGE, get, patch, put, refused } from './case.ts';
import { granted, holding, MINUTE } from './given.ts';
import { SV } from './requests.ts';

const ERRATA = 'errata';
const TEXT = 'Read "north" for "south".';
const at = (qNo: number | string) => `${ERRATA}/${qNo}`;
/** Riddle qNo's change stamp, which the night's poll carries instead of the text. */
const stamp = (qNo: number | string) => `game/errataAt/${qNo}`;
/** A correction as the console posts it: the text and its riddle's stamp in one update. */
const stamped = (qNo: number | string, erratum: unknown) =>
  patch({ [at(qNo)]: erratum, [stamp(qNo)]: SV });
const post = (changes: Record<string, unknown> = {}, qNo: number | string = 7) =>
  stamped(qNo, { text: TEXT, at: SV, ...changes });
const postAt = (offset: number) =>
  patch((w) => ({ [at(7)]: { text: TEXT, at: w.now + offset }, [stamp(7)]: SV }));
/** Riddle 7 corrected a minute before the request. */
const corrected = holding(at(7), (w) => ({ text: TEXT, at: w.now - MINUTE }));
const others: (Actor | 'signed out')[] = ['owner', 'stranger', 'signed out'];
const by = (as: Actor | 'signed out') =>
  as === 'signed out' ? 'a signed-out client' : `the ${as}`;

/**
 * errata/{qNo}: a riddle's correction, written by organizers one riddle at a time with its stamp
 * in the polled game/errataAt/{qNo}, read by all.
 */
export const ERRATA_CASES = [
  ...cases('organizers', { as: 'organizer' }, [
    allowed("an organizer corrects a riddle at the server's time, as the console does", post(), {
      after: (w) => ({ [at(7)]: { text: TEXT, at: w.now }, [stamp(7)]: w.now }),
    }),
    refused('a correction without its stamp', put(at(7), { text: TEXT, at: SV })),
    refused(
      'a correction stamped under another riddle',
      patch({ [at(7)]: { text: TEXT, at: SV }, [stamp(8)]: SV }),
    ),
    refused('a stamp without a correction', patch({ [stamp(7)]: SV })),
    refused('a stamp without a correction, over one posted before', patch({ [stamp(7)]: SV }), {
      given: [corrected],
    }),
    refused(
      'a correction stamped a minute back',
      patch((w) => ({ [at(7)]: { text: TEXT, at: SV }, [stamp(7)]: w.now - MINUTE })),
    ),
    allowed(
      'an organizer edits a correction, stamped anew',
      post({ text: 'Ignore the picture.' }),
      {
        given: [corrected],
      },
    ),
    allowed('an organizer withdraws a correction, stamped', stamped(7, null), {
      given: [corrected],
      after: (w) => ({ [at(7)]: null, [stamp(7)]: w.now }),
    }),
    refused('a correction withdrawn without its stamp', put(at(7), null), {
      given: [corrected],
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
      patch({ [`${at(7)}/text`]: 'Ignore the picture.', [stamp(7)]: SV }),
      { given: [corrected] },
    ),
    refused('a correction as a bare text', stamped(7, TEXT)),
    refused(
      'an organizer replaces every correction at once',
      patch({ [ERRATA]: { 7: { text: TEXT, at: SV } }, [stamp(7)]: SV }),
    ),
    refused(
      'an organizer deletes every correction at once',
      patch({ [ERRATA]: null, [stamp(7)]: SV }),
      { given: [corrected] },
    ),
    refused('a correction left in the polled node', put('game/errata/7', { text: TEXT, at: SV })),
  ]),
  ...others.flatMap((as) =>
    cases('organizers', { as }, [
      refused(`a correction posted by ${by(as)}`, post()),
      refused(
        `a correction posted by ${by(as)} without its stamp`,
        patch({ [at(7)]: { text: TEXT, at: SV } }),
      ),
      refused(`a correction withdrawn by ${by(as)}`, stamped(7, null), { given: [corrected] }),
      refused(`a correction's text changed by ${by(as)}`, put(`${at(7)}/text`, 'Hacked'), {
        given: [corrected],
      }),
      refused(`a correction's stamp moved by ${by(as)}`, patch({ [stamp(7)]: SV }), {
        given: [corrected],
      }),
    ]),
  ),
  ...cases('organizers', { as: 'stranger', given: [granted('stranger')] }, [
    refused('a correction posted by a granted account whose address is not verified', post()),
  ]),
  ...cases('board', {}, [
    allowed('the errata, read by a player', get(ERRATA), { given: [corrected] }),
    allowed("the errata's stamps, read signed out with the night", get('game/errataAt'), {
      as: 'signed out',
      given: [holding(stamp(7), (w) => w.now - MINUTE)],
    }),
    allowed("a riddle's correction, read signed out", get(at(7)), {
      as: 'signed out',
      given: [corrected],
    }),
  ]),
];
