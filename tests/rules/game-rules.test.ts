import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deviceCode } from '@/game/device-code.ts';
import { nextGuessAt } from '@/game/guess-wait.ts';
import {
  ANNOUNCEMENT_MAX_LENGTH,
  BELL_GRACE_MS,
  DEVICE_CODE_LENGTH,
  GUESS_COOLDOWN_MS,
  POINTS_PER_ANSWER,
  QUESTION_COUNT,
  TEAM_NAME_MAX_LENGTH,
  TIME_LIMIT_MS,
} from '@/game/numbers.ts';
import { encodeTeamKey, isValidTeamName, TEAM_NAME_PATTERN } from '@/game/team-name.ts';
import {
  creation,
  databaseWith,
  newTeam,
  ORGANIZER,
  OWNER,
  SCHEDULE,
  SERVER_TIME,
  STARTED_AT,
  teamRecord,
  withOrganizer,
} from './rules-fixture.ts';

/**
 * database.rules.json cannot import src/game/numbers.ts, so it repeats the numbers the
 * database referees: change one and this fails until the other says the same.
 */
const LAST = QUESTION_COUNT;
const onLastQuestion = () =>
  databaseWith(teamRecord(LAST, (LAST - 1) * POINTS_PER_ANSWER), { [String(LAST)]: 'proof-last' });
/** The advance from `question` (all earlier ones solved), as one root update with its solve. */
const solve = (question: number) => ({
  'user/tesla coils/question': question + 1,
  'user/tesla coils/score': question * POINTS_PER_ANSWER,
  'user/tesla coils/timestamp': SERVER_TIME,
  [`solves/tesla coils/${question}`]: SERVER_TIME,
});
const solveLast = () => solve(LAST);

describe('the database rules agree with the game rules', () => {
  it(`take team names of up to ${TEAM_NAME_MAX_LENGTH} characters`, () => {
    const create = (length: number) => {
      const name = 'x'.repeat(length);
      const patch = creation(newTeam({ teamName: name }), name);
      return databaseWith(null).as(OWNER).update('/', patch, { now: STARTED_AT });
    };
    expect(create(TEAM_NAME_MAX_LENGTH).allowed).toBe(true);
    expect(create(TEAM_NAME_MAX_LENGTH + 1).allowed).toBe(false);
  });

  it(`take exactly the lowercase names isValidTeamName takes (${String(TEAM_NAME_PATTERN)}, no end or double spaces), under encodeTeamKey`, () => {
    const empty = databaseWith(null).as(OWNER);
    const created = (name: string) =>
      empty.update('/', creation(newTeam({ teamName: name }), encodeTeamKey(name)), {
        now: STARTED_AT,
      }).allowed;
    const characters = [
      ...Array.from({ length: 0x250 }, (_, code) => String.fromCharCode(code)),
      ...['\u200B', '\u2028', '\uFEFF', '\u0430', '\u{1F600}'],
    ];
    const names = [
      ...characters.map((character) => `a${character}z`),
      ...characters.map((character) => `${character}z`),
      ...characters.map((character) => `a${character}`),
      ...characters.map((character) => `a ${character}z`),
      'x'.repeat(TEAM_NAME_MAX_LENGTH - 1) + ' ',
    ];
    const disagreements = names.filter(
      (name) => created(name) !== (isValidTeamName(name) && name === name.toLowerCase()),
    );
    expect(disagreements).toEqual([]);
  });

  it(`give ${POINTS_PER_ANSWER} points for the last of ${QUESTION_COUNT} questions, and no more`, () => {
    const now = STARTED_AT + 1000;
    expect(onLastQuestion().as(OWNER).update('/', solveLast(), { now }).allowed).toBe(true);
    const beyond = databaseWith(teamRecord(LAST + 1, LAST * POINTS_PER_ANSWER), {
      [String(LAST + 1)]: 'proof-beyond',
    });
    expect(beyond.as(OWNER).update('/', solve(LAST + 1), { now }).allowed).toBe(false);
  });

  it(`close a team's game ${TIME_LIMIT_MS / 60_000} minutes after it started`, () => {
    const before = { now: STARTED_AT + TIME_LIMIT_MS - 1 };
    const after = { now: STARTED_AT + TIME_LIMIT_MS };
    expect(onLastQuestion().as(OWNER).update('/', solveLast(), before).allowed).toBe(true);
    expect(onLastQuestion().as(OWNER).update('/', solveLast(), after).allowed).toBe(false);
  });

  it(`finish a right guess recorded before the bell up to ${BELL_GRACE_MS} ms after it`, () => {
    const bell = STARTED_AT + TIME_LIMIT_MS;
    const recorded = databaseWith(
      teamRecord(LAST, (LAST - 1) * POINTS_PER_ANSWER),
      {
        [String(LAST)]: 'proof-last',
      },
      SCHEDULE,
      { question: LAST, proof: 'proof-last', at: bell - 1, count: 40 },
    );
    const lands = (now: number) => recorded.as(OWNER).update('/', solveLast(), { now }).allowed;
    expect(lands(bell + BELL_GRACE_MS - 1)).toBe(true);
    expect(lands(bell + BELL_GRACE_MS)).toBe(false);
  });

  it(`take one guess per team every ${GUESS_COOLDOWN_MS} ms`, () => {
    const now = STARTED_AT + 60_000;
    const guessAfter = (wait: number) =>
      databaseWith(teamRecord(1, 0), {}, SCHEDULE, {
        question: 1,
        proof: 'first guess',
        at: now - wait,
        count: 1,
      })
        .as(OWNER)
        .write(
          '/guesses/tesla coils',
          { question: 1, proof: 'second guess', at: SERVER_TIME, count: 2 },
          { now },
        ).allowed;
    expect(guessAfter(GUESS_COOLDOWN_MS - 1)).toBe(false);
    expect(guessAfter(GUESS_COOLDOWN_MS)).toBe(true);
  });

  it('wait only after a wrong guess, as nextGuessAt says: a team that moved on guesses at once', () => {
    const now = STARTED_AT + 60_000;
    const last = { question: 1, proof: 'proof-one', at: now - 1_000, count: 1 };
    for (const onQuestion of [1, 2]) {
      const allowed = databaseWith(
        teamRecord(onQuestion, (onQuestion - 1) * 10),
        {},
        SCHEDULE,
        last,
      )
        .as(OWNER)
        .write(
          '/guesses/tesla coils',
          { question: onQuestion, proof: 'next guess', at: SERVER_TIME, count: 2 },
          { now },
        ).allowed;
      expect(allowed).toBe(now >= nextGuessAt(last, onQuestion));
    }
  });

  it(`take announcements of up to ${ANNOUNCEMENT_MAX_LENGTH} characters`, () => {
    const post = (length: number) =>
      withOrganizer(databaseWith(null))
        .as(ORGANIZER)
        .write(
          '/game/announcement',
          { text: 'x'.repeat(length), at: SERVER_TIME },
          { now: STARTED_AT },
        ).allowed;
    expect(post(ANNOUNCEMENT_MAX_LENGTH)).toBe(true);
    expect(post(ANNOUNCEMENT_MAX_LENGTH + 1)).toBe(false);
  });

  it(`take device codes of ${DEVICE_CODE_LENGTH} characters, as deviceCode gives them`, () => {
    const device = { uid: 'Xk3pqL9zAbCdEfGhIjKlMnOpQr12', provider: 'anonymous' };
    const code = deviceCode(device.uid) ?? '';
    const registers = (written: string) =>
      databaseWith(null).as(device).write(`/devices/${written}`, device.uid, { now: STARTED_AT })
        .allowed;
    expect(code).toHaveLength(DEVICE_CODE_LENGTH);
    expect(registers(code)).toBe(true);
    expect(registers(code.slice(0, -1))).toBe(false);
    expect(registers(device.uid.slice(0, DEVICE_CODE_LENGTH + 1).toUpperCase())).toBe(false);
  });

  it(`take guesses on riddles 1 to ${QUESTION_COUNT} only: a team that solved them all is done`, () => {
    const now = STARTED_AT + 60_000;
    const guessOn = (question: number) =>
      databaseWith(teamRecord(question, (question - 1) * POINTS_PER_ANSWER))
        .as(OWNER)
        .write(
          '/guesses/tesla coils',
          { question, proof: 'a guess', at: SERVER_TIME, count: 1 },
          { now },
        ).allowed;
    expect(guessOn(LAST)).toBe(true);
    expect(guessOn(LAST + 1)).toBe(false);
  });

  it('write each refereed number as src/game/numbers.ts does', () => {
    const rules = readFileSync(new URL('../../database.rules.json', import.meta.url), 'utf8');
    const refereed = [
      QUESTION_COUNT,
      QUESTION_COUNT + 1,
      QUESTION_COUNT * POINTS_PER_ANSWER,
      POINTS_PER_ANSWER,
      TIME_LIMIT_MS,
      TIME_LIMIT_MS + BELL_GRACE_MS,
      BELL_GRACE_MS,
      GUESS_COOLDOWN_MS,
      TEAM_NAME_MAX_LENGTH,
      ANNOUNCEMENT_MAX_LENGTH,
    ];
    for (const number of refereed) expect(rules).toMatch(new RegExp(`[^\\d.]${number}[^\\d]`));
    expect(rules).toContain(`[A-Z0-9]{${DEVICE_CODE_LENGTH}}`);
  });
});
