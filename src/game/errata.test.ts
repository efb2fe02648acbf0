import { describe, expect, it } from 'vitest';
import { errataInOrder, erratumText, isRiddleNumber, toErrata } from './errata.ts';

const fix = { text: 'Read "north" for "south".', at: 1_500 };

describe('errata', () => {
  it('takes riddle numbers 1 to 21 only', () => {
    expect([1, 7, 21].every(isRiddleNumber)).toBe(true);
    expect([0, 22, 1.5, -1, Number.NaN].some(isRiddleNumber)).toBe(false);
  });

  it('trims a correction and keeps it to 1..280 characters', () => {
    expect(erratumText('  Read "north".\n')).toBe('Read "north".');
    expect(erratumText('x'.repeat(280))).toBe('x'.repeat(280));
    expect(erratumText('   ')).toBeNull();
    expect(erratumText('x'.repeat(281))).toBeNull();
  });

  it('reads the stored node by riddle, as an object or as the array the REST API sends', () => {
    expect(toErrata({ 7: fix })).toEqual({ 7: fix });
    expect(toErrata([null, fix, null])).toEqual({ 1: fix });
    expect(toErrata(null)).toEqual({});
    expect(toErrata('errata')).toEqual({});
  });

  it('drops what is not a correction of a riddle', () => {
    const stored = {
      0: fix,
      22: fix,
      '07': fix,
      x: fix,
      3: { text: '', at: 1 },
      4: { text: 'hi', at: 'now' },
      5: 'Read north.',
      6: fix,
    };
    expect(toErrata(stored)).toEqual({ 6: fix });
  });

  it('lists the errata in riddle order', () => {
    const later = { text: 'Ignore the picture.', at: 2_000 };
    expect(errataInOrder({ 12: later, 3: fix })).toEqual([
      { qNo: 3, ...fix },
      { qNo: 12, ...later },
    ]);
  });
});
