import { POINTS_PER_ANSWER } from '../../src/game/numbers.ts';
import { allowed, type Actor, cases, get, patch, refused, type World } from './case.ts';
import { granted, guessed, holding, MINUTE, proved, rival, solved, team } from './given.ts';
import { BOARD_EDITED, moveOf, resetOf, SV, teamFields, without } from './requests.ts';

/** The team on riddle 3 (its proof saved, not yet moved on), with its guesses, typed answers and solves. */
const playing = [
  team({ question: 3, startedAt: -20 * MINUTE, timestamp: -10 * MINUTE }),
  proved(1, 2, 3),
  guessed({ question: 3, proof: 'right', count: 4 }),
  holding((w) => `typed/${w.key.team}`, {
    1: { question: 1, text: 'ohm' },
    2: { question: 2, text: 'edison' },
  }),
  solved(1, -15 * MINUTE),
  solved(2, -10 * MINUTE),
];
const reset = resetOf();
const move = moveOf();
const players: Actor[] = ['owner', 'stranger'];
const disqualify = (mark: unknown) =>
  patch((w) => ({ ...teamFields({ disqualified: mark })(w), ...BOARD_EDITED }));
const stamp = (at: (w: World) => unknown) => patch((w) => ({ 'game/boardEditedAt': at(w) }));
/** A change organizers may never make, with the value it is tried with. */
const FIELDS: [string, (w: World) => unknown][] = [
  ['question', () => 4],
  ['score', () => 3 * POINTS_PER_ANSWER],
  ['startedAt', (w) => w.now],
  ['timestamp', () => SV],
  ['teamName', (w) => w.label('other name')],
];

/** What the console sends, each by an organizer or by a granted account that is not verified. */
const CONSOLE_REQUESTS = [
  ['a reset', patch(reset)],
  ['a move', patch(move)],
  ['a disqualification', disqualify(true)],
  [
    'an announcement',
    patch({ announcement: { text: 'Riddle 7 has a typo.', at: SV }, 'game/announcedAt': SV }),
  ],
  ["every team's guess read", get('guesses')],
  ['every device code read', get('devices')],
] as const;

/** What organizers do to a team from the console, and no more. */
export const CONSOLE_CASES = [
  ...cases('organizers', { as: 'organizer', given: playing }, [
    allowed('an organizer resets a team, as the console does', patch(reset), {
      after: (w) => ({
        [`user/${w.key.team}`]: null,
        [`proofs/${w.key.team}`]: null,
        [`guesses/${w.key.team}`]: null,
        [`typed/${w.key.team}`]: null,
        [`solves/${w.key.team}`]: null,
        [`owners/${w.uid.owner}`]: null,
      }),
    }),
    ...['user', 'proofs', 'guesses', 'typed', 'solves'].map((node) =>
      refused(
        `a reset that leaves ${node} behind`,
        patch(without(reset, (w) => `${node}/${w.key.team}`)),
      ),
    ),
    refused(
      'a reset that leaves the owner entry behind',
      patch(without(reset, (w) => `owners/${w.uid.owner}`)),
    ),
    ...['proofs', 'guesses', 'typed', 'solves'].map((node) =>
      refused(
        `an organizer deletes a team's ${node} but not the team`,
        patch((w) => ({ [`${node}/${w.key.team}`]: null })),
      ),
    ),
    refused(
      'a reset that puts a record back',
      patch((w) => ({
        ...reset(w),
        [`user/${w.key.team}`]: {
          teamName: w.name.team,
          question: 21,
          score: 200,
          owner: w.uid.owner,
          startedAt: w.now,
          timestamp: w.now,
        },
      })),
    ),
    allowed('an organizer moves a team to another device, as the console does', patch(move), {
      after: (w) => ({
        [`user/${w.key.team}/owner`]: w.uid.newcomer,
        [`user/${w.key.team}/question`]: 3,
        [`owners/${w.uid.newcomer}`]: w.key.team,
        [`owners/${w.uid.owner}`]: null,
      }),
    }),
    refused('a move to a device that owns a team already', patch(move), {
      given: [rival({ owner: 'newcomer' })],
    }),
    refused(
      'a move that keeps the old owner entry',
      patch(without(move, (w) => `owners/${w.uid.owner}`)),
    ),
    refused(
      'a move without the new owner entry',
      patch(without(move, (w) => `owners/${w.uid.newcomer}`)),
    ),
    refused("a move to the organizer's own device", patch(moveOf('organizer'))),
    refused("a move to another organizer's device", patch(move), { given: [granted('newcomer')] }),
    refused(
      'a move whose new entry names another team',
      patch((w) => ({ ...move(w), [`owners/${w.uid.newcomer}`]: w.name.rival })),
    ),
    refused('a move to the device that owns the team', patch(moveOf('owner'))),
    ...[...FIELDS, ['disqualified', () => true] as const].map(([field, value]) =>
      refused(
        `a move that also changes ${field}`,
        patch((w) => ({ ...move(w), ...teamFields({ [field]: value(w) })(w) })),
      ),
    ),
    ...FIELDS.map(([field, value]) =>
      refused(`an organizer changes ${field}`, patch(teamFields((w) => ({ [field]: value(w) })))),
    ),
  ]),
  ...cases('organizers', { given: playing }, [
    ...(['owner', 'stranger', 'signed out'] as const).flatMap((as) => [
      refused(
        `a reset by ${as === 'signed out' ? 'a signed-out client' : `the ${as}`}`,
        patch(reset),
        { as },
      ),
    ]),
    ...(['owner', 'newcomer', 'stranger', 'signed out'] as const).map((as) =>
      refused(
        `a move by ${as === 'signed out' ? 'a signed-out client' : `the ${as}`}`,
        patch(move),
        { as },
      ),
    ),
  ]),
  ...cases('organizers', { as: 'organizer', given: [team(), guessed({ proof: 'right' })] }, [
    allowed('an organizer disqualifies a team', disqualify(true), {
      after: (w) => ({
        [`user/${w.key.team}/disqualified`]: true,
        [`user/${w.key.team}/question`]: 1,
      }),
    }),
    allowed('an organizer reinstates a team', disqualify(false), {
      given: [team({ disqualified: true })],
    }),
    ...[
      ['a text', 'yes'],
      ['a number', 1],
      ['a delete', null],
    ].map(([label, mark]) =>
      refused(`${label} as the mark`, disqualify(mark), { given: [team({ disqualified: true })] }),
    ),
    ...[
      ...FIELDS,
      ['owner', (w: World) => w.uid.stranger] as const,
      ['note', () => 'cheated'] as const,
    ].flatMap(([field, value]) =>
      [true, false].map((mark) =>
        refused(
          `a ${mark ? 'disqualification' : 'reinstatement'} that also changes ${field}`,
          patch(teamFields((w) => ({ disqualified: mark, [field]: value(w) }))),
        ),
      ),
    ),
    refused(
      'a mark on a team that does not exist',
      patch((w) => ({ [`user/${w.label('ghost team')}/disqualified`]: true })),
    ),
  ]),
  ...cases('organizers', { given: [team(), guessed({ proof: 'right' })] }, [
    ...[...players, 'signed out' as const].flatMap((as) => [
      refused(
        `a disqualification by ${as === 'signed out' ? 'a signed-out client' : `the ${as}`}`,
        disqualify(true),
        { as },
      ),
      refused(
        `a reinstatement by ${as === 'signed out' ? 'a signed-out client' : `the ${as}`}`,
        disqualify(false),
        {
          as,
          given: [team({ disqualified: true })],
        },
      ),
    ]),
    refused(
      'a player disqualifies another team',
      patch(teamFields({ disqualified: true }, 'rival')),
      { given: [rival()] },
    ),
    refused('a player resets another team', patch(resetOf('rival')), { given: [rival()] }),
  ]),
  ...cases('organizers', { given: [...playing, granted('stranger')] }, [
    ...CONSOLE_REQUESTS.flatMap(([label, request]) => [
      allowed(`${label} by the organizer, its address verified`, request, { as: 'organizer' }),
      refused(`${label} by a granted account whose address is not verified`, request, {
        as: 'stranger',
      }),
    ]),
  ]),
  ...cases('board', { as: 'organizer', given: [team()] }, [
    allowed(
      'an organizer stamps a change to the board, at the server time',
      stamp(() => SV),
    ),
    refused(
      'a stamp of a change to the board a minute back',
      stamp((w) => w.now - MINUTE),
    ),
    refused(
      'a stamp of a change to the board as text',
      stamp((w) => String(w.now)),
    ),
    ...(['owner', 'signed out'] as const).map((as) =>
      refused(
        `a stamp of a change to the board by ${as === 'owner' ? 'a player' : 'a signed-out client'}`,
        stamp(() => SV),
        { as },
      ),
    ),
  ]),
];
