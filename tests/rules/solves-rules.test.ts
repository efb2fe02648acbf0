import { describe, expect, it } from 'vitest';
import {
  advance,
  answers,
  databaseWith,
  OWNER,
  SERVER_TIME,
  STARTED_AT,
  STRANGER,
  teamRecord,
} from './rules-fixture.ts';

/** solves/{teamKey}/{q}: when the team solved riddle q, written once, only with its advance. */
const now = STARTED_AT + 60_000;
const SOLVE_1 = 'solves/tesla coils/1';
const advanceTo2 = advance(1, 0);
const onQuestion1 = databaseWith(teamRecord(1, 0), { '1': answers['1'] });
const update = (patch: Record<string, unknown>, db = onQuestion1, who = OWNER) =>
  db.as(who).update('/', patch, { now }).allowed;
const without = (path: string) =>
  Object.fromEntries(Object.entries(advanceTo2).filter(([key]) => key !== path));

describe('solves: written with the advance', () => {
  it("records the solve at the server's time in the advance's root update", () => {
    const result = onQuestion1.as(OWNER).update('/', advanceTo2, { now });
    expect(result.allowed).toBe(true);
    expect(result.newDatabase.root.$value()).toMatchObject({
      solves: { 'tesla coils': { '1': now } },
      user: { 'tesla coils': { question: 2, score: 10, timestamp: now } },
    });
  });

  it('refuses an advance without its solve', () => {
    expect(update(without(SOLVE_1))).toBe(false);
    const asBefore = { question: 2, score: 10, timestamp: SERVER_TIME };
    expect(onQuestion1.as(OWNER).update('/user/tesla coils', asBefore, { now }).allowed).toBe(
      false,
    );
  });

  it('refuses a solve without the advance, or with only part of it', () => {
    expect(update({ [SOLVE_1]: SERVER_TIME })).toBe(false);
    expect(update(without('user/tesla coils/score'))).toBe(false);
    expect(update(without('user/tesla coils/question'))).toBe(false);
  });

  it('refuses a solve for another question than the one the team leaves', () => {
    const forQuestion2 = { ...without(SOLVE_1), 'solves/tesla coils/2': SERVER_TIME };
    expect(update(forQuestion2)).toBe(false);
    expect(update({ ...advanceTo2, 'solves/tesla coils/2': SERVER_TIME })).toBe(false);
  });

  it("refuses a solve for another team, or by anyone but the team's owner", () => {
    expect(update({ ...advanceTo2, 'solves/other team/1': SERVER_TIME })).toBe(false);
    expect(update(advanceTo2, onQuestion1, STRANGER)).toBe(false);
    expect(onQuestion1.as(null).update('/', advanceTo2, { now }).allowed).toBe(false);
  });

  it('refuses a second solve of the same riddle', () => {
    const solvedBefore = databaseWith(teamRecord(1, 0), { '1': answers['1'] }, undefined, null, {
      '1': now - 1_000,
    });
    expect(update(advanceTo2, solvedBefore)).toBe(false);
  });

  it.each([
    ['a backdated time', now - 1],
    ['a future time', now + 1],
    ['a time as text', String(now)],
    ['true', true],
  ])('refuses a solve at %s', (_label, value) => {
    expect(update({ ...advanceTo2, [SOLVE_1]: value })).toBe(false);
  });

  it('never lets a player delete or rewrite a solve', () => {
    const solved = databaseWith(teamRecord(2, 10), { '1': answers['1'] }, undefined, null, {
      '1': now - 1_000,
    });
    expect(solved.as(OWNER).write(`/${SOLVE_1}`, null, { now }).allowed).toBe(false);
    expect(solved.as(OWNER).write(`/${SOLVE_1}`, SERVER_TIME, { now }).allowed).toBe(false);
    expect(solved.as(OWNER).write('/solves/tesla coils', null, { now }).allowed).toBe(false);
  });

  it('lets anyone read every solve, signed in or not', () => {
    for (const who of [null, OWNER, STRANGER]) {
      expect(onQuestion1.as(who).read('/solves').allowed).toBe(true);
      expect(onQuestion1.as(who).read(`/${SOLVE_1}`).allowed).toBe(true);
    }
  });
});
