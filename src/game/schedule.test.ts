import { describe, expect, it } from 'vitest';
import { REGISTRATION_MS } from './numbers.ts';
import { isOpen, isRegistrationOpen, nightPhase, registrationClosesAt } from './schedule.ts';

const schedule = { opensAt: 1_000_000, closesAt: 1_000_000 + 2 * 3_600_000 };
const at = (serverNow: number, deviceHour = 12) => ({ serverNow, deviceHour });

describe('registration', () => {
  it('is open from the opening for REGISTRATION_MS, and closed from then on', () => {
    expect(registrationClosesAt(schedule)).toBe(schedule.opensAt + REGISTRATION_MS);
    expect(isRegistrationOpen(schedule, schedule.opensAt - 1)).toBe(false);
    expect(isRegistrationOpen(schedule, schedule.opensAt)).toBe(true);
    expect(isRegistrationOpen(schedule, schedule.opensAt + REGISTRATION_MS - 1)).toBe(true);
    expect(isRegistrationOpen(schedule, schedule.opensAt + REGISTRATION_MS)).toBe(false);
  });

  it('closes with the night when the night is shorter than the window', () => {
    const short = { opensAt: 0, closesAt: REGISTRATION_MS / 2 };
    expect(registrationClosesAt(short)).toBe(short.closesAt);
    expect(isRegistrationOpen(short, short.closesAt)).toBe(false);
  });
});

describe('nightPhase', () => {
  it('follows the schedule on the server clock: before, open from opensAt, over at closesAt', () => {
    const night = { schedule };
    expect(nightPhase(night, 'closed', at(schedule.opensAt - 1))).toEqual({
      kind: 'before',
      opensAt: schedule.opensAt,
    });
    expect(nightPhase(night, 'closed', at(schedule.opensAt))).toEqual({ kind: 'open' });
    expect(nightPhase(night, 'closed', at(schedule.closesAt - 1))).toEqual({ kind: 'open' });
    expect(nightPhase(night, 'closed', at(schedule.closesAt))).toEqual({ kind: 'over' });
  });

  it('ignores the device hour once a schedule exists', () => {
    expect(isOpen(nightPhase({ schedule }, 'evening', at(schedule.opensAt - 1, 20)))).toBe(false);
  });

  it('without a schedule: closed for the hosted game, 18:00 on the device for local mode', () => {
    const none = { schedule: null };
    expect(nightPhase(none, 'closed', at(0, 20))).toEqual({ kind: 'unscheduled' });
    expect(nightPhase(none, 'evening', at(0, 17))).toEqual({ kind: 'evening', open: false });
    expect(nightPhase(none, 'evening', at(0, 18))).toEqual({ kind: 'evening', open: true });
    expect(isOpen(nightPhase(none, 'evening', at(0, 18)))).toBe(true);
  });

  it('is loading until the night is known', () => {
    expect(nightPhase(null, 'closed', at(0))).toEqual({ kind: 'loading' });
  });
});
