import { describe, expect, it } from 'vitest';
import type { TeamRecord } from '../../backend/ports.ts';
import { gameReducer, initialGameState } from './game-machine.ts';
import type { GameEvent, GameState } from './game-machine.ts';

const record = (question: number, score = (question - 1) * 10): TeamRecord => ({
  teamName: 'Flip Flops',
  question,
  score,
  owner: 'uid-1',
  startedAt: 1000,
  timestamp: 1000,
});

const HOUR_MS = 60 * 60 * 1000;

const run = (events: GameEvent[], from: GameState = initialGameState) =>
  events.reduce(gameReducer, from);

const playing = run([
  { type: 'NEXT', open: true },
  {
    type: 'TEAM_REGISTERED',
    teamKey: 'flip flops',
    record: record(1),
    clockOffset: 0,
    closesAt: null,
  },
]);

describe('gameReducer', () => {
  it('starts on the intro at question 1 with score 0', () => {
    expect(initialGameState).toMatchObject({ phase: 'intro', question: 1, score: 0 });
  });

  it('moves to team entry on NEXT only once the night is open', () => {
    expect(run([{ type: 'NEXT', open: false }]).phase).toBe('intro');
    expect(run([{ type: 'NEXT', open: true }]).phase).toBe('teamEntry');
  });

  it('plays a newly registered team from question 1', () => {
    expect(playing).toMatchObject({
      phase: 'playing',
      question: 1,
      score: 0,
      team: { teamKey: 'flip flops', teamName: 'Flip Flops', deadline: 1000 + HOUR_MS },
    });
  });

  it('puts the end of the hour on the device clock, corrected by the server offset', () => {
    const deviceBehind = run([
      { type: 'NEXT', open: true },
      {
        type: 'TEAM_REGISTERED',
        teamKey: 'k',
        record: record(1),
        clockOffset: 5000,
        closesAt: null,
      },
    ]);
    expect(deviceBehind.team?.deadline).toBe(1000 + HOUR_MS - 5000);
  });

  it('ends the hour at the close of the night when that comes first', () => {
    const late = run([
      { type: 'NEXT', open: true },
      {
        type: 'TEAM_REGISTERED',
        teamKey: 'k',
        record: record(1),
        clockOffset: 0,
        closesAt: 1000 + HOUR_MS / 2,
      },
    ]);
    expect(late.team?.deadline).toBe(1000 + HOUR_MS / 2);
    const early = run([
      { type: 'NEXT', open: true },
      {
        type: 'TEAM_REGISTERED',
        teamKey: 'k',
        record: record(1),
        clockOffset: 0,
        closesAt: 1000 + 2 * HOUR_MS,
      },
    ]);
    expect(early.team?.deadline).toBe(1000 + HOUR_MS);
  });

  it('resumes with the answers this tab had not saved, and saves them in order', () => {
    const resumed = run([
      { type: 'NEXT', open: true },
      {
        type: 'TEAM_RESUMED',
        teamKey: 'k',
        record: record(4),
        clockOffset: 0,
        closesAt: null,
        unsaved: ['p4', 'p5'],
      },
    ]);
    expect(resumed).toMatchObject({
      phase: 'playing',
      question: 6,
      score: 50,
      unsaved: ['p4', 'p5'],
    });
    expect(resumed.saved).toEqual(record(4));
  });

  it('practises after the night: the riddles in order, nothing to save', () => {
    const practice = run([{ type: 'PRACTICE_START', question: 1, score: 0 }]);
    expect(practice).toMatchObject({ phase: 'playing', practice: true, team: null });
    const next = gameReducer(practice, { type: 'ANSWER_CORRECT', proof: 'p1' });
    expect(next).toMatchObject({ question: 2, score: 10, unsaved: [] });
    const resumed = run([{ type: 'PRACTICE_START', question: 22, score: 210 }]);
    expect(resumed.phase).toBe('finished');
  });

  it('resumes a team at its saved question and score', () => {
    const resumed = run([
      { type: 'NEXT', open: true },
      {
        type: 'TEAM_RESUMED',
        teamKey: 'flip flops',
        record: record(7),
        clockOffset: 0,
        closesAt: null,
      },
    ]);
    expect(resumed).toMatchObject({ phase: 'playing', question: 7, score: 60 });
  });

  it('resumes a team that solved everything straight into finished', () => {
    const done = run([
      { type: 'NEXT', open: true },
      { type: 'TEAM_RESUMED', teamKey: 'k', record: record(22), clockOffset: 0, closesAt: null },
    ]);
    expect(done.phase).toBe('finished');
  });

  it('returns to the intro with the notice when the team name is taken', () => {
    const taken = run([{ type: 'NEXT', open: true }, { type: 'TEAM_TAKEN' }]);
    expect(taken).toMatchObject({ phase: 'intro', alreadyLoggedIn: true, team: null });
    expect(gameReducer(taken, { type: 'NEXT', open: true }).alreadyLoggedIn).toBe(false);
  });

  it('adds 10 points and moves on for a correct answer, keeping its proof until saved', () => {
    const next = gameReducer(playing, { type: 'ANSWER_CORRECT', proof: 'p1' });
    expect(next).toMatchObject({ question: 2, score: 10, unsaved: ['p1'] });
    const saved = gameReducer(next, { type: 'SAVE_CONFIRMED', record: record(2) });
    expect(saved).toMatchObject({ unsaved: [], saved: record(2), saveFailed: false });
  });

  it('keeps unsaved proofs through failed saves', () => {
    const failed = run(
      [
        { type: 'ANSWER_CORRECT', proof: 'p1' },
        { type: 'ANSWER_CORRECT', proof: 'p2' },
        { type: 'SAVE_FAILED' },
      ],
      playing,
    );
    expect(failed).toMatchObject({
      question: 3,
      score: 20,
      unsaved: ['p1', 'p2'],
      saveFailed: true,
    });
    const one = gameReducer(failed, { type: 'SAVE_CONFIRMED', record: record(2) });
    expect(one).toMatchObject({ unsaved: ['p2'], saveFailed: false });
  });

  it('drops answers the server refused for good and falls back to the saved record', () => {
    const refused = run(
      [
        { type: 'SAVE_CONFIRMED', record: record(1) },
        { type: 'ANSWER_CORRECT', proof: 'p1' },
        { type: 'SAVE_FAILED' },
        { type: 'SAVE_REFUSED' },
      ],
      { ...playing, unsaved: ['p0'] },
    );
    expect(refused).toMatchObject({
      phase: 'playing',
      question: 1,
      score: 0,
      unsaved: [],
      saveFailed: false,
      saveRefused: true,
      timeUp: true,
    });
  });

  it('keeps the finish screen when the last answers are refused', () => {
    const finishing = run(
      Array.from({ length: 21 }, (_, n): GameEvent => ({ type: 'ANSWER_CORRECT', proof: `${n}` })),
      playing,
    );
    const refused = gameReducer(finishing, { type: 'SAVE_REFUSED' });
    expect(refused).toMatchObject({ phase: 'finished', score: 0, saveRefused: true });
  });

  it('ignores save results when nothing is waiting', () => {
    expect(gameReducer(playing, { type: 'SAVE_REFUSED' })).toBe(playing);
    expect(gameReducer(playing, { type: 'SAVE_FAILED' })).toBe(playing);
    expect(gameReducer(playing, { type: 'SAVE_CONFIRMED', record: record(2) })).toBe(playing);
  });

  it('finishes after the 21st correct answer with 210 points', () => {
    const events: GameEvent[] = Array.from({ length: 21 }, (_, n) => ({
      type: 'ANSWER_CORRECT',
      proof: `p${n + 1}`,
    }));
    const done = run(events, playing);
    expect(done).toMatchObject({ phase: 'finished', question: 22, score: 210 });
    expect(gameReducer(done, { type: 'ANSWER_CORRECT', proof: 'x' })).toBe(done);
  });

  it('accepts no answers once time is up', () => {
    const late = gameReducer(playing, { type: 'TIME_UP' });
    expect(late.timeUp).toBe(true);
    expect(gameReducer(late, { type: 'ANSWER_CORRECT', proof: 'p' })).toBe(late);
  });

  it('ignores events that do not belong to the current screen', () => {
    expect(gameReducer(initialGameState, { type: 'TEAM_TAKEN' })).toBe(initialGameState);
    expect(gameReducer(initialGameState, { type: 'TIME_UP' })).toBe(initialGameState);
    expect(
      gameReducer(initialGameState, {
        type: 'TEAM_REGISTERED',
        teamKey: 'k',
        record: record(1),
        clockOffset: 0,
        closesAt: null,
      }),
    ).toBe(initialGameState);
    expect(gameReducer(playing, { type: 'NEXT', open: true })).toBe(playing);
  });
});
