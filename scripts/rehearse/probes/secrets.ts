import type { Probe } from './probe.ts';

/** Answers, and device codes. */
export const SECRET_PROBES: Probe[] = [
  {
    phase: 'during the night',
    point: 'answers',
    name: 'a player reads every answer',
    expect: 'refused',
    request: () => ({ as: 'probe team', method: 'GET', path: 'answers' }),
  },
  {
    phase: 'during the night',
    point: 'answers',
    name: 'answer 1, signed out',
    expect: 'refused',
    request: () => ({ as: 'signed out', method: 'GET', path: 'answers/1' }),
  },
  {
    phase: 'during the night',
    point: 'answers',
    name: 'a player writes an answer of its own',
    expect: 'refused',
    request: (world) => ({
      as: 'probe team',
      method: 'PUT',
      path: 'answers/2',
      body: world.riddle(2).wrong,
    }),
  },
  {
    phase: 'during the night',
    point: 'answers',
    name: 'a player reads the accepted spellings',
    expect: 'refused',
    request: () => ({ as: 'probe team', method: 'GET', path: 'alternatives' }),
  },
  {
    phase: 'during the night',
    point: 'answers',
    name: 'an organizer reads the answers',
    expect: 'refused',
    request: () => ({ as: 'organizer', method: 'GET', path: 'answers' }),
  },

  {
    phase: 'during the night',
    point: 'devices',
    name: 'a device registers its code, as the site does',
    expect: 'allowed',
    request: (world) => ({
      as: 'stranger',
      method: 'PUT',
      path: `devices/${world.deviceCode('stranger')}`,
      body: world.uid('stranger'),
    }),
  },
  {
    phase: 'during the night',
    point: 'devices',
    name: 'a code written for another account',
    expect: 'refused',
    request: (world) => ({
      as: 'stranger',
      method: 'PUT',
      path: `devices/${world.deviceCode('rival team')}`,
      body: world.uid('rival team'),
    }),
  },
  {
    phase: 'during the night',
    point: 'devices',
    name: "a device takes another device's code",
    expect: 'refused',
    request: (world) => ({
      as: 'rival team',
      method: 'PUT',
      path: `devices/${world.deviceCode('stranger')}`,
      body: world.uid('rival team'),
    }),
  },
  {
    phase: 'during the night',
    point: 'devices',
    name: 'a player reads every device code',
    expect: 'refused',
    request: () => ({ as: 'probe team', method: 'GET', path: 'devices' }),
  },
  {
    phase: 'during the night',
    point: 'devices',
    name: "an organizer looks up a device's code",
    expect: 'allowed',
    request: (world) => ({
      as: 'organizer',
      method: 'GET',
      path: `devices/${world.deviceCode('stranger')}`,
    }),
  },
];
