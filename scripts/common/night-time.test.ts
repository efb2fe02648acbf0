import { describe, expect, it } from 'vitest';
import {
  describeInstant,
  describeSchedule,
  formatOffset,
  nightSchedule,
  parseHours,
  parseOpens,
} from './night-time.ts';

describe('--opens', () => {
  it('reads a date and time with its offset as an instant', () => {
    expect(parseOpens('2026-12-05T18:00+05:30')).toEqual({
      opensAt: Date.parse('2026-12-05T12:30:00Z'),
      offsetMinutes: 330,
    });
    expect(parseOpens('2026-12-05T12:30:15Z')).toEqual({
      opensAt: Date.parse('2026-12-05T12:30:15Z'),
      offsetMinutes: 0,
    });
    expect(parseOpens('2026-12-05T18:00-04:00')?.offsetMinutes).toBe(-240);
  });

  it('refuses a time without an offset, which would follow the machine’s time zone', () => {
    expect(parseOpens('2026-12-05T18:00').problem).toMatch(
      /no UTC offset.*2026-12-05T18:00\+05:30/,
    );
  });

  it.each(['tomorrow', '', '5/12/2026 18:00 +05:30', '2026-12-05 18:00+05:30', '2026-12-05'])(
    'refuses "%s" as unreadable',
    (text) => {
      expect(parseOpens(text).problem).toMatch(/is not a date and time: write it as/);
    },
  );

  it.each(['2026-02-30T18:00Z', '2026-13-01T18:00Z', '2026-12-05T24:00Z', '2026-12-05T18:60Z'])(
    'refuses the impossible %s',
    (text) => {
      expect(parseOpens(text).problem).toMatch(/not a real date and time/);
    },
  );

  it('says so when the option is missing its value', () => {
    expect(parseOpens(undefined).problem).toMatch(/is not a date and time/);
  });
});

describe('--hours', () => {
  it.each([
    ['2', 2],
    ['1.5', 1.5],
    ['24', 24],
  ])('accepts %s', (text, hours) => {
    expect(parseHours(text)).toEqual({ hours });
  });

  it.each(['0', '-1', '0.0', '24.5', '100', 'two', '', '2h', 'Infinity', '1e3'])(
    'refuses "%s"',
    (text) => {
      expect(parseHours(text).problem).toMatch(/above 0 and at most 24/);
    },
  );
});

describe('the night', () => {
  const opensAt = Date.parse('2026-12-05T12:30:00Z');

  it('closes the given hours after it opens, in whole seconds', () => {
    expect(nightSchedule(opensAt, 2)).toEqual({ opensAt, closesAt: opensAt + 7_200_000 });
    expect(nightSchedule(opensAt, 1.0001).closesAt % 1000).toBe(0);
  });

  it('is described in the offset the organizers typed', () => {
    expect(describeSchedule(nightSchedule(opensAt, 2), 330)).toBe(
      'Sat 5 Dec 2026, 18:00 (+05:30) to 20:00',
    );
    expect(describeSchedule(nightSchedule(opensAt, 2), 0)).toBe(
      'Sat 5 Dec 2026, 12:30 (+00:00) to 14:30',
    );
  });

  it('names the closing day when the night runs past midnight', () => {
    const late = Date.parse('2026-12-05T23:00:00-04:00');
    expect(describeSchedule(nightSchedule(late, 2.5), -240)).toBe(
      'Sat 5 Dec 2026, 23:00 (-04:00) to Sun 6 Dec 2026, 01:30',
    );
  });

  it('formats offsets and single instants', () => {
    expect([330, -240, 0, -30].map(formatOffset)).toEqual(['+05:30', '-04:00', '+00:00', '-00:30']);
    expect(describeInstant(opensAt, 330)).toBe('Sat 5 Dec 2026, 18:00 (+05:30)');
    expect(describeInstant(NaN, 330)).toBe('not a timestamp');
  });
});
