import { describe, expect, it } from 'vitest';
import { seeded } from '../../lab/hall-night/plan.ts';
import { drawRoundTripMs, meanRoundTripMs, roundTripQuantileMs } from './round-trip.ts';

describe('round trips with a slow tail', () => {
  const draws = (median: number) => {
    const random = seeded(7);
    return Array.from({ length: 20_000 }, () => drawRoundTripMs(median, random)).sort(
      (a, b) => a - b,
    );
  };

  it('draws around the median, with the mean and the tail the model counts', () => {
    const drawn = draws(1000);
    const at = (share: number) => drawn[Math.floor(share * drawn.length)] ?? NaN;
    expect(at(0.5)).toBeGreaterThan(950);
    expect(at(0.5)).toBeLessThan(1050);
    const mean = drawn.reduce((sum, value) => sum + value, 0) / drawn.length;
    expect(mean / meanRoundTripMs(1000)).toBeCloseTo(1, 1);
    expect(at(0.9) / roundTripQuantileMs(1000, 1.2816)).toBeCloseTo(1, 1);
    expect(at(0.9)).toBeGreaterThan(2500);
  });

  it('scales with the median', () => {
    expect(meanRoundTripMs(3000)).toBeCloseTo(3 * meanRoundTripMs(1000), 9);
    expect(Math.min(...draws(300))).toBeGreaterThan(0);
  });
});
