import { describe, expect, it } from 'vitest';
import { HALL } from './capacity-model.ts';
import type { Night } from './cost-types.ts';
import { connectionPeak } from './connection-peak.ts';
import { NIGHT_COSTS } from './role-costs.ts';

const hall: Night = { ...HALL, teams: 300, spectators: 200 };
const peakAt = (roundTripMs: number) => connectionPeak({ ...hall, roundTripMs }, NIGHT_COSTS).peak;

describe('connections at the peak', () => {
  it('counts the consoles’ streams and nothing held open by the public pages', () => {
    expect(connectionPeak(hall, NIGHT_COSTS).streams).toBe(4);
  });

  it('lies above the busiest average by the spread of a Poisson count', () => {
    const { streams, busiest, peak } = connectionPeak(hall, NIGHT_COSTS);
    expect(peak).toBeCloseTo(streams + busiest + 3.7 * Math.sqrt(busiest), 9);
  });

  it('grows with the round trip: a crowded Wi-Fi’s second fills Spark’s 100 at 300 teams', () => {
    expect(peakAt(300)).toBeLessThan(100);
    expect(peakAt(1000)).toBeGreaterThan(150);
    expect(peakAt(3000)).toBeGreaterThan(400);
  });
});
