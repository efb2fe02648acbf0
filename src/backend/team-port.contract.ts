import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GameIdentity, TeamPort, TeamRecord, TeamStanding } from './ports.ts';
import { errorCode } from './ports.ts';

/** What one TeamPort adapter must provide to run the shared contract. */
export interface TeamPortHarness {
  teams: TeamPort;
  /** A game identity per device; the same name gives the same uid. */
  identity(device: 'first' | 'second'): Promise<GameIdentity>;
  /** The correct proof for question `qNo` (what `answerProof` gives for the right answer). */
  proof(qNo: number): Promise<string>;
  /** Moves the backend's clock on by `ms`; adapters that cannot do so skip the time-limit case. */
  advanceClock?(ms: number): void | Promise<void>;
  dispose?(): void | Promise<void>;
}

const WRONG_PROOF = '0'.repeat(64);
const HOUR_MS = 60 * 60 * 1000;

async function rejection(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return errorCode(error);
  }
  return 'resolved';
}

/** Run against both adapters (local storage and Firebase REST) so they cannot drift apart. */
export function describeTeamPortContract(
  name: string,
  makeHarness: () => Promise<TeamPortHarness>,
): void {
  describe(`TeamPort contract: ${name}`, () => {
    let harness: TeamPortHarness;
    let first: GameIdentity;
    let second: GameIdentity;
    let serial = 0;
    const freshKey = () => `team ${Date.now().toString(36)}-${(serial += 1)}`;

    beforeEach(async () => {
      harness = await makeHarness();
      first = await harness.identity('first');
      second = await harness.identity('second');
    });

    afterEach(async () => {
      await harness.dispose?.();
    });

    async function advanceOnce(key: string, current: TeamRecord): Promise<TeamRecord> {
      return harness.teams.advance(first, key, current, await harness.proof(current.question));
    }

    it('has no record for an unknown team', async () => {
      expect(await harness.teams.get(freshKey())).toBeNull();
    });

    it('registers a team at question 1 with score 0, owned by the caller', async () => {
      const key = freshKey();
      const created = await harness.teams.register(first, key, 'Flip Flops');
      expect(created).toMatchObject({ teamName: 'Flip Flops', question: 1, score: 0 });
      expect(created.owner).toBe(first.uid);
      expect(created.startedAt).toBeGreaterThan(0);
      expect(created.timestamp).toBe(created.startedAt);
      expect(await harness.teams.get(key)).toEqual(created);
    });

    it('refuses to register a taken team name, from any device', async () => {
      const key = freshKey();
      await harness.teams.register(first, key, 'Op Amps');
      expect(await rejection(harness.teams.register(second, key, 'Op Amps'))).toBe(
        'PERMISSION_DENIED',
      );
      expect(await rejection(harness.teams.register(first, key, 'Op Amps'))).toBe(
        'PERMISSION_DENIED',
      );
      expect((await harness.teams.get(key))?.owner).toBe(first.uid);
    });

    it('advances by one question and 10 points with the right proof', async () => {
      const key = freshKey();
      const created = await harness.teams.register(first, key, 'Diodes');
      const next = await advanceOnce(key, created);
      expect(next).toMatchObject({ question: 2, score: 10, owner: first.uid, teamName: 'Diodes' });
      expect(next.startedAt).toBe(created.startedAt);
      expect(next.timestamp).toBeGreaterThanOrEqual(created.timestamp);
      expect(await harness.teams.get(key)).toEqual(next);
    });

    it('refuses a wrong proof and leaves the record as it was', async () => {
      const key = freshKey();
      const created = await harness.teams.register(first, key, 'Resistors');
      expect(await rejection(harness.teams.advance(first, key, created, WRONG_PROOF))).toBe(
        'PERMISSION_DENIED',
      );
      const proofOfNext = await harness.proof(2);
      expect(await rejection(harness.teams.advance(first, key, created, proofOfNext))).toBe(
        'PERMISSION_DENIED',
      );
      expect(await harness.teams.get(key)).toEqual(created);
    });

    it('refuses an advance by a device that does not own the team', async () => {
      const key = freshKey();
      const created = await harness.teams.register(first, key, 'Inductors');
      const proof = await harness.proof(1);
      expect(await rejection(harness.teams.advance(second, key, created, proof))).toBe(
        'PERMISSION_DENIED',
      );
      expect(await harness.teams.get(key)).toEqual(created);
    });

    it('refuses an advance from a stale record (no skipped or repeated question)', async () => {
      const key = freshKey();
      const created = await harness.teams.register(first, key, 'Capacitors');
      const next = await advanceOnce(key, created);
      expect(await rejection(advanceOnce(key, created))).toBe('PERMISSION_DENIED');
      expect(await harness.teams.get(key)).toEqual(next);
    });

    it('takes a team through all 21 questions and no further', async () => {
      const key = freshKey();
      let record = await harness.teams.register(first, key, 'Full Adders');
      for (let n = 1; n <= 21; n += 1) record = await advanceOnce(key, record);
      expect(record).toMatchObject({ question: 22, score: 210 });
      expect(await rejection(harness.teams.advance(first, key, record, WRONG_PROOF))).toBe(
        'PERMISSION_DENIED',
      );
    }, 20_000);

    it('refuses an advance after the 60 minutes', async (context) => {
      if (!harness.advanceClock) {
        context.skip();
        return;
      }
      const key = freshKey();
      const created = await harness.teams.register(first, key, 'Late Latches');
      await harness.advanceClock(HOUR_MS + 1000);
      expect(await rejection(advanceOnce(key, created))).toBe('PERMISSION_DENIED');
      expect(await harness.teams.get(key)).toEqual(created);
    });

    it('shows every team on the live leaderboard, updated after an advance', async () => {
      const keyA = freshKey();
      const keyB = freshKey();
      const a = await harness.teams.register(first, keyA, 'Alpha');
      await harness.teams.register(second, keyB, 'Beta');
      const seen: TeamStanding[][] = [];
      const stop = harness.teams.watchAll((teams) => seen.push(teams));
      try {
        await expect
          .poll(() => seen.at(-1)?.map((t) => t.teamKey) ?? [])
          .toEqual(expect.arrayContaining([keyA, keyB]));
        await advanceOnce(keyA, a);
        await expect
          .poll(() => seen.at(-1)?.find((t) => t.teamKey === keyA)?.score, { timeout: 10_000 })
          .toBe(10);
      } finally {
        stop();
      }
    }, 15_000);
  });
}
