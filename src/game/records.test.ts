import { describe, expect, it } from 'vitest';
import { toNightState } from './records.ts';

const schedule = { opensAt: 1_000, closesAt: 2_000 };
const announcement = { text: 'Riddle 7 has a typo.', at: 1_500 };

describe('toNightState', () => {
  it('reads the schedule, the announcement and the freeze of the game node', () => {
    expect(toNightState({ schedule, announcement, frozenAt: 1_800 })).toEqual({
      schedule,
      announcement,
      frozenAt: 1_800,
    });
  });

  it('gives null for every part of a missing or malformed node', () => {
    const none = { schedule: null, announcement: null, frozenAt: null };
    expect(toNightState(null)).toEqual(none);
    expect(toNightState('game')).toEqual(none);
    expect(toNightState([schedule])).toEqual(none);
  });

  it('drops a malformed part and keeps the others', () => {
    expect(toNightState({ schedule, announcement: { text: '', at: 1 }, frozenAt: '7:40' })).toEqual(
      { schedule, announcement: null, frozenAt: null },
    );
    expect(toNightState({ schedule: { opensAt: 2, closesAt: 1 }, announcement })).toEqual({
      schedule: null,
      announcement,
      frozenAt: null,
    });
    expect(toNightState({ announcement: { text: 'hi', at: Infinity }, frozenAt: 9 })).toEqual({
      schedule: null,
      announcement: null,
      frozenAt: 9,
    });
  });
});
