import { describe, expect, it } from 'vitest';
import { archiveDateOf, CLEARED_PATHS, planNewNight, type NewNightRequest } from './new-night.ts';
import { alpha, last, next } from './new-night-test-utils.ts';

const kept = { ...alpha, disqualified: false } as Record<string, unknown>;
delete kept.owner;
const entry = { ...last, teams: { alpha: kept } };
const request: NewNightRequest = {
  schedule: next,
  held: { schedule: last, teams: { alpha }, archived: null },
  force: false,
  now: last.closesAt + 60_000,
  withoutSchedule: 'closed',
};
const held = (change: Partial<NewNightRequest['held']>) => ({
  ...request,
  held: { ...request.held, ...change },
});

describe('a new night', () => {
  it("keeps the held night's board, without owners, under the day it opened in India", () => {
    expect(planNewNight(request)).toEqual({
      archive: { date: '2026-12-05', night: last, entry, teams: 1, write: true },
      cleared: CLEARED_PATHS,
      schedule: next,
    });
    expect(archiveDateOf(last)).toBe('2026-12-05');
    expect(archiveDateOf({ opensAt: 'soon' })).toBeNull();
  });

  it('keeps an identical board as it is, and never overwrites a different one', () => {
    const reordered = {
      teams: { alpha: { ...kept } },
      closesAt: last.closesAt,
      opensAt: last.opensAt,
    };
    expect(planNewNight(held({ archived: reordered }))).toMatchObject({
      archive: { date: '2026-12-05', write: false },
    });
    expect(planNewNight(held({ archived: { ...entry, teams: {} } }))).toEqual({
      refused: 'archived-differently',
      date: '2026-12-05',
    });
  });

  it('refuses a schedule that closes before it opens, or has already opened', () => {
    const backwards = { opensAt: next.closesAt, closesAt: next.opensAt };
    expect(planNewNight({ ...request, schedule: backwards })).toEqual({
      refused: 'invalid-schedule',
    });
    expect(planNewNight({ ...request, now: next.opensAt })).toEqual({ refused: 'opened' });
  });

  it('refuses while the held night runs, unless forced', () => {
    const running = { ...request, now: last.closesAt - 1 };
    expect(planNewNight(running)).toEqual({ refused: 'running', night: last });
    expect(planNewNight({ ...running, force: true })).toMatchObject({ archive: { write: true } });
  });

  it('refuses records that are no team records', () => {
    const teams = { alpha, odd: { teamName: 'odd' } };
    expect(planNewNight(held({ teams }))).toEqual({ refused: 'not-team-records', keys: ['odd'] });
  });

  it('keeps no board without teams or without a held night', () => {
    expect(planNewNight(held({ teams: {} }))).toMatchObject({ archive: { none: 'no-teams' } });
    expect(planNewNight(held({ schedule: null, teams: {} }))).toMatchObject({
      archive: { none: 'no-night', teams: 0 },
    });
  });

  it('clears teams without a night where the game opens every evening; elsewhere only when forced', () => {
    const unscheduled = held({ schedule: null });
    expect(planNewNight(unscheduled)).toEqual({ refused: 'unscheduled-teams', teams: 1 });
    for (const asked of [
      { ...unscheduled, force: true },
      { ...unscheduled, withoutSchedule: 'evening' as const },
    ]) {
      expect(planNewNight(asked)).toMatchObject({ archive: { none: 'no-night', teams: 1 } });
    }
  });
});
