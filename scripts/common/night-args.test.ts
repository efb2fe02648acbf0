import { describe, expect, it } from 'vitest';
import {
  NEW_NIGHT_USAGE,
  parseNewNightArgs,
  parseScheduleArgs,
  SCHEDULE_USAGE,
  UPLOAD_USAGE,
} from './night-args.ts';

const opensAt = Date.parse('2026-12-05T12:30:00Z');
const night = { opensAt, closesAt: opensAt + 7_200_000 };
const schedule = (argv: string[]) => parseScheduleArgs(argv, { withBank: false });
const upload = (argv: string[]) => parseScheduleArgs(argv, { withBank: true });
const problemOf = (parsed: object) => ('problem' in parsed ? parsed.problem : undefined);

describe('game:schedule arguments', () => {
  it('reads --opens and --hours, spaced or with =', () => {
    const expected = { schedule: night, offsetMinutes: 330, dryRun: false, replace: false };
    expect(schedule(['--opens', '2026-12-05T18:00+05:30', '--hours', '2'])).toEqual(expected);
    expect(schedule(['--hours=2', '--opens=2026-12-05T18:00+05:30'])).toEqual(expected);
  });

  it('reads --dry-run and --replace', () => {
    const args = schedule([
      '--opens',
      '2026-12-05T12:30Z',
      '--hours',
      '2',
      '--dry-run',
      '--replace',
    ]);
    expect(args).toMatchObject({ dryRun: true, replace: true, offsetMinutes: 0 });
  });

  it('reads --teams, the whole number the sign-up quota is raised for', () => {
    const night = ['--opens', '2026-12-05T18:00+05:30', '--hours', '2'];
    expect(schedule([...night, '--teams', '300'])).toMatchObject({ teams: 300 });
    expect(schedule(night)).not.toHaveProperty('teams');
    for (const teams of ['0', '2.5', 'many', '-3']) {
      expect(problemOf(schedule([...night, '--teams', teams]))).toMatch(/whole number of teams/);
    }
    expect(problemOf(upload(['bank.json', ...night, '--teams', '300']))).toBe(
      'Unknown option --teams.',
    );
  });

  it.each([
    [[], /--opens and --hours/],
    [['--opens', '2026-12-05T18:00+05:30'], /--opens and --hours/],
    [['--opens', '2026-12-05T18:00', '--hours', '2'], /no UTC offset/],
    [['--opens', '2026-12-05T18:00+05:30', '--hours', '0'], /above 0/],
    [['--opens', '2026-12-05T18:00+05:30', '--hours'], /--hours needs a value/],
    [['--opens', 'x', '--opens', 'y', '--hours', '2'], /given twice/],
    [['--opens', '2026-12-05T18:00+05:30', '--hours', '2', '--force'], /Unknown option --force/],
    [['--opens', '2026-12-05T18:00+05:30', '--hours', '2', 'bank.json'], /Unexpected bank.json/],
    [['--no-schedule'], /Unknown option --no-schedule/],
    [
      ['--opens', '2026-12-05T18:00+05:30', '--hours', '2', '--replace-live'],
      /Unknown option --replace-live/,
    ],
  ])('refuses %j', (argv, message) => {
    expect(problemOf(schedule(argv))).toMatch(message);
  });
});

describe('questions:upload arguments', () => {
  it('takes a bank and the night', () => {
    expect(upload(['bank.json', '--opens', '2026-12-05T18:00+05:30', '--hours', '2'])).toEqual({
      file: 'bank.json',
      schedule: night,
      offsetMinutes: 330,
      dryRun: false,
      replace: false,
      replaceLive: false,
    });
  });

  it('reads --replace-live, with a night or without one', () => {
    const night = ['--opens', '2026-12-05T18:00+05:30', '--hours', '2'];
    expect(upload(['bank.json', ...night, '--replace-live'])).toMatchObject({ replaceLive: true });
    expect(upload(['bank.json', '--no-schedule', '--replace-live'])).toMatchObject({
      schedule: null,
      replaceLive: true,
    });
  });

  it('uploads without a night only when told --no-schedule', () => {
    expect(problemOf(upload(['bank.json']))).toMatch(/--opens and --hours .*--no-schedule/);
    expect(upload(['bank.json', '--no-schedule', '--dry-run'])).toEqual({
      file: 'bank.json',
      schedule: null,
      offsetMinutes: 0,
      dryRun: true,
      replace: false,
      replaceLive: false,
    });
  });

  it.each([
    [['--no-schedule'], /exactly one question bank FILE/],
    [['a.json', 'b.json', '--no-schedule'], /exactly one/],
    [['a.json', '--no-schedule', '--hours', '2'], /cannot go with/],
    [['a.json', '--no-schedule', '--replace'], /cannot go with/],
  ])('refuses %j', (argv, message) => {
    expect(problemOf(upload(argv))).toMatch(message);
  });
});

describe('game:new-night arguments', () => {
  const opens = ['--opens', '2026-12-05T18:00+05:30'];

  it('reads --opens with --closes or --hours, --force and --dry-run', () => {
    const expected = { schedule: night, offsetMinutes: 330, dryRun: false, force: false };
    expect(parseNewNightArgs([...opens, '--closes', '2026-12-05T20:00+05:30'])).toEqual(expected);
    expect(parseNewNightArgs([...opens, '--closes=2026-12-05T14:30Z'])).toEqual(expected);
    expect(parseNewNightArgs([...opens, '--hours', '2', '--force', '--dry-run'])).toEqual({
      ...expected,
      dryRun: true,
      force: true,
    });
  });

  it.each([
    [opens, /--opens and either --closes or --hours/],
    [['--closes', '2026-12-05T20:00+05:30'], /--opens and either/],
    [[...opens, '--hours', '2', '--closes', '2026-12-05T20:00+05:30'], /either --closes or/],
    [[...opens, '--closes', '2026-12-05T20:00'], /--closes "2026-12-05T20:00" has no UTC offset/],
    [[...opens, '--closes', '2026-12-05T18:00+05:30'], /--closes must come after --opens/],
    [[...opens, '--closes', '2026-12-06T18:01+05:30'], /at most 24 hours later/],
    [[...opens, '--hours', '2', '--replace'], /Unknown option --replace/],
    [[...opens, '--hours', '2', 'now'], /Unexpected now/],
  ])('refuses %j', (argv, message) => {
    expect(problemOf(parseNewNightArgs(argv))).toMatch(message);
  });
});

describe('usage texts', () => {
  it('game:new-night says what it keeps, clears and refuses', () => {
    expect(NEW_NIGHT_USAGE).toMatch(/never overwrites or deletes an archive entry/);
    expect(NEW_NIGHT_USAGE).toMatch(
      /clears user, proofs, guesses, owners, solves, evicted, devices, game\/announcement,\ngame\/errata, game\/frozenAt and game\/released \(it keeps admins, answers, alternatives,\nthe riddles' help and every archive\)/,
    );
    expect(NEW_NIGHT_USAGE).toMatch(/--force +go ahead while the current night is still running/);
  });

  it('say what is refused and how to override it', () => {
    for (const usage of [SCHEDULE_USAGE, UPLOAD_USAGE]) {
      expect(usage).toMatch(
        /refuses, writing nothing, when the databases already hold another night/,
      );
      expect(usage).toMatch(/--replace/);
      expect(usage).toMatch(/connects to nothing/);
      expect(usage).toMatch(
        /refuses a night that has already opened .*\n.*Run npm run game:new-night first/,
      );
    }
    expect(UPLOAD_USAGE).toMatch(/--no-schedule/);
    expect(UPLOAD_USAGE).toMatch(/--replace-live change the answers or accepted spellings/);
    expect(UPLOAD_USAGE).toMatch(/alternatives\/\{qNo\}/);
  });
});
