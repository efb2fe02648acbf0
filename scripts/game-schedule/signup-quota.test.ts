import { describe, expect, it } from 'vitest';
import {
  fromQuotaConfig,
  planSignUpQuota,
  signUpLimitAt,
  toQuotaConfig,
  type SignUpQuota,
} from './signup-quota.ts';

const opensAt = Date.parse('2026-12-05T12:30:00Z');
const schedule = { opensAt, closesAt: opensAt + 2 * 3_600_000 };
const dayBefore = opensAt - 86_400_000;
const quarterHour = 15 * 60_000;

describe('planSignUpQuota', () => {
  it('gives two sign-ups a team, from a quarter of an hour before the opening to the close', () => {
    expect(planSignUpQuota({ teams: 300, schedule, now: dayBefore })).toEqual({
      needed: 600,
      quota: { quota: 600, startsAt: opensAt - quarterHour, endsAt: schedule.closesAt },
    });
  });

  it('sets no quota where the default 100 an hour covers the night', () => {
    expect(planSignUpQuota({ teams: 50, schedule, now: dayBefore })).toEqual({
      needed: 100,
      quota: null,
    });
    expect(planSignUpQuota({ teams: 51, schedule, now: dayBefore }).quota?.quota).toBe(102);
  });

  it('caps the quota at 1000 and says how many the night needed', () => {
    const plan = planSignUpQuota({ teams: 800, schedule, now: dayBefore });
    expect(plan).toMatchObject({ needed: 1600, quota: { quota: 1000 } });
  });

  it('starts a minute from now, on a whole second, when the quarter of an hour has begun', () => {
    const late = opensAt - 5 * 60_000 + 400;
    expect(planSignUpQuota({ teams: 300, schedule, now: late }).quota?.startsAt).toBe(
      opensAt - 4 * 60_000 + 1000,
    );
    const during = opensAt + 3_600_000;
    expect(planSignUpQuota({ teams: 300, schedule, now: during }).quota).toEqual({
      quota: 600,
      startsAt: during + 60_000,
      endsAt: schedule.closesAt,
    });
  });

  it('sets nothing once the night closes within a minute', () => {
    for (const now of [schedule.closesAt - 60_000, schedule.closesAt + 1]) {
      expect(planSignUpQuota({ teams: 300, schedule, now }).problem).toMatch(/no window is left/);
    }
  });
});

describe('the quota as the admin API writes and reads it', () => {
  const quota: SignUpQuota = {
    quota: 600,
    startsAt: opensAt - quarterHour,
    endsAt: schedule.closesAt,
  };

  it('writes an int64 as a string, an RFC 3339 start and a duration in seconds', () => {
    expect(toQuotaConfig(quota)).toEqual({
      quota: '600',
      startTime: '2026-12-05T12:15:00Z',
      quotaDuration: '8100s',
    });
  });

  it('reads back what it wrote, as the API may answer it', () => {
    expect(fromQuotaConfig(toQuotaConfig(quota))).toEqual(quota);
    const answered = {
      quota: 600,
      startTime: '2026-12-05T12:15:00.000Z',
      quotaDuration: '8100.000s',
    };
    expect(fromQuotaConfig(answered)).toEqual(quota);
  });

  it('reads nothing from a config without a quota, or with one not shaped like it', () => {
    for (const config of [
      undefined,
      null,
      {},
      { quota: 'many' },
      { ...toQuotaConfig(quota), quotaDuration: '2h' },
    ]) {
      expect(fromQuotaConfig(config)).toBeNull();
    }
  });

  it('lets an address sign up the quota an hour within the window, and 100 outside it', () => {
    expect(signUpLimitAt(quota, quota.startsAt)).toBe(600);
    expect(signUpLimitAt(quota, quota.endsAt - 1)).toBe(600);
    expect(signUpLimitAt(quota, quota.startsAt - 1)).toBe(100);
    expect(signUpLimitAt(quota, quota.endsAt)).toBe(100);
    expect(signUpLimitAt(null, quota.startsAt)).toBe(100);
  });
});
