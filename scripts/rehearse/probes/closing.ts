import type { Probe } from './probe.ts';
import { accepted, archiveNight, newcomerCreation, probeAdvance, probeGuess } from './requests.ts';

/** The archive, the practice oracle, the riddles and the schedule; then after the close. */
export const CLOSING_PROBES: Probe[] = [
  {
    phase: 'during the night',
    point: 'archive',
    name: 'the list of past nights, signed out',
    expect: 'allowed',
    request: () => ({ as: 'signed out', method: 'GET', path: 'archive', shallow: true }),
  },
  {
    phase: 'during the night',
    point: 'archive',
    name: 'a player writes a night into the archive',
    expect: 'refused',
    request: () => ({
      as: 'probe team',
      method: 'PUT',
      path: 'archive/2000-01-01',
      body: archiveNight,
    }),
  },
  {
    phase: 'during the night',
    point: 'archive',
    name: 'an organizer writes a night into the archive',
    expect: 'refused',
    request: () => ({
      as: 'organizer',
      method: 'PUT',
      path: 'archive/2000-01-01',
      body: archiveNight,
    }),
  },
  {
    phase: 'during the night',
    point: 'practice',
    name: 'the practice oracle while the night runs',
    expect: 'refused',
    request: (world) => ({
      as: 'signed out',
      method: 'GET',
      path: `practice/1/${world.riddle(1).right}`,
    }),
  },
  {
    phase: 'during the night',
    point: 'riddles',
    name: 'an opened riddle, signed out',
    expect: 'allowed',
    request: () => ({ as: 'signed out', firestore: 'GET', document: 'questions/1' }),
  },
  {
    phase: 'during the night',
    point: 'riddles',
    name: 'a document outside the riddles',
    expect: 'refused',
    request: () => ({ as: 'signed out', firestore: 'GET', document: 'answers/1' }),
  },
  {
    phase: 'during the night',
    point: 'night',
    name: 'a player keeps the night open a day longer',
    expect: 'refused',
    request: (world) => ({
      as: 'probe team',
      method: 'PATCH',
      path: '',
      body: { 'game/schedule/closesAt': world.now() + 86_400_000 },
    }),
  },

  {
    phase: 'after the close',
    point: 'night',
    name: 'a team registers after the close',
    expect: 'refused',
    request: newcomerCreation,
  },
  {
    phase: 'after the close',
    point: 'advance',
    name: "an advance in the bell's minute, its right guess recorded before the close",
    expect: 'allowed',
    request: (world) => probeAdvance(world),
  },
  {
    phase: 'after the close',
    point: 'night',
    name: 'a guess after the close (the team moved on: no wait to refuse it)',
    expect: 'refused',
    // Any proof: the close alone refuses it.
    request: (world) => probeGuess(world, 'probe team', (w) => w.riddle(1).wrong),
  },
  {
    phase: 'after the close',
    point: 'practice',
    name: 'the practice oracle with a right answer',
    expect: 'allowed',
    request: (world) => ({
      as: 'signed out',
      method: 'GET',
      path: `practice/1/${world.riddle(1).right}`,
    }),
  },
  {
    phase: 'after the close',
    point: 'practice',
    name: 'the practice oracle with an accepted spelling',
    expect: 'allowed',
    request: (world) => ({
      as: 'signed out',
      method: 'GET',
      path: `practice/1/${accepted(world, 1)}`,
    }),
  },
  {
    phase: 'after the close',
    point: 'practice',
    name: 'the practice oracle with a wrong answer',
    expect: 'refused',
    request: (world) => ({
      as: 'signed out',
      method: 'GET',
      path: `practice/1/${world.riddle(1).wrong}`,
    }),
  },
];
