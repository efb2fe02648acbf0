import { SERVER_TIMESTAMP } from '../../src/backend/firebase/rtdb-rest.ts';
import { encodeTeamKey } from '../../src/backend/game-rules.ts';
import type { Riddle } from './context.ts';

/**
 * The security model of DESIGN.md §4, point by point, probed live: each probe sends one request
 * that the database must refuse or allow. The table is data, so a rule added to §4 is a row
 * added here.
 */
export const POINTS = {
  board: 'the board (user) and the solve times are readable by all',
  register:
    'a team is created by its owner, at riddle 1, 0 points, server time, with its owner entry',
  names: 'names: 1-40 printable ASCII, no space at either end, stored under their own key',
  owners: 'one team per account (owners/): written once, with the team',
  guesses: 'guesses: by the owner, for its riddle, at server time, count + 1, 5 s after the last',
  proofs: 'proofs: write-once, by the owner, equal to the answer and to the last guess; unreadable',
  advance:
    'an advance: by the owner, one riddle and 10 points, with its proof and solve, nothing else',
  answers: 'answers and alternatives: unreadable and unwritable by clients',
  devices: 'device codes: each bound to the account that shows it',
  organizers: 'organizers: console actions only (never a score, a name, a riddle or a start)',
  archive: 'archive: readable by all, written by no client',
  night: 'registrations and guesses only while the night is open; the schedule is no client’s',
  practice: 'the practice oracle: only after the close, only for a right answer',
  riddles: 'riddles (Firestore): readable from their opensAt, never written by clients',
} as const;
export type Point = keyof typeof POINTS;

export type Actor =
  'signed out' | 'stranger' | 'probe team' | 'rival team' | 'organizer' | 'newcomer';
export type Team = 'probe team' | 'rival team';
export type ProbePhase = 'before the opening' | 'during the night' | 'after the close';

/** One request, as a client could send it. */
export type ProbeRequest =
  | {
      as: Actor;
      method: 'GET' | 'PUT' | 'PATCH';
      /** In the Realtime Database; '' is the root (a multi-path update). */
      path: string;
      body?: unknown;
      shallow?: boolean;
    }
  | { as: 'signed out'; firestore: 'GET' | 'PATCH'; document: string; body?: unknown };

/** What a probe may know and do: the accounts, the teams, and a few allowed moves to set the stage. */
export interface ProbeWorld {
  runId: string;
  uid(actor: Exclude<Actor, 'signed out'>): string;
  teamName(team: Team): string;
  teamKey(team: Team): string;
  riddle(number: number): Riddle;
  /** The server's clock now (ms). */
  now(): number;
  /** The team's record and last guess, as the database holds them. */
  team(team: Team): Promise<{ question: number; score: number; guesses: number }>;
  deviceCode(actor: Exclude<Actor, 'signed out'>): Promise<string>;
  /** Registers the team through the site's adapter. */
  register(team: Team): Promise<void>;
  /** Waits until the team may guess again. */
  waitOutGuess(team: Team): Promise<void>;
  /** The device registers its code through the site's adapter. */
  registerDevice(actor: 'stranger' | 'organizer'): Promise<void>;
  /** The organizer disqualifies or reinstates the team through the console's adapter. */
  disqualify(team: Team, disqualified: boolean): Promise<void>;
}

export interface Probe {
  phase: ProbePhase;
  point: Point;
  /** What is tried, in words. */
  name: string;
  expect: 'allowed' | 'refused';
  /** Allowed moves that set the stage; they are not the probe. */
  prepare?: (world: ProbeWorld) => Promise<void>;
  request: (world: ProbeWorld) => ProbeRequest | Promise<ProbeRequest>;
}

const SV = SERVER_TIMESTAMP;

function newTeam(name: string, owner: string, changes: object = {}) {
  return { teamName: name, question: 1, score: 0, owner, startedAt: SV, timestamp: SV, ...changes };
}

/** A registration as the site sends it: the team and its owner entry in one root update. */
function creation(key: string, record: object, uid: string) {
  return { [`user/${key}`]: record, [`owners/${uid}`]: key };
}

/** The probe team's registration under `name` (its key as the site makes it), with `changes`. */
function probeCreation(
  world: ProbeWorld,
  changes: object = {},
  name = world.teamName('probe team'),
) {
  const uid = world.uid('probe team');
  return creation(encodeTeamKey(name), newTeam(name, uid, changes), uid);
}

/** An advance as the site sends it, from riddle `question` with `score`. */
function advanceOf(
  key: string,
  question: number,
  score: number,
  changes: Record<string, unknown> = {},
) {
  return {
    [`user/${key}/question`]: question + 1,
    [`user/${key}/score`]: score + 10,
    [`user/${key}/timestamp`]: SV,
    [`solves/${key}/${question}`]: SV,
    ...changes,
  };
}

function guessOf(question: number, proof: string, count: number, at: unknown = SV) {
  return { question, proof, at, count };
}

async function probeAdvance(
  world: ProbeWorld,
  changes: Record<string, unknown> = {},
  as: Actor = 'probe team',
): Promise<ProbeRequest> {
  const key = world.teamKey('probe team');
  const { question, score } = await world.team('probe team');
  return {
    as,
    method: 'PATCH',
    path: '',
    body: advanceOf(key, question, score, changes),
  };
}

async function probeGuess(
  world: ProbeWorld,
  as: Actor,
  proof: (world: ProbeWorld, question: number) => string,
  changes: { question?: number; count?: number; at?: unknown } = {},
): Promise<ProbeRequest> {
  const { question, guesses } = await world.team('probe team');
  const body = guessOf(
    changes.question ?? question,
    proof(world, question),
    changes.count ?? guesses + 1,
    'at' in changes ? changes.at : SV,
  );
  return { as, method: 'PUT', path: `guesses/${world.teamKey('probe team')}`, body };
}

const right = (world: ProbeWorld, question: number) => world.riddle(question).right;
const wrong = (world: ProbeWorld, question: number) => world.riddle(question).wrong;
const newcomerCreation = (world: ProbeWorld): ProbeRequest => {
  const name = `rehearsal ${world.runId} newcomer`;
  return {
    as: 'newcomer',
    method: 'PATCH',
    path: '',
    body: creation(name, newTeam(name, world.uid('newcomer')), world.uid('newcomer')),
  };
};
const archiveNight = { opensAt: 1, closesAt: 2, teams: {} };

export const PROBES: Probe[] = [
  // Before the opening: the night is set for an hour from now.
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

  // During the night: registrations.
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
    name: 'a name of 41 characters',
    expect: 'refused',
    request: (world) => {
      const name = `rehearsal ${world.runId} `.padEnd(41, 'x');
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
    point: 'register',
    name: 'a team registered as the site does',
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

  // During the night: guesses and proofs.
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
    name: 'a guess inside the 5 s wait',
    expect: 'refused',
    request: (world) => probeGuess(world, 'probe team', right),
  },
  {
    phase: 'during the night',
    point: 'guesses',
    name: "a guess stamped with the device's clock",
    expect: 'refused',
    prepare: (world) => world.waitOutGuess('probe team'),
    request: (world) => probeGuess(world, 'probe team', right, { at: world.now() }),
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
    name: 'a guess after the wait, as the site sends it',
    expect: 'allowed',
    request: (world) => probeGuess(world, 'probe team', right),
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
    name: 'the proof of its last guess, as the site sends it',
    expect: 'allowed',
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
      body: world.riddle(1).right,
    }),
  },
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
    name: "an advance with a solve time from the device's clock",
    expect: 'refused',
    request: (world) =>
      probeAdvance(world, { [`solves/${world.teamKey('probe team')}/1`]: world.now() }),
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

  // During the night: answers.
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

  // During the night: device codes.
  {
    phase: 'during the night',
    point: 'devices',
    name: 'a device registers its code, as the site does',
    expect: 'allowed',
    request: async (world) => ({
      as: 'stranger',
      method: 'PUT',
      path: `devices/${await world.deviceCode('stranger')}`,
      body: world.uid('stranger'),
    }),
  },
  {
    phase: 'during the night',
    point: 'devices',
    name: 'a code written for another account',
    expect: 'refused',
    request: async (world) => ({
      as: 'stranger',
      method: 'PUT',
      path: `devices/${await world.deviceCode('rival team')}`,
      body: world.uid('rival team'),
    }),
  },
  {
    phase: 'during the night',
    point: 'devices',
    name: "a device takes another device's code",
    expect: 'refused',
    request: async (world) => ({
      as: 'rival team',
      method: 'PUT',
      path: `devices/${await world.deviceCode('stranger')}`,
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
    request: async (world) => ({
      as: 'organizer',
      method: 'GET',
      path: `devices/${await world.deviceCode('stranger')}`,
    }),
  },

  // During the night: organizers, and players posing as them.
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

  // During the night: the archive, the practice oracle, the riddles, the schedule.
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

  // After the close (the probe team's right answer to riddle 2 and its proof were saved before it).
  {
    phase: 'after the close',
    point: 'night',
    name: 'a team registers after the close',
    expect: 'refused',
    request: newcomerCreation,
  },
  {
    phase: 'after the close',
    point: 'night',
    name: 'a guess after the close',
    expect: 'refused',
    request: (world) => ({
      as: 'rival team',
      method: 'PUT',
      path: `guesses/${world.teamKey('rival team')}`,
      body: guessOf(1, world.riddle(1).right, 1),
    }),
  },
  {
    phase: 'after the close',
    point: 'night',
    name: 'an advance after the close, its proof saved before',
    expect: 'refused',
    request: (world) => probeAdvance(world),
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
    name: 'the practice oracle with a wrong answer',
    expect: 'refused',
    request: (world) => ({
      as: 'signed out',
      method: 'GET',
      path: `practice/1/${world.riddle(1).wrong}`,
    }),
  },
];
