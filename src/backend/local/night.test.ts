import { describe, expect, it } from 'vitest';
import { scheduleFromEnv } from './night.ts';

describe('the local game night from .env.local', () => {
  it("is none without VITE_LOCAL_GAME_OPENS_AT, so SPEC's 18:00 rule applies", () => {
    expect(scheduleFromEnv({ opensAt: '', hours: '' })).toBeNull();
  });

  it('opens at the time given with its offset and closes after the hours given (2 by default)', () => {
    const opensAt = Date.parse('2026-12-05T18:00+05:30');
    expect(scheduleFromEnv({ opensAt: '2026-12-05T18:00+05:30', hours: '' })).toEqual({
      opensAt,
      closesAt: opensAt + 2 * 3_600_000,
    });
    expect(scheduleFromEnv({ opensAt: '2026-12-05T18:00+05:30', hours: '1.5' })).toEqual({
      opensAt,
      closesAt: opensAt + 1.5 * 3_600_000,
    });
  });

  it('refuses a night it cannot read, saying which setting is wrong', () => {
    expect(() => scheduleFromEnv({ opensAt: 'next saturday', hours: '' })).toThrow(
      /VITE_LOCAL_GAME_OPENS_AT/,
    );
    expect(() => scheduleFromEnv({ opensAt: '2026-12-05T18:00Z', hours: '0' })).toThrow(
      /VITE_LOCAL_GAME_HOURS/,
    );
  });
});
