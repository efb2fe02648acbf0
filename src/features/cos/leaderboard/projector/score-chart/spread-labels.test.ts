import { describe, expect, it } from 'vitest';
import { spreadLabels } from './spread-labels.ts';

describe('the names at the lines ends', () => {
  it('stays at each line end when the names do not touch', () => {
    expect(spreadLabels([100, 10, 50], 20, 0, 200)).toEqual([100, 10, 50]);
  });

  it('puts the names of lines that end level one under another, in rank order', () => {
    expect(spreadLabels([50, 50, 50], 20, 0, 200)).toEqual([50, 70, 90]);
  });

  it('pushes names up from the bottom, and keeps them inside the chart', () => {
    expect(spreadLabels([195, 200, 200], 20, 0, 200)).toEqual([160, 180, 200]);
    expect(spreadLabels([-10, 0], 20, 0, 200)).toEqual([0, 20]);
  });
});
