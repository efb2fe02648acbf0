import { describe, expect, it } from 'vitest';
import { toSolves } from './solves.ts';

describe('toSolves', () => {
  it('keeps each team’s solve times by riddle', () => {
    expect(toSolves({ alpha: { 1: 100, 2: 200 }, beta: { 1: 150 } })).toEqual({
      alpha: { '1': 100, '2': 200 },
      beta: { '1': 150 },
    });
  });

  it('reads the array the REST API sends for riddles 1, 2, 3... with its empty slot 0', () => {
    expect(toSolves({ alpha: [null, 100, 200] })).toEqual({ alpha: { '1': 100, '2': 200 } });
    expect(toSolves([null, { 1: 100 }])).toEqual({ '1': { '1': 100 } });
  });

  it('drops what is not a time, and reads nothing from a missing node', () => {
    expect(toSolves({ alpha: { 1: 'soon' }, beta: 7, gamma: { 1: 5 } })).toEqual({
      gamma: { '1': 5 },
    });
    expect(toSolves(null)).toEqual({});
  });
});
