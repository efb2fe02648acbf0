import { describe, expect, it } from 'vitest';
import { standing } from '@/game/standing-test-utils.ts';
import { QUESTION_COUNT, TIME_LIMIT_MINUTES } from '@/game/numbers.ts';
import { points } from '@/test/game-texts.ts';
import { minutesLeft, teamStatus } from './team-status.ts';

const MINUTE = 60_000;
const team = { ...standing('ohms', points(3), 0), startedAt: 0 };
const HOUR = TIME_LIMIT_MINUTES;

describe("a team's status for the organizers", () => {
  it('plays for its hour from its start', () => {
    expect(teamStatus(team, (HOUR - 1) * MINUTE, null)).toBe('playing');
    expect(minutesLeft(team, (HOUR - 0.5) * MINUTE, null)).toBe(1);
    expect(teamStatus(team, HOUR * MINUTE, null)).toBe('out of time');
    expect(minutesLeft(team, HOUR * MINUTE, null)).toBe(0);
  });

  it('never shows more than the hour, when the team started after the clock last ticked', () => {
    expect(minutesLeft(team, 0, null)).toBe(HOUR);
    expect(minutesLeft(team, -14 * 1000, null)).toBe(HOUR);
    expect(minutesLeft(team, -3 * MINUTE, null)).toBe(HOUR);
    expect(minutesLeft(team, 0.5 * MINUTE, null)).toBe(HOUR);
    expect(minutesLeft(team, MINUTE, null)).toBe(HOUR - 1);
  });

  it("stops at the night's close when that comes first", () => {
    const night = { opensAt: 0, closesAt: 30 * MINUTE };
    expect(minutesLeft(team, 10 * MINUTE, night)).toBe(20);
    expect(teamStatus(team, 30 * MINUTE, night)).toBe('out of time');
  });

  it('has finished once past the last riddle', () => {
    const finished = { ...team, question: QUESTION_COUNT + 1 };
    expect(teamStatus(finished, MINUTE, null)).toBe('finished');
    expect(minutesLeft(finished, MINUTE, null)).toBe(0);
  });

  it('is disqualified, with no minutes left, once the organizers say so', () => {
    const disqualified = { ...team, disqualified: true };
    expect(teamStatus(disqualified, MINUTE, null)).toBe('disqualified');
    expect(minutesLeft(disqualified, MINUTE, null)).toBe(0);
    expect(teamStatus({ ...team, disqualified: false }, MINUTE, null)).toBe('playing');
  });
});
