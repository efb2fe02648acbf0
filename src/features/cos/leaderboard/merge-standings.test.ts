import { describe, expect, it } from 'vitest';
import { mergeStandings } from './merge-standings.ts';
import { standing } from './standing-test-utils.ts';

describe('mergeStandings', () => {
  const shown = mergeStandings(null, [standing('ohms', 20, 500), standing('gates', 30, 100)]);

  it('ranks the first snapshot', () => {
    expect(shown?.map((team) => team.teamName)).toEqual(['gates', 'ohms']);
  });

  it('answers null for a snapshot equal to the board shown', () => {
    expect(mergeStandings(shown, [standing('gates', 30, 100), standing('ohms', 20, 500)])).toBe(
      null,
    );
  });

  it('keeps the objects of unchanged teams and re-ranks', () => {
    const next = mergeStandings(shown, [standing('ohms', 40, 900), standing('gates', 30, 100)]);
    expect(next?.map((team) => team.teamName)).toEqual(['ohms', 'gates']);
    expect(next?.[1]).toBe(shown?.[0]);
    expect(next?.[0]).not.toBe(shown?.[1]);
  });

  it('notices a team that left or arrived', () => {
    expect(mergeStandings(shown, [standing('gates', 30, 100)])).toHaveLength(1);
    const swapped = mergeStandings(shown, [standing('gates', 30, 100), standing('amps', 0, 1)]);
    expect(swapped?.map((team) => team.teamName)).toEqual(['gates', 'amps']);
  });
});
