import type { Probe } from './probe.ts';
import { SV, advanceOf, probeAdvance } from './requests.ts';

/** Advances, and the board that shows them. */
export const ADVANCE_PROBES: Probe[] = [
  {
    phase: 'during the night',
    point: 'advance',
    name: 'an advance by two riddles and 20 points',
    expect: 'refused',
    request: async (world) => {
      const key = world.teamKey('probe team');
      return probeAdvance(world, { [`user/${key}/question`]: 3, [`user/${key}/score`]: 20 });
    },
  },
  {
    phase: 'during the night',
    point: 'advance',
    name: '10 points without moving on',
    expect: 'refused',
    request: async (world) => {
      const key = world.teamKey('probe team');
      return probeAdvance(world, { [`user/${key}/question`]: 1 });
    },
  },
  {
    phase: 'during the night',
    point: 'advance',
    name: 'an advance without its solve time',
    expect: 'refused',
    request: async (world) => {
      const key = world.teamKey('probe team');
      const { question, score } = await world.team('probe team');
      const advance = advanceOf(key, question, score);
      delete advance[`solves/${key}/${question}`];
      return { as: 'probe team', method: 'PATCH', path: '', body: advance };
    },
  },
  {
    phase: 'during the night',
    point: 'advance',
    name: 'an advance with a solve time from a device clock a second slow',
    expect: 'refused',
    request: (world) =>
      probeAdvance(world, { [`solves/${world.teamKey('probe team')}/1`]: world.now() - 1000 }),
  },
  {
    phase: 'during the night',
    point: 'advance',
    name: 'another account advances the team',
    expect: 'refused',
    request: (world) => probeAdvance(world, {}, 'stranger'),
  },
  {
    phase: 'during the night',
    point: 'advance',
    name: 'an advance that renames the team',
    expect: 'refused',
    request: (world) =>
      probeAdvance(world, {
        [`user/${world.teamKey('probe team')}/teamName`]: `rehearsal ${world.runId} renamed`,
      }),
  },
  {
    phase: 'during the night',
    point: 'advance',
    name: "an advance that restarts the team's hour",
    expect: 'refused',
    request: (world) =>
      probeAdvance(world, { [`user/${world.teamKey('probe team')}/startedAt`]: SV }),
  },
  {
    phase: 'during the night',
    point: 'advance',
    name: 'a team deletes its record',
    expect: 'refused',
    request: (world) => ({
      as: 'probe team',
      method: 'PUT',
      path: `user/${world.teamKey('probe team')}`,
      body: null,
    }),
  },
  {
    phase: 'during the night',
    point: 'advance',
    name: 'an advance as the site sends it',
    expect: 'allowed',
    request: (world) => probeAdvance(world),
  },
  {
    phase: 'during the night',
    point: 'advance',
    name: 'a solve time written on its own',
    expect: 'refused',
    request: (world) => ({
      as: 'probe team',
      method: 'PUT',
      path: `solves/${world.teamKey('probe team')}/2`,
      body: SV,
    }),
  },
  {
    phase: 'during the night',
    point: 'board',
    name: 'the board, signed out',
    expect: 'allowed',
    request: () => ({ as: 'signed out', method: 'GET', path: 'user' }),
  },
  {
    phase: 'during the night',
    point: 'board',
    name: 'the solve times, signed out',
    expect: 'allowed',
    request: () => ({ as: 'signed out', method: 'GET', path: 'solves' }),
  },
];
