import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRestNight } from '@/backend/rtdb/night-rest.ts';
import { createRestOrganizer } from '@/backend/rtdb/organizer-rest.ts';
import { createRestTeams } from '@/backend/rtdb/teams-rest.ts';
import { describeErrataContract } from '@/test/errata.contract.ts';
import {
  describeOrganizerPortContract,
  type OrganizerPortHarness,
} from '@/test/organizer-port.contract.ts';
import { sampleProof } from '@/test/sample-riddles.ts';
import type { GameIdentity, OrganizerPort } from '@/backend/ports.ts';
import type { TeamStanding } from '@/game/types.ts';
import { anonymousIdentity, tokenSource, verifiedIdentity } from './support/game-identities.ts';
import { runningNight } from './support/running-night.ts';
import sample from '@/content/cos-questions.sample.json';
import { aidWrites } from '../../src/backend/rtdb/bank-writes.ts';
import { toUploads } from '../../scripts/questions-upload/question-bank.ts';
import {
  startLoopbackDatabase,
  type LoopbackDatabase,
} from '../../lab/loopback/loopback-database.ts';

/**
 * An organizer: a real identity that owns its address, verified, whose `admins/{uid}`
 * firebase-admin has set past the rules.
 */
async function organizerOf(server: LoopbackDatabase): Promise<GameIdentity> {
  const identity = await verifiedIdentity();
  server.seed(`admins/${identity.uid}`, true);
  return identity;
}

// The REST night adapter schedules its reads with window.setTimeout; node has the same on globalThis.
beforeAll(() => {
  vi.stubGlobal('window', globalThis);
});

const REST = `Firebase REST (rules via targaryen, ${tokenSource} tokens)`;

async function restHarness(): Promise<OrganizerPortHarness> {
  let offset = 0;
  const server = await startLoopbackDatabase(runningNight(), {
    clock: () => Date.now() + offset,
  });
  // The sample bank's help, as questions:upload writes it: a release needs its hint.
  for (const [path, value] of Object.entries(aidWrites(await toUploads(sample))))
    server.seed(path, value);
  const clockOffset = async () => offset;
  const players = new Map<string, GameIdentity>();
  const night = createRestNight(server.databaseURL, { refreshMs: 100 });
  return {
    organizer: createRestOrganizer(server.databaseURL, undefined, { guessesPollMs: 100 }),
    teams: createRestTeams(server.databaseURL, { pollMs: 100 }),
    night,
    organizerIdentity: () => organizerOf(server),
    player: async (device) => {
      const known = players.get(device) ?? { ...(await anonymousIdentity()), clockOffset };
      players.set(device, known);
      return known;
    },
    registerDevice: (identity) => night.registerDevice(identity),
    proof: sampleProof,
    advanceClock: (ms) => {
      offset += ms;
    },
    dispose: () => server.close(),
  };
}

describeOrganizerPortContract(REST, restHarness);
describeErrataContract(REST, restHarness);

/** The database's placeholder for its own time, as the adapters send it. */
const stamp = { '.sv': 'timestamp' };

describe(`organizer actions over the RTDB REST API (${tokenSource} tokens)`, () => {
  let server: LoopbackDatabase;
  let organizer: GameIdentity;
  let player: GameIdentity;
  let team: TeamStanding;
  let requests: Array<{ method: string; path: string; body: unknown }>;
  let port: OrganizerPort;

  beforeEach(async () => {
    server = await startLoopbackDatabase(runningNight());
    organizer = await organizerOf(server);
    player = await anonymousIdentity();
    const record = await createRestTeams(server.databaseURL).register(player, 'a%2Eb', 'a.b');
    team = { ...record, teamKey: 'a%2Eb' };
    requests = [];
    port = createRestOrganizer(server.databaseURL, (input, init) => {
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const url = new URL(input);
      // The database's method: a write goes as a POST that names it.
      const method = url.searchParams.get('x-http-method-override') ?? init?.method ?? 'GET';
      requests.push({ method, path: url.pathname, body });
      return fetch(input, init);
    });
  });

  afterEach(() => server.close());

  const writes = () => requests.filter((request) => request.method !== 'GET');
  /** Each write as the adapters send it: one PATCH of the database's root. */
  const rootUpdates = (...bodies: object[]) =>
    bodies.map((body) => ({ method: 'PATCH', path: '/.json', body }));
  /** What a reset deletes: the team, everything it wrote, its owner's entry. */
  const deletedTeam = () => ({
    'user/a%2Eb': null,
    'proofs/a%2Eb': null,
    'guesses/a%2Eb': null,
    'typed/a%2Eb': null,
    'solves/a%2Eb': null,
    [`owners/${player.uid}`]: null,
  });

  it("shows the late phones' notes, earliest first, to an organizer only", async () => {
    server.seed('lateRegistrations', {
      u2: { teamName: 'late latches', at: 2_000 },
      u1: { teamName: 'slow solder', at: 1_000 },
    });
    const seen = await new Promise<unknown>((resolve) => {
      const stop = port.watchLateRegistrations(organizer, (late) => {
        resolve(late);
        stop();
      });
    });
    expect(seen).toEqual([
      { uid: 'u1', teamName: 'slow solder', at: 1_000 },
      { uid: 'u2', teamName: 'late latches', at: 2_000 },
    ]);
    const refused = await new Promise<unknown>((resolve) => {
      const stop = port.watchLateRegistrations(
        player,
        () => undefined,
        (error) => {
          resolve(error.code);
          stop();
        },
      );
    });
    expect(refused).toBe('PERMISSION_DENIED');
  });

  it('resets a team in one root update that deletes it and everything it wrote', async () => {
    await port.resetTeam(organizer, team);
    expect(writes()).toEqual(rootUpdates({ ...deletedTeam(), 'game/boardEditedAt': stamp }));
    expect(server.data()).not.toMatchObject({ owners: expect.anything() });
  });

  it("evicts a team in one root update: its reset and its owner's entry in evicted", async () => {
    await port.evictTeam(organizer, team);
    expect(writes()).toEqual(
      rootUpdates({
        ...deletedTeam(),
        [`evicted/${player.uid}`]: 'a%2Eb',
        'game/boardEditedAt': stamp,
      }),
    );
    expect(server.data()).toMatchObject({ evicted: { [player.uid]: 'a%2Eb' } });
  });

  it('moves a team in one root update: the owner and both owner entries', async () => {
    const phone = await anonymousIdentity();
    const code = await createRestNight(server.databaseURL).registerDevice(phone);
    await port.moveTeam(organizer, team, code);
    expect(writes()).toEqual(
      rootUpdates({
        'user/a%2Eb/owner': phone.uid,
        [`owners/${player.uid}`]: null,
        [`owners/${phone.uid}`]: 'a%2Eb',
        'game/boardEditedAt': stamp,
      }),
    );
    expect(server.data()).toMatchObject({ owners: { [phone.uid]: 'a%2Eb' } });
  });

  it('disqualifies, announces and freezes with the server stamping the times', async () => {
    await port.setDisqualified(organizer, team, true);
    await port.announce(organizer, ' Riddle 7 is void. ');
    await port.setFrozen(organizer, true);
    expect(writes()).toEqual(
      rootUpdates(
        { 'user/a%2Eb/disqualified': true, 'game/boardEditedAt': stamp },
        { announcement: { text: 'Riddle 7 is void.', at: stamp }, 'game/announcedAt': stamp },
        { 'game/frozenAt': stamp },
      ),
    );
    expect(server.data()).toMatchObject({
      announcement: { at: expect.any(Number) },
      game: {
        announcedAt: expect.any(Number),
        frozenAt: expect.any(Number),
        boardEditedAt: expect.any(Number),
      },
    });
    expect(server.data()).not.toMatchObject({ game: { announcement: expect.anything() } });
  });

  it("attaches and withdraws a riddle's correction in one root update each, stamping no board edit", async () => {
    await port.postErratum(organizer, 7, ' Read "north" for "south". ');
    await port.postErratum(organizer, 7, null);
    await expect(port.postErratum(organizer, 7, '')).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
    });
    expect(writes()).toEqual(
      rootUpdates(
        { 'errata/7': { text: 'Read "north" for "south".', at: stamp }, 'game/errataAt/7': stamp },
        { 'errata/7': null, 'game/errataAt/7': stamp },
      ),
    );
    expect(server.data()).toMatchObject({ game: { errataAt: { 7: expect.any(Number) } } });
    expect(server.data()).not.toMatchObject({ game: { boardEditedAt: expect.anything() } });
  });

  it('is refused every action by a granted account whose address is not verified', async () => {
    const unverified = await anonymousIdentity();
    server.seed(`admins/${unverified.uid}`, true);
    const refused = { code: 'PERMISSION_DENIED' };
    await expect(port.resetTeam(unverified, team)).rejects.toMatchObject(refused);
    await expect(port.setDisqualified(unverified, team, true)).rejects.toMatchObject(refused);
    await expect(port.announce(unverified, 'Riddle 7 is void.')).rejects.toMatchObject(refused);
    await expect(port.postErratum(unverified, 7, 'Riddle 7 is void.')).rejects.toMatchObject(
      refused,
    );
    expect(server.data()).toMatchObject({ user: { 'a%2Eb': { owner: player.uid } } });
    expect(server.data()).not.toMatchObject({ game: { announcement: expect.anything() } });
  });

  it('asks nothing of the database for a code no device could show', async () => {
    await expect(port.moveTeam(organizer, team, 'AB.C23')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(requests).toEqual([]);
  });
});
