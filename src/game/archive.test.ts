import { describe, expect, it } from 'vitest';
import {
  archiveDate,
  isArchiveDate,
  newestFirst,
  toArchivedNight,
  utcOffsetMinutes,
} from './archive.ts';

describe('archive dates', () => {
  it('are real calendar days written YYYY-MM-DD', () => {
    expect(isArchiveDate('2026-12-05')).toBe(true);
    expect(isArchiveDate('2028-02-29')).toBe(true);
    for (const date of ['2026-2-05', '2026-02-30', '2026-13-01', '05-12-2026', '2026-12-05x', '']) {
      expect(isArchiveDate(date), date).toBe(false);
    }
  });

  it('name the day a night opened in India, not in UTC', () => {
    expect(archiveDate(Date.parse('2026-12-05T18:00+05:30'))).toBe('2026-12-05');
    // 00:30 in India is still the evening before in UTC.
    expect(archiveDate(Date.parse('2026-12-06T00:30+05:30'))).toBe('2026-12-06');
    expect(archiveDate(Date.parse('2026-12-05T23:59+05:30'))).toBe('2026-12-05');
  });

  it('name the day in the zone they are told, as local mode counts on the browser clock', () => {
    const late = Date.parse('2026-12-01T23:32Z');
    expect(archiveDate(late, 'UTC')).toBe('2026-12-01');
    expect(archiveDate(late, 'Asia/Kolkata')).toBe('2026-12-02');
    expect(archiveDate(Date.parse('2026-12-02T02:00Z'), 'America/New_York')).toBe('2026-12-01');
  });

  it("give a zone's offset from UTC", () => {
    expect(utcOffsetMinutes('Asia/Kolkata', Date.parse('2026-12-01T23:32Z'))).toBe(330);
    expect(utcOffsetMinutes('UTC', 0)).toBe(0);
    expect(utcOffsetMinutes('America/New_York', Date.parse('2026-12-01T12:00Z'))).toBe(-300);
  });

  it('list newest first and leave out keys that are not dates', () => {
    expect(newestFirst(['2025-12-06', 'notes', '2026-12-05', '2024-11-30'])).toEqual([
      '2026-12-05',
      '2025-12-06',
      '2024-11-30',
    ]);
  });
});

describe('a stored night', () => {
  it('keeps its well-formed teams, counting a team with no disqualified flag as not disqualified', () => {
    const team = { teamName: 'alpha', question: 3, score: 20, startedAt: 1, timestamp: 2 };
    const night = toArchivedNight('2026-12-05', {
      opensAt: 10,
      closesAt: 20,
      teams: { alpha: team, beta: { ...team, disqualified: true }, broken: { teamName: 'x' } },
    });
    expect(night).toEqual({
      date: '2026-12-05',
      opensAt: 10,
      closesAt: 20,
      teams: { alpha: { ...team, disqualified: false }, beta: { ...team, disqualified: true } },
    });
  });

  it('is none when absent or not shaped like a night, and may have no teams', () => {
    expect(toArchivedNight('2026-12-05', null)).toBeNull();
    expect(toArchivedNight('2026-12-05', { opensAt: 'soon', closesAt: 2 })).toBeNull();
    expect(toArchivedNight('2026-12-05', { opensAt: 1, closesAt: 2 })?.teams).toEqual({});
  });
});
