import { describe, expect, it } from 'vitest';
import { HALL } from './capacity-model.ts';
import { parseCapacityArgs, runCapacityCommand } from './capacity-command.ts';
import { publicReads } from './public-reads.ts';
import { FIRST_VISIT_BYTES } from './role-costs.ts';

function run(argv: string[]) {
  const out: string[] = [];
  const code = runCapacityCommand({
    argv,
    log: (text) => out.push(text),
    error: (text) => out.push(`ERROR ${text}`),
  });
  return { code, out: out.join('\n') };
}

describe('npm run game:capacity', () => {
  it('reads the night, with the hall’s defaults', () => {
    expect(parseCapacityArgs(['--teams', '300', '--spectators', '200'])).toEqual({
      night: { ...HALL, teams: 300, spectators: 200 },
      plan: 'spark',
      rate: 10,
    });
    const given = [
      '--teams=30',
      '--plan',
      'blaze',
      '--hours',
      '1.5',
      '--addresses',
      '3',
      '--rate',
      '50',
      '--rtt',
      '1000',
    ];
    expect(parseCapacityArgs(given)).toMatchObject({
      night: { teams: 30, spectators: 0, hours: 1.5, addresses: 3, roundTripMs: 1000 },
      plan: 'blaze',
      rate: 50,
    });
  });

  it.each([
    [['--teams', 'many'], /--teams must be a whole number/],
    [['--teams', '3', '--plan', 'flame'], /--plan is spark or blaze/],
    [['--teams', '3', '--addresses', '0'], /--addresses must be a whole number, at least 1/],
    [['--teams', '3', '--hours', '30'], /--hours "30" must be/],
    [['--teams', '3', '--rtt', '0.5'], /--rtt must be a whole number, at least 1/],
    [['--spectators', '0'], /Give --teams or --spectators above 0/],
    [['--update-docs'], /Unknown option --update-docs/],
    [['--team', '3'], /Unknown option --team/],
  ])('refuses %j with its reason and the usage', (argv, reason) => {
    const { code, out } = run(argv);
    expect(code).toBe(1);
    expect(out).toMatch(reason);
    expect(out).toMatch(/Usage: npm run game:capacity/);
  });

  it('prints each limit, the one that binds first, the largest night and the cost on Blaze', () => {
    const { code, out } = run(['--teams', '300', '--spectators', '200']);
    expect(code).toBe(0);
    expect(out).toMatch(
      /^A night of 300 teams and 200 spectators, with 1 projector and 2 consoles/,
    );
    for (const limit of [
      'new accounts an hour per IP address',
      'Realtime Database connections at the peak',
      'Realtime Database download',
      'Hosting transfer',
      'Firestore document reads',
      'Realtime Database stored',
    ]) {
      expect(out).toContain(limit);
    }
    expect(out).toMatch(/the limit that binds first: [^(]+ \(/);
    expect(out).toMatch(
      /The largest night Spark holds, with spectators in the same proportion: \d+ teams and \d+ spectators\./,
    );
    expect(out).toMatch(/On Blaze it costs .*at most \$\d/);
    expect(out).toMatch(/a phone's round trip 300 ms at the median/);
  });

  it('finds Spark too small for the hall when round trips take a second', () => {
    const { out } = run(['--teams', '300', '--spectators', '200', '--rtt', '1000']);
    expect(out).toMatch(/Realtime Database connections at the peak: \d{3} of 100/);
    expect(out).toMatch(
      /What a stranger's script at 10 requests a second can read again and again/,
    );
  });
});

describe('the reads a stranger can repeat', () => {
  const night = { ...HALL, teams: 300, spectators: 0 };
  const byQuota = (rate: number, teams = 300) =>
    publicReads({ ...night, teams }, rate).map((read) => [read.quota, read.exhaustsInSeconds]);

  it('spend the quota twice as fast at twice the rate, the board faster with more teams', () => {
    const slow = byQuota(10);
    const fast = byQuota(20);
    slow.forEach(([, seconds], index) => expect(fast[index]?.[1]).toBeCloseTo(Number(seconds) / 2));
    expect(Number(byQuota(10, 600)[0]?.[1])).toBeLessThan(Number(slow[0]?.[1]));
  });

  it('take every Spark connection at once with streams, and the day’s riddle reads in 50,000 requests', () => {
    const reads = publicReads(night, 10);
    expect(reads.find(({ quota }) => quota === 'connections')?.exhaustsInSeconds).toBe(0);
    expect(reads.find(({ quota }) => quota === 'firestore')?.exhaustsInSeconds).toBe(5000);
    expect(reads.find(({ quota }) => quota === 'hosting')?.atLeast).toBe(
      FIRST_VISIT_BYTES.home === null,
    );
  });
});
