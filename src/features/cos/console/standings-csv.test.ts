import { describe, expect, it } from 'vitest';
import { standing } from '@/game/standing-test-utils.ts';
import { QUESTION_COUNT } from '@/game/numbers.ts';
import { points } from '@/test/game-texts.ts';
import { csvFileName, standingsCsv } from './standings-csv.ts';

describe('the standings as CSV', () => {
  it('lists rank, team, score, question, started, finished and disqualified, exactly', () => {
    const finished = {
      ...standing('diodes', points(QUESTION_COUNT), Date.UTC(2026, 11, 5, 13, 40)),
      question: QUESTION_COUNT + 1,
    };
    const playing = {
      ...standing('ohms, "the" law', points(3), 0),
      startedAt: Date.UTC(2026, 11, 5, 13),
    };
    expect(standingsCsv([finished, playing])).toBe(
      'rank,team,score,question,started,finished,disqualified\r\n' +
        `1,diodes,${points(QUESTION_COUNT)},${QUESTION_COUNT + 1},` +
        '1970-01-01T00:00:00.000Z,2026-12-05T13:40:00.000Z,no\r\n' +
        `2,"ohms, ""the"" law",${points(3)},4,2026-12-05T13:00:00.000Z,,no\r\n`,
    );
  });

  it('says yes for a team the organizers disqualified', () => {
    const disqualified = { ...standing('ohms', points(3), 0), disqualified: true };
    expect(standingsCsv([disqualified])).toBe(
      'rank,team,score,question,started,finished,disqualified\r\n' +
        `1,ohms,${points(3)},4,1970-01-01T00:00:00.000Z,,yes\r\n`,
    );
  });

  it('never hands a spreadsheet a formula in a team name', () => {
    expect(standingsCsv([standing('=1+1', 0, 0)])).toContain("\r\n1,'=1+1,");
  });

  it('is named with the date the night opened in the zone its date is counted in', () => {
    const india = 'Asia/Kolkata';
    expect(csvFileName(Date.parse('2026-12-05T23:30+05:30'), india)).toBe(
      'cos-standings-2026-12-05.csv',
    );
    expect(csvFileName(Date.parse('2026-12-05T00:30+05:30'), india)).toBe(
      'cos-standings-2026-12-05.csv',
    );
    // 11:32 PM on 1 December in a browser on UTC is already 2 December in India.
    expect(csvFileName(Date.parse('2026-12-01T23:32Z'), 'UTC')).toBe(
      'cos-standings-2026-12-01.csv',
    );
    expect(csvFileName(Date.parse('2026-12-01T23:32Z'), india)).toBe(
      'cos-standings-2026-12-02.csv',
    );
    expect(csvFileName(null)).toBe('cos-standings-unscheduled.csv');
  });

  it("is named, in local mode, with the date on this browser's clock", () => {
    const opensAt = new Date(2026, 11, 1, 23, 32).getTime();
    expect(csvFileName(opensAt)).toBe('cos-standings-2026-12-01.csv');
  });
});
