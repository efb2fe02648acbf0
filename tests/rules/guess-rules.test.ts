import targaryen from 'targaryen';
import { describe, expect, it } from 'vitest';
import {
  answers,
  CLOSES_AT,
  databaseRules,
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

const GUESS = '/guesses/tesla coils';
const PROOF_1 = '/proofs/tesla coils/1';
const now = STARTED_AT + 10 * 60_000;
const guess = (overrides: Record<string, unknown> = {}) => ({
  question: 1,
  proof: 'a guess',
  at: SERVER_TIME,
  count: 1,
  ...overrides,
});
/** The team on question 1, with `previous` as its last recorded guess (none when null). */
const onQuestion1 = (previous: GuessRecord | null = null, team: StoredTeam = teamRecord(1, 0)) =>
  databaseWith(team, {}, SCHEDULE, previous);
const previous = (at: number, count = 1, proof = 'earlier guess'): GuessRecord => ({
  question: 1,
  proof,
  at,
  count,
});
const allowed = (db = onQuestion1(), value: unknown = guess(), when = now) =>
  db.as(OWNER).write(GUESS, value, { now: when }).allowed;

describe('guesses: the first guess', () => {
  it("records the owner's first guess on its current question, at the server's time", () => {
    const result = onQuestion1().as(OWNER).write(GUESS, guess(), { now });
    expect(result.allowed).toBe(true);
    expect(result.newDatabase.root.$value()).toMatchObject({
      guesses: { 'tesla coils': { question: 1, proof: 'a guess', at: now, count: 1 } },
    });
  });

  it.each([
    ['a count of 0', { count: 0 }],
    ['a count of 2', { count: 2 }],
    ['no count', { count: null }],
    ['a time in the future', { at: now + 1 }],
    ['a backdated time', { at: now - 10_000 }],
    ['another question', { question: 2 }],
    ['an earlier question', { question: 0 }],
    ['a proof that is not a string', { proof: 42 }],
    ['an empty proof', { proof: '' }],
    ['a proof over 256 characters', { proof: 'x'.repeat(257) }],
    ['no proof', { proof: null }],
    ['an extra field', { answer: 'tesla' }],
  ])('refuses a first guess with %s', (_label, overrides) => {
    expect(allowed(onQuestion1(), guess(overrides))).toBe(false);
  });

  it('accepts a proof of exactly 256 characters', () => {
    expect(allowed(onQuestion1(), guess({ proof: 'x'.repeat(256) }))).toBe(true);
  });
});

describe('guesses: one every 5 seconds, counted', () => {
  it('refuses a guess 4.9 s after the previous one and takes it at 5 s', () => {
    expect(allowed(onQuestion1(previous(now - 4_900)), guess({ count: 2 }))).toBe(false);
    expect(allowed(onQuestion1(previous(now - 4_999)), guess({ count: 2 }))).toBe(false);
    expect(allowed(onQuestion1(previous(now - 5_000)), guess({ count: 2 }))).toBe(true);
  });

  it.each([
    ['reset to 1', 1],
    ['kept at 7', 7],
    ['skipped to 9', 9],
    ['moved back to 6', 6],
  ])('refuses a count %s after 7 guesses', (_label, count) => {
    expect(allowed(onQuestion1(previous(now - HOUR / 6, 7)), guess({ count }))).toBe(false);
    expect(allowed(onQuestion1(previous(now - HOUR / 6, 7)), guess({ count: 8 }))).toBe(true);
  });

  it('refuses a backdated or a future time on a later guess', () => {
    const earlier = onQuestion1(previous(now - 60_000));
    expect(allowed(earlier, guess({ count: 2, at: now - 1 }))).toBe(false);
    expect(allowed(earlier, guess({ count: 2, at: now + 1 }))).toBe(false);
    expect(allowed(earlier, guess({ count: 2, at: now - 60_000 }))).toBe(false);
  });

  it('refuses a partial update that moves the count without a new server time', () => {
    const earlier = onQuestion1(previous(now - 60_000));
    expect(earlier.as(OWNER).update(GUESS, { count: 2 }, { now }).allowed).toBe(false);
    expect(earlier.as(OWNER).update(GUESS, { proof: 'x' }, { now }).allowed).toBe(false);
  });

  it('never lets a player delete the record, to start the count again', () => {
    const earlier = onQuestion1(previous(now - 1_000, 30));
    expect(earlier.as(OWNER).write(GUESS, null, { now }).allowed).toBe(false);
    expect(earlier.as(OWNER).write('/guesses', null, { now }).allowed).toBe(false);
    expect(earlier.as(STRANGER).write(GUESS, null, { now }).allowed).toBe(false);
  });
});

describe('guesses: the wait follows a wrong guess only', () => {
  /** The team on `question`, its last recorded guess made `ago` ms before now for `guessed`. */
  const after = (question: number, guessed: number, ago: number, proof = 'earlier guess') =>
    databaseWith(teamRecord(question, (question - 1) * 10), {}, SCHEDULE, {
      ...previous(now - ago, 4, proof),
      question: guessed,
    });

  it('takes a guess 1 s after a right answer, once the team is on the next question', () => {
    expect(allowed(after(2, 1, 1_000, answers['1']), guess({ question: 2, count: 5 }))).toBe(true);
  });

  it('takes it in the very millisecond the team moved on', () => {
    expect(allowed(after(2, 1, 0, answers['1']), guess({ question: 2, count: 5 }))).toBe(true);
  });

  it('refuses a guess 1 s after a wrong answer on the same question', () => {
    expect(allowed(after(1, 1, 1_000), guess({ count: 5 }))).toBe(false);
    expect(allowed(after(2, 2, 1_000), guess({ question: 2, count: 5 }))).toBe(false);
  });

  it('still counts the guess after a right answer, on the current question only', () => {
    expect(allowed(after(2, 1, 1_000), guess({ question: 2, count: 4 }))).toBe(false);
    expect(allowed(after(2, 1, 1_000), guess({ question: 2, count: 6 }))).toBe(false);
    expect(allowed(after(2, 1, 1_000), guess({ question: 1, count: 5 }))).toBe(false);
    expect(allowed(after(2, 1, 1_000), guess({ question: 3, count: 5 }))).toBe(false);
  });
});

describe('guesses: whose, and when', () => {
  it("refuses a guess on another team's record, or on a team that does not exist", () => {
    const theirs = onQuestion1(null, { ...teamRecord(1, 0), owner: STRANGER.uid });
    expect(allowed(theirs)).toBe(false);
    expect(onQuestion1().as(STRANGER).write(GUESS, guess(), { now }).allowed).toBe(false);
    expect(onQuestion1().as(null).write(GUESS, guess(), { now }).allowed).toBe(false);
    const ghost = '/guesses/ghost team';
    expect(onQuestion1().as(OWNER).write(ghost, guess(), { now }).allowed).toBe(false);
  });

  it('refuses guesses once the team can no longer advance', () => {
    const started = teamRecord(1, 0).startedAt;
    expect(allowed(onQuestion1(), guess(), started + HOUR - 1)).toBe(true);
    expect(allowed(onQuestion1(), guess(), started + HOUR)).toBe(false);
    const lateStart = CLOSES_AT - 60_000;
    const late = onQuestion1(null, { ...teamRecord(1, 0, lateStart), startedAt: lateStart });
    expect(allowed(late, guess(), CLOSES_AT - 1)).toBe(true);
    expect(allowed(late, guess(), CLOSES_AT)).toBe(false);
    expect(allowed(databaseWith(teamRecord(1, 0), {}, null), guess())).toBe(false);
    const disqualified = { ...teamRecord(1, 0), disqualified: true };
    expect(allowed(onQuestion1(null, disqualified))).toBe(false);
    expect(allowed(onQuestion1(null, { ...teamRecord(1, 0), disqualified: false }))).toBe(true);
    const solved = onQuestion1(null, teamRecord(22, 210));
    expect(allowed(solved, guess({ question: 22 }))).toBe(false);
  });

  it('refuses guesses before the night opens, as after a postponement, and takes them from opensAt', () => {
    const postponed = { opensAt: now + HOUR, closesAt: now + 3 * HOUR };
    const waiting = databaseWith(teamRecord(1, 0), {}, postponed);
    expect(allowed(waiting, guess(), now)).toBe(false);
    const opening = databaseWith(teamRecord(1, 0), {}, { ...postponed, opensAt: now });
    expect(allowed(opening, guess(), now)).toBe(true);
    expect(allowed(databaseWith(teamRecord(1, 0), {}, { closesAt: CLOSES_AT }), guess())).toBe(
      false,
    );
  });

  it('lets the owner read its record, and organizers; nobody else', () => {
    const earlier = onQuestion1(previous(now - 1_000));
    expect(earlier.as(OWNER).read(GUESS).allowed).toBe(true);
    expect(earlier.as(STRANGER).read(GUESS).allowed).toBe(false);
    expect(earlier.as(null).read(GUESS).allowed).toBe(false);
    expect(earlier.as(OWNER).read('/guesses').allowed).toBe(false);
    const withOrganizer = targaryen.database(
      databaseRules,
      { ...(earlier.root.$value() as object), admins: { [STRANGER.uid]: true } },
      now,
    );
    expect(withOrganizer.as(STRANGER).read(GUESS).allowed).toBe(true);
    // The console's guess counts: organizers read every team's record at once, players never.
    expect(withOrganizer.as(STRANGER).read('/guesses').allowed).toBe(true);
    expect(withOrganizer.as(OWNER).read('/guesses').allowed).toBe(false);
    expect(withOrganizer.as(null).read('/guesses').allowed).toBe(false);
  });
});

describe('proofs: only from the last recorded guess', () => {
  const rightGuess = previous(now - 1_000, 3, answers['1']);

  it('accepts the right proof when it is the last recorded guess for the current question', () => {
    expect(onQuestion1(rightGuess).as(OWNER).write(PROOF_1, answers['1'], { now }).allowed).toBe(
      true,
    );
  });

  it('refuses the right proof with no guess recorded', () => {
    expect(onQuestion1(null).as(OWNER).write(PROOF_1, answers['1'], { now }).allowed).toBe(false);
  });

  it('refuses the right proof when the last guess was wrong', () => {
    const wrong = previous(now - 1_000, 3, answers['2']);
    expect(onQuestion1(wrong).as(OWNER).write(PROOF_1, answers['1'], { now }).allowed).toBe(false);
  });

  it('refuses the right proof when the last guess was for another question', () => {
    const forQuestion2 = { ...rightGuess, question: 2 };
    expect(onQuestion1(forQuestion2).as(OWNER).write(PROOF_1, answers['1'], { now }).allowed).toBe(
      false,
    );
  });

  it("refuses a proof for a question other than the team's current one", () => {
    const onQuestion2 = onQuestion1(rightGuess, teamRecord(2, 10));
    expect(onQuestion2.as(OWNER).write(PROOF_1, answers['1'], { now }).allowed).toBe(false);
    const ahead = { question: 2, proof: answers['2'], at: now - 1_000, count: 1 };
    const skipping = onQuestion1(ahead);
    const proof2 = '/proofs/tesla coils/2';
    expect(skipping.as(OWNER).write(proof2, answers['2'], { now }).allowed).toBe(false);
  });
});
