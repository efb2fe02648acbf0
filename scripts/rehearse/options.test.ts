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
