import { describe, expect, it } from 'vitest';
import type { RiddleStatistics } from './riddle-statistics.ts';
import { statisticsCsv, statisticsFileName } from './statistics-csv.ts';

const riddle = (question: number, more: Partial<RiddleStatistics> = {}): RiddleStatistics => ({
  question,
  onItNow: 0,
  solves: 0,
  medianMinutes: null,
  slowestMinutes: null,
  wrongGuesses: 0,
  wrongAnswers: [],
  ...more,
});

describe('the statistics as CSV', () => {
  it('has a row a riddle, its wrong answers with the teams that typed each', () => {
    const csv = statisticsCsv([
      riddle(1, {
        onItNow: 2,
        solves: 5,
        medianMinutes: 3.5,
        slowestMinutes: 12,
        wrongGuesses: 7,
        wrongAnswers: [
          { text: 'edison', teams: 2 },
          { text: 'faraday', teams: 1 },
        ],
      }),
      riddle(2),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'riddle,on it now,solves,median minutes,slowest minutes,wrong guesses,wrong answers (teams)',
      '1,2,5,3.5,12,7,edison (2); faraday (1)',
      '2,0,0,,,0,',
      '',
    ]);
  });

  it('never hands a spreadsheet a formula, and quotes what needs it', () => {
    const csv = statisticsCsv([
      riddle(1, {
        wrongAnswers: [
          { text: '=cmd|calc', teams: 1 },
          { text: 'a,"b"', teams: 1 },
        ],
      }),
    ]);
    expect(csv.split('\r\n')[1]).toBe(`1,0,0,,,0,"'=cmd|calc (1); a,""b"" (1)"`);
  });

  it('is named with the date the night opened, as the archive names it', () => {
    const lateInUtc = Date.UTC(2026, 11, 1, 23, 32);
    expect(statisticsFileName(lateInUtc, 'Asia/Kolkata')).toBe('cos-statistics-2026-12-02.csv');
    expect(statisticsFileName(lateInUtc, 'UTC')).toBe('cos-statistics-2026-12-01.csv');
    // Local mode: this browser's clock.
    expect(statisticsFileName(new Date(2026, 11, 5, 23, 59).getTime())).toBe(
      'cos-statistics-2026-12-05.csv',
    );
    expect(statisticsFileName(null)).toBe('cos-statistics-unscheduled.csv');
  });
});
