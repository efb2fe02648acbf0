import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rejection } from './rejection.ts';
import {
  BELL_GRACE_MS,
  GUESS_COOLDOWN_MS,
  POINTS_PER_ANSWER,
  QUESTION_COUNT,
  TIME_LIMIT_MS,
} from '@/game/numbers.ts';
import type { GameIdentity, TeamPort } from '@/backend/ports.ts';
import type { GuessRecord, TeamRecord, TeamStanding } from '@/game/types.ts';

/** What one TeamPort adapter must provide to run the shared contract. */
export interface TeamPortHarness {
  teams: TeamPort;
  /** A game identity per device; the same name gives the same uid. */
  identity(device: 'first' | 'second'): Promise<GameIdentity>;
  /** The correct proof for question `qNo` (what `answerProof` gives for the right answer). */
  proof(qNo: number): Promise<string>;
  /** The proof of another spelling riddle 1 accepts (its bank entry's `accept`). */
  otherSpellingProof(): Promise<string>;
  /** What the database holds after a guess whose reply the network lost: `guess` recorded. */
  recordedGuess(teamKey: string, guess: GuessRecord): void | Promise<void>;
  /** Moves the backend's clock (and the identities' clockOffset) on by `ms`. */
  advanceClock(ms: number): void | Promise<void>;
  /**
   * The night's opening (server time), from which every team's hour counts; absent where no
   * night is scheduled (local mode's evening), where the hour counts from the team's start.
   */
  opensAt?: number;
  /** The same backend as a page opened again would see it: a new adapter, nothing in memory. */
  reload(): TeamPort;
  /** What an organizer's disqualify (true) or reinstate (false) leaves in the team's record. */
  setDisqualified(teamKey: string, disqualified: boolean): void | Promise<void>;
  /**
   * What an organizer's Reset (no `to`: the team, its guesses and owner entry deleted) or
   * Move (`to`: the team and the owner entry now that uid's) leaves behind.
   */
  takeAway(teamKey: string, to?: string): void | Promise<void>;
  dispose?(): void | Promise<void>;
}

const WRONG_PROOF = '0'.repeat(64);

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
    /** A new, valid team name; it holds no character keys encode, so it is its own key. */
    const freshKey = () => `team ${Date.now().toString(36)}-${(serial += 1)}`;

    beforeEach(async () => {
      harness = await makeHarness();
      first = await harness.identity('first');
      second = await harness.identity('second');
    });

    afterEach(async () => {
      await harness.dispose?.();
    });

    /** A new team of `first`'s, as it registered. */
    async function registered(): Promise<{ key: string; created: TeamRecord }> {
      const key = freshKey();
      return { key, created: await harness.teams.register(first, key, key) };
    }

    /** A right guess, once the cooldown since the previous one has passed. */
    async function advanceOnce(key: string, current: TeamRecord): Promise<TeamRecord> {
      await harness.advanceClock(GUESS_COOLDOWN_MS);
      const proof = await harness.proof(current.question);
      const outcome = await harness.teams.guess(first, key, current, proof, 'tesla');
      if (outcome.type !== 'correct') throw new Error(`The right guess came back ${outcome.type}.`);
      return outcome.record;
    }

    it('has no record for an unknown team', async () => {
      expect(await harness.teams.get(freshKey())).toBeNull();
    });

    it('registers a team at question 1 with score 0, owned by the caller', async () => {
      const { key, created } = await registered();
      expect(created).toMatchObject({ teamName: key, question: 1, score: 0 });
      expect(created.owner).toBe(first.uid);
      expect(created.startedAt).toBeGreaterThan(0);
      expect(created.timestamp).toBe(created.startedAt);
      expect(await harness.teams.get(key)).toEqual(created);
    });

    it('refuses a name that is not lowercased printable ASCII, or not the name of its key', async () => {
      const refused = [
        ['zzz', 'alpha'],
        ['Alpha', 'Alpha'],
        [' alpha', ' alpha'],
        ['\u0430lpha', '\u0430lpha'],
        ['alpha\u200b', 'alpha\u200b'],
        ['a%b', 'a%b'],
        ['x'.repeat(41), 'x'.repeat(41)],
        ['tesla  coils', 'tesla  coils'],
      ];
      for (const [key = '', teamName = ''] of refused) {
        expect(await rejection(harness.teams.register(first, key, teamName))).toBe(
          'PERMISSION_DENIED',
        );
        expect(await harness.teams.get(key)).toBeNull();
      }
      const created = await harness.teams.register(first, 'a%2Eb%2Ec 100%25', 'a.b.c 100%');
      expect(created.teamName).toBe('a.b.c 100%');
    });

    it('refuses to register a taken team name, from any device', async () => {
      const { key } = await registered();
      expect(await rejection(harness.teams.register(second, key, key))).toBe('PERMISSION_DENIED');
      expect(await rejection(harness.teams.register(first, key, key))).toBe('PERMISSION_DENIED');
      expect((await harness.teams.get(key))?.owner).toBe(first.uid);
    });

    it('gives the team an identity owns: null before it registers, the key after', async () => {
      expect(await harness.teams.ownedTeam(first)).toBeNull();
      const { key } = await registered();
      expect(await harness.teams.ownedTeam(first)).toBe(key);
      expect(await harness.reload().ownedTeam(first)).toBe(key);
      expect(await harness.teams.ownedTeam(second)).toBeNull();
    });

    it('refuses a second team from the same identity', async () => {
      const { key } = await registered();
      const other = freshKey();
      expect(await rejection(harness.teams.register(first, other, other))).toBe(
        'PERMISSION_DENIED',
      );
      expect(await harness.teams.get(other)).toBeNull();
      expect(await harness.teams.ownedTeam(first)).toBe(key);
      expect((await harness.teams.register(second, other, other)).owner).toBe(second.uid);
    });

    it('records a first, right guess and advances by one question and its points', async () => {
      const { key, created } = await registered();
      expect(await harness.teams.lastGuess(first, key)).toBeNull();
      const proof = await harness.proof(1);
      const outcome = await harness.teams.guess(first, key, created, proof, 'tesla');
      expect(outcome.type).toBe('correct');
      const next = outcome.type === 'correct' ? outcome.record : created;
      expect(next).toMatchObject({
        question: 2,
        score: POINTS_PER_ANSWER,
        owner: first.uid,
        teamName: key,
      });
      expect(next.startedAt).toBe(created.startedAt);
      expect(next.timestamp).toBeGreaterThanOrEqual(created.timestamp);
      expect(await harness.teams.get(key)).toEqual(next);
      const recorded = await harness.teams.lastGuess(first, key);
      expect(recorded).toMatchObject({ question: 1, proof, count: 1 });
      expect(recorded?.at).toBeGreaterThanOrEqual(created.startedAt);
    });

    it('takes another spelling the riddle accepts as the right answer', async () => {
      const { key, created } = await registered();
      const outcome = await harness.teams.guess(
        first,
        key,
        created,
        await harness.otherSpellingProof(),
        'tesla',
      );
      expect(outcome).toMatchObject({
        type: 'correct',
        record: { question: 2, score: POINTS_PER_ANSWER },
      });
      expect(await harness.teams.get(key)).toMatchObject({ question: 2, score: POINTS_PER_ANSWER });
    });

    it('takes the next guess a second after a right answer, and makes it wait after a wrong one', async () => {
      const { key, created } = await registered();
      const right = await harness.teams.guess(first, key, created, await harness.proof(1), 'tesla');
      if (right.type !== 'correct') throw new Error(`The right guess came back ${right.type}.`);
      await harness.advanceClock(1000);
      const next = await harness.teams.guess(
        first,
        key,
        right.record,
        await harness.proof(2),
        'tesla',
      );
      expect(next).toMatchObject({
        type: 'correct',
        record: { question: 3, score: 2 * POINTS_PER_ANSWER },
      });
      const onThird = next.type === 'correct' ? next.record : right.record;
      await harness.advanceClock(1000);
      const wrong = await harness.teams.guess(first, key, onThird, WRONG_PROOF, 'tesla');
      expect(wrong).toMatchObject({ type: 'wrong', guess: { question: 3, count: 3 } });
      await harness.advanceClock(1000);
      const third = await harness.proof(3);
      expect(await harness.teams.guess(first, key, onThird, third, 'tesla')).toMatchObject({
        type: 'cooldown',
      });
      expect(await harness.reload().guess(first, key, onThird, third, 'tesla')).toMatchObject({
        type: 'cooldown',
      });
      await harness.advanceClock(GUESS_COOLDOWN_MS - 1000);
      expect(await harness.teams.guess(first, key, onThird, third, 'tesla')).toMatchObject({
        type: 'correct',
      });
    });

    it('records a wrong guess and leaves the record as it was', async () => {
      const { key, created } = await registered();
      const outcome = await harness.teams.guess(first, key, created, WRONG_PROOF, 'tesla');
      expect(outcome).toMatchObject({ type: 'wrong', guess: { question: 1, count: 1 } });
      await harness.advanceClock(GUESS_COOLDOWN_MS);
      const proofOfNext = await harness.proof(2);
      expect(await harness.teams.guess(first, key, created, proofOfNext, 'tesla')).toMatchObject({
        type: 'wrong',
        guess: { question: 1, proof: proofOfNext, count: 2 },
      });
      expect(await harness.teams.get(key)).toEqual(created);
    });

    it('refuses a guess inside the cooldown with the guess to wait from, then counts on', async () => {
      const { key, created } = await registered();
      const wrong = await harness.teams.guess(first, key, created, WRONG_PROOF, 'tesla');
      if (wrong.type !== 'wrong') throw new Error(`The wrong guess came back ${wrong.type}.`);
      await harness.advanceClock(GUESS_COOLDOWN_MS - 200);
      const refused = await harness.teams.guess(
        first,
        key,
        created,
        await harness.proof(1),
        'tesla',
      );
      expect(refused).toEqual({ type: 'cooldown', guess: wrong.guess });
      expect(await harness.teams.get(key)).toEqual(created);
      expect(await harness.teams.lastGuess(first, key)).toEqual(wrong.guess);
      await harness.advanceClock(200);
      const right = await harness.teams.guess(first, key, created, await harness.proof(1), 'tesla');
      expect(right).toMatchObject({
        type: 'correct',
        record: { question: 2, score: POINTS_PER_ANSWER },
      });
      expect(await harness.teams.lastGuess(first, key)).toMatchObject({ question: 1, count: 2 });
    });

    it('resumes after a reload: the last guess, its cooldown and its count', async () => {
      const { key, created } = await registered();
      await harness.teams.guess(first, key, created, WRONG_PROOF, 'tesla');
      const reloaded = harness.reload();
      const last = await reloaded.lastGuess(first, key);
      expect(last).toMatchObject({ question: 1, proof: WRONG_PROOF, count: 1 });
      const proof = await harness.proof(1);
      expect(await reloaded.guess(first, key, created, proof, 'tesla')).toEqual({
        type: 'cooldown',
        guess: last,
      });
      await harness.advanceClock(GUESS_COOLDOWN_MS);
      expect((await reloaded.guess(first, key, created, proof, 'tesla')).type).toBe('correct');
      expect(await reloaded.lastGuess(first, key)).toMatchObject({ count: 2, proof });
    });

    it('advances only from the last recorded guess when it was right', async () => {
      const { key, created } = await registered();
      const proof = await harness.proof(1);
      expect(await rejection(harness.teams.advance(first, key, created, proof))).toBe(
        'PERMISSION_DENIED',
      );
      await harness.teams.guess(first, key, created, WRONG_PROOF, 'tesla');
      expect(await rejection(harness.teams.advance(first, key, created, proof))).toBe(
        'PERMISSION_DENIED',
      );
      expect(await rejection(harness.teams.advance(first, key, created, WRONG_PROOF))).toBe(
        'PERMISSION_DENIED',
      );
      expect(await harness.teams.get(key)).toEqual(created);
    });

    it('finishes a right guess whose save was lost once, and refuses to save it twice', async () => {
      const { key, created } = await registered();
      const proof = await harness.proof(1);
      await harness.recordedGuess(key, { question: 1, proof, at: created.startedAt, count: 1 });
      const next = await harness.teams.advance(first, key, created, proof);
      expect(next).toMatchObject({ question: 2, score: POINTS_PER_ANSWER });
      expect(await rejection(harness.teams.advance(first, key, created, proof))).toBe(
        'PERMISSION_DENIED',
      );
      expect(await harness.teams.get(key)).toEqual(next);
      expect((await harness.teams.getSolves())[key]).toEqual({ '1': next.timestamp });
    });

    it('refuses a guess by a device that does not own the team', async () => {
      const { key, created } = await registered();
      const proof = await harness.proof(1);
      expect(await rejection(harness.teams.guess(second, key, created, proof, 'tesla'))).toBe(
        'PERMISSION_DENIED',
      );
      expect(await rejection(harness.teams.lastGuess(second, key))).toBe('PERMISSION_DENIED');
      expect(await harness.teams.get(key)).toEqual(created);
    });

    it('refuses a guess from a stale record (no skipped or repeated question)', async () => {
      const { key, created } = await registered();
      const next = await advanceOnce(key, created);
      expect(await rejection(advanceOnce(key, created))).toBe('PERMISSION_DENIED');
      expect(await harness.teams.get(key)).toEqual(next);
    });

    it(`takes a team through all ${QUESTION_COUNT} questions and no further`, async () => {
      const key = freshKey();
      let record = await harness.teams.register(first, key, key);
      for (let n = 1; n <= QUESTION_COUNT; n += 1) record = await advanceOnce(key, record);
      expect(record).toMatchObject({
        question: QUESTION_COUNT + 1,
        score: QUESTION_COUNT * POINTS_PER_ANSWER,
      });
      await harness.advanceClock(GUESS_COOLDOWN_MS);
      expect(await rejection(harness.teams.guess(first, key, record, WRONG_PROOF, 'tesla'))).toBe(
        'PERMISSION_DENIED',
      );
    }, 20_000);

    it('records when the team solved each riddle, with the advance, for everyone to read', async () => {
      const { key, created } = await registered();
      expect((await harness.teams.getSolves())[key]).toBeUndefined();
      const afterFirst = await advanceOnce(key, created);
      const afterSecond = await advanceOnce(key, afterFirst);
      const solved = { '1': afterFirst.timestamp, '2': afterSecond.timestamp };
      expect((await harness.teams.getSolves())[key]).toEqual(solved);
      expect((await harness.reload().getSolves())[key]).toEqual(solved);
      expect(await harness.teams.getTeamSolves(key)).toEqual(solved);
      expect(await harness.teams.getTeamSolves(freshKey())).toEqual({});
    });

    it('refuses every guess of a disqualified team until it is reinstated', async () => {
      const { key, created } = await registered();
      await harness.setDisqualified(key, true);
      const disqualified = { ...created, disqualified: true };
      expect(await harness.teams.get(key)).toEqual(disqualified);
      expect(await rejection(advanceOnce(key, created))).toBe('PERMISSION_DENIED');
      expect(await harness.teams.get(key)).toEqual(disqualified);
      expect((await harness.teams.getSolves())[key]).toBeUndefined();
      await harness.setDisqualified(key, false);
      expect(await advanceOnce(key, created)).toMatchObject({
        question: 2,
        score: POINTS_PER_ANSWER,
      });
      expect(await harness.teams.get(key)).toMatchObject({ question: 2, disqualified: false });
    });

    it('refuses the old device of a team reset or moved away; its record says so', async () => {
      const { key: reset, created: resetTeam } = await registered();
      await harness.teams.guess(first, reset, resetTeam, WRONG_PROOF, 'tesla');
      await harness.takeAway(reset);
      expect(await harness.teams.get(reset)).toBeNull();
      await harness.advanceClock(GUESS_COOLDOWN_MS);
      const proof = await harness.proof(1);
      expect(await rejection(harness.teams.guess(first, reset, resetTeam, proof, 'tesla'))).toBe(
        'PERMISSION_DENIED',
      );
      expect(await rejection(harness.teams.lastGuess(first, reset))).toBe('PERMISSION_DENIED');
      expect(await rejection(harness.teams.advance(first, reset, resetTeam, proof))).toBe(
        'PERMISSION_DENIED',
      );

      const { key: moved, created: movedTeam } = await registered();
      await harness.takeAway(moved, second.uid);
      expect((await harness.teams.get(moved))?.owner).toBe(second.uid);
      expect(await rejection(harness.teams.guess(first, moved, movedTeam, proof, 'tesla'))).toBe(
        'PERMISSION_DENIED',
      );
      expect(await rejection(harness.teams.lastGuess(first, moved))).toBe('PERMISSION_DENIED');
      expect((await harness.teams.guess(second, moved, movedTeam, proof, 'tesla')).type).toBe(
        'correct',
      );
    });

    /** The end of the team's hour, and the clock moved on to `ms` after it. */
    const bellOf = (created: TeamRecord) => (harness.opensAt ?? created.startedAt) + TIME_LIMIT_MS;
    const untilAfterTheBell = (created: TeamRecord, ms: number) =>
      harness.advanceClock(bellOf(created) + ms - created.startedAt);
    /** A new team whose right guess on riddle 1 was recorded 2 s before its hour ended. */
    async function rightGuessBeforeTheBell() {
      const { key, created } = await registered();
      const proof = await harness.proof(1);
      const at = bellOf(created) - 2000;
      await harness.recordedGuess(key, { question: 1, proof, at, count: 1 });
      return { key, created, proof };
    }

    it('finishes a right guess recorded before the hour ends when it lands within the grace after it', async () => {
      const { key, created, proof } = await rightGuessBeforeTheBell();
      await untilAfterTheBell(created, BELL_GRACE_MS - 3000);
      const next = await harness.teams.advance(first, key, created, proof);
      expect(next).toMatchObject({ question: 2, score: POINTS_PER_ANSWER });
      expect(await harness.teams.get(key)).toMatchObject({ question: 2, score: POINTS_PER_ANSWER });
    });

    it('refuses to finish it a minute after the bell', async () => {
      const { key, created, proof } = await rightGuessBeforeTheBell();
      await untilAfterTheBell(created, BELL_GRACE_MS);
      expect(await rejection(harness.teams.advance(first, key, created, proof))).toBe(
        'PERMISSION_DENIED',
      );
      expect(await harness.teams.get(key)).toEqual(created);
    });

    it('lets a new account play', async () => {
      expect(await harness.teams.eligibility(first)).toBe('player');
    });

    it("refuses a guess after the team's hour", async () => {
      const { key, created } = await registered();
      await untilAfterTheBell(created, 1000);
      expect(await rejection(advanceOnce(key, created))).toBe('PERMISSION_DENIED');
      expect(await harness.teams.get(key)).toEqual(created);
    });

    it('shows every team on the live leaderboard, updated after an advance', async () => {
      const keyA = freshKey();
      const keyB = freshKey();
      const a = await harness.teams.register(first, keyA, keyA);
      await harness.teams.register(second, keyB, keyB);
      const seen: TeamStanding[][] = [];
      const stop = harness.teams.watchAll((teams) => seen.push(teams));
      try {
        await expect
          .poll(() => seen.at(-1)?.map((t) => t.teamKey) ?? [])
          .toEqual(expect.arrayContaining([keyA, keyB]));
        await advanceOnce(keyA, a);
        await expect
          .poll(() => seen.at(-1)?.find((t) => t.teamKey === keyA)?.score, { timeout: 10_000 })
          .toBe(POINTS_PER_ANSWER);
      } finally {
        stop();
      }
    }, 15_000);
  });
}
