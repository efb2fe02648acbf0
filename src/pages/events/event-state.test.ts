import { describe, expect, it } from 'vitest';
import { countdown, eventPhase, registrationState, upcomingAndPast } from './event-state.ts';

const at = (moment: string) => Date.parse(moment);
const night = { start: '2027-09-11T18:00:00+05:30', end: '2027-09-11T22:00:00+05:30' };

describe('eventPhase', () => {
  it('is upcoming before the start, happening until the end, past from the end', () => {
    expect(eventPhase(night, at('2027-09-11T17:59:59+05:30'))).toBe('upcoming');
    expect(eventPhase(night, at('2027-09-11T18:00:00+05:30'))).toBe('happening');
    expect(eventPhase(night, at('2027-09-11T21:59:59+05:30'))).toBe('happening');
    expect(eventPhase(night, at('2027-09-11T22:00:00+05:30'))).toBe('past');
  });
});

describe('registrationState', () => {
  const form = { opens: '2027-08-01T10:00:00+05:30', closes: '2027-09-01T23:59:00+05:30' };
  it('is not open before it opens, open until it closes, closed after', () => {
    expect(registrationState(form, at('2027-08-01T09:59:00+05:30'))).toBe('not-open');
    expect(registrationState(form, at('2027-08-01T10:00:00+05:30'))).toBe('open');
    expect(registrationState(form, at('2027-09-01T23:58:59+05:30'))).toBe('open');
    expect(registrationState(form, at('2027-09-01T23:59:00+05:30'))).toBe('closed');
  });
});

describe('countdown', () => {
  it('counts down within the last day only', () => {
    expect(countdown(night, at('2027-09-10T17:59:00+05:30'))).toBeUndefined();
    expect(countdown(night, at('2027-09-10T18:00:00+05:30'))).toBe('Starts in 24 h 00 min');
    expect(countdown(night, at('2027-09-11T14:55:00+05:30'))).toBe('Starts in 3 h 05 min');
    expect(countdown(night, at('2027-09-11T17:59:30+05:30'))).toBe('Starts in 1 min');
    expect(countdown(night, at('2027-09-11T18:00:00+05:30'))).toBeUndefined();
  });
});

describe('upcomingAndPast', () => {
  const events = [
    { slug: 'a-2026', start: '2026-03-01T10:00:00+05:30', end: '2026-03-01T12:00:00+05:30' },
    { slug: 'b-2027', start: '2027-01-01T00:30:00+05:30', end: '2027-01-01T02:00:00+05:30' },
    { slug: 'c-2027', start: '2027-05-01T10:00:00+05:30', end: '2027-05-01T12:00:00+05:30' },
    { slug: 'd-2027', start: '2027-06-01T10:00:00+05:30', end: '2027-06-03T12:00:00+05:30' },
    { slug: 'e-2028', start: '2028-02-01T10:00:00+05:30', end: '2028-02-01T12:00:00+05:30' },
  ];
  it('lists what has not ended soonest first, then the ended by year, the latest first', () => {
    const { upcoming, pastByYear } = upcomingAndPast(events, at('2027-06-02T10:00:00+05:30'));
    expect(upcoming.map((event) => event.slug)).toEqual(['d-2027', 'e-2028']);
    expect(pastByYear.map(({ year, events }) => [year, events.map((e) => e.slug)])).toEqual([
      ['2027', ['c-2027', 'b-2027']],
      ['2026', ['a-2026']],
    ]);
  });

  it('files an event by its year on campus, not in UTC (b-2027 begins on 31 December in UTC)', () => {
    const { pastByYear } = upcomingAndPast(events, at('2029-01-01T00:00:00+05:30'));
    expect(pastByYear.find(({ year }) => year === '2027')?.events.map((e) => e.slug)).toContain(
      'b-2027',
    );
  });
});
