import { MAX_NIGHT_HOURS } from '@/game/numbers.ts';
import { toNightState } from '@/game/records.ts';
import type { GameSchedule, NightState } from '@/game/types.ts';
import { readStoredTree } from './stored-tree.ts';

const HOUR_MS = 60 * 60 * 1000;
const DEFAULT_NIGHT_HOURS = 2;

/**
 * The night local mode's database holds when none is set (in this browser or `.env.local`): open
 * for good, so its rules let a team register whenever the page does (from START_HOUR on the
 * device's clock) and count only the team's own hour. The page is told there is none.
 */
export const ALWAYS_OPEN: GameSchedule = { opensAt: 0, closesAt: 8.64e15 };

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

/** The night as the page sees it: the night that is always open is none. */
export function asLocalNight(game: unknown): NightState {
  const night = toNightState(game);
  const { schedule } = night;
  const unset =
    schedule?.opensAt === ALWAYS_OPEN.opensAt && schedule.closesAt === ALWAYS_OPEN.closesAt;
  return unset ? { ...night, schedule: null } : night;
}

/** The night now, read once (the home page's banner): stored in this browser, else `.env.local`'s. */
export function readLocalNight(storage: Storage, envSchedule: GameSchedule | null): NightState {
  const night = toNightState(readStoredTree(storage, 'game'));
  return night.schedule ? night : { ...night, schedule: envSchedule };
}
