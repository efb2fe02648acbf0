import { DEVICE_CODE_LENGTH } from '../../../src/game/numbers.ts';
import type { Probe } from './probe.ts';

/** `length` characters of the uid from `start`, uppercased: shaped like a device code. */
const codeFrom = (uid: string, start: number, length = DEVICE_CODE_LENGTH) =>
  uid.slice(start, start + length).toUpperCase();

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
    name: "riddle 1's accepted spellings, signed out",
    expect: 'refused',
    request: () => ({ as: 'signed out', method: 'GET', path: 'alternatives/1' }),
  },
  {
    phase: 'during the night',
    point: 'answers',
    name: 'a player adds an accepted spelling of its own',
    expect: 'refused',
    request: (world) => ({
      as: 'probe team',
      method: 'PUT',
      path: `alternatives/2/${world.riddle(2).wrong}`,
      body: true,
    }),
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
    name: `a second code for that device (its uid's first ${DEVICE_CODE_LENGTH + 1} characters)`,
    expect: 'refused',
    request: (world) => ({
      as: 'stranger',
      method: 'PUT',
      path: `devices/${codeFrom(world.uid('stranger'), 0, DEVICE_CODE_LENGTH + 1)}`,
      body: world.uid('stranger'),
    }),
  },
  {
    phase: 'during the night',
    point: 'devices',
    name: 'a code not taken from its own uid (one character on)',
    expect: 'refused',
    request: (world) => ({
      as: 'newcomer',
      method: 'PUT',
      path: `devices/${codeFrom(world.uid('newcomer'), 1)}`,
      body: world.uid('newcomer'),
    }),
  },
  {
    phase: 'during the night',
    point: 'devices',
    name: 'a batch of 20 codes in one write, its own among them',
    expect: 'refused',
    request: (world) => {
      const uid = world.uid('newcomer');
      const codes = Array.from({ length: 20 }, (_, start) => codeFrom(uid, start));
      return {
        as: 'newcomer',
        method: 'PATCH',
        path: 'devices',
        body: Object.fromEntries(codes.map((code) => [code, uid])),
      };
    },
  },
  {
    phase: 'during the night',
    point: 'devices',
    name: 'that device, its own code alone',
    expect: 'allowed',
    request: (world) => ({
      as: 'newcomer',
      method: 'PUT',
      path: `devices/${world.deviceCode('newcomer')}`,
      body: world.uid('newcomer'),
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
