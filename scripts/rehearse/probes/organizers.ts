import type { Probe } from './probe.ts';
import { guessOf, SV } from './requests.ts';

/** Organizers, and players posing as them. */
export const ORGANIZER_PROBES: Probe[] = [
  {
    phase: 'during the night',
    point: 'organizers',
    name: 'a player posts an announcement',
    expect: 'refused',
    prepare: (world) => world.register('rival team'),
    request: () => ({
      as: 'probe team',
      method: 'PATCH',
      path: '',
      body: { 'game/announcement': { text: 'Free points at the front desk', at: SV } },
    }),
  },
  {
    phase: 'during the night',
    point: 'organizers',
    name: 'a player freezes the board',
    expect: 'refused',
    request: () => ({ as: 'probe team', method: 'PATCH', path: '', body: { 'game/frozenAt': SV } }),
  },
  {
    phase: 'during the night',
    point: 'organizers',
    name: 'a player disqualifies another team',
    expect: 'refused',
    request: (world) => ({
      as: 'probe team',
      method: 'PATCH',
      path: '',
      body: { [`user/${world.teamKey('rival team')}/disqualified`]: true },
    }),
  },
  {
    phase: 'during the night',
    point: 'organizers',
    name: 'a player resets another team',
    expect: 'refused',
    request: (world) => {
      const key = world.teamKey('rival team');
      return {
        as: 'probe team',
        method: 'PATCH',
        path: '',
        body: {
          [`user/${key}`]: null,
          [`proofs/${key}`]: null,
          [`guesses/${key}`]: null,
          [`solves/${key}`]: null,
          [`owners/${world.uid('rival team')}`]: null,
        },
      };
    },
  },
  {
    phase: 'during the night',
    point: 'organizers',
    name: "a player reads an organizer's entry",
    expect: 'refused',
    request: (world) => ({
      as: 'probe team',
      method: 'GET',
      path: `admins/${world.uid('organizer')}`,
    }),
  },
  {
    phase: 'during the night',
    point: 'organizers',
    name: 'a player makes itself an organizer',
    expect: 'refused',
    request: (world) => ({
      as: 'probe team',
      method: 'PUT',
      path: `admins/${world.uid('probe team')}`,
      body: true,
    }),
  },
  {
    phase: 'during the night',
    point: 'organizers',
    name: "an organizer raises a team's score",
    expect: 'refused',
    request: async (world) => {
      const { score } = await world.team('probe team');
      return {
        as: 'organizer',
        method: 'PATCH',
        path: '',
        body: { [`user/${world.teamKey('probe team')}/score`]: score + 10 },
      };
    },
  },
  {
    phase: 'during the night',
    point: 'organizers',
    name: 'an organizer renames a team',
    expect: 'refused',
    request: (world) => ({
      as: 'organizer',
      method: 'PATCH',
      path: '',
      body: {
        [`user/${world.teamKey('probe team')}/teamName`]: `rehearsal ${world.runId} renamed`,
      },
    }),
  },
  {
    phase: 'during the night',
    point: 'organizers',
    name: "an organizer reads every team's guesses (the console's counts)",
    expect: 'allowed',
    request: () => ({ as: 'organizer', method: 'GET', path: 'guesses' }),
  },
  {
    phase: 'during the night',
    point: 'organizers',
    name: "an organizer moves a team to an organizer's device",
    expect: 'refused',
    prepare: (world) => world.registerDevice('organizer'),
    request: (world) => {
      const key = world.teamKey('rival team');
      return {
        as: 'organizer',
        method: 'PATCH',
        path: '',
        body: {
          [`user/${key}/owner`]: world.uid('organizer'),
          [`owners/${world.uid('rival team')}`]: null,
          [`owners/${world.uid('organizer')}`]: key,
        },
      };
    },
  },
  {
    phase: 'during the night',
    point: 'organizers',
    name: 'a disqualified team records a guess',
    expect: 'refused',
    prepare: (world) => world.disqualify('rival team', true),
    request: (world) => ({
      as: 'rival team',
      method: 'PUT',
      path: `guesses/${world.teamKey('rival team')}`,
      body: guessOf(1, world.riddle(1).right, 1),
    }),
  },
  {
    phase: 'during the night',
    point: 'organizers',
    name: "an organizer deletes a team's proofs but not the team",
    expect: 'refused',
    prepare: (world) => world.disqualify('rival team', false),
    request: (world) => ({
      as: 'organizer',
      method: 'PATCH',
      path: '',
      body: { [`proofs/${world.teamKey('probe team')}`]: null },
    }),
  },
  {
    phase: 'during the night',
    point: 'organizers',
    name: "an organizer deletes a team's guess count but not the team",
    expect: 'refused',
    request: (world) => ({
      as: 'organizer',
      method: 'PATCH',
      path: '',
      body: { [`guesses/${world.teamKey('probe team')}`]: null },
    }),
  },
];
