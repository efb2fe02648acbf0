import { describe, expect, it } from 'vitest';
import type { NightState } from '@/game/types.ts';
import type { NightReading } from '@/backend/night-reader.ts';
import { headlineAt, scheduledNightAt } from './night-headline.ts';
import { formatClosing, formatOpening } from './play/opening-time.ts';
import { liveNight } from '@/test/board-test-utils.ts';

const HOUR = 3_600_000;
const opensAt = new Date('2026-12-05T18:00:00').getTime();
const scheduled: NightState = { ...liveNight, schedule: { opensAt, closesAt: opensAt + 2 * HOUR } };
const unscheduled: NightState = liveNight;

describe("the home banner's line about the night", () => {
  it('gives the opening before the night, the close during it, and the end after it', () => {
    const reading = { night: scheduled, withoutSchedule: 'closed' as const };
    expect(headlineAt(reading, opensAt - 5 * HOUR)).toBe(`Opens ${formatOpening(opensAt)}`);
    expect(headlineAt(reading, opensAt + HOUR)).toBe(
      `Open now, until ${formatClosing(opensAt + 2 * HOUR)}`,
    );
    expect(headlineAt(reading, opensAt + 3 * HOUR)).toBe('This game night is over');
  });

  it('says when no night is scheduled on the hosted game', () => {
    expect(headlineAt({ night: unscheduled, withoutSchedule: 'closed' }, opensAt)).toBe(
      'No game night is scheduled yet',
    );
  });

  it('keeps the evening rule (open from START_HOUR) in local mode without a schedule', () => {
    const reading = { night: unscheduled, withoutSchedule: 'evening' as const };
    expect(headlineAt(reading, new Date('2026-12-05T15:00:00').getTime())).toBe('Opens at 6 PM');
    expect(headlineAt(reading, new Date('2026-12-05T19:00:00').getTime())).toBe('Open now');
  });
});

const nightOpens = Date.parse('2026-12-12T18:00:00+05:30');
const nightCloses = nightOpens + 60 * 60 * 1000;
const reading = (schedule: { opensAt: number; closesAt: number } | null) =>
  ({ night: { schedule }, withoutSchedule: 'evening' }) as unknown as NightReading;

describe('scheduledNightAt', () => {
  it('gives the scheduled night until it closes', () => {
    expect(
      scheduledNightAt(reading({ opensAt: nightOpens, closesAt: nightCloses }), nightOpens - 1),
    ).toMatchObject({
      opensAt: nightOpens,
      closesAt: nightCloses,
    });
    expect(
      scheduledNightAt(reading({ opensAt: nightOpens, closesAt: nightCloses }), nightCloses - 1)
        ?.opensAt,
    ).toBe(nightOpens);
    expect(
      scheduledNightAt(reading({ opensAt: nightOpens, closesAt: nightCloses }), nightCloses),
    ).toBeUndefined();
  });

  it('gives nothing without a schedule, even where every evening opens', () => {
    expect(scheduledNightAt(reading(null), nightOpens)).toBeUndefined();
  });
});
