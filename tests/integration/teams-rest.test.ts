import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GUESS_COOLDOWN_MS, POINTS_PER_ANSWER } from '@/game/numbers.ts';
import { createRestTeams } from '@/backend/rtdb/teams-rest.ts';
import type { GameIdentity, TeamPort } from '@/backend/ports.ts';
import { otherSpellingProof, sampleProof } from '@/test/sample-riddles.ts';
import { describeTeamPortContract } from '@/test/team-port.contract.ts';
import { anonymousIdentity, tokenSource } from './support/game-identities.ts';
import { answers, runningNight } from './support/running-night.ts';
import {
  startLoopbackDatabase,
  type LoopbackDatabase,
} from '../../lab/loopback/loopback-database.ts';

async function startWithClock() {
  let offset = 0;
  const server = await startLoopbackDatabase(runningNight(), { clock: () => Date.now() + offset });
  return {
    server,
    advanceClock: (ms: number) => void (offset += ms),
    clockOffset: async () => offset,
  };
}

describeTeamPortContract(`Firebase REST (rules via targaryen, ${tokenSource} tokens)`, async () => {
  const { server, advanceClock, clockOffset } = await startWithClock();
  const devices = new Map<string, GameIdentity>();
  const open = () => createRestTeams(server.databaseURL, { pollMs: 100 });
  return {
    teams: open(),
    reload: open,
    identity: async (device) => {
      // The page learns the server's clock offset from the identity, as the Auth adapter gives it.
      const known = devices.get(device) ?? { ...(await anonymousIdentity()), clockOffset };
      devices.set(device, known);
      return known;
    },
    proof: sampleProof,
    otherSpellingProof,
    recordedGuess: (key, guess) => server.seed(`guesses/${key}`, guess),
    advanceClock,
    // As an organizer's write leaves it (the rules for that write are tested on their own).
    setDisqualified: (key, disqualified) => server.seed(`user/${key}/disqualified`, disqualified),
    takeAway: (key, to) => {
      const { user } = server.data() as { user: Record<string, { owner: string }> };
      const from = user[key]?.owner ?? '';
      server.seed(`owners/${from}`, null);
      if (to === undefined) {
        for (const path of ['user', 'guesses', 'proofs', 'solves'])
          server.seed(`${path}/${key}`, null);
        return;
      }
      server.seed(`user/${key}/owner`, to);
      server.seed(`owners/${to}`, key);
    },
    dispose: () => server.close(),
  };
});

describe(`teams over the RTDB REST API (${tokenSource} tokens)`, () => {
  let server: LoopbackDatabase;
  let teams: TeamPort;
  let owner: GameIdentity;

  beforeEach(async () => {
    server = await startLoopbackDatabase(runningNight());
    teams = createRestTeams(server.databaseURL, { pollMs: 100 });
    owner = await anonymousIdentity();
  });

  afterEach(() => server.close());

  it('stamps registration and every advance with the server clock', async () => {
    const before = Date.now();
    const created = await teams.register(owner, 'spark gap', 'spark gap');
    expect(created.startedAt).toBeGreaterThanOrEqual(before);
    expect(created.startedAt).toBeLessThanOrEqual(Date.now());
    const outcome = await teams.guess(owner, 'spark gap', created, answers['1'] ?? '', 'tesla');
    const next = outcome.type === 'correct' ? outcome.record : created;
    expect(outcome.type).toBe('correct');
    expect(next.timestamp).toBeGreaterThanOrEqual(created.timestamp);
    expect(server.data()).toMatchObject({
      user: { 'spark gap': { startedAt: created.startedAt, timestamp: next.timestamp } },
    });
  });

  it('creates the team and its owner entry in one root update, stamped by the server', async () => {
    const created = await teams.register(owner, 'spark gap', 'spark gap');
    expect(server.data()).toMatchObject({
      user: { 'spark gap': { owner: owner.uid, startedAt: created.startedAt } },
      owners: { [owner.uid]: 'spark gap' },
    });
    expect(typeof created.startedAt).toBe('number');
    expect(await teams.ownedTeam(owner)).toBe('spark gap');
  });

  it('keeps proofs out of the public team record', async () => {
    const created = await teams.register(owner, 'spark gap', 'spark gap');
    await teams.guess(owner, 'spark gap', created, answers['1'] ?? '', 'tesla');
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
      players.map((player, index) => teams.register(player, `team ${index}`, `team ${index}`)),
    );
    await Promise.all(
      records.map((record, index) =>
        teams.guess(
          players[index] as GameIdentity,
          `team ${index}`,
          record,
          answers['1'] ?? '',
          'tesla',
        ),
      ),
    );
    const stored = (server.data() as { user: Record<string, { question: number; score: number }> })
      .user;
    expect(Object.keys(stored)).toHaveLength(6);
    for (const record of Object.values(stored)) {
      expect(record).toMatchObject({ question: 2, score: POINTS_PER_ANSWER });
    }
  });

  it('takes 2 requests for a right guess and 2 for a wrong one', async () => {
    const created = await teams.register(owner, 'spark gap', 'spark gap');
    expect(server.takeRequests()).toEqual(['POST /.json?x-http-method-override=PATCH']);
    const guessAndAnswer = [
      'POST /.json?x-http-method-override=PATCH',
      'POST /.json?x-http-method-override=PATCH',
    ];
    await teams.guess(owner, 'spark gap', created, '0'.repeat(64), 'tesla');
    expect(server.takeRequests()).toEqual(guessAndAnswer);
    server.setNow(Date.now() + GUESS_COOLDOWN_MS);
    expect((await teams.guess(owner, 'spark gap', created, answers['1'] ?? '', 'tesla')).type).toBe(
      'correct',
    );
    expect(server.takeRequests()).toEqual(guessAndAnswer);
  });

  it('keeps a right answer whose reply was lost after it was saved, and saves it once', async () => {
    // The guess is recorded by the first root update, the advance by the second: its reply is lost.
    let patches = 0;
    const flaky = createRestTeams(server.databaseURL, {
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        const patch = new URL(input).searchParams.get('x-http-method-override') === 'PATCH';
        if (!patch || ++patches !== 2) return response;
        throw new TypeError('Failed to fetch');
      },
    });
    const created = await teams.register(owner, 'spark gap', 'spark gap');
    await expect(
      flaky.guess(owner, 'spark gap', created, answers['1'] ?? '', 'tesla'),
    ).rejects.toMatchObject({ code: 'NETWORK' });
    expect(await teams.get('spark gap')).toMatchObject({ question: 2, score: POINTS_PER_ANSWER });
    await expect(
      teams.advance(owner, 'spark gap', created, answers['1'] ?? ''),
    ).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    expect(await teams.get('spark gap')).toMatchObject({ question: 2, score: POINTS_PER_ANSWER });
  });

  it('finishes a right guess whose advance was lost, from the recorded guess', async () => {
    // The guess is recorded by the first root update; the second, the advance, never leaves.
    let patches = 0;
    const flaky = createRestTeams(server.databaseURL, {
      fetch: async (input, init) => {
        const patch = new URL(input).searchParams.get('x-http-method-override') === 'PATCH';
        if (patch && ++patches === 2) throw new TypeError('Failed to fetch');
        return fetch(input, init);
      },
    });
    const created = await teams.register(owner, 'spark gap', 'spark gap');
    await expect(
      flaky.guess(owner, 'spark gap', created, answers['1'] ?? '', 'tesla'),
    ).rejects.toMatchObject({ code: 'NETWORK' });
    const reloaded = createRestTeams(server.databaseURL);
    const last = await reloaded.lastGuess(owner, 'spark gap');
    expect(last?.question).toBe(created.question);
    const next = await reloaded.advance(owner, 'spark gap', created, last?.proof ?? '');
    expect(next).toMatchObject({ question: 2, score: POINTS_PER_ANSWER });
  });

  it('reports an unreachable database as NETWORK', async () => {
    await server.close();
    await expect(teams.get('spark gap')).rejects.toMatchObject({ code: 'NETWORK' });
    server = await startLoopbackDatabase(runningNight());
  });
});
