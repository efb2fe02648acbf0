import { describe, expect, it } from 'vitest';
import { parseRehearsalArgs } from './options.ts';

describe('game:rehearse options', () => {
  it('defaults to 20 teams, the whole bank, a real project, cleaning up', () => {
    expect(parseRehearsalArgs([], 21)).toEqual({
      teams: 20,
      riddles: null,
      emulate: false,
      rulesFile: null,
      force: false,
      keep: false,
      dryRun: false,
      hall: null,
    });
  });

  it('reads every option', () => {
    const argv = ['--emulate', '--rules', 'holed.json', '--teams', '150', '--riddles', '5'];
    expect(parseRehearsalArgs([...argv, '--force', '--keep', '--dry-run'], 21)).toEqual({
      teams: 150,
      riddles: 5,
      emulate: true,
      rulesFile: 'holed.json',
      force: true,
      keep: true,
      dryRun: true,
      hall: null,
    });
  });

  it('reads the hall night: --plan spark and its options, with --emulate', () => {
    const argv = ['--emulate', '--plan', 'spark', '--teams', '300', '--spectators', '200'];
    const extra = ['--one-address', '--chaos', '--no-quota', '--report', 'night.json'];
    expect(
      parseRehearsalArgs(
        [...argv, ...extra, '--compress', '20', '--rtt', '1000', '--seed', '4'],
        21,
      ),
    ).toMatchObject({
      teams: 300,
      hall: {
        plan: 'spark',
        spectators: 200,
        oneAddress: true,
        chaos: true,
        quotaStep: false,
        reportFile: 'night.json',
        compress: 20,
        roundTripMs: 1000,
        seed: 4,
      },
    });
    expect(parseRehearsalArgs(['--emulate', '--plan', 'spark'], 21)).toMatchObject({
      hall: {
        spectators: 0,
        oneAddress: false,
        chaos: false,
        quotaStep: true,
        compress: 10,
        roundTripMs: 300,
      },
    });
  });

  it.each([
    [['--teams', '4'], '--teams takes a whole number from 5 to 500.'],
    [['--teams', '501'], '--teams takes a whole number from 5 to 500.'],
    [['--teams', '2.5'], '--teams takes a whole number from 5 to 500.'],
    [['--riddles', '1'], '--riddles takes a whole number from 2 to 21.'],
    [['--riddles', '22'], '--riddles takes a whole number from 2 to 21.'],
    [
      ['--rules', 'x.json'],
      '--rules works with --emulate only: a real project judges by the rules deployed there.',
    ],
    [
      ['--plan', 'spark'],
      '--plan works with --emulate only: a real project has its own plan and limits.',
    ],
    [['--emulate', '--plan', 'flame'], '--plan takes spark or blaze.'],
    [['--emulate', '--chaos'], '--chaos works with --plan spark only.'],
    [
      ['--emulate', '--plan', 'spark', '--spectators', '1001'],
      '--spectators takes a whole number from 0 to 1000.',
    ],
    [
      ['--emulate', '--plan', 'spark', '--compress', '0'],
      '--compress takes a whole number from 1 to 200.',
    ],
    [
      ['--emulate', '--plan', 'spark', '--rtt', '0'],
      '--rtt takes a whole number of milliseconds from 1 to 10000.',
    ],
    [['--emulate', '--rtt', '1000'], '--rtt works with --plan spark only.'],
  ])('refuses %j', (argv, problem) => {
    expect(parseRehearsalArgs(argv, 21)).toEqual({ problem });
  });

  it('refuses an unknown option or a stray word, naming it', () => {
    expect(parseRehearsalArgs(['--team', '5'], 21)).toMatchObject({
      problem: expect.stringContaining("'--team'"),
    });
    expect(parseRehearsalArgs(['now'], 21)).toMatchObject({
      problem: expect.stringContaining("'now'"),
    });
  });
});
