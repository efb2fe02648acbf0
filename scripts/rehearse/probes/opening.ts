import { TEAM_NAME_MAX_LENGTH } from '../../../src/game/numbers.ts';
import type { Probe } from './probe.ts';
import { creation, newcomerCreation, newTeam, probeCreation, SV } from './requests.ts';

/** Before the opening, then the registrations of the night. */
export const OPENING_PROBES: Probe[] = [
  {
    phase: 'before the opening',
    point: 'riddles',
    name: 'a riddle read before its night opens',
    expect: 'refused',
    request: () => ({ as: 'signed out', firestore: 'GET', document: 'questions/1' }),
  },
  {
    phase: 'before the opening',
    point: 'riddles',
    name: 'a client writes a riddle',
    expect: 'refused',
    request: () => ({
      as: 'signed out',
      firestore: 'PATCH',
      document: 'questions/1',
      body: { fields: { question: { stringValue: 'Rewritten by a player' } } },
    }),
  },
  {
    phase: 'before the opening',
    point: 'night',
    name: 'a team registers before the night opens',
    expect: 'refused',
    request: newcomerCreation,
  },
  {
    phase: 'before the opening',
    point: 'night',
    name: 'a player opens the night early',
    expect: 'refused',
    request: () => ({
      as: 'stranger',
      method: 'PATCH',
      path: '',
      body: { 'game/schedule/opensAt': SV },
    }),
  },
  {
    phase: 'before the opening',
    point: 'practice',
    name: 'the practice oracle before the night',
    expect: 'refused',
    request: (world) => ({
      as: 'signed out',
      method: 'GET',
      path: `practice/1/${world.riddle(1).right}`,
    }),
  },

  {
    phase: 'during the night',
    point: 'register',
    name: 'a team registered for another account',
    expect: 'refused',
    request: (world) => ({
      as: 'probe team',
      method: 'PATCH',
      path: '',
      body: probeCreation(world, { owner: world.uid('rival team') }),
    }),
  },
  {
    phase: 'during the night',
    point: 'register',
    name: 'a team registered at riddle 2 with 10 points',
    expect: 'refused',
    request: (world) => ({
      as: 'probe team',
      method: 'PATCH',
      path: '',
      body: probeCreation(world, { question: 2, score: 10 }),
    }),
  },
  {
    phase: 'during the night',
    point: 'register',
    name: 'a team whose start is an hour ahead (a two-hour game)',
    expect: 'refused',
    request: (world) => ({
      as: 'probe team',
      method: 'PATCH',
      path: '',
      body: probeCreation(world, { startedAt: world.now() + 3_600_000 }),
    }),
  },
  {
    phase: 'during the night',
    point: 'owners',
    name: 'a team registered without its owner entry',
    expect: 'refused',
    request: (world) => ({
      as: 'probe team',
      method: 'PUT',
      path: `user/${world.teamKey('probe team')}`,
      body: newTeam(world.teamName('probe team'), world.uid('probe team')),
    }),
  },
  {
    phase: 'during the night',
    point: 'names',
    name: `a name of ${TEAM_NAME_MAX_LENGTH + 1} characters`,
    expect: 'refused',
    request: (world) => {
      const name = `rehearsal ${world.runId} `.padEnd(TEAM_NAME_MAX_LENGTH + 1, 'x');
      return { as: 'probe team', method: 'PATCH', path: '', body: probeCreation(world, {}, name) };
    },
  },
  {
    phase: 'during the night',
    point: 'names',
    name: 'a look-alike name with a Cyrillic letter',
    expect: 'refused',
    request: (world) => {
      const name = `rehearsal ${world.runId} pr\u043Ebe`;
      return { as: 'probe team', method: 'PATCH', path: '', body: probeCreation(world, {}, name) };
    },
  },
  {
    phase: 'during the night',
    point: 'names',
    name: 'a name ending in a space',
    expect: 'refused',
    request: (world) => {
      const name = `${world.teamName('probe team')} `;
      return { as: 'probe team', method: 'PATCH', path: '', body: probeCreation(world, {}, name) };
    },
  },
  {
    phase: 'during the night',
    point: 'names',
    name: 'a name stored under another key (capitals)',
    expect: 'refused',
    request: (world) => {
      const uid = world.uid('probe team');
      const record = newTeam(world.teamName('probe team').toUpperCase(), uid);
      return {
        as: 'probe team',
        method: 'PATCH',
        path: '',
        body: creation(world.teamKey('probe team'), record, uid),
      };
    },
  },
  {
    phase: 'during the night',
    point: 'names',
    name: 'a name with two spaces in a row (a twin of one with one)',
    expect: 'refused',
    request: (world) => {
      const name = world.teamName('probe team').replace(/ (?=\S+$)/, '  ');
      return { as: 'probe team', method: 'PATCH', path: '', body: probeCreation(world, {}, name) };
    },
  },
  {
    phase: 'during the night',
    point: 'owners',
    name: 'an organizer registers a team',
    expect: 'refused',
    request: (world) => {
      const name = `rehearsal ${world.runId} organizer`;
      const uid = world.uid('organizer');
      return {
        as: 'organizer',
        method: 'PATCH',
        path: '',
        body: creation(name, newTeam(name, uid), uid),
      };
    },
  },
  {
    phase: 'during the night',
    point: 'register',
    name: 'a team registered as the site does (one space between words)',
    expect: 'allowed',
    request: (world) => ({
      as: 'probe team',
      method: 'PATCH',
      path: '',
      body: probeCreation(world),
    }),
  },
  {
    phase: 'during the night',
    point: 'owners',
    name: 'a second team for the same account',
    expect: 'refused',
    request: (world) => {
      const name = `rehearsal ${world.runId} second`;
      const uid = world.uid('probe team');
      return {
        as: 'probe team',
        method: 'PATCH',
        path: '',
        body: creation(name, newTeam(name, uid), uid),
      };
    },
  },
  {
    phase: 'during the night',
    point: 'register',
    name: 'another account registers a taken name',
    expect: 'refused',
    request: (world) => {
      const uid = world.uid('rival team');
      const record = newTeam(world.teamName('probe team'), uid);
      return {
        as: 'rival team',
        method: 'PATCH',
        path: '',
        body: creation(world.teamKey('probe team'), record, uid),
      };
    },
  },
  {
    phase: 'during the night',
    point: 'owners',
    name: "a player reads another account's owner entry",
    expect: 'refused',
    request: (world) => ({
      as: 'rival team',
      method: 'GET',
      path: `owners/${world.uid('probe team')}`,
    }),
  },
  {
    phase: 'during the night',
    point: 'owners',
    name: 'a player reads its own owner entry',
    expect: 'allowed',
    request: (world) => ({
      as: 'probe team',
      method: 'GET',
      path: `owners/${world.uid('probe team')}`,
    }),
  },
  {
    phase: 'during the night',
    point: 'owners',
    name: 'a player claims another team in its owner entry',
    expect: 'refused',
    request: (world) => ({
      as: 'stranger',
      method: 'PUT',
      path: `owners/${world.uid('stranger')}`,
      body: world.teamKey('probe team'),
    }),
  },
];
