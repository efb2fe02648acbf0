import {
  BELL_GRACE_MS,
  REGISTRATION_MS,
  TEAM_NAME_MAX_LENGTH,
  TIME_LIMIT_MS,
} from '../../src/game/numbers.ts';
import { allowed, type Actor, cases, EDGE, get, patch, put, refused, type World } from './case.ts';
import { granted, guessed, holding, hourEndsIn, MINUTE, night, SECOND, team } from './given.ts';
import { advance, guess, register, SV } from './requests.ts';

const HOUR = 60 * MINUTE;
/** The night opened `ago` ms before the request and closes an hour after its teams' hour. */
const openedAgo = (ago: number) => night({ opensAt: -ago, closesAt: TIME_LIMIT_MS - ago + HOUR });
/** A phone's note that it was refused late, as the site writes it. */
const lateNote = (actor: Actor = 'owner', changes: Record<string, unknown> = {}) =>
  put(
    (w: World) => `lateRegistrations/${w.uid[actor]}`,
    (w: World) => ({ teamName: w.name.team, at: SV, ...changes }),
  );
const lateNotePath = (actor: Actor) => (w: World) => `lateRegistrations/${w.uid[actor]}`;
/** The owner's phone noted late a minute ago. */
const notedLate = holding(lateNotePath('owner'), (w) => ({
  teamName: w.name.team,
  at: w.now - MINUTE,
}));
const CLOSED_AGO = REGISTRATION_MS + MINUTE;

/**
 * One window for every team (docs/game.md): registration closes REGISTRATION_MS after the
 * opening, and every team's hour counts from the opening, so a team registered after a scout
 * has less time than it, never more.
 */
export const WINDOW_CASES = [
  ...cases('window', {}, [
    allowed('a team registered at the opening', register(), {
      given: [openedAgo(0)],
      offline: EDGE,
    }),
    allowed('a team registered a minute before registration closes', register(), {
      given: [openedAgo(REGISTRATION_MS - MINUTE)],
    }),
    allowed('a team registered a millisecond before registration closes', register(), {
      given: [openedAgo(REGISTRATION_MS - 1)],
      offline: EDGE,
    }),
    refused('a team registered as registration closes', register(), {
      given: [openedAgo(REGISTRATION_MS)],
      offline: EDGE,
    }),
    refused('a team registered a minute after registration closes', register(), {
      given: [openedAgo(CLOSED_AGO)],
    }),
    refused("a scout's real team registered an hour into a two-hour night", register(), {
      given: [night({ opensAt: -HOUR, closesAt: HOUR })],
    }),
    refused(
      'a team registered late with the opening moved in the same update',
      patch((w) => ({
        [`user/${w.key.team}`]: {
          teamName: w.name.team,
          question: 1,
          score: 0,
          owner: w.uid.owner,
          startedAt: SV,
          timestamp: SV,
        },
        [`owners/${w.uid.owner}`]: w.key.team,
        'game/schedule/opensAt': SV,
      })),
      { given: [openedAgo(CLOSED_AGO)] },
    ),
    allowed(
      'a guess by a team registered ten minutes in, with its hour from the opening still running',
      guess(),
      { given: hourEndsIn(MINUTE / 2, {}, 10 * MINUTE) },
    ),
    refused(
      'a guess by a team registered ten minutes in, once the hour from the opening has ended',
      guess(),
      { given: hourEndsIn(-MINUTE / 2, {}, 10 * MINUTE) },
    ),
    refused(
      'a guess by a team registered ten minutes in, within an hour of its own registration',
      guess(),
      { given: hourEndsIn(-5 * MINUTE, {}, 10 * MINUTE) },
    ),
    refused(
      'an advance by a team registered ten minutes in, after the grace of the hour from the opening',
      advance(),
      {
        given: [
          ...hourEndsIn(-BELL_GRACE_MS - MINUTE, {}, 10 * MINUTE),
          guessed({ proof: 'right', at: -BELL_GRACE_MS - MINUTE - 2 * SECOND, count: 3 }),
        ],
      },
    ),
    allowed(
      'an advance by a team registered ten minutes in, in the grace of the hour from the opening',
      advance(),
      {
        given: [
          ...hourEndsIn(-BELL_GRACE_MS / 2, {}, 10 * MINUTE),
          guessed({ proof: 'right', at: -BELL_GRACE_MS / 2 - 2 * SECOND, count: 3 }),
        ],
      },
    ),
  ]),
  ...cases('window', { given: [openedAgo(CLOSED_AGO)] }, [
    allowed('a phone refused late notes it, as the site does', lateNote(), {
      after: (w) => ({
        [lateNotePath('owner')(w)]: { teamName: w.name.team, at: w.now },
      }),
    }),
    refused('a late note while registration is open', lateNote(), {
      given: [openedAgo(REGISTRATION_MS - MINUTE)],
    }),
    refused('a late note before the night opens', lateNote(), {
      given: [night({ opensAt: HOUR, closesAt: 3 * HOUR })],
    }),
    refused('a late note after the close', lateNote(), {
      given: [night({ opensAt: -3 * HOUR, closesAt: -HOUR })],
    }),
    refused('a late note with no night scheduled', lateNote(), {
      given: [holding('game/schedule', null)],
    }),
    refused('a second late note from the same account', lateNote(), { given: [notedLate] }),
    refused('a late note deleted by its account', put(lateNotePath('owner'), null), {
      given: [notedLate],
    }),
    refused("a late note under another account's uid", lateNote('rival'), { as: 'owner' }),
    refused('a late note by an account that plays a team', lateNote(), { given: [team()] }),
    refused('a late note by an organizer', lateNote('organizer'), { as: 'organizer' }),
    refused('a late note signed out', lateNote(), { as: 'signed out' }),
    refused(
      `a late note with a name of ${TEAM_NAME_MAX_LENGTH + 1} characters`,
      lateNote('owner', { teamName: 'x'.repeat(TEAM_NAME_MAX_LENGTH + 1) }),
    ),
    refused('a late note with an empty name', lateNote('owner', { teamName: '' })),
    refused(
      'a late note with a name that is not printable ASCII',
      lateNote('owner', { teamName: 'tésla' }),
    ),
    refused(
      'a late note stamped a minute back',
      put(lateNotePath('owner'), (w) => ({ teamName: w.name.team, at: w.now - MINUTE })),
    ),
    refused('a late note with more', lateNote('owner', { proof: 'x' })),
    refused('a late note that is a bare text', put(lateNotePath('owner'), 'tesla coils')),
    allowed('a phone reads its own late note', get(lateNotePath('owner')), { given: [notedLate] }),
    refused("a player reads another phone's late note", get(lateNotePath('owner')), {
      as: 'rival',
      given: [notedLate],
    }),
    refused('a player reads every late note', get('lateRegistrations'), { given: [notedLate] }),
    refused('the late notes read signed out', get('lateRegistrations'), {
      as: 'signed out',
      given: [notedLate],
    }),
    refused(
      'the late notes read by a granted account whose address is not verified',
      get('lateRegistrations'),
      {
        as: 'stranger',
        given: [notedLate, granted('stranger')],
      },
    ),
    allowed('an organizer reads every late note (the console)', get('lateRegistrations'), {
      as: 'organizer',
      given: [notedLate],
    }),
    refused('an organizer deletes the late notes', put('lateRegistrations', null), {
      as: 'organizer',
      given: [notedLate],
    }),
  ]),
];
