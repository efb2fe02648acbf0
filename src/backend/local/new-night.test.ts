import { beforeEach, describe, expect, it } from 'vitest';
import type { GameSchedule, NightState, TeamStanding } from '@/game/types.ts';
import { seedTables, storedTable } from '@/test/local-tables.ts';
import { createLocalGame } from './game.ts';
import { localDatabase } from './local-database.ts';
import { startNewLocalNight } from './new-night.ts';
import { readLocalNight } from './night.ts';
import { alpha, last as lastNight, next as nextNight } from '@/game/new-night-test-utils.ts';
import { liveNight } from '@/test/board-test-utils.ts';

const HOUR = 3_600_000;
const afterClose = lastNight.closesAt + HOUR;
const beta = { ...alpha, teamName: 'beta', owner: 'u2', disqualified: true };

/** The organizers' new night on this browser's database, with `.env.local`'s night if given. */
async function startNewNight(
  schedule: GameSchedule,
  now: number,
  {
    force = false,
    envSchedule = null,
  }: { force?: boolean; envSchedule?: GameSchedule | null } = {},
) {
  const database = localDatabase({ storage: localStorage, now: () => now, schedule: envSchedule });
  return startNewLocalNight(await database.core(), schedule, now, { force });
}

const lastNightEntry = { schedule: lastNight, frozenAt: 1, errataAt: { 7: 1 } };
const lastNightErrata = { 7: { text: 'Read "ohm" for "volt".', at: 1 } };

function playLastNight() {
  seedTables({
    night: lastNightEntry,
    errata: lastNightErrata,
    teams: { alpha, beta },
    guesses: { alpha: { question: 5, count: 9 } },
    owners: { 'uid-a': 'alpha', u2: 'beta' },
    solves: { alpha: { 1: 2 } },
    evicted: { u3: 'squatters' },
    devices: { U1AAAA: 'u1aaaa-uid' },
  });
}

beforeEach(() => localStorage.clear());

describe('a new local night', () => {
  it("names the night by the day it opened on this browser's clock, which shows its times", async () => {
    const late = new Date(2026, 11, 1, 23, 32).getTime();
    seedTables({
      night: { schedule: { opensAt: late, closesAt: late + 2 * HOUR } },
      teams: { alpha },
    });
    const next = { opensAt: late + 24 * HOUR, closesAt: late + 26 * HOUR };
    const result = await startNewNight(next, late + 3 * HOUR);
    expect(result).toEqual({ archivedDate: '2026-12-01', archivedTeams: 1 });
  });

  it("archives the finished night's teams under the day it opened, without owners", async () => {
    playLastNight();
    const result = await startNewNight(nextNight, afterClose);
    expect(result).toEqual({ archivedDate: '2026-12-05', archivedTeams: 2 });
    const kept = { question: 4, score: 30, startedAt: alpha.startedAt, timestamp: alpha.timestamp };
    const { archive } = createLocalGame({ storage: localStorage });
    expect(await archive.getNight('2026-12-05')).toEqual({
      date: '2026-12-05',
      ...lastNight,
      teams: {
        alpha: { teamName: 'alpha', ...kept, disqualified: false },
        beta: { teamName: 'beta', ...kept, disqualified: true },
      },
    });
  });

  it('refuses a new night that has already opened, and changes nothing', async () => {
    playLastNight();
    await expect(
      startNewNight({ ...nextNight, opensAt: afterClose - 1 }, afterClose),
    ).rejects.toMatchObject({ code: 'NIGHT_OPENED' });
    expect(storedTable('night')).toEqual(lastNightEntry);
    expect(storedTable('archive')).toEqual({});
  });

  it('clears teams, guesses, owners, solves, evictions, device codes and errata, and sets the new schedule alone', async () => {
    playLastNight();
    await startNewNight(nextNight, afterClose);
    const nodes = ['teams', 'guesses', 'owners', 'solves', 'evicted', 'devices'] as const;
    for (const node of nodes) expect(storedTable(node), node).toEqual({});
    expect(storedTable('night')).toEqual({ schedule: nextNight });
    expect(storedTable('errata')).toEqual({});
    expect(readLocalNight(localStorage, null).schedule).toEqual(nextNight);
  });

  it("tells this tab's watchers at once: the console shows the new night and no team", async () => {
    playLastNight();
    const game = createLocalGame({ storage: localStorage, now: () => afterClose, schedule: null });
    const nights: NightState[] = [];
    const teams: TeamStanding[][] = [];
    const stopNight = game.night.watchNight((night) => nights.push(night));
    const stopTeams = game.teams.watchAll((standings) => teams.push(standings));
    await expect.poll(() => teams.at(-1)).toHaveLength(2);
    await startNewNight(nextNight, afterClose);
    await expect.poll(() => nights.at(-1)).toEqual({ ...liveNight, schedule: nextNight });
    expect(teams.at(-1)).toEqual([]);
    stopNight();
    stopTeams();
  });

  it('refuses while the current night runs, changing nothing, unless forced', async () => {
    playLastNight();
    const before = { ...localStorage };
    await expect(startNewNight(nextNight, lastNight.closesAt - 1)).rejects.toMatchObject({
      code: 'NIGHT_RUNNING',
    });
    expect({ ...localStorage }).toEqual(before);
    const forced = await startNewNight(nextNight, lastNight.closesAt - 1, { force: true });
    expect(forced.archivedDate).toBe('2026-12-05');
  });

  it('takes the night from .env.local when none is stored in this browser', async () => {
    seedTables({ teams: { alpha } });
    const envSchedule = lastNight;
    await expect(
      startNewNight(nextNight, lastNight.opensAt, { envSchedule }),
    ).rejects.toMatchObject({ code: 'NIGHT_RUNNING' });
    const result = await startNewNight(nextNight, afterClose, { envSchedule });
    expect(result.archivedDate).toBe('2026-12-05');
  });

  it('archives nothing with no previous schedule or no teams, and says so', async () => {
    seedTables({ teams: { alpha } });
    expect(await startNewNight(nextNight, afterClose)).toEqual({
      archivedDate: null,
      archivedTeams: 0,
    });
    expect(storedTable('teams')).toEqual({});
    await startNewNight({ ...nextNight, opensAt: nextNight.opensAt + 1 }, afterClose);
    expect(storedTable('archive')).toEqual({});
  });

  it('never overwrites a different archived night, but accepts the same one again', async () => {
    playLastNight();
    const other = { opensAt: lastNight.opensAt, closesAt: lastNight.closesAt, teams: {} };
    seedTables({ archive: { '2026-12-05': other } });
    await expect(startNewNight(nextNight, afterClose)).rejects.toMatchObject({
      code: 'ARCHIVE_EXISTS',
    });
    expect(storedTable('teams')).toEqual({ alpha, beta });

    seedTables({ archive: {} });
    await startNewNight(nextNight, afterClose);
    const archived = storedTable('archive');
    playLastNight();
    seedTables({ teams: { beta, alpha } });
    await startNewNight(nextNight, afterClose);
    expect(storedTable('archive')).toEqual(archived);
  });

  it('keeps the nights archived before', async () => {
    seedTables({ archive: { '2025-12-06': { opensAt: 1, closesAt: 2, teams: {} } } });
    playLastNight();
    await startNewNight(nextNight, afterClose);
    const { archive } = createLocalGame({ storage: localStorage });
    expect(await archive.listNights()).toEqual(['2026-12-05', '2025-12-06']);
  });

  it('refuses a schedule that closes before it opens', async () => {
    const backwards = { opensAt: nextNight.closesAt, closesAt: nextNight.opensAt };
    await expect(startNewNight(backwards, afterClose)).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
    });
  });
});
