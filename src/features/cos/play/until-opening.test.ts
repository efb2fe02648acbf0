import { describe, expect, it } from 'vitest';
import { untilOpening } from './until-opening.ts';

const SECOND = 1000;
const HOUR = 3600 * SECOND;
const DAY = 24 * HOUR;

describe('the countdown to the night', () => {
  it('shows minutes and seconds, then hours', () => {
    expect(untilOpening(2 * 60 * SECOND + 3 * SECOND)).toBe('02:03');
    expect(untilOpening(HOUR + 2 * 60 * SECOND + 3 * SECOND)).toBe('1:02:03');
    expect(untilOpening(DAY - SECOND)).toBe('23:59:59');
  });

  it('shows days from a day ahead, never hundreds of hours', () => {
    expect(untilOpening(DAY)).toBe('1 day, 00:00:00');
    expect(untilOpening(9 * DAY - (HOUR + 9 * 60 * SECOND + 47 * SECOND))).toBe('8 days, 22:50:13');
  });

  it('rounds up to the next second and stops at zero', () => {
    expect(untilOpening(1)).toBe('00:01');
    expect(untilOpening(-5 * SECOND)).toBe('00:00');
  });
});
