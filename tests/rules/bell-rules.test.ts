import { describe, expect, it } from 'vitest';
import {
  advance,
  answers,
  CLOSES_AT,
  databaseWith,
  type GuessRecord,
  HOUR,
  OWNER,
  SCHEDULE,
  SERVER_TIME,
  STARTED_AT,
  type StoredTeam,
  STRANGER,
  teamRecord,
} from './rules-fixture.ts';

/**
 * No point lost at the bell: a right guess recorded before the team's hour ends (or the night
 * closes) still moves the team on when its advance lands up to 60 s after that bell.
 */
const BELL = STARTED_AT + HOUR;
const GRACE = 60_000;
const rightGuess = (at: number, proof = answers['1']): GuessRecord => ({
  question: 1,
  proof,
  at,
  count: 3,
});
/** The team on question 1, its proof saved from `guess` (the right one), not yet advanced. */
const proven = (guess: GuessRecord | null, team: StoredTeam = teamRecord(1, 0)) =>
  databaseWith(team, { '1': answers['1'] }, SCHEDULE, guess);
const advances = (db: ReturnType<typeof proven>, now: number, who = OWNER) =>
  db.as(who).update('/', advance(1, 0), { now }).allowed;

describe("the bell's grace: the team's hour", () => {
  const recordedBefore = proven(rightGuess(BELL - 2_000));

  it('takes the advance of a right guess recorded 2 s before the hour ends, up to 59.999 s after', () => {
    expect(advances(recordedBefore, BELL)).toBe(true);
    expect(advances(recordedBefore, BELL + 59_000)).toBe(true);
    expect(advances(recordedBefore, BELL + GRACE - 1)).toBe(true);
  });

  it('refuses it 60 s after the bell', () => {
    expect(advances(recordedBefore, BELL + GRACE)).toBe(false);
    expect(advances(recordedBefore, BELL + 10 * GRACE)).toBe(false);
  });

  it('refuses the advance of a guess recorded at the bell or after it', () => {
    expect(advances(proven(rightGuess(BELL)), BELL + 1_000)).toBe(false);
    expect(advances(proven(rightGuess(BELL + 500)), BELL + 1_000)).toBe(false);
  });

  it('refuses a guess recorded after the bell, so none can be proven late', () => {
    const guess = { question: 1, proof: answers['1'], at: SERVER_TIME, count: 1 };
    const waiting = databaseWith(teamRecord(1, 0), {}, SCHEDULE, null);
    expect(waiting.as(OWNER).write('/guesses/tesla coils', guess, { now: BELL }).allowed).toBe(
      false,
    );
    expect(waiting.as(OWNER).write('/guesses/tesla coils', guess, { now: BELL - 1 }).allowed).toBe(
      true,
    );
  });

  it('refuses the late advance when the last recorded guess is not the proven one', () => {
    const wrongSince = proven(rightGuess(BELL - 2_000, 'a wrong guess after the right one'));
    expect(advances(wrongSince, BELL + 1_000)).toBe(false);
    expect(advances(proven(null), BELL + 1_000)).toBe(false);
    const earlierQuestion = proven({ ...rightGuess(BELL - 2_000), question: 0 });
    expect(advances(earlierQuestion, BELL + 1_000)).toBe(false);
  });

  it('refuses the late advance to anyone but the owner, of a disqualified team, or without its proof', () => {
    expect(advances(recordedBefore, BELL + 1_000, STRANGER)).toBe(false);
    const disqualified = proven(rightGuess(BELL - 2_000), {
      ...teamRecord(1, 0),
      disqualified: true,
    });
    expect(advances(disqualified, BELL + 1_000)).toBe(false);
    const unproven = databaseWith(teamRecord(1, 0), {}, SCHEDULE, rightGuess(BELL - 2_000));
    expect(advances(unproven, BELL + 1_000)).toBe(false);
  });

  it('moves the team on once: the next riddle has no recorded guess to be late with', () => {
    const after = recordedBefore.as(OWNER).update('/', advance(1, 0), { now: BELL + 1_000 });
    expect(after.allowed).toBe(true);
    const withNextProof = after.newDatabase.root.$value() as { proofs: Record<string, object> };
    expect(withNextProof.proofs['tesla coils']).toEqual({ '1': answers['1'] });
    expect(
      after.newDatabase.as(OWNER).update('/', advance(2, 10), { now: BELL + 2_000 }).allowed,
    ).toBe(false);
  });
});

describe("the bell's grace: the night's close", () => {
  /** A team that started 10 minutes before the close: the close is its bell. */
  const lateStart = CLOSES_AT - 10 * 60_000;
  const lateTeam = { ...teamRecord(1, 0, lateStart), startedAt: lateStart };

  it('takes the advance of a guess recorded before the close up to 59.999 s after it', () => {
    const recorded = proven(rightGuess(CLOSES_AT - 2_000), lateTeam);
    expect(advances(recorded, CLOSES_AT + 59_000)).toBe(true);
    expect(advances(recorded, CLOSES_AT + GRACE - 1)).toBe(true);
    expect(advances(recorded, CLOSES_AT + GRACE)).toBe(false);
  });

  it('refuses the advance of a guess recorded at the close', () => {
    expect(advances(proven(rightGuess(CLOSES_AT), lateTeam), CLOSES_AT + 1_000)).toBe(false);
  });

  it('counts from the earlier bell when the hour ends before the close', () => {
    const recorded = proven(rightGuess(BELL - 2_000));
    expect(BELL + GRACE).toBeLessThan(CLOSES_AT);
    expect(advances(recorded, BELL + GRACE)).toBe(false);
  });
});
