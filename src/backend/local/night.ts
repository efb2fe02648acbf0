import { MAX_NIGHT_HOURS } from '@/game/numbers.ts';
import { type NightTexts, toNightState } from '@/game/records.ts';
import type { GameSchedule, NightState } from '@/game/types.ts';
import { readStoredTree } from './stored-tree.ts';

const HOUR_MS = 60 * 60 * 1000;
const DEFAULT_NIGHT_HOURS = 2;

/** The close of the night local mode's database holds when none is set: never. */
const NEVER = 8.64e15;

/**
 * The night local mode's database holds when none is set (in this browser or `.env.local`), as
 * it stands at `now`: opening that moment and never closing. Every team's window counts from a
 * night's opening, and without a night there is none to count from, so its rules let a team
 * register whenever the page does (from START_HOUR on the device's clock) and leave its hour to
 * the page, from the team's start: the old site's rule. The page is told there is no night.
 */
export const openEvening = (now: number): GameSchedule => ({ opensAt: now, closesAt: NEVER });

/** The night `.env.local` sets (VITE_LOCAL_GAME_OPENS_AT, VITE_LOCAL_GAME_HOURS), if any. */
export function scheduleFromEnv(night: { opensAt: string; hours: string }): GameSchedule | null {
  if (!night.opensAt) return null;
  const opensAt = Date.parse(night.opensAt);
  const hours = night.hours ? Number(night.hours) : DEFAULT_NIGHT_HOURS;
  if (Number.isNaN(opensAt)) {
    throw new Error(`VITE_LOCAL_GAME_OPENS_AT is not a date and time: "${night.opensAt}".`);
  }
  if (!(hours > 0 && hours <= MAX_NIGHT_HOURS)) {
    throw new Error(
      `VITE_LOCAL_GAME_HOURS must be a number of hours from 0 to ${MAX_NIGHT_HOURS}: "${night.hours}".`,
    );
  }
  return { opensAt, closesAt: opensAt + hours * HOUR_MS };
}

/**
 * The night as the page sees it (the announcement and the errata, which live beside `game`, read
 * apart): the night that is always open is none.
 */
export function asLocalNight(game: unknown, texts: NightTexts): NightState {
  const night = toNightState(game, texts);
  const { schedule } = night;
  return schedule?.closesAt === NEVER ? { ...night, schedule: null } : night;
}

/** The night now, read once (the home page's banner): stored in this browser, else `.env.local`'s. */
export function readLocalNight(storage: Storage, envSchedule: GameSchedule | null): NightState {
  const night = toNightState(readStoredTree(storage, 'game'), {
    announcement: readStoredTree(storage, 'announcement'),
    errata: readStoredTree(storage, 'errata'),
  });
  return night.schedule ? night : { ...night, schedule: envSchedule };
}
