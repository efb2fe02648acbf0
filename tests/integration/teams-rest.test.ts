import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answerProof } from '../../scripts/lib/question-bank.mjs';
import { createRestTeams } from '../../src/backend/firebase/teams-rest.ts';
import type { GameIdentity, TeamPort } from '../../src/backend/ports.ts';
import { describeTeamPortContract } from '../../src/backend/team-port.contract.ts';
import { anonymousIdentity, tokenSource } from './support/game-identities.ts';
import { startRtdbFakeServer, type RtdbFakeServer } from './support/rtdb-fake-server.ts';

const riddleAnswer = (qNo: number) => `Answer number ${qNo}`;

/** RTDB `answers`, exactly as the upload script writes it. */
const answers = Object.fromEntries(
  Array.from({ length: 21 }, (_, index) => {
    const qNo = String(index + 1);
    return [qNo, answerProof(qNo, riddleAnswer(index + 1))];
  }),
);

/** A night running from an hour ago for a day: long enough for every clock jump below. */
const runningNight = () => ({
  game: { schedule: { opensAt: Date.now() - 3_600_000, closesAt: Date.now() + 86_400_000 } },
  answers,
});

async function startWithClock() {
  let offset = 0;
  const server = await startRtdbFakeServer(runningNight(), () => Date.now() + offset);
  return { server, advanceClock: (ms: number) => void (offset += ms) };
}

describeTeamPortContract(`Firebase REST (rules via targaryen, ${tokenSource} tokens)`, async () => {
  const { server, advanceClock } = await startWithClock();
  const devices = new Map<string, GameIdentity>();
  return {
    teams: createRestTeams(server.databaseURL, { pollMs: 100 }),
    identity: async (device) => {
      const known = devices.get(device) ?? (await anonymousIdentity());
      devices.set(device, known);
      return known;
    },
    proof: async (qNo) => answerProof(String(qNo), riddleAnswer(qNo)),
    advanceClock,
    dispose: () => server.close(),
  };
});

describe(`teams over the RTDB REST API (${tokenSource} tokens)`, () => {
  let server: RtdbFakeServer;
  let teams: TeamPort;
  let owner: GameIdentity;

  beforeEach(async () => {
    server = await startRtdbFakeServer(runningNight());
    teams = createRestTeams(server.databaseURL, { pollMs: 100 });
    owner = await anonymousIdentity();
  });

  afterEach(() => server.close());

  it('stamps registration and every advance with the server clock', async () => {
    const before = Date.now();
    const created = await teams.register(owner, 'spark gap', 'Spark Gap');
    expect(created.startedAt).toBeGreaterThanOrEqual(before);
    expect(created.startedAt).toBeLessThanOrEqual(Date.now());
    const next = await teams.advance(owner, 'spark gap', created, answers['1'] ?? '');
    expect(next.timestamp).toBeGreaterThanOrEqual(created.timestamp);
    expect(server.data()).toMatchObject({
      user: { 'spark gap': { startedAt: created.startedAt, timestamp: next.timestamp } },
    });
  });

  it('keeps proofs out of the public team record', async () => {
    const created = await teams.register(owner, 'spark gap', 'Spark Gap');
    await teams.advance(owner, 'spark gap', created, answers['1'] ?? '');
    const data = server.data() as { user: Record<string, object>; proofs: object };
    expect(Object.keys(data.user['spark gap'] ?? {}).sort()).toEqual(
      ['owner', 'question', 'score', 'startedAt', 'teamName', 'timestamp'].sort(),
    );
    expect(data.proofs).toEqual({ 'spark gap': { '1': answers['1'] } });
  });

  it('stores keys with encoded characters under their own name', async () => {
    const key = 'a%2Eb%23c%24 d';
    await teams.register(owner, key, 'a.b#c$ d');
    expect(Object.keys((server.data() as { user: object }).user)).toEqual([key]);
    expect((await teams.get(key))?.teamName).toBe('a.b#c$ d');
  });

  it('loses nothing when different teams advance at the same moment', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => anonymousIdentity()));
    const records = await Promise.all(
      players.map((player, index) => teams.register(player, `team ${index}`, `Team ${index}`)),
    );
    await Promise.all(
      records.map((record, index) =>
        teams.advance(players[index] as GameIdentity, `team ${index}`, record, answers['1'] ?? ''),
      ),
    );
    const stored = (server.data() as { user: Record<string, { question: number; score: number }> })
      .user;
    expect(Object.keys(stored)).toHaveLength(6);
    for (const record of Object.values(stored)) {
      expect(record).toMatchObject({ question: 2, score: 10 });
    }
  });

  it('reports an unreachable database as NETWORK', async () => {
    await server.close();
    await expect(teams.get('spark gap')).rejects.toMatchObject({ code: 'NETWORK' });
    server = await startRtdbFakeServer(runningNight());
  });
});
