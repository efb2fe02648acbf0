import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import bank from '@/content/cos-questions.sample.json';
import type { AidPort, GameIdentity, TeamPort } from '@/backend/ports.ts';
import { answerProof } from '@/game/answer-proof.ts';
import { MINUTE_MS } from '@/game/hints.ts';
import type { TeamRecord } from '@/game/types.ts';

/** What one AidPort adapter must provide to run the shared contract, over the sample bank. */
export interface AidPortHarness {
  aids: AidPort;
  teams: TeamPort;
  /** A game identity per device; the same name gives the same uid. */
  identity(device: 'first' | 'second'): Promise<GameIdentity>;
  /** Moves the backend's clock on by `ms`. */
  advanceClock(ms: number): void | Promise<void>;
  /** What an organizer's release of hint `n` of riddle `qNo` leaves (game/released). */
  release(qNo: number, n: number): void | Promise<void>;
  /** Moves the clock past the night's close. */
  closeNight(): void | Promise<void>;
  dispose?(): void | Promise<void>;
}

const riddle1 = bank[0] as (typeof bank)[number] & {
  hints: { after: number; text: string }[];
  nudges: { answer: string; reply: string }[];
};
const [firstHint, secondHint] = riddle1.hints;
const [firstNudge, secondNudge] = riddle1.nudges;

/** Run against both adapters (local storage and Firebase REST) so they cannot drift apart. */
export function describeAidPortContract(
  name: string,
  makeHarness: () => Promise<AidPortHarness>,
): void {
  describe(`AidPort contract: ${name}`, () => {
    let harness: AidPortHarness;
    let first: GameIdentity;
    let team: TeamRecord;
    let serial = 0;
    const freshKey = () => `aided ${Date.now().toString(36)}-${(serial += 1)}`;

    beforeEach(async () => {
      harness = await makeHarness();
      first = await harness.identity('first');
      const key = freshKey();
      team = await harness.teams.register(first, key, key);
      team = { ...team, teamName: key };
    });

    afterEach(async () => {
      await harness.dispose?.();
    });

    it('says what help each riddle has, never the help itself', async () => {
      const aids = await harness.aids.getAids();
      expect(aids['1']).toEqual({
        hints: riddle1.hints.map(({ after }) => after),
        nudges: true,
        solution: true,
      });
      expect(JSON.stringify(aids)).not.toContain(firstHint?.text ?? '?');
    });

    it('opens a hint to the team once its minutes pass since the team reached the riddle', async () => {
      const after = (firstHint?.after ?? 0) * MINUTE_MS;
      await harness.advanceClock(after - 2000);
      expect(await harness.aids.readHint(first, 1, 1)).toBeNull();
      await harness.advanceClock(2000);
      expect(await harness.aids.readHint(first, 1, 1)).toBe(firstHint?.text);
      expect(await harness.aids.readHint(first, 1, 2)).toBeNull();
      expect(await harness.aids.readHint(first, 2, 1)).toBeNull();
    });

    it('keeps a hint from a team that reached the riddle later, and from no team', async () => {
      await harness.advanceClock((firstHint?.after ?? 0) * MINUTE_MS);
      const second = await harness.identity('second');
      const key = freshKey();
      await harness.teams.register(second, key, key);
      expect(await harness.aids.readHint(second, 1, 1)).toBeNull();
      expect(await harness.aids.readHint(null, 1, 1)).toBeNull();
    });

    it('opens a released hint to every team at once', async () => {
      await harness.release(1, 2);
      expect(await harness.aids.readHint(first, 1, 2)).toBe(secondHint?.text);
      expect(await harness.aids.readHint(first, 1, 1)).toBeNull();
    });

    it("replies to a nudge's answer only as the team's last recorded guess", async () => {
      const nudge = await answerProof('1', firstNudge?.answer ?? '');
      const other = await answerProof('1', secondNudge?.answer ?? '');
      expect(await harness.aids.readNudge(first, 1, nudge)).toBeNull();
      const outcome = await harness.teams.guess(
        first,
        team.teamName,
        team,
        nudge,
        firstNudge?.answer ?? '',
      );
      expect(outcome.type).toBe('wrong');
      expect(await harness.aids.readNudge(first, 1, nudge)).toBe(firstNudge?.reply);
      expect(await harness.aids.readNudge(first, 1, other)).toBeNull();
      expect(await harness.aids.readNudge(null, 1, nudge)).toBeNull();
      const second = await harness.identity('second');
      expect(await harness.aids.readNudge(second, 1, nudge)).toBeNull();
    });

    it('gives a wrong guess with no nudge no reply', async () => {
      const wrong = await answerProof('1', 'volt');
      await harness.teams.guess(first, team.teamName, team, wrong, 'volt');
      expect(await harness.aids.readNudge(first, 1, wrong)).toBeNull();
    });

    it('keeps solutions until the close, then shows them and every hint to anyone', async () => {
      expect(await harness.aids.readSolution(1)).toBeNull();
      await harness.closeNight();
      expect(await harness.aids.readSolution(1)).toBe(riddle1.solution);
      expect(await harness.aids.readHint(null, 1, 2)).toBe(secondHint?.text);
      const nudge = await answerProof('1', secondNudge?.answer ?? '');
      expect(await harness.aids.readNudge(null, 1, nudge)).toBe(secondNudge?.reply);
    });
  });
}
