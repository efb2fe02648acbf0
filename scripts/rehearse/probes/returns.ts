import type { Probe } from './probe.ts';
import { banOf, registration, right, teamGuess, wrong } from './requests.ts';

/**
 * The rival team (registered, disqualified and reinstated by the organizer probes): the wait
 * after a right answer and after a wrong one, then a Reset it comes back from and a Ban it does
 * not.
 */
export const RETURN_PROBES: Probe[] = [
  {
    phase: 'during the night',
    point: 'guesses',
    name: 'a guess 1 s after a right answer (the team moved on)',
    expect: 'allowed',
    prepare: async (world) => {
      await world.answer('rival team');
      await world.waitSinceGuess('rival team', 1000);
    },
    request: (world) => teamGuess(world, 'rival team', 'rival team', wrong),
  },
  {
    phase: 'during the night',
    point: 'guesses',
    name: 'a guess 1 s after a wrong answer',
    expect: 'refused',
    prepare: (world) => world.waitSinceGuess('rival team', 1000),
    request: (world) => teamGuess(world, 'rival team', 'rival team', right),
  },

  {
    phase: 'during the night',
    point: 'bans',
    name: 'an account registers again after a Reset',
    expect: 'allowed',
    prepare: (world) => world.reset('rival team'),
    request: (world) => registration(world, 'rival team'),
  },
  {
    phase: 'during the night',
    point: 'bans',
    name: 'a player removes and bans another team',
    expect: 'refused',
    request: (world) => ({
      as: 'probe team',
      method: 'PATCH',
      path: '',
      body: banOf(world, 'rival team'),
    }),
  },
  {
    phase: 'during the night',
    point: 'bans',
    name: 'an organizer bans an account but leaves its team',
    expect: 'refused',
    request: (world) => ({
      as: 'organizer',
      method: 'PUT',
      path: `evicted/${world.uid('rival team')}`,
      body: world.teamKey('rival team'),
    }),
  },
  {
    phase: 'during the night',
    point: 'bans',
    name: "an organizer bans a bystander with another team's removal",
    expect: 'refused',
    request: (world) => ({
      as: 'organizer',
      method: 'PATCH',
      path: '',
      body: banOf(world, 'rival team', world.uid('stranger')),
    }),
  },
  {
    phase: 'during the night',
    point: 'bans',
    name: 'an organizer removes and bans a team, as the console does',
    expect: 'allowed',
    request: (world) => ({
      as: 'organizer',
      method: 'PATCH',
      path: '',
      body: banOf(world, 'rival team'),
    }),
  },
  {
    phase: 'during the night',
    point: 'bans',
    name: 'the banned account registers again',
    expect: 'refused',
    request: (world) => registration(world, 'rival team'),
  },
  {
    phase: 'during the night',
    point: 'bans',
    name: 'the banned device reads its ban (why it cannot play)',
    expect: 'allowed',
    request: (world) => ({
      as: 'rival team',
      method: 'GET',
      path: `evicted/${world.uid('rival team')}`,
    }),
  },
  {
    phase: 'during the night',
    point: 'bans',
    name: "a player reads another account's ban",
    expect: 'refused',
    request: (world) => ({
      as: 'probe team',
      method: 'GET',
      path: `evicted/${world.uid('rival team')}`,
    }),
  },
];
