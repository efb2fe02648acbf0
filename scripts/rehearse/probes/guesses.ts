import { GUESS_COOLDOWN_MS } from '../../../src/game/numbers.ts';
import type { Probe } from './probe.ts';
import { accepted, probeAdvance, probeGuess, right, wrong } from './requests.ts';

/** Guesses and proofs: the wait, the count, the proof of the last guess. */
export const GUESS_PROBES: Probe[] = [
  {
    phase: 'during the night',
    point: 'guesses',
    name: 'a first guess as the site sends it',
    expect: 'allowed',
    request: (world) => probeGuess(world, 'probe team', wrong),
  },
  {
    phase: 'during the night',
    point: 'guesses',
    name: `a guess inside the ${GUESS_COOLDOWN_MS / 1000} s wait`,
    expect: 'refused',
    request: (world) => probeGuess(world, 'probe team', right),
  },
  {
    phase: 'during the night',
    point: 'guesses',
    name: 'a guess stamped by a device clock a second slow',
    expect: 'refused',
    prepare: (world) => world.waitOutGuess('probe team'),
    request: (world) => probeGuess(world, 'probe team', right, { at: world.now() - 1000 }),
  },
  {
    phase: 'during the night',
    point: 'guesses',
    name: 'a guess that skips a count',
    expect: 'refused',
    request: async (world) => {
      const { guesses } = await world.team('probe team');
      return probeGuess(world, 'probe team', right, { count: guesses + 2 });
    },
  },
  {
    phase: 'during the night',
    point: 'guesses',
    name: "a guess at a riddle that is not the team's",
    expect: 'refused',
    request: (world) => probeGuess(world, 'probe team', (w) => w.riddle(2).right, { question: 2 }),
  },
  {
    phase: 'during the night',
    point: 'guesses',
    name: 'a guess for another team',
    expect: 'refused',
    request: (world) => probeGuess(world, 'stranger', right),
  },
  {
    phase: 'during the night',
    point: 'guesses',
    name: "a player reads another team's guess",
    expect: 'refused',
    request: (world) => ({
      as: 'rival team',
      method: 'GET',
      path: `guesses/${world.teamKey('probe team')}`,
    }),
  },
  {
    phase: 'during the night',
    point: 'guesses',
    name: 'a team reads its own guess',
    expect: 'allowed',
    request: (world) => ({
      as: 'probe team',
      method: 'GET',
      path: `guesses/${world.teamKey('probe team')}`,
    }),
  },
  {
    phase: 'during the night',
    point: 'guesses',
    name: 'a team deletes its guess (its count)',
    expect: 'refused',
    request: (world) => ({
      as: 'probe team',
      method: 'PUT',
      path: `guesses/${world.teamKey('probe team')}`,
      body: null,
    }),
  },
  {
    phase: 'during the night',
    point: 'proofs',
    name: 'the right proof without its guess (the last guess was wrong)',
    expect: 'refused',
    request: (world) => ({
      as: 'probe team',
      method: 'PUT',
      path: `proofs/${world.teamKey('probe team')}/1`,
      body: world.riddle(1).right,
    }),
  },
  {
    phase: 'during the night',
    point: 'proofs',
    name: 'a wrong proof, equal to its guess',
    expect: 'refused',
    request: (world) => ({
      as: 'probe team',
      method: 'PUT',
      path: `proofs/${world.teamKey('probe team')}/1`,
      body: world.riddle(1).wrong,
    }),
  },
  {
    phase: 'during the night',
    point: 'advance',
    name: 'an advance without the proof',
    expect: 'refused',
    request: (world) => probeAdvance(world),
  },
  {
    phase: 'during the night',
    point: 'guesses',
    name: 'a guess after the wait (an accepted spelling), as the site sends it',
    expect: 'allowed',
    request: (world) => probeGuess(world, 'probe team', accepted),
  },
  {
    phase: 'during the night',
    point: 'proofs',
    name: 'a proof written for another team',
    expect: 'refused',
    request: (world) => ({
      as: 'stranger',
      method: 'PUT',
      path: `proofs/${world.teamKey('probe team')}/1`,
      body: world.riddle(1).right,
    }),
  },
  {
    phase: 'during the night',
    point: 'proofs',
    name: 'a proof for a later riddle',
    expect: 'refused',
    request: (world) => ({
      as: 'probe team',
      method: 'PUT',
      path: `proofs/${world.teamKey('probe team')}/2`,
      body: world.riddle(2).right,
    }),
  },
  {
    phase: 'during the night',
    point: 'proofs',
    name: "the answer's proof, though its last guess was another spelling",
    expect: 'refused',
    request: (world) => ({
      as: 'probe team',
      method: 'PUT',
      path: `proofs/${world.teamKey('probe team')}/1`,
      body: world.riddle(1).right,
    }),
  },
  {
    phase: 'during the night',
    point: 'proofs',
    name: 'the proof of its last guess (an accepted spelling), as the site sends it',
    expect: 'allowed',
    request: (world) => ({
      as: 'probe team',
      method: 'PUT',
      path: `proofs/${world.teamKey('probe team')}/1`,
      body: accepted(world, 1),
    }),
  },
  {
    phase: 'during the night',
    point: 'proofs',
    name: 'a team reads its proofs',
    expect: 'refused',
    request: (world) => ({
      as: 'probe team',
      method: 'GET',
      path: `proofs/${world.teamKey('probe team')}`,
    }),
  },
  {
    phase: 'during the night',
    point: 'proofs',
    name: 'a proof written twice',
    expect: 'refused',
    request: (world) => ({
      as: 'probe team',
      method: 'PUT',
      path: `proofs/${world.teamKey('probe team')}/1`,
      body: accepted(world, 1),
    }),
  },
];
