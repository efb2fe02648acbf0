import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rejection } from './rejection.ts';
import { ANNOUNCEMENT_MAX_LENGTH, GUESS_COOLDOWN_MS, POINTS_PER_ANSWER } from '@/game/numbers.ts';
import type { GameIdentity, NightPort, OrganizerPort, TeamPort } from '@/backend/ports.ts';
import type { NightState, TeamRecord, TeamStanding } from '@/game/types.ts';
import type { AcceptedSpellings, TypedAnswers } from '@/game/typed-answers.ts';
import { answerProof } from '@/game/answer-proof.ts';

/** What one OrganizerPort adapter must provide to run the shared contract. */
export interface OrganizerPortHarness {
  organizer: OrganizerPort;
  /** The players' side of the same backend. */
  teams: TeamPort;
  night: NightPort;
  /** A signed-in organizer's game identity (`admins/{uid}: true`, or a listed e-mail). */
  organizerIdentity(): Promise<GameIdentity>;
  /** A player's game identity per device; the same name gives the same uid. */
  player(device: 'first' | 'second' | 'third'): Promise<GameIdentity>;
  /** Registers the identity's device code (`devices/{code}`) as its intro does; gives the code. */
  registerDevice(identity: GameIdentity): Promise<string>;
  /** The correct proof for question `qNo`. */
  proof(qNo: number): Promise<string>;
  /** Moves the backend's clock (and the identities' clockOffset) on by `ms`. */
  advanceClock(ms: number): void | Promise<void>;
  dispose?(): void | Promise<void>;
}

/** No organizer action may touch these. */
const PROGRESS = ['teamName', 'question', 'score', 'startedAt', 'timestamp'] as const;

function progressOf(record: TeamRecord | null): Partial<TeamRecord> {
  return Object.fromEntries(PROGRESS.map((field) => [field, record?.[field]]));
}

/** Watches the night: `seen()` is the state last reported, `stop()` ends the watch. */
export function latestNight(night: NightPort) {
  let last: NightState | undefined;
  const stop = night.watchNight((state) => {
    last = state;
  });
  return { seen: () => last, stop };
}

/** Run against both adapters (local storage and Firebase REST) so they cannot drift apart. */
export function describeOrganizerPortContract(
  name: string,
  makeHarness: () => Promise<OrganizerPortHarness>,
): void {
  describe(`OrganizerPort contract: ${name}`, () => {
    let harness: OrganizerPortHarness;
    let organizer: GameIdentity;
    let first: GameIdentity;
    let second: GameIdentity;
    let serial = 0;
    const freshKey = () => `crew ${Date.now().toString(36)}-${(serial += 1)}`;

    beforeEach(async () => {
      harness = await makeHarness();
      organizer = await harness.organizerIdentity();
      first = await harness.player('first');
      second = await harness.player('second');
    });

    afterEach(async () => {
      await harness.dispose?.();
    });

    /** A team of `first` that has solved riddle 1: on question 2 with its points, a guess and a solve. */
    async function playingTeam(): Promise<TeamStanding> {
      const key = freshKey();
      const created = await harness.teams.register(first, key, key);
      const outcome = await harness.teams.guess(
        first,
        key,
        created,
        await harness.proof(1),
        'tesla',
      );
      if (outcome.type !== 'correct') throw new Error(`The right guess came back ${outcome.type}.`);
      return { ...outcome.record, teamKey: key };
    }

    it("shows each team's guess count to organizers, live, and refuses it to players", async () => {
      const team = await playingTeam();
      let counts: Record<string, number> | undefined;
      const stop = harness.organizer.watchGuessCounts(organizer, (seen) => {
        counts = seen;
      });
      await expect.poll(() => counts?.[team.teamKey]).toBe(1);
      stop();
      let refused: Record<string, number> | undefined;
      const stopPlayer = harness.organizer.watchGuessCounts(first, (seen) => {
        refused = seen;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      stopPlayer();
      expect(refused?.[team.teamKey]).toBeUndefined();
    });

    it('shows organizers, live, what teams typed with each guess, and no player', async () => {
      const team = await playingTeam();
      let typed: TypedAnswers | undefined;
      const stop = harness.organizer.watchTypedAnswers(organizer, (seen) => {
        typed = seen;
      });
      await expect.poll(() => typed?.[team.teamKey]).toEqual({ 1: { question: 1, text: 'tesla' } });
      stop();
      let refused: TypedAnswers | undefined;
      let refusal: string | undefined;
      const stopPlayer = harness.organizer.watchTypedAnswers(
        first,
        (seen) => {
          refused = seen;
        },
        (error) => {
          refusal = error.code;
        },
      );
      // The console says so, rather than showing no statistics without a word.
      await expect.poll(() => refusal).toBe('PERMISSION_DENIED');
      await new Promise((resolve) => setTimeout(resolve, 300));
      stopPlayer();
      expect(refused?.[team.teamKey]).toBeUndefined();
    });

    it('accepts a spelling mid-night, logged: the team that typed it enters it again at once and moves on', async () => {
      const team = await playingTeam();
      const wrong = await answerProof('2', 'volta');
      const outcome = await harness.teams.guess(first, team.teamKey, team, wrong, 'volta');
      expect(outcome.type).toBe('wrong');
      expect(await harness.teams.isAcceptedSpelling(first, 2, wrong)).toBe(false);
      expect(await rejection(harness.organizer.acceptSpelling(first, 2, 'volta'))).toBe(
        'PERMISSION_DENIED',
      );
      const night = latestNight(harness.night);
      let log: AcceptedSpellings | undefined;
      const stop = harness.organizer.watchAcceptedSpellings(organizer, (seen) => {
        log = seen;
      });
      try {
        // The organizer accepts it a moment after it was typed: the wait's exemption is only for
        // a spelling accepted after the guess it repeats.
        await harness.advanceClock(1000);
        await harness.organizer.acceptSpelling(organizer, 2, 'volta');
        await expect
          .poll(() => log?.['2']?.[wrong])
          .toMatchObject({ by: organizer.uid, text: 'volta' });
        await expect
          .poll(() => night.seen()?.spellingsAt?.['2'], { timeout: 15_000 })
          .toBeGreaterThan(0);
        expect(await harness.teams.isAcceptedSpelling(first, 2, wrong)).toBe(true);
        // Inside the wait after that wrong guess, entering it again is not held back.
        const again = await harness.teams.guess(first, team.teamKey, team, wrong, 'volta');
        expect(again).toMatchObject({ type: 'correct', record: { question: 3 } });
        expect(await rejection(harness.organizer.acceptSpelling(organizer, 2, 'volta'))).toBe(
          'PERMISSION_DENIED',
        );
      } finally {
        stop();
        night.stop();
      }
    }, 25_000);

    it('resets a team: the name is free again and its player may register anew', async () => {
      const team = await playingTeam();
      expect((await harness.teams.getSolves())[team.teamKey]?.['1']).toBeGreaterThan(0);
      await harness.organizer.resetTeam(organizer, team);
      expect(await harness.teams.get(team.teamKey)).toBeNull();
      expect(await harness.teams.ownedTeam(first)).toBeNull();
      expect(await harness.teams.eligibility(first)).toBe('player');
      expect((await harness.teams.getSolves())[team.teamKey]).toBeUndefined();
      const again = await harness.teams.register(first, team.teamKey, team.teamName);
      expect(again).toMatchObject({ question: 1, score: 0, owner: first.uid });
      expect(await harness.teams.lastGuess(first, team.teamKey)).toBeNull();
    }, 20_000);

    it('stamps the night with each change to the board no timestamp shows, so boards read it all again', async () => {
      const team = await playingTeam();
      const night = latestNight(harness.night);
      try {
        await expect.poll(() => night.seen()).toMatchObject({ boardEditedAt: null });
        await harness.organizer.setDisqualified(organizer, team, true);
        await expect
          .poll(() => night.seen()?.boardEditedAt, { timeout: 10_000 })
          .toBeGreaterThanOrEqual(team.timestamp);
        const disqualified = night.seen()?.boardEditedAt ?? 0;
        await harness.advanceClock(1000);
        await harness.organizer.resetTeam(organizer, team);
        await expect
          .poll(() => night.seen()?.boardEditedAt, { timeout: 10_000 })
          .toBeGreaterThan(disqualified);
      } finally {
        night.stop();
      }
    }, 25_000);

    it('evicts a team: its name is free for another device, its own may not enter a team tonight', async () => {
      const team = await playingTeam();
      await harness.organizer.evictTeam(organizer, team);
      expect(await harness.teams.get(team.teamKey)).toBeNull();
      expect(await harness.teams.ownedTeam(first)).toBeNull();
      expect(await harness.teams.eligibility(first)).toBe('evicted');
      expect(await rejection(harness.teams.register(first, team.teamKey, team.teamName))).toBe(
        'PERMISSION_DENIED',
      );
      const other = freshKey();
      expect(await rejection(harness.teams.register(first, other, other))).toBe(
        'PERMISSION_DENIED',
      );
      const taken = await harness.teams.register(second, team.teamKey, team.teamName);
      expect(taken).toMatchObject({ question: 1, score: 0, owner: second.uid });
      expect(await harness.teams.eligibility(second)).toBe('player');
    });

    it("keeps an organizer's account from entering a team, and says why", async () => {
      expect(await harness.teams.eligibility(organizer)).toBe('organizer');
      const key = freshKey();
      expect(await rejection(harness.teams.register(organizer, key, key))).toBe(
        'PERMISSION_DENIED',
      );
      expect(await harness.teams.get(key)).toBeNull();
      expect(await harness.teams.ownedTeam(organizer)).toBeNull();
    });

    it('moves a team to another device, which then owns and resumes it', async () => {
      const team = await playingTeam();
      const code = await harness.registerDevice(second);
      await harness.organizer.moveTeam(organizer, team, code.toLowerCase());
      expect(await harness.teams.ownedTeam(second)).toBe(team.teamKey);
      expect(await harness.teams.ownedTeam(first)).toBeNull();
      const moved = await harness.teams.get(team.teamKey);
      expect(moved?.owner).toBe(second.uid);
      expect(progressOf(moved)).toEqual(progressOf(team));
      await harness.advanceClock(GUESS_COOLDOWN_MS);
      const outcome = await harness.teams.guess(
        second,
        team.teamKey,
        team,
        await harness.proof(2),
        'tesla',
      );
      expect(outcome).toMatchObject({
        type: 'correct',
        record: { question: 3, score: 2 * POINTS_PER_ANSWER },
      });
    });

    it('refuses to move a team to an unknown code or to a device that owns a team', async () => {
      const team = await playingTeam();
      expect(await rejection(harness.organizer.moveTeam(organizer, team, 'ZZZZZ9'))).toBe(
        'NOT_FOUND',
      );
      expect(await rejection(harness.organizer.moveTeam(organizer, team, 'not.a/code'))).toBe(
        'NOT_FOUND',
      );
      const other = freshKey();
      await harness.teams.register(second, other, other);
      const code = await harness.registerDevice(second);
      expect(await rejection(harness.organizer.moveTeam(organizer, team, code))).toBe(
        'PERMISSION_DENIED',
      );
      expect((await harness.teams.get(team.teamKey))?.owner).toBe(first.uid);
      expect(await harness.teams.ownedTeam(first)).toBe(team.teamKey);
      expect(await harness.teams.ownedTeam(second)).toBe(other);
    });

    it('refuses to move a team to a device banned tonight, which would undo the ban', async () => {
      const team = await playingTeam();
      const banned = freshKey();
      const bannedTeam = await harness.teams.register(second, banned, banned);
      await harness.organizer.evictTeam(organizer, { ...bannedTeam, teamKey: banned });
      const code = await harness.registerDevice(second);
      expect(await rejection(harness.organizer.moveTeam(organizer, team, code))).toBe('EVICTED');
      expect((await harness.teams.get(team.teamKey))?.owner).toBe(first.uid);
      expect(await harness.teams.ownedTeam(first)).toBe(team.teamKey);
      expect(await harness.teams.ownedTeam(second)).toBeNull();
      expect(await harness.teams.eligibility(second)).toBe('evicted');
    });

    it("refuses to move a team to an organizer's device, who knows the answers", async () => {
      const team = await playingTeam();
      const code = await harness.registerDevice(organizer);
      expect(await rejection(harness.organizer.moveTeam(organizer, team, code))).toBe(
        'PERMISSION_DENIED',
      );
      expect((await harness.teams.get(team.teamKey))?.owner).toBe(first.uid);
      expect(await harness.teams.ownedTeam(first)).toBe(team.teamKey);
      expect(await harness.teams.ownedTeam(organizer)).toBeNull();
    });

    it('disqualifies and reinstates a team, changing nothing else', async () => {
      const team = await playingTeam();
      const before = { ...team, teamKey: undefined };
      await harness.organizer.setDisqualified(organizer, team, true);
      expect(await harness.teams.get(team.teamKey)).toEqual({ ...before, disqualified: true });
      await harness.organizer.setDisqualified(organizer, team, false);
      expect(await harness.teams.get(team.teamKey)).toEqual({ ...before, disqualified: false });
    });

    it('posts and clears the announcement, trimmed and stamped, live for the players', async () => {
      const night = latestNight(harness.night);
      try {
        await harness.organizer.announce(organizer, '  Riddle 7 has a typo: read "ohm".  ');
        await expect
          .poll(() => night.seen(), { timeout: 10_000 })
          .toMatchObject({ announcement: { text: 'Riddle 7 has a typo: read "ohm".' } });
        expect(night.seen()).toMatchObject({ announcement: { at: expect.any(Number) } });
        await harness.organizer.announce(organizer, null);
        await expect
          .poll(() => night.seen(), { timeout: 10_000 })
          .toMatchObject({ announcement: null });
      } finally {
        night.stop();
      }
    }, 25_000);

    it(`refuses an announcement that is empty once trimmed, or over ${ANNOUNCEMENT_MAX_LENGTH} characters`, async () => {
      for (const text of ['', '   ', 'x'.repeat(ANNOUNCEMENT_MAX_LENGTH + 1)]) {
        expect(await rejection(harness.organizer.announce(organizer, text))).toBe(
          'PERMISSION_DENIED',
        );
      }
      await harness.organizer.announce(organizer, 'x'.repeat(ANNOUNCEMENT_MAX_LENGTH));
    });

    it("releases a riddle's hint to every team, live, and only a hint the bank has", async () => {
      const night = latestNight(harness.night);
      try {
        // The sample bank gives riddle 1 two hints.
        await harness.organizer.releaseHint(organizer, 1, 2);
        await expect
          .poll(() => night.seen(), { timeout: 10_000 })
          .toMatchObject({ hintsReleased: { 1: [2] } });
        expect(await rejection(harness.organizer.releaseHint(organizer, 1, 3))).toBe(
          'PERMISSION_DENIED',
        );
        expect(await rejection(harness.organizer.releaseHint(first, 1, 1))).toBe(
          'PERMISSION_DENIED',
        );
      } finally {
        night.stop();
      }
    }, 25_000);

    it('freezes and unfreezes the leaderboard, live for the players', async () => {
      const night = latestNight(harness.night);
      try {
        await harness.organizer.setFrozen(organizer, true);
        await expect
          .poll(() => night.seen(), { timeout: 10_000 })
          .toMatchObject({ frozenAt: expect.any(Number) });
        await harness.organizer.setFrozen(organizer, false);
        await expect
          .poll(() => night.seen(), { timeout: 10_000 })
          .toMatchObject({ frozenAt: null });
      } finally {
        night.stop();
      }
    }, 25_000);

    it('keeps the first freeze point when a frozen board is frozen again, by an organizer only', async () => {
      await harness.organizer.setFrozen(organizer, true);
      const frozen = latestNight(harness.night);
      await expect
        .poll(() => frozen.seen()?.frozenAt, { timeout: 10_000 })
        .toEqual(expect.any(Number));
      frozen.stop();
      const frozenAt = frozen.seen()?.frozenAt;
      await harness.advanceClock(60_000);
      await harness.organizer.setFrozen(organizer, true);
      expect(await rejection(harness.organizer.setFrozen(first, true))).toBe('PERMISSION_DENIED');
      const again = latestNight(harness.night);
      try {
        await expect.poll(() => again.seen(), { timeout: 10_000 }).toMatchObject({ frozenAt });
      } finally {
        again.stop();
      }
    }, 25_000);

    it('refuses every action to a player, changing nothing', async () => {
      const team = await playingTeam();
      const code = await harness.registerDevice(await harness.player('third'));
      const attempts = [
        () => harness.organizer.resetTeam(first, team),
        () => harness.organizer.resetTeam(second, team),
        () => harness.organizer.evictTeam(first, team),
        () => harness.organizer.evictTeam(second, team),
        () => harness.organizer.moveTeam(second, team, code),
        () => harness.organizer.setDisqualified(first, team, true),
        () => harness.organizer.announce(first, 'All teams: riddle 7 is void.'),
        () => harness.organizer.setFrozen(first, true),
      ];
      for (const attempt of attempts) expect(await rejection(attempt())).toBe('PERMISSION_DENIED');
      const before = { ...team, teamKey: undefined };
      expect(await harness.teams.get(team.teamKey)).toEqual(before);
      expect(await harness.teams.ownedTeam(first)).toBe(team.teamKey);
      const night = latestNight(harness.night);
      try {
        await expect.poll(() => night.seen()).toBeDefined();
        expect(night.seen()).not.toMatchObject({ announcement: expect.anything() });
        expect(night.seen()).not.toMatchObject({ frozenAt: expect.anything() });
      } finally {
        night.stop();
      }
    });
  });
}
