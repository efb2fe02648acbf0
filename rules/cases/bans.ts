import { allowed, type Actor, cases, get, patch, put, refused } from './case.ts';
import { evicted, guessed, MINUTE, proved, rival, solved, team } from './given.ts';
import { banOf, moveOf, register, registerNamed } from './requests.ts';

/** The team on riddle 2, with its proof, guess and solve. */
const playing = [
  team({ question: 2, startedAt: -20 * MINUTE }),
  proved(1),
  guessed({ proof: 'right' }),
  solved(1),
];
const entry = (actor: Actor) => (w: { uid: Record<Actor, string> }) => `evicted/${w.uid[actor]}`;
const ban = banOf();
const by = (as: Actor | 'signed out') =>
  as === 'signed out' ? 'a signed-out client' : `the ${as}`;

/** evicted/{uid}: an organizer's Ban removes a team and keeps its account out for the night. */
export const BAN_CASES = [
  ...cases('bans', { as: 'organizer', given: playing }, [
    allowed('an organizer removes and bans a team, as the console does', patch(ban), {
      after: (w) => ({ [`evicted/${w.uid.owner}`]: w.key.team, [`user/${w.key.team}`]: null }),
    }),
    refused(
      'an organizer bans an account but leaves its team',
      patch((w) => ({ [`evicted/${w.uid.owner}`]: w.key.team })),
    ),
    refused(
      "an organizer bans a bystander with another team's removal",
      patch(banOf('team', 'stranger')),
    ),
    refused('a ban naming another team', patch(banOf('team', 'owner', (w) => w.name.rival))),
    refused('a ban that is true, not a team', patch(banOf('team', 'owner', true))),
    refused(
      'a ban that is an object',
      patch(banOf('team', 'owner', (w) => ({ team: w.key.team }))),
    ),
  ]),
  ...cases('bans', { given: playing }, [
    ...(['owner', 'stranger', 'signed out'] as const).map((as) =>
      refused(`a ban by ${by(as)}`, patch(ban), { as }),
    ),
    refused(
      'a player bans itself alone',
      put(entry('stranger'), (w) => w.key.team),
      { as: 'stranger' },
    ),
    refused('a player removes and bans another team', patch(banOf('rival')), { given: [rival()] }),
  ]),
  ...cases('bans', { given: [evicted()] }, [
    refused('the banned account registers again', register()),
    refused(
      'the banned account registers under another name',
      registerNamed((w) => w.label('another name')),
    ),
    allowed(
      "another account registers the banned team's name",
      registerNamed((w) => w.name.team, undefined, 'stranger'),
      {
        as: 'stranger',
      },
    ),
    ...(['owner', 'stranger', 'organizer'] as const).flatMap((as) => [
      refused(`a ban lifted by ${by(as)}`, put(entry('owner'), null), { as }),
      refused(`every ban lifted by ${by(as)}`, put('evicted', null), { as }),
    ]),
    allowed('the banned device reads its ban (why it cannot play)', get(entry('owner'))),
    allowed('an organizer reads a ban', get(entry('owner')), { as: 'organizer' }),
    refused("a player reads another account's ban", get(entry('owner')), { as: 'stranger' }),
    refused('a ban read signed out', get(entry('owner')), { as: 'signed out' }),
    refused('a player reads every ban', get('evicted')),
    allowed('an account reads that it is not banned', get(entry('stranger')), { as: 'stranger' }),
    refused('a move hands another team to the banned device', patch(moveOf('owner', 'rival')), {
      as: 'organizer',
      given: [rival()],
    }),
    allowed(
      'a move hands another team to a device not banned',
      patch(moveOf('newcomer', 'rival')),
      {
        as: 'organizer',
        given: [rival()],
      },
    ),
  ]),
  ...cases('bans', {}, [allowed('the account registers again after a Reset', register())]),
];
