import { beforeEach, describe, expect, it } from 'vitest';
import { createLocalArchive } from './archive.ts';
import { startNewLocalNight } from './new-night.ts';
import { createLocalNight, readLocalNight } from './night.ts';
import type { NightState, TeamStanding } from '@/game/types.ts';
import { localOrganizers } from './organizer-list.ts';
import { createLocalTeams } from './teams.ts';

const HOUR = 3_600_000;
const lastNight = { opensAt: Date.parse('2026-12-05T18:00+05:30'), closesAt: 0 };
lastNight.closesAt = lastNight.opensAt + 2 * HOUR;
const nextNight = { opensAt: lastNight.opensAt + 365 * 24 * HOUR, closesAt: 0 };
nextNight.closesAt = nextNight.opensAt + 2 * HOUR;
const afterClose = lastNight.closesAt + HOUR;

const alpha = {
  teamName: 'alpha',
  question: 5,
  score: 40,
  owner: 'u1',
  startedAt: lastNight.opensAt + 60_000,
  timestamp: lastNight.opensAt + 900_000,
};
const beta = { ...alpha, teamName: 'beta', owner: 'u2', disqualified: true };

const stored = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null');

const lastNightEntry = {
  schedule: lastNight,
  frozenAt: 1,
  errata: { 7: { text: 'Read "ohm" for "volt".', at: 1 } },
};

function playLastNight() {
  localStorage.setItem('ecs.cos.night', JSON.stringify(lastNightEntry));
  localStorage.setItem('ecs.cos.teams', JSON.stringify({ alpha, beta }));
  localStorage.setItem('ecs.cos.guesses', JSON.stringify({ alpha: { question: 5, count: 9 } }));
  localStorage.setItem('ecs.cos.owners', JSON.stringify({ u1: 'alpha', u2: 'beta' }));
  localStorage.setItem('ecs.cos.solves', JSON.stringify({ alpha: { 1: 2 } }));
  localStorage.setItem('ecs.cos.evicted', JSON.stringify({ u3: 'squatters' }));
  localStorage.setItem('ecs.cos.devices', JSON.stringify({ U1AAAA: 'u1aaaa-uid' }));
}

beforeEach(() => localStorage.clear());

describe('a new local night', () => {
  it("names the night by the day it opened on this browser's clock, which shows its times", () => {
    const late = new Date(2026, 11, 1, 23, 32).getTime();
    const night = { schedule: { opensAt: late, closesAt: late + 2 * HOUR } };
    localStorage.setItem('ecs.cos.night', JSON.stringify(night));
    localStorage.setItem('ecs.cos.teams', JSON.stringify({ alpha }));
    const next = { opensAt: late + 24 * HOUR, closesAt: late + 26 * HOUR };
    const result = startNewLocalNight(localStorage, next, late + 3 * HOUR, { envSchedule: null });
    expect(result).toEqual({ archivedDate: '2026-12-01', archivedTeams: 1 });
  });

  it("archives the finished night's teams under the day it opened, without owners", async () => {
    playLastNight();
    const result = startNewLocalNight(localStorage, nextNight, afterClose, { envSchedule: null });
    expect(result).toEqual({ archivedDate: '2026-12-05', archivedTeams: 2 });
    const kept = { question: 5, score: 40, startedAt: alpha.startedAt, timestamp: alpha.timestamp };
    expect(await createLocalArchive(localStorage).getNight('2026-12-05')).toEqual({
      date: '2026-12-05',
      ...lastNight,
      teams: {
        alpha: { teamName: 'alpha', ...kept, disqualified: false },
        beta: { teamName: 'beta', ...kept, disqualified: true },
      },
    });
  });

  it('refuses a new night that has already opened, and changes nothing', () => {
    playLastNight();
    expect(() =>
      startNewLocalNight(localStorage, { ...nextNight, opensAt: afterClose - 1 }, afterClose, {
        envSchedule: null,
      }),
    ).toThrow(expect.objectContaining({ code: 'NIGHT_OPENED' }));
    expect(stored('ecs.cos.night')).toEqual(lastNightEntry);
    expect(stored('ecs.cos.archive')).toBeNull();
  });

  it('clears teams, guesses, owners, solves, evictions, device codes and errata, and sets the new schedule alone', () => {
    playLastNight();
    startNewLocalNight(localStorage, nextNight, afterClose, { envSchedule: null });
    const nodes = ['teams', 'guesses', 'owners', 'solves', 'evicted', 'devices'];
    for (const key of nodes.map((node) => `ecs.cos.${node}`)) {
      expect(localStorage.getItem(key), key).toBeNull();
    }
    expect(stored('ecs.cos.night')).toEqual({ schedule: nextNight });
    expect(readLocalNight(localStorage, null).schedule).toEqual(nextNight);
  });

  it("tells this tab's watchers at once: the console shows the new night and no team", () => {
    playLastNight();
    const judge = { now: () => afterClose, isRight: async () => false };
    const nights: NightState[] = [];
    const teams: TeamStanding[][] = [];
    const stopNight = createLocalNight(localStorage, null, judge).watchNight((night) =>
      nights.push(night),
    );
    const stopTeams = createLocalTeams({
      storage: localStorage,
      ...judge,
      schedule: () => null,
      organizers: localOrganizers(localStorage, ''),
    }).watchAll((standings) => teams.push(standings));
    startNewLocalNight(localStorage, nextNight, afterClose, { envSchedule: null });
    expect(nights.at(-1)).toEqual({
      schedule: nextNight,
      announcement: null,
      errata: {},
      frozenAt: null,
      boardEditedAt: null,
    });
    expect(teams.at(-1)).toEqual([]);
    stopNight();
    stopTeams();
  });

  it('refuses while the current night runs, changing nothing, unless forced', () => {
    playLastNight();
    const before = { ...localStorage };
    expect(() =>
      startNewLocalNight(localStorage, nextNight, lastNight.closesAt - 1, { envSchedule: null }),
    ).toThrow(expect.objectContaining({ code: 'NIGHT_RUNNING' }));
    expect({ ...localStorage }).toEqual(before);
    const forced = startNewLocalNight(localStorage, nextNight, lastNight.closesAt - 1, {
      envSchedule: null,
      force: true,
    });
    expect(forced.archivedDate).toBe('2026-12-05');
  });

  it('takes the night from .env.local when none is stored in this browser', () => {
    localStorage.setItem('ecs.cos.teams', JSON.stringify({ alpha }));
    expect(() =>
      startNewLocalNight(localStorage, nextNight, lastNight.opensAt, { envSchedule: lastNight }),
    ).toThrow(expect.objectContaining({ code: 'NIGHT_RUNNING' }));
    const result = startNewLocalNight(localStorage, nextNight, afterClose, {
      envSchedule: lastNight,
    });
    expect(result.archivedDate).toBe('2026-12-05');
  });

  it('archives nothing with no previous schedule or no teams, and says so', () => {
    localStorage.setItem('ecs.cos.teams', JSON.stringify({ alpha }));
    expect(startNewLocalNight(localStorage, nextNight, afterClose, { envSchedule: null })).toEqual({
      archivedDate: null,
      archivedTeams: 0,
    });
    expect(localStorage.getItem('ecs.cos.teams')).toBeNull();
    startNewLocalNight(localStorage, { ...nextNight, opensAt: nextNight.opensAt + 1 }, afterClose);
    expect(localStorage.getItem('ecs.cos.archive')).toBeNull();
  });

  it('never overwrites a different archived night, but accepts the same one again', () => {
    playLastNight();
    const other = { opensAt: lastNight.opensAt, closesAt: lastNight.closesAt, teams: {} };
    localStorage.setItem('ecs.cos.archive', JSON.stringify({ '2026-12-05': other }));
    expect(() =>
      startNewLocalNight(localStorage, nextNight, afterClose, { envSchedule: null }),
    ).toThrow(expect.objectContaining({ code: 'ARCHIVE_EXISTS' }));
    expect(stored('ecs.cos.teams')).toEqual({ alpha, beta });

    localStorage.removeItem('ecs.cos.archive');
    startNewLocalNight(localStorage, nextNight, afterClose, { envSchedule: null });
    const archived = localStorage.getItem('ecs.cos.archive');
    playLastNight();
    localStorage.setItem('ecs.cos.teams', JSON.stringify({ beta, alpha }));
    startNewLocalNight(localStorage, nextNight, afterClose, { envSchedule: null });
    expect(localStorage.getItem('ecs.cos.archive')).toBe(archived);
  });

  it('keeps the nights archived before', async () => {
    localStorage.setItem(
      'ecs.cos.archive',
      JSON.stringify({ '2025-12-06': { opensAt: 1, closesAt: 2, teams: {} } }),
    );
    playLastNight();
    startNewLocalNight(localStorage, nextNight, afterClose, { envSchedule: null });
    expect(await createLocalArchive(localStorage).listNights()).toEqual([
      '2026-12-05',
      '2025-12-06',
    ]);
  });

  it('refuses a schedule that closes before it opens', () => {
    const backwards = { opensAt: nextNight.closesAt, closesAt: nextNight.opensAt };
    expect(() => startNewLocalNight(localStorage, backwards, afterClose)).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT' }),
    );
  });
});
