import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import sample from '@/content/cos-questions.sample.json';
import { createRestAids } from '@/backend/rtdb/aids-rest.ts';
import { createRestTeams } from '@/backend/rtdb/teams-rest.ts';
import type { GameIdentity } from '@/backend/ports.ts';
import { answerProof } from '@/game/answer-proof.ts';
import { describeAidPortContract } from '@/test/aid-port.contract.ts';
import { anonymousIdentity, tokenSource } from './support/game-identities.ts';
import { runningNight } from './support/running-night.ts';
import { aidWrites } from '../../src/backend/rtdb/bank-writes.ts';
import {
  startLoopbackDatabase,
  type LoopbackDatabase,
} from '../../lab/loopback/loopback-database.ts';
import { toUploads } from '../../scripts/questions-upload/question-bank.ts';

const DAY = 24 * 3_600_000;
/** The sample bank's help, as questions:upload writes it. */
const aidNodes = aidWrites(await toUploads(sample));

async function startAided(clock: () => number = Date.now) {
  const server = await startLoopbackDatabase(runningNight(), { clock });
  for (const [path, value] of Object.entries(aidNodes)) server.seed(path, value);
  return server;
}

describeAidPortContract(`Firebase REST (rules via targaryen, ${tokenSource} tokens)`, async () => {
  let offset = 0;
  const server = await startAided(() => Date.now() + offset);
  const devices = new Map<string, GameIdentity>();
  return {
    aids: createRestAids(server.databaseURL),
    teams: createRestTeams(server.databaseURL, { pollMs: 100 }),
    identity: async (device) => {
      const known = devices.get(device) ?? (await anonymousIdentity());
      devices.set(device, known);
      return known;
    },
    advanceClock: (ms) => void (offset += ms),
    release: (qNo, n) => server.seed(`game/released/${qNo}/${n}`, true),
    closeNight: () => void (offset += DAY + 60_000),
    dispose: () => server.close(),
  };
});

describe(`a riddle's help over the RTDB REST API (${tokenSource} tokens)`, () => {
  let server: LoopbackDatabase;

  beforeEach(async () => {
    server = await startAided();
  });

  afterEach(() => server.close());

  it('reads what help there is once, and each hint, nudge or solution in one request', async () => {
    const aids = createRestAids(server.databaseURL);
    const owner = await anonymousIdentity();
    await aids.getAids();
    await aids.getAids();
    expect(server.takeRequests()).toEqual(['GET /aids.json']);
    await aids.readHint(owner, 1, 1);
    await aids.readNudge(owner, 1, await answerProof('1', 'ohms law'));
    await aids.readSolution(1);
    expect(server.takeRequests().map((request) => request.replace(/\?.*/, ''))).toEqual([
      'GET /hints/1/1.json',
      `GET /nudges/1/${await answerProof('1', 'ohms law')}.json`,
      'GET /solutions/1.json',
    ]);
  });
});
