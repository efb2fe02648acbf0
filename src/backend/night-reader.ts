import { config } from '@/config.ts';
import type { NightPort } from './ports.ts';
import type { NightState } from '@/game/types.ts';

/** The night as it stands, with what no schedule means in this mode. */
export interface NightReading {
  night: NightState;
  withoutSchedule: NightPort['withoutSchedule'];
}

/**
 * The night read once, for the home page's banner: without the game, Firestore or the sample
 * bank. Hosted, one GET of `game` (public, as the intro reads it); local, this browser's
 * storage, else `.env.local`.
 */
export async function readNight(): Promise<NightReading> {
  if (config.backend === 'firebase' && config.firebase) {
    const { readRestNight } = await import('./rtdb/night-rest.ts');
    return { night: await readRestNight(config.firebase.databaseURL), withoutSchedule: 'closed' };
  }
  const { readLocalNight, scheduleFromEnv } = await import('./local/night.ts');
  const night = readLocalNight(window.localStorage, scheduleFromEnv(config.localNight));
  return { night, withoutSchedule: 'evening' };
}
