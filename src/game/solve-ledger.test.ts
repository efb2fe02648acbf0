import { describe, expect, it } from 'vitest';
import { POINTS_PER_ANSWER } from './numbers.ts';
import { createSolveLedger } from './solve-ledger.ts';
import { standing } from './standing-test-utils.ts';

const onRiddle = (teamName: string, question: number, timestamp: number, startedAt = 0) => ({
  ...standing(teamName, (question - 1) * POINTS_PER_ANSWER, timestamp),
  question,
  startedAt,
});

describe('the solve ledger', () => {
  it("keeps every solve the boards showed, each from its record: the advance's own time", () => {
    const ledger = createSolveLedger();
    ledger.readAll({ amps: { '1': 4_000 } });
    ledger.board([onRiddle('amps', 3, 9_000), onRiddle('bits', 1, 2_000)]);
    ledger.board([onRiddle('amps', 4, 12_000), onRiddle('bits', 2, 5_000)]);
    expect(ledger.board([onRiddle('amps', 5, 15_000), onRiddle('bits', 2, 5_000)])).toEqual({
      solves: { amps: { 1: 4_000, 2: 9_000, 3: 12_000, 4: 15_000 }, bits: { 1: 5_000 } },
      incomplete: [],
    });
  });

  it('gives a team whose board skipped a solve as incomplete, until its solves are read', () => {
    const ledger = createSolveLedger();
    ledger.board([onRiddle('amps', 2, 4_000)]);
    const skipped = onRiddle('amps', 4, 12_000);
    expect(ledger.board([skipped]).incomplete).toEqual([skipped]);
    ledger.read('amps', { 1: 4_000, 2: 9_000, 3: 12_000 });
    expect(ledger.board([skipped])).toEqual({
      solves: { amps: { 1: 4_000, 2: 9_000, 3: 12_000 } },
      incomplete: [],
    });
  });

  it('forgets a team gone from the board, and starts a team registered again afresh', () => {
    const ledger = createSolveLedger();
    ledger.readAll({ gone: { '1': 1_000 }, amps: { '1': 4_000, '2': 9_000, '3': 10_000 } });
    expect(ledger.board([onRiddle('amps', 2, 30_000, 20_000)]).solves).toEqual({
      amps: { 1: 30_000 },
    });
  });

  it('keeps no read of another run of the team: one from before its reset, or after it', () => {
    const ledger = createSolveLedger();
    const again = onRiddle('amps', 3, 40_000, 30_000);
    ledger.board([again]);
    ledger.read('amps', { 1: 4_000, 2: 9_000 });
    expect(ledger.board([again]).incomplete).toEqual([again]);
    const before = onRiddle('amps', 4, 9_000);
    ledger.board([before]);
    ledger.read('amps', { 1: 35_000, 2: 40_000 });
    expect(ledger.board([before]).solves).toEqual({ amps: { 3: 9_000 } });
  });
});
