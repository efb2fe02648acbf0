import targaryen from 'targaryen';
import { describe, expect, it } from 'vitest';
import {
  advance,
  ALTERNATIVE_1,
  answers,
  creation,
  databaseRules,
  databaseWith,
  HOUR,
  newTeam,
  OWNER,
  SCHEDULE,
  SERVER_TIME,
  STARTED_AT,
  STRANGER,
  teamRecord,
} from './rules-fixture.ts';

const TEAM = '/user/tesla coils';
const now = STARTED_AT + 60_000;

const advanceTo2 = advance(1, 0);
/** A path under the team's record, for root updates. */
const field = (name: string) => `user/tesla coils/${name}`;
const withoutQuestion = Object.fromEntries(
  Object.entries(advanceTo2).filter(([path]) => path !== field('question')),
);
/** The team's last recorded guess: `proof` for question 1, a minute before `now`. */
const guessed = (proof: string) => ({ question: 1, proof, at: now - 60_000, count: 1 });

describe('user records: create', () => {
  const empty = databaseWith(null);

  const create = (record: object) => empty.as(OWNER).update('/', creation(record), { now });

  it('lets a signed-in user create a team it owns, at question 1 with 0 points and server times', () => {
    const result = create(newTeam());
    expect(result.allowed).toBe(true);
    expect(result.newDatabase.root.$value()).toMatchObject({
      user: { 'tesla coils': { startedAt: now, timestamp: now } },
    });
  });

  it('refuses an unauthenticated create', () => {
    expect(empty.as(null).update('/', creation(newTeam()), { now }).allowed).toBe(false);
  });

  it('refuses a create owned by someone else', () => {
    const theirs = creation(newTeam(), 'tesla coils', STRANGER.uid);
    expect(empty.as(STRANGER).update('/', theirs, { now }).allowed).toBe(false);
    expect(empty.as(STRANGER).update('/', creation(newTeam()), { now }).allowed).toBe(false);
  });

  it.each([
    ['a later question', { question: 2 }],
    ['a head start in score', { score: 10 }],
    ['a client-chosen start time', { startedAt: now - HOUR }],
    ['a client-chosen timestamp', { timestamp: now - 1 }],
    ['an extra field', { proof: 'proof-one' }],
  ])('refuses a create with %s', (_label, overrides) => {
    expect(create(newTeam(overrides)).allowed).toBe(false);
  });

  it('accepts a team name of exactly 40 characters', () => {
    const key = 'x'.repeat(40);
    const result = empty.as(OWNER).update('/', creation(newTeam({ teamName: key }), key), { now });
    expect(result.allowed).toBe(true);
  });

  it('refuses a second create over an existing team, even by its owner', () => {
    const taken = databaseWith(teamRecord(3, 20));
    const theirs = creation(newTeam({ owner: STRANGER.uid }), 'tesla coils', STRANGER.uid);
    expect(taken.as(STRANGER).update('/', theirs, { now }).allowed).toBe(false);
    expect(taken.as(OWNER).update('/', creation(newTeam()), { now }).allowed).toBe(false);
  });
});

describe('user records: advance', () => {
  const onQuestion1 = databaseWith(teamRecord(1, 0), { '1': answers['1'] });

  it('lets the owner move on by one question and 10 points once the proof exists', () => {
    const result = onQuestion1.as(OWNER).update('/', advanceTo2, { now });
    expect(result.allowed).toBe(true);
    expect(result.newDatabase.root.$value()).toMatchObject({
      user: { 'tesla coils': { question: 2, score: 10, timestamp: now, startedAt: STARTED_AT } },
    });
  });

  it('refuses an advance without the proof of the current question', () => {
    const noProof = databaseWith(teamRecord(1, 0));
    expect(noProof.as(OWNER).update('/', advanceTo2, { now }).allowed).toBe(false);
  });

  it('refuses an advance backed only by the proof of another question', () => {
    const wrongProof = databaseWith(teamRecord(2, 10), { '1': answers['1'] });
    expect(wrongProof.as(OWNER).update('/', advance(2, 10), { now }).allowed).toBe(false);
  });

  it('refuses an advance by anyone but the owner', () => {
    expect(onQuestion1.as(STRANGER).update('/', advanceTo2, { now }).allowed).toBe(false);
    expect(onQuestion1.as(null).update('/', advanceTo2, { now }).allowed).toBe(false);
  });

  it.each([
    ['a skipped question', { ...advanceTo2, [field('question')]: 3 }],
    ['a wrong score', { ...advanceTo2, [field('score')]: 20 }],
    ['points without a question', withoutQuestion],
    ['a client-chosen timestamp', { ...advanceTo2, [field('timestamp')]: now - 1 }],
    ['an extra field', { ...advanceTo2, [field('bonus')]: 5 }],
    ['a changed owner', { ...advanceTo2, [field('owner')]: STRANGER.uid }],
    ['a changed team name', { ...advanceTo2, [field('teamName')]: 'Other Name' }],
    ['a moved start time', { ...advanceTo2, [field('startedAt')]: now }],
    ['a removed field', { ...advanceTo2, [field('teamName')]: null }],
  ])('refuses an advance with %s', (_label, patch) => {
    expect(onQuestion1.as(OWNER).update('/', patch, { now }).allowed).toBe(false);
  });

  it('refuses an advance after the 60 minutes, and accepts one just before', () => {
    const lastMoment = STARTED_AT + HOUR - 1;
    expect(onQuestion1.as(OWNER).update('/', advanceTo2, { now: lastMoment }).allowed).toBe(true);
    expect(onQuestion1.as(OWNER).update('/', advanceTo2, { now: STARTED_AT + HOUR }).allowed).toBe(
      false,
    );
  });

  it('refuses a whole-record overwrite that moves on without following the advance rule', () => {
    const record = { ...teamRecord(2, 10), timestamp: SERVER_TIME, score: 100 };
    expect(onQuestion1.as(OWNER).write(TEAM, record, { now }).allowed).toBe(false);
    const withSolve = { [TEAM.slice(1)]: record, 'solves/tesla coils/1': SERVER_TIME };
    expect(onQuestion1.as(OWNER).update('/', withSolve, { now }).allowed).toBe(false);
  });

  it('refuses proof and advance in one multi-location update: rules see the root before it', () => {
    const noProof = databaseWith(teamRecord(1, 0));
    const both = { 'proofs/tesla coils/1': answers['1'], ...advanceTo2 };
    expect(noProof.as(OWNER).update('/', both, { now }).allowed).toBe(false);
    const proofOnly = { 'proofs/tesla coils/1': answers['1'] };
    const rightGuess = databaseWith(teamRecord(1, 0), {}, SCHEDULE, guessed(answers['1']));
    expect(rightGuess.as(OWNER).update('/', both, { now }).allowed).toBe(false);
    expect(rightGuess.as(OWNER).update('/', proofOnly, { now }).allowed).toBe(true);
  });

  it('refuses moving past question 22', () => {
    const solved = databaseWith(teamRecord(22, 210), { '22': 'anything' });
    expect(solved.as(OWNER).update('/', advance(22, 210), { now }).allowed).toBe(false);
  });

  it('never lets a player delete a team record, its own or another', () => {
    expect(onQuestion1.as(OWNER).write(TEAM, null, { now }).allowed).toBe(false);
    expect(onQuestion1.as(STRANGER).write(TEAM, null, { now }).allowed).toBe(false);
    expect(onQuestion1.as(OWNER).write('/user', null, { now }).allowed).toBe(false);
  });

  it('lets anyone read the team list for the leaderboard', () => {
    expect(onQuestion1.as(null).read('/user').allowed).toBe(true);
  });
});

describe('proofs', () => {
  const onQuestion1 = databaseWith(teamRecord(1, 0), {}, SCHEDULE, guessed(answers['1']));
  const PROOF_1 = '/proofs/tesla coils/1';

  it("accepts the owner's proof when it equals the stored answer proof", () => {
    expect(onQuestion1.as(OWNER).write(PROOF_1, answers['1'], { now }).allowed).toBe(true);
  });

  it('accepts the proof of another accepted spelling when it is the last recorded guess', () => {
    const otherSpelling = databaseWith(teamRecord(1, 0), {}, SCHEDULE, guessed(ALTERNATIVE_1));
    const result = otherSpelling.as(OWNER).write(PROOF_1, ALTERNATIVE_1, { now });
    expect(result.allowed).toBe(true);
    expect(result.newDatabase.as(OWNER).update('/', advanceTo2, { now }).allowed).toBe(true);
    expect(onQuestion1.as(OWNER).write(PROOF_1, ALTERNATIVE_1, { now }).allowed).toBe(false);
  });

  it("refuses another riddle's spelling, a path below one, and a key that is not a spelling", () => {
    const onQuestion2 = (proof: string) =>
      databaseWith(teamRecord(2, 10), { '1': answers['1'] }, SCHEDULE, {
        ...guessed(proof),
        question: 2,
      });
    const PROOF_2 = '/proofs/tesla coils/2';
    expect(
      onQuestion2(ALTERNATIVE_1).as(OWNER).write(PROOF_2, ALTERNATIVE_1, { now }).allowed,
    ).toBe(false);
    const below = `${ALTERNATIVE_1}/x`;
    const guessedBelow = databaseWith(teamRecord(1, 0), {}, SCHEDULE, guessed(below));
    expect(guessedBelow.as(OWNER).write(PROOF_1, below, { now }).allowed).toBe(false);
    const notTrue = targaryen.database(
      databaseRules,
      {
        ...(databaseWith(teamRecord(1, 0), {}, SCHEDULE, guessed('maybe')).root.$value() as object),
        alternatives: { '1': { maybe: 'yes' } },
      },
      now,
    );
    expect(notTrue.as(OWNER).write(PROOF_1, 'maybe', { now }).allowed).toBe(false);
  });

  it('refuses a wrong proof, even when it is the last recorded guess', () => {
    expect(onQuestion1.as(OWNER).write(PROOF_1, answers['2'], { now }).allowed).toBe(false);
    const wrongGuess = databaseWith(teamRecord(1, 0), {}, SCHEDULE, guessed(answers['2']));
    expect(wrongGuess.as(OWNER).write(PROOF_1, answers['2'], { now }).allowed).toBe(false);
  });

  it('refuses a proof for a question that has no answer', () => {
    const PROOF_9 = '/proofs/tesla coils/9';
    expect(onQuestion1.as(OWNER).write(PROOF_9, 'guess', { now }).allowed).toBe(false);
  });

  it('refuses a right proof written by someone other than the owner', () => {
    expect(onQuestion1.as(STRANGER).write(PROOF_1, answers['1'], { now }).allowed).toBe(false);
    expect(onQuestion1.as(null).write(PROOF_1, answers['1'], { now }).allowed).toBe(false);
  });

  it('refuses a proof for a team that does not exist', () => {
    const ghost = '/proofs/ghost team/1';
    expect(onQuestion1.as(OWNER).write(ghost, answers['1'], { now }).allowed).toBe(false);
  });

  it('refuses overwriting or deleting a proof once written', () => {
    const proven = databaseWith(teamRecord(2, 10), { '1': answers['1'] });
    expect(proven.as(OWNER).write(PROOF_1, answers['1'], { now }).allowed).toBe(false);
    expect(proven.as(OWNER).write(PROOF_1, null, { now }).allowed).toBe(false);
  });

  it('keeps proofs unreadable, even to the owner', () => {
    const proven = databaseWith(teamRecord(2, 10), { '1': answers['1'] });
    expect(proven.as(OWNER).read(PROOF_1).allowed).toBe(false);
    expect(proven.as(OWNER).read('/proofs').allowed).toBe(false);
  });
});

describe('answers and accepted spellings', () => {
  const db = databaseWith(teamRecord(1, 0));

  it('keep accepted spellings unreadable and unwritable by clients', () => {
    for (const who of [OWNER, STRANGER, null]) {
      expect(db.as(who).read('/alternatives').allowed).toBe(false);
      expect(db.as(who).read('/alternatives/1').allowed).toBe(false);
      expect(db.as(who).read(`/alternatives/1/${ALTERNATIVE_1}`).allowed).toBe(false);
      expect(db.as(who).write('/alternatives/1/mine', true, { now }).allowed).toBe(false);
      expect(db.as(who).write(`/alternatives/1/${ALTERNATIVE_1}`, null, { now }).allowed).toBe(
        false,
      );
    }
  });

  it('cannot be read by clients', () => {
    expect(db.as(OWNER).read('/answers').allowed).toBe(false);
    expect(db.as(OWNER).read('/answers/1').allowed).toBe(false);
    expect(db.as(null).read('/answers/1').allowed).toBe(false);
  });

  it('cannot be written by clients', () => {
    expect(db.as(OWNER).write('/answers/1', 'mine', { now }).allowed).toBe(false);
    expect(db.as(OWNER).write('/answers/4', 'new', { now }).allowed).toBe(false);
  });

  it('leaves the root closed', () => {
    expect(db.as(OWNER).read('/').allowed).toBe(false);
    expect(db.as(OWNER).write('/', null, { now }).allowed).toBe(false);
  });
});
