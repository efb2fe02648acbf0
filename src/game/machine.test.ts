import { describe, expect, it } from 'vitest';
import { POINTS_PER_ANSWER, QUESTION_COUNT, TIME_LIMIT_MS } from './numbers.ts';
import type { TeamRecord } from './types.ts';
import { type GameEvent, gameReducer, type GameState, initialGameState } from './machine.ts';

const record = (question: number, score = (question - 1) * POINTS_PER_ANSWER): TeamRecord => ({
  teamName: 'Flip Flops',
  question,
  score,
  owner: 'uid-1',
  startedAt: 1000,
  timestamp: 1000,
});

const HOUR_MS = TIME_LIMIT_MS;
/** A team that has solved every riddle: on the one after the last, with every point. */
const ALL_SOLVED = QUESTION_COUNT + 1;
const ALL_POINTS = QUESTION_COUNT * POINTS_PER_ANSWER;

const run = (events: GameEvent[], from: GameState = initialGameState) =>
  events.reduce(gameReducer, from);

type TeamEvent = Extract<GameEvent, { type: 'TEAM_REGISTERED' | 'TEAM_RESUMED' }>;

/** Flip Flops registering on question 1, the device's clock in step with the server's, no night. */
const teamEvent = (changes: Partial<TeamEvent> = {}): TeamEvent => ({
  type: 'TEAM_REGISTERED',
  teamKey: 'flip flops',
  record: record(1),
  clockOffset: 0,
  schedule: null,
  ...changes,
});

/** NEXT on an open night, then the team event with `changes`. */
const entered = (changes: Partial<TeamEvent> = {}) =>
  run([{ type: 'NEXT', open: true }, teamEvent(changes)]);

const playing = entered();

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
    const deviceBehind = entered({ clockOffset: 5000 });
    expect(deviceBehind.team?.deadline).toBe(1000 + HOUR_MS - 5000);
  });

  it('ends the hour at the close of the night when that comes first', () => {
    const late = entered({ schedule: { opensAt: 1000, closesAt: 1000 + HOUR_MS / 2 } });
    expect(late.team?.deadline).toBe(1000 + HOUR_MS / 2);
    const early = entered({ schedule: { opensAt: 1000, closesAt: 1000 + 2 * HOUR_MS } });
    expect(early.team?.deadline).toBe(1000 + HOUR_MS);
  });

  it("counts a team's hour from the night's opening, not from its registration", () => {
    const late = entered({ schedule: { opensAt: 1000 - 600_000, closesAt: 1000 + 2 * HOUR_MS } });
    expect(late.team?.deadline).toBe(1000 - 600_000 + HOUR_MS);
  });

  it('goes back to the intro, saying so, when the database refused the team as late', () => {
    const refused = run([{ type: 'NEXT', open: true }, { type: 'REGISTRATION_CLOSED' }]);
    expect(refused).toMatchObject({ phase: 'intro', registrationClosed: true });
    expect(run([{ type: 'NEXT', open: true }], refused).registrationClosed).toBe(false);
  });

  it('resumes with the cooldown of the last recorded guess still running', () => {
    const resumed = entered({ type: 'TEAM_RESUMED', record: record(4), nextGuessAt: 9000 });
    expect(resumed).toMatchObject({
      phase: 'playing',
      question: 4,
      score: 3 * POINTS_PER_ANSWER,
      nextGuessAt: 9000,
    });
    expect(resumed.saved).toEqual(record(4));
  });

  it('practises after the night: the riddles in order, nothing to save', () => {
    const practice = run([{ type: 'PRACTICE_START', question: 1, score: 0 }]);
    expect(practice).toMatchObject({ phase: 'playing', practice: true, team: null });
    const next = gameReducer(practice, { type: 'ANSWER_CORRECT' });
    expect(next).toMatchObject({ question: 2, score: POINTS_PER_ANSWER, saved: null });
    const resumed = run([{ type: 'PRACTICE_START', question: ALL_SOLVED, score: ALL_POINTS }]);
    expect(resumed.phase).toBe('finished');
  });

  it('resumes a team at its saved question and score', () => {
    const resumed = entered({ type: 'TEAM_RESUMED', record: record(7) });
    expect(resumed).toMatchObject({ phase: 'playing', question: 7, score: 6 * POINTS_PER_ANSWER });
  });

  it('resumes a team that solved everything straight into finished', () => {
    const done = entered({ type: 'TEAM_RESUMED', record: record(ALL_SOLVED) });
    expect(done.phase).toBe('finished');
  });

  it('returns to the intro with the notice when the team name is taken', () => {
    const taken = run([{ type: 'NEXT', open: true }, { type: 'TEAM_TAKEN' }]);
    expect(taken).toMatchObject({ phase: 'intro', alreadyLoggedIn: true, team: null });
    expect(gameReducer(taken, { type: 'NEXT', open: true }).alreadyLoggedIn).toBe(false);
  });

  it('moves on to the record the database returns for a right guess', () => {
    const waiting = gameReducer(playing, { type: 'GUESS_WAIT', nextGuessAt: 6000 });
    const next = gameReducer(waiting, { type: 'GUESS_CORRECT', record: record(2) });
    expect(next).toMatchObject({
      question: 2,
      score: POINTS_PER_ANSWER,
      saved: record(2),
      nextGuessAt: null,
    });
  });

  it('waits after a wrong or too early guess, and only a team waits', () => {
    expect(gameReducer(playing, { type: 'GUESS_WAIT', nextGuessAt: 6000 })).toMatchObject({
      question: 1,
      score: 0,
      nextGuessAt: 6000,
    });
    expect(gameReducer(initialGameState, { type: 'GUESS_WAIT', nextGuessAt: 1 })).toBe(
      initialGameState,
    );
  });

  it('never moves back or repeats a question on a late or repeated verdict', () => {
    const next = gameReducer(playing, { type: 'GUESS_CORRECT', record: record(2) });
    expect(gameReducer(next, { type: 'GUESS_CORRECT', record: record(2) })).toBe(next);
    expect(gameReducer(next, { type: 'GUESS_CORRECT', record: record(1) })).toBe(next);
  });

  it('says a lost verdict is being saved, until the recorded guess is finished', () => {
    const failed = gameReducer(playing, { type: 'SAVE_FAILED' });
    expect(failed).toMatchObject({ question: 1, saveFailed: true });
    expect(gameReducer(failed, { type: 'GUESS_CORRECT', record: record(2) })).toMatchObject({
      question: 2,
      score: POINTS_PER_ANSWER,
      saveFailed: false,
    });
    expect(gameReducer(failed, { type: 'GUESS_WAIT', nextGuessAt: 6000 })).toMatchObject({
      question: 1,
      saveFailed: false,
    });
  });

  it('ends the game when the server refuses a lost verdict after the hour', () => {
    const refused = run([{ type: 'SAVE_FAILED' }, { type: 'SAVE_REFUSED' }], playing);
    expect(refused).toMatchObject({
      phase: 'playing',
      question: 1,
      score: 0,
      saveFailed: false,
      saveRefused: true,
      timeUp: true,
    });
  });

  it('stops a disqualified team: on entry from its record, or when a guess is refused', () => {
    const resumed = entered({ type: 'TEAM_RESUMED', record: { ...record(3), disqualified: true } });
    expect(resumed).toMatchObject({ phase: 'playing', question: 3, disqualified: true });
    const stopped = run([{ type: 'SAVE_FAILED' }, { type: 'DISQUALIFIED' }], playing);
    expect(stopped).toMatchObject({ disqualified: true, saveFailed: false, question: 1 });
    expect(playing.disqualified).toBe(false);
    expect(run([{ type: 'DISQUALIFIED' }]).disqualified).toBe(false);
  });

  it('lets a reinstated team play on from its record, and only a disqualified one', () => {
    const stopped = gameReducer(playing, { type: 'DISQUALIFIED' });
    const reinstated = { ...record(1), disqualified: false };
    expect(gameReducer(stopped, { type: 'REINSTATED', record: reinstated })).toMatchObject({
      phase: 'playing',
      disqualified: false,
      saved: reinstated,
      question: 1,
    });
    const still = { ...record(1), disqualified: true };
    expect(gameReducer(stopped, { type: 'REINSTATED', record: still })).toBe(stopped);
    expect(gameReducer(playing, { type: 'REINSTATED', record: reinstated })).toBe(playing);
  });

  it('returns to the intro with the notice when the team is reset or moved away', () => {
    const gone = run([{ type: 'SAVE_FAILED' }, { type: 'TEAM_GONE' }], playing);
    expect(gone).toMatchObject({ phase: 'intro', teamGone: true, team: null, saveFailed: false });
    expect(gameReducer(gone, { type: 'NEXT', open: true }).teamGone).toBe(false);
    const practice = run([{ type: 'PRACTICE_START', question: 1, score: 0 }]);
    expect(gameReducer(practice, { type: 'TEAM_GONE' })).toBe(practice);
  });

  it('ignores save results when nothing is waiting', () => {
    expect(gameReducer(playing, { type: 'SAVE_REFUSED' })).toBe(playing);
    expect(gameReducer(initialGameState, { type: 'SAVE_FAILED' })).toBe(initialGameState);
  });

  it('keeps a finished game finished when a late guess loses its verdict', () => {
    const done = gameReducer(playing, { type: 'GUESS_CORRECT', record: record(ALL_SOLVED) });
    expect(gameReducer(done, { type: 'SAVE_FAILED' })).toBe(done);
  });

  it('finishes after the last right guess with every point', () => {
    const done = gameReducer(playing, { type: 'GUESS_CORRECT', record: record(ALL_SOLVED) });
    expect(done).toMatchObject({ phase: 'finished', question: ALL_SOLVED, score: ALL_POINTS });
    const practice = run(
      Array.from({ length: QUESTION_COUNT }, (): GameEvent => ({ type: 'ANSWER_CORRECT' })),
      run([{ type: 'PRACTICE_START', question: 1, score: 0 }]),
    );
    expect(practice).toMatchObject({ phase: 'finished', question: ALL_SOLVED, score: ALL_POINTS });
    expect(gameReducer(practice, { type: 'ANSWER_CORRECT' })).toBe(practice);
  });

  it('takes no answer in the browser for a team', () => {
    expect(gameReducer(playing, { type: 'ANSWER_CORRECT' })).toBe(playing);
  });

  it('finishes a lost verdict after the bell, which may still count, until the server refuses it', () => {
    const late = gameReducer(playing, { type: 'TIME_UP' });
    expect(late.timeUp).toBe(true);
    const saving = gameReducer(late, { type: 'SAVE_FAILED' });
    expect(saving).toMatchObject({ timeUp: true, saveFailed: true });
    expect(gameReducer(saving, { type: 'GUESS_CORRECT', record: record(2) })).toMatchObject({
      phase: 'playing',
      question: 2,
      score: POINTS_PER_ANSWER,
      saveFailed: false,
    });
    const refused = gameReducer(saving, { type: 'SAVE_REFUSED' });
    expect(refused).toMatchObject({ saveFailed: false, saveRefused: true, question: 1 });
    expect(gameReducer(refused, { type: 'SAVE_FAILED' })).toBe(refused);
  });

  it('goes back to the intro when the account may not enter a team tonight', () => {
    const entry = run([{ type: 'NEXT', open: true }]);
    expect(gameReducer(entry, { type: 'INELIGIBLE' })).toEqual(initialGameState);
    expect(gameReducer(playing, { type: 'INELIGIBLE' })).toBe(playing);
  });

  it('ignores events that do not belong to the current screen', () => {
    expect(gameReducer(initialGameState, { type: 'TEAM_TAKEN' })).toBe(initialGameState);
    expect(gameReducer(initialGameState, { type: 'TIME_UP' })).toBe(initialGameState);
    expect(gameReducer(initialGameState, teamEvent())).toBe(initialGameState);
    expect(gameReducer(playing, { type: 'NEXT', open: true })).toBe(playing);
  });
});
