import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import { deadlines } from '../common/call-timeout.ts';
import { emulators, memoryNightStore } from '../common/night-store-test-utils.ts';
import { CLEARED_PATHS } from '../../src/game/new-night.ts';
import { runNewNightCommand } from './new-night-command.ts';
import { last, next } from '../../src/game/new-night-test-utils.ts';

const NEXT_ARGS = ['--opens', '2027-12-04T18:00+05:30', '--closes', '2027-12-04T20:00+05:30'];
const afterLast = () => last.closesAt + 60_000;
const started = last.opensAt + 60_000;
const olderArchive = {
  opensAt: 1,
  closesAt: 2,
  teams: {
    x: { teamName: 'x', question: 1, score: 0, startedAt: 1, timestamp: 1, disqualified: false },
  },
};

/** alpha's and b.c's standings (without their owners): alpha solved two riddles, b.c one. */
const alpha = {
  teamName: 'alpha',
  question: 3,
  score: 20,
  startedAt: started,
  timestamp: started + 600_000,
};
const bc = {
  teamName: 'b.c',
  question: 2,
  score: 10,
  startedAt: started,
  timestamp: started + 300_000,
  disqualified: true,
};

/** The databases after a short night: alpha solved two riddles, b.c one and was disqualified. */
function playedNight() {
  return {
    admins: { 'uid-org': true },
    answers: { '1': 'p1', '2': 'p2' },
    alternatives: { '2': { a2: true } },
    devices: { ABCDEF: 'uid-a', GHJKLM: 'uid-c' },
    evicted: { 'uid-c': 'gamma' },
    archive: { '2025-12-06': olderArchive },
    game: { schedule: last, announcedAt: started, frozenAt: started },
    announcement: { text: 'Last call', at: started },
    lateRegistrations: { 'uid-d': { teamName: 'delta', at: started + 1_200_000 } },
    user: { alpha: { ...alpha, owner: 'uid-a' }, 'b%2Ec': { ...bc, owner: 'uid-b' } },
    owners: { 'uid-a': 'alpha', 'uid-b': 'b%2Ec' },
    proofs: { alpha: { '1': 'p1', '2': 'p2' }, 'b%2Ec': { '1': 'p1' } },
    guesses: { alpha: { question: 2, proof: 'p2', at: started + 600_000, count: 3 } },
    solves: { alpha: { '1': started + 60_000, '2': started + 600_000 }, 'b%2Ec': { '1': 1 } },
  };
}

const standings = { ...last, teams: { alpha: { ...alpha, disqualified: false }, 'b%2Ec': bc } };
const riddles = () => ({
  '1': { qNo: '1', question: 'I resist.', opensAt: Timestamp.fromMillis(last.opensAt) },
  '2': {
    qNo: '2',
    question: 'Hear me.',
    answerHash: 'old',
    opensAt: Timestamp.fromMillis(last.opensAt),
  },
});

async function run(
  argv: string[],
  options: {
    tree?: Record<string, unknown>;
    now?: () => number;
    fail?: 'read' | 'write' | 'stall';
  } = {},
) {
  const held = memoryNightStore(options.tree ?? playedNight(), riddles());
  const offline = () => Promise.reject(new Error('offline'));
  // The store's own deadline (20 ms here) on a read that never answers.
  const within = deadlines({ hosts: { database: '127.0.0.1:2' }, timeoutMs: 20 });
  const stall = () => within.database(() => new Promise<never>(() => undefined));
  const failing = {
    read: { readTeams: offline },
    write: { updateDatabase: offline },
    stall: { readTeams: stall },
  };
  const store = { ...held.store, ...(options.fail && failing[options.fail]) };
  const close = vi.fn(async () => undefined);
  const openStore = vi.fn(async () => ({ store, close }));
  const out: string[] = [];
  const code = await runNewNightCommand({
    argv,
    env: emulators,
    openStore,
    log: (line: string) => out.push(line),
    error: (line: string) => out.push(`ERROR ${line}`),
    now: options.now ?? afterLast,
  });
  const { docs } = held.firestore;
  const opensAt = Object.values(docs).map((doc) => doc.opensAt);
  return { code, tree: held.database.tree(), docs, opensAt, openStore, close, out: out.join('\n') };
}

describe('npm run game:new-night', () => {
  it('archives the night, clears it (device codes and evictions too) and sets the next one, keeping the rest', async () => {
    const { code, tree, docs, opensAt, close, out } = await run(NEXT_ARGS);
    expect(code).toBe(0);
    expect(tree).toEqual({
      admins: { 'uid-org': true },
      answers: { '1': 'p1', '2': 'p2' },
      alternatives: { '2': { a2: true } },
      archive: { '2025-12-06': olderArchive, '2026-12-05': standings },
      game: { schedule: next },
    });
    expect(opensAt).toEqual([next.opensAt, next.opensAt].map((ms) => Timestamp.fromMillis(ms)));
    expect(docs['2']).toEqual({
      qNo: '2',
      question: 'Hear me.',
      opensAt: Timestamp.fromMillis(next.opensAt),
    });
    expect(close).toHaveBeenCalledOnce();
    expect(out).toBe(
      [
        'Wrote to emulators, project demo-night:',
        '  RTDB archive/2026-12-05 = the night of Sat 5 Dec 2026, 18:00 (+05:30) to 20:00, 2 teams',
        `  RTDB cleared: ${CLEARED_PATHS.join(', ')}`,
        '  questions/1, 2: opensAt only, an older answerHash removed',
        '  RTDB game/schedule = { opensAt, closesAt }',
        'New game night: Sat 4 Dec 2027, 18:00 (+05:30) to 20:00.',
      ].join('\n'),
    );
  });

  it('says on --dry-run what it would do, and writes nothing', async () => {
    const { code, tree, opensAt, out } = await run([...NEXT_ARGS, '--dry-run']);
    expect(code).toBe(0);
    expect(tree).toEqual(playedNight());
    expect(opensAt).toEqual([last.opensAt, last.opensAt].map((ms) => Timestamp.fromMillis(ms)));
    expect(out).toMatch(
      /^Dry run against emulators, project demo-night, nothing written\. Would write:\n/,
    );
    expect(out).toContain('archive/2026-12-05 = the night of Sat 5 Dec 2026');
    expect(out).toContain(
      ', 2 teams\n  RTDB cleared: user, proofs, guesses, owners, solves, evicted, devices, announcement,',
    );
    expect(out).toContain('New game night: Sat 4 Dec 2027, 18:00 (+05:30) to 20:00.');
  });

  it('refuses while the night runs, and ends it with --force', async () => {
    const during = () => last.closesAt - 1;
    const refused = await run(NEXT_ARGS, { now: during });
    expect(refused.code).toBe(1);
    expect(refused.tree).toEqual(playedNight());
    expect(refused.out).toMatch(/^ERROR A night is running .*--force/);

    const forced = await run([...NEXT_ARGS, '--force'], { now: during });
    expect(forced.code).toBe(0);
    expect(forced.tree).toMatchObject({ archive: { '2026-12-05': standings } });
  });

  it('goes on over an identical archive entry and never overwrites a different one', async () => {
    const crashed = { ...playedNight(), archive: { '2026-12-05': standings } };
    const rerun = await run(NEXT_ARGS, { tree: crashed });
    expect(rerun.code).toBe(0);
    expect(rerun.tree).toEqual({
      admins: crashed.admins,
      answers: crashed.answers,
      alternatives: crashed.alternatives,
      archive: { '2026-12-05': standings },
      game: { schedule: next },
    });
    expect(rerun.out).toContain('archive/2026-12-05 already holds the night of');

    const other = { ...playedNight(), archive: { '2026-12-05': olderArchive } };
    const refused = await run(NEXT_ARGS, { tree: other });
    expect(refused.code).toBe(1);
    expect(refused.tree).toEqual(other);
    expect(refused.out).toMatch(/^ERROR archive\/2026-12-05 already holds another night/);
  });

  it('archives nothing when no night was scheduled, and says so', async () => {
    const { code, tree, out } = await run([...NEXT_ARGS.slice(0, 2), '--hours', '2'], {
      tree: { answers: { '1': 'p1' } },
    });
    expect(code).toBe(0);
    expect(tree).toEqual({ answers: { '1': 'p1' }, game: { schedule: next } });
    expect(out).toContain('nothing archived: there is no previous night in game/schedule');
  });

  it('connects to nothing on a bad argument', async () => {
    const bad = await run(['--opens', '2027-12-04T18:00+05:30']);
    expect(bad.code).toBe(1);
    expect(bad.openStore).not.toHaveBeenCalled();
    expect(bad.out).toMatch(/either --closes or --hours\.\n\nUsage: npm run game:new-night/);
  });

  it.each([
    [
      'a failed read, with or without --dry-run, wrote nothing',
      'read' as const,
      'ERROR Reading failed: offline\nNothing was written.',
    ],
    [
      'in one line that the database did not answer, with or without --dry-run',
      'stall' as const,
      'ERROR The Realtime Database at 127.0.0.1:2 did not answer within 0.02 s. Nothing was written.',
    ],
  ])('says %s', async (_name, fail, says) => {
    for (const argv of [NEXT_ARGS, [...NEXT_ARGS, '--dry-run']]) {
      const failed = await run(argv, { fail });
      expect(failed.code).toBe(1);
      expect(failed.close).toHaveBeenCalledOnce();
      expect(failed.tree).toEqual(playedNight());
      expect(failed.out).toBe(says);
    }
  });

  it('says a failed write may have left the databases disagreeing', async () => {
    const failed = await run(NEXT_ARGS, { fail: 'write' });
    expect(failed.code).toBe(1);
    expect(failed.close).toHaveBeenCalledOnce();
    expect(failed.out).toBe(
      'ERROR Writing failed: offline\nThe databases may disagree now: run the same command again.',
    );
  });
});
