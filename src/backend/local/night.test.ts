import { describe, expect, it } from 'vitest';
import { seedTables, storedTable } from '@/test/local-tables.ts';
import { localIdentity } from '@/test/sample-riddles.ts';
import { createLocalGame } from './game.ts';
import { readLocalNight, scheduleFromEnv } from './night.ts';
import { liveNight } from '@/test/board-test-utils.ts';

describe('the local game night from .env.local', () => {
  it('is none without VITE_LOCAL_GAME_OPENS_AT, so the evening rule (open from START_HOUR) applies', () => {
    expect(scheduleFromEnv({ opensAt: '', hours: '' })).toBeNull();
  });

  it('opens at the time given with its offset and closes after the hours given (2 by default)', () => {
    const opensAt = Date.parse('2026-12-05T18:00+05:30');
    expect(scheduleFromEnv({ opensAt: '2026-12-05T18:00+05:30', hours: '' })).toEqual({
      opensAt,
      closesAt: opensAt + 2 * 3_600_000,
    });
    expect(scheduleFromEnv({ opensAt: '2026-12-05T18:00+05:30', hours: '1.5' })).toEqual({
      opensAt,
      closesAt: opensAt + 1.5 * 3_600_000,
    });
  });

  it('refuses a night it cannot read, saying which setting is wrong', () => {
    expect(() => scheduleFromEnv({ opensAt: 'next saturday', hours: '' })).toThrow(
      /VITE_LOCAL_GAME_OPENS_AT/,
    );
    expect(() => scheduleFromEnv({ opensAt: '2026-12-05T18:00Z', hours: '0' })).toThrow(
      /VITE_LOCAL_GAME_HOURS/,
    );
  });
});

describe("the local night, as this browser's storage holds it", () => {
  const envSchedule = { opensAt: 1_000, closesAt: 2_000 };
  const open = () =>
    createLocalGame({ storage: localStorage, now: () => 0, schedule: envSchedule }).night;
  const me = localIdentity('Me0uid1234567890abcdefghijkl');

  it('reads the announcement, the errata and the freeze beside the .env.local schedule', () => {
    const announcement = { text: 'Riddle 7 has a typo.', at: 1_500 };
    const errata = { 7: { text: 'Read "ohm" for "volt".', at: 1_600 } };
    seedTables({ night: { frozenAt: 1_800 }, announcement, errata });
    expect(readLocalNight(localStorage, envSchedule)).toEqual({
      schedule: envSchedule,
      announcement,
      errata,
      frozenAt: 1_800,
      boardEditedAt: null,
    });
  });

  it('lets a stored schedule win, and drops what is malformed', () => {
    const schedule = { opensAt: 5_000, closesAt: 6_000 };
    seedTables({ night: { schedule, frozenAt: 'now' }, announcement: { text: 7 } });
    expect(readLocalNight(localStorage, envSchedule)).toEqual({ ...liveNight, schedule });
  });

  it("registers this device's code for its uid, again after a reload, never over another's", async () => {
    const code = 'ME0UID';
    expect(await open().registerDevice(me)).toBe(code);
    expect(await open().registerDevice(me)).toBe(code);
    expect(storedTable('devices')).toEqual({ [code]: me.uid });
    seedTables({ devices: { [code]: 'someone-else' } });
    await expect(open().registerDevice(me)).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
  });

  it('registers nothing for a uid that gives no code', async () => {
    const odd = localIdentity('anon-0123456789ab');
    await expect(open().registerDevice(odd)).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    expect(storedTable('devices')).toEqual({});
  });
});
