import type { Auth } from 'targaryen';
import { describe, expect, it } from 'vitest';
import {
  advance,
  answers,
  creation,
  databaseWith,
  newTeam,
  ORGANIZER,
  OWNER,
  SCHEDULE,
  SERVER_TIME,
  STARTED_AT,
  type StoredTeam,
  STRANGER,
  teamRecord,
  withOrganizer,
} from './rules-fixture.ts';

/** user/{teamKey}/disqualified: set and cleared by organizers alone, and it stops the team. */
const now = STARTED_AT + 60_000;
const DISQUALIFIED = 'user/tesla coils/disqualified';
const field = (name: string) => `user/tesla coils/${name}`;
const rightGuess = { question: 1, proof: answers['1'], at: now - 60_000, count: 1 };
/** The team on question 1 with its right guess recorded, and ORGANIZER granted. */
const playing = (team: StoredTeam = teamRecord(1, 0), proofs: Record<string, string> = {}) =>
  withOrganizer(databaseWith(team, proofs, SCHEDULE, rightGuess));
const update = (patch: Record<string, unknown>, who: Auth | null = ORGANIZER, db = playing()) =>
  db.as(who).update('/', patch, { now }).allowed;
const disqualifiedTeam = { ...teamRecord(1, 0), disqualified: true };

describe('disqualified: organizers disqualify and reinstate', () => {
  it('lets an organizer disqualify a team, and reinstate it', () => {
    const result = playing()
      .as(ORGANIZER)
      .update('/', { [DISQUALIFIED]: true }, { now });
    expect(result.allowed).toBe(true);
    expect(result.newDatabase.root.$value()).toMatchObject({
      user: { 'tesla coils': { ...teamRecord(1, 0), disqualified: true } },
    });
    expect(update({ [DISQUALIFIED]: false }, ORGANIZER, playing(disqualifiedTeam))).toBe(true);
  });

  it.each([
    ['a text', 'yes'],
    ['a number', 1],
    ['a delete', null],
  ])('refuses %s as the mark', (_label, value) => {
    expect(update({ [DISQUALIFIED]: value }, ORGANIZER, playing(disqualifiedTeam))).toBe(false);
  });

  it.each([
    ['question', 5],
    ['score', 100],
    ['timestamp', SERVER_TIME],
    ['startedAt', now],
    ['teamName', 'other name'],
    ['owner', STRANGER.uid],
    ['note', 'cheated'],
  ])('refuses a disqualification that also changes %s', (name, value) => {
    expect(update({ [DISQUALIFIED]: true, [field(name)]: value })).toBe(false);
    expect(update({ [DISQUALIFIED]: false, [field(name)]: value })).toBe(false);
  });

  it('refuses marking a team that does not exist', () => {
    expect(update({ 'user/ghost team/disqualified': true })).toBe(false);
  });
});

describe('disqualified: players never touch it', () => {
  it('refuses the mark from the team itself, another player or a signed-out client', () => {
    for (const who of [OWNER, STRANGER, null]) {
      expect(update({ [DISQUALIFIED]: true }, who)).toBe(false);
      expect(update({ [DISQUALIFIED]: false }, who, playing(disqualifiedTeam))).toBe(false);
    }
  });

  it('refuses a create that holds it, true or false', () => {
    const empty = databaseWith(null);
    for (const disqualified of [true, false]) {
      const patch = creation(newTeam({ disqualified }));
      expect(empty.as(OWNER).update('/', patch, { now }).allowed).toBe(false);
    }
    expect(empty.as(OWNER).update('/', creation(newTeam()), { now }).allowed).toBe(true);
  });

  it('refuses an advance that sets or clears it', () => {
    const proven = (team: StoredTeam) => playing(team, { '1': answers['1'] });
    expect(update(advance(1, 0), OWNER, proven(teamRecord(1, 0)))).toBe(true);
    const marked = { ...advance(1, 0), [DISQUALIFIED]: false };
    expect(update(marked, OWNER, proven(teamRecord(1, 0)))).toBe(false);
    expect(update(marked, OWNER, proven(disqualifiedTeam))).toBe(false);
  });
});

describe('disqualified: the team is stopped', () => {
  const reinstated = { ...teamRecord(1, 0), disqualified: false };

  it('cannot guess', () => {
    const guess = { question: 1, proof: 'a guess', at: SERVER_TIME, count: 2 };
    const guessAs = (team: StoredTeam) =>
      playing(team).as(OWNER).write('/guesses/tesla coils', guess, { now }).allowed;
    expect(guessAs(disqualifiedTeam)).toBe(false);
    expect(guessAs(reinstated)).toBe(true);
  });

  it('cannot prove its last guess', () => {
    const proveAs = (team: StoredTeam) =>
      playing(team).as(OWNER).write('/proofs/tesla coils/1', answers['1'], { now }).allowed;
    expect(proveAs(disqualifiedTeam)).toBe(false);
    expect(proveAs(reinstated)).toBe(true);
  });

  it('cannot advance, even with the proof already written', () => {
    const advanceAs = (team: StoredTeam) =>
      update(advance(1, 0), OWNER, playing(team, { '1': answers['1'] }));
    expect(advanceAs(disqualifiedTeam)).toBe(false);
    expect(advanceAs(reinstated)).toBe(true);
  });
});
