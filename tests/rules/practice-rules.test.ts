import { describe, expect, it } from 'vitest';
import {
  ALTERNATIVE_1,
  answers,
  CLOSES_AT,
  databaseWith,
  OWNER,
  STRANGER,
  teamRecord,
} from './rules-fixture.ts';

/** practice/{q}/{proof}: a read-only oracle that says only "right" (readable) or not (refused). */
const RIGHT = `/practice/1/${answers['1']}`;
const WRONG = `/practice/1/${answers['2']}`;
const night = databaseWith(teamRecord(3, 20));
const read = (path: string, now: number, db = night) => db.as(null).read(path, { now }).allowed;

describe('practice after the night', () => {
  it('answers a right proof from closesAt on, to anyone, signed in or not', () => {
    expect(read(RIGHT, CLOSES_AT)).toBe(true);
    expect(read(RIGHT, CLOSES_AT + 24 * 3_600_000)).toBe(true);
    expect(night.as(OWNER).read(RIGHT, { now: CLOSES_AT }).allowed).toBe(true);
  });

  it('answers for every accepted spelling too, for its own riddle only', () => {
    expect(read(`/practice/1/${ALTERNATIVE_1}`, CLOSES_AT)).toBe(true);
    expect(read(`/practice/1/${ALTERNATIVE_1}`, CLOSES_AT - 1)).toBe(false);
    expect(read(`/practice/2/${ALTERNATIVE_1}`, CLOSES_AT)).toBe(false);
    expect(read('/practice/1/1', CLOSES_AT)).toBe(false);
  });

  it('says nothing during the night, not even a millisecond before the close', () => {
    expect(read(RIGHT, CLOSES_AT - 1)).toBe(false);
  });

  it('refuses a wrong proof, a proof for another question, and a riddle without an answer', () => {
    expect(read(WRONG, CLOSES_AT)).toBe(false);
    expect(read(`/practice/2/${answers['1']}`, CLOSES_AT)).toBe(false);
    expect(read('/practice/9/anything', CLOSES_AT)).toBe(false);
    expect(read('/practice/9/null', CLOSES_AT)).toBe(false);
  });

  it('refuses everything when no night is scheduled', () => {
    expect(read(RIGHT, CLOSES_AT, databaseWith(null, {}, null))).toBe(false);
  });

  it('never lists the proofs or the questions', () => {
    expect(read('/practice/1', CLOSES_AT)).toBe(false);
    expect(read('/practice', CLOSES_AT)).toBe(false);
  });

  it('is written by no client', () => {
    for (const who of [OWNER, STRANGER, null]) {
      const as = night.as(who);
      expect(as.write(RIGHT, true, { now: CLOSES_AT }).allowed).toBe(false);
      expect(as.write('/practice/1/x', 'x', { now: CLOSES_AT }).allowed).toBe(false);
    }
  });
});
