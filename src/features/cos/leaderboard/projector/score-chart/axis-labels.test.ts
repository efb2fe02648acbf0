import { describe, expect, it } from 'vitest';
import { labelsThatFit } from './axis-labels.ts';

describe("the time axis's labels", () => {
  it('leaves out a label that would pass the right edge, rather than cut it', () => {
    const label = { width: 60, format: (value: number) => `${value}:00 PM` };
    expect(labelsThatFit([11, 12, 13], (value) => (value - 11) * 100, 220, label)).toEqual([
      '11:00 PM',
      '12:00 PM',
      '',
    ]);
    expect(labelsThatFit([13], () => 190, 220, label)).toEqual(['13:00 PM']);
  });
});
