import { ANNOUNCEMENT_MAX_LENGTH } from '../../src/game/numbers.ts';
import { allowed, type Actor, cases, EDGE, get, patch, put, refused } from './case.ts';
import { announced, frozen, MINUTE, night } from './given.ts';
import { SV } from './requests.ts';

const DAY = 24 * 60 * MINUTE;
const ANNOUNCEMENT = 'announcement';
/** The announcement's change stamp, which the night's poll carries instead of the text. */
const ANNOUNCED_AT = 'game/announcedAt';
const FROZEN_AT = 'game/frozenAt';
/** The announcement as the console posts it (null: cleared), with its stamp in one update. */
const stamped = (announcement: unknown) =>
  patch({ [ANNOUNCEMENT]: announcement, [ANNOUNCED_AT]: SV });
const post = (changes: Record<string, unknown> = {}) =>
  stamped({ text: 'Riddle 7 has a typo.', at: SV, ...changes });
const postAt = (offset: number) =>
  patch((w) => ({
    [ANNOUNCEMENT]: { text: 'Riddle 7 has a typo.', at: w.now + offset },
    [ANNOUNCED_AT]: SV,
  }));
const players: (Actor | 'signed out')[] = ['owner', 'stranger', 'signed out'];
const by = (as: Actor | 'signed out') =>
  as === 'signed out' ? 'a signed-out client' : `the ${as}`;

/** game/: the schedule is the organizers' commands'; the announcement and the freeze, organizers'. */
export const NIGHT_CASES = [
  ...cases('organizers', { as: 'organizer' }, [
    allowed("an organizer posts an announcement at the server's time", post(), {
      after: (w) => ({
        [ANNOUNCEMENT]: { text: 'Riddle 7 has a typo.', at: w.now },
        [ANNOUNCED_AT]: w.now,
      }),
    }),
    allowed('an organizer replaces the announcement', post(), { given: [announced] }),
    allowed('an organizer clears the announcement, stamped', stamped(null), {
      given: [announced],
      after: (w) => ({ [ANNOUNCEMENT]: null, [ANNOUNCED_AT]: w.now }),
    }),
    refused('an announcement without its stamp', put(ANNOUNCEMENT, { text: 'x', at: SV })),
    refused('the announcement cleared without its stamp', put(ANNOUNCEMENT, null), {
      given: [announced],
    }),
    refused('a stamp without an announcement', patch({ [ANNOUNCED_AT]: SV })),
    refused('a stamp without a new announcement', patch({ [ANNOUNCED_AT]: SV }), {
      given: [announced],
    }),
    refused(
      'an announcement stamped a minute back',
      patch((w) => ({
        [ANNOUNCEMENT]: { text: 'x', at: SV },
        [ANNOUNCED_AT]: w.now - MINUTE,
      })),
    ),
    refused(
      'an announcement left in the polled node',
      patch({ 'game/announcement': { text: 'x', at: SV }, [ANNOUNCED_AT]: SV }),
    ),
    allowed('an announcement of one character', post({ text: 'x' })),
    allowed(
      'an announcement of the longest length',
      post({ text: 'x'.repeat(ANNOUNCEMENT_MAX_LENGTH) }),
    ),
    ...(
      [
        ['an empty text', post({ text: '' })],
        ['a text one character too long', post({ text: 'x'.repeat(ANNOUNCEMENT_MAX_LENGTH + 1) })],
        ['a text that is not a string', post({ text: 42 })],
        ['no text', post({ text: null })],
        ['a backdated time', postAt(-1), EDGE],
        ['a future time', postAt(1), EDGE],
        ['a time a minute back', postAt(-MINUTE)],
        ['a time a minute ahead', postAt(MINUTE)],
        ['no time', post({ at: null })],
        ['another child', post({ author: 'the organizers' })],
      ] as const
    ).map(([label, request, offline]) =>
      refused(`an announcement with ${label}`, request, offline ? { offline } : {}),
    ),
    refused(
      'a new text for the posted announcement, without a new time',
      patch({ 'announcement/text': 'Riddle 8 has a typo.', [ANNOUNCED_AT]: SV }),
      { given: [announced] },
    ),
    allowed(
      'a new text for the posted announcement, with a new time',
      patch({
        'announcement/text': 'Riddle 8 has a typo.',
        'announcement/at': SV,
        [ANNOUNCED_AT]: SV,
      }),
      { given: [announced] },
    ),
    allowed("an organizer freezes the board at the server's time", put(FROZEN_AT, SV), {
      after: (w) => ({ [FROZEN_AT]: w.now }),
    }),
    allowed('an organizer unfreezes the board', put(FROZEN_AT, null), { given: [frozen] }),
    ...(
      [
        ['a backdated time', put(FROZEN_AT, (w) => w.now - 1), EDGE],
        ['a future time', put(FROZEN_AT, (w) => w.now + 1), EDGE],
        ['a minute back', put(FROZEN_AT, (w) => w.now - MINUTE)],
        ['a minute ahead', put(FROZEN_AT, (w) => w.now + MINUTE)],
        ['true', put(FROZEN_AT, true)],
        ['a time as text', put(FROZEN_AT, (w) => String(w.now))],
      ] as const
    ).map(([label, request, offline]) =>
      refused(`a freeze at ${label}`, request, offline ? { offline } : {}),
    ),
    refused('a second freeze, which would move the freeze later', put(FROZEN_AT, SV), {
      given: [frozen],
    }),
    refused(
      'an organizer writes the schedule',
      put('game/schedule', (w) => ({ opensAt: w.now - MINUTE, closesAt: w.now + DAY })),
    ),
    refused(
      'an organizer moves the close',
      put('game/schedule/closesAt', (w) => w.now + DAY),
    ),
    refused('an organizer deletes the schedule', put('game/schedule', null)),
    refused(
      'an organizer moves the close of a night that has closed',
      put('game/schedule/closesAt', (w) => w.now + DAY),
      { given: [night({ opensAt: -2 * 60 * MINUTE, closesAt: -5 * MINUTE })] },
    ),
    refused(
      'an organizer reopens a night that has closed, as a new schedule',
      put('game/schedule', (w) => ({ opensAt: w.now - 3 * 60 * MINUTE, closesAt: w.now + DAY })),
      { given: [night({ opensAt: -2 * 60 * MINUTE, closesAt: -5 * MINUTE })] },
    ),
    refused('an organizer writes another child of game', put('game/banner', 'hello')),
    refused('an organizer deletes game', put('game', null), { given: [announced] }),
    refused('an organizer writes game whole', put('game', { announcedAt: SV, frozenAt: SV })),
  ]),
  ...players.flatMap((as) =>
    cases('organizers', { as }, [
      refused(`an announcement posted by ${by(as)}`, post()),
      refused(`the announcement cleared by ${by(as)}`, stamped(null), {
        given: [announced],
      }),
      refused(`the announcement's text changed by ${by(as)}`, put('announcement/text', 'Hacked'), {
        given: [announced],
      }),
      refused(`the announcement's stamp moved by ${by(as)}`, patch({ [ANNOUNCED_AT]: SV }), {
        given: [announced],
      }),
      refused(`the board frozen by ${by(as)}`, put(FROZEN_AT, SV)),
      refused(`the board unfrozen by ${by(as)}`, put(FROZEN_AT, null), { given: [frozen] }),
    ]),
  ),
  ...cases('organizers', {}, [
    refused(
      'a player posts an announcement in a root update',
      patch({
        [ANNOUNCEMENT]: { text: 'Free points at the front desk', at: SV },
        [ANNOUNCED_AT]: SV,
      }),
    ),
    refused('a player freezes the board in a root update', patch({ [FROZEN_AT]: SV })),
  ]),
  ...cases('board', {}, [
    allowed('the announcement, read by a player', get(ANNOUNCEMENT), { given: [announced] }),
    allowed('the announcement, read signed out', get(ANNOUNCEMENT), {
      as: 'signed out',
      given: [announced],
    }),
    allowed('the night, read signed out', get('game'), { as: 'signed out' }),
    allowed("the announcement's stamp, read signed out with the night", get(ANNOUNCED_AT), {
      as: 'signed out',
      given: [announced],
    }),
    allowed('the schedule, read signed out', get('game/schedule'), { as: 'signed out' }),
    allowed("the night's close, read by a player", get('game/schedule/closesAt')),
  ]),
  ...players.flatMap((as) =>
    cases('night', { as }, [
      refused(
        `the schedule written by ${by(as)}`,
        put('game/schedule', (w) => ({ opensAt: 0, closesAt: w.now + DAY })),
      ),
      refused(
        `the close moved by ${by(as)}`,
        put('game/schedule/closesAt', (w) => w.now + DAY),
      ),
      refused(`the schedule deleted by ${by(as)}`, put('game/schedule', null)),
      refused(`game deleted by ${by(as)}`, put('game', null)),
    ]),
  ),
  ...cases('night', { as: 'stranger' }, [
    refused('a player opens the night early', patch({ 'game/schedule/opensAt': SV }), {
      given: [night({ opensAt: 60 * MINUTE, closesAt: 90 * MINUTE })],
    }),
    refused(
      'a player keeps the night open a day longer',
      patch((w) => ({ 'game/schedule/closesAt': w.now + DAY })),
    ),
  ]),
];
