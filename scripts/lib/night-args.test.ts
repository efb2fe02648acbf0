import { describe, expect, it } from 'vitest';
import { parseNightArgs, SCHEDULE_USAGE, UPLOAD_USAGE } from './night-args.mjs';

const opensAt = Date.parse('2026-12-05T12:30:00Z');
const night = { opensAt, closesAt: opensAt + 7_200_000 };
const schedule = (argv: string[]) => parseNightArgs(argv, { withBank: false });
const upload = (argv: string[]) => parseNightArgs(argv, { withBank: true });
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

describe('usage texts', () => {
  it('say what is refused and how to override it', () => {
    for (const usage of [SCHEDULE_USAGE, UPLOAD_USAGE]) {
      expect(usage).toMatch(
        /refuses, writing nothing, when the databases already hold another night/,
      );
      expect(usage).toMatch(/--replace/);
      expect(usage).toMatch(/connects to nothing/);
    }
    expect(UPLOAD_USAGE).toMatch(/--no-schedule/);
  });
});
