import { deviceCode } from '@/game/device-code.ts';
import { MAX_NIGHT_HOURS } from '@/game/numbers.ts';
import { toNightState } from '@/game/records.ts';
import { BackendError, type NightPort } from '../ports.ts';
import type { GameSchedule, NightState } from '@/game/types.ts';
import {
  DEVICES_STORAGE_KEY,
  NIGHT_STORAGE_KEY,
  readTable,
  watchStorageKey,
  writeTable,
} from './tables.ts';

const HOUR_MS = 60 * 60 * 1000;
const DEFAULT_NIGHT_HOURS = 2;

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

export interface LocalNight extends NightPort {
  /** The night now: one stored in this browser, else the one in `.env.local`, else none. */
  read(): NightState;
}

export interface LocalNightJudge {
  now: () => number;
  /** Whether `proof` solves riddle `questionNumber` (its answer or an accepted spelling). */
  isRight: (questionNumber: number, proof: string) => Promise<boolean>;
}

/** The night now: a schedule stored in this browser, else the one in `.env.local`, else none. */
export function readLocalNight(storage: Storage, envSchedule: GameSchedule | null): NightState {
  const night = readTable(storage, NIGHT_STORAGE_KEY);
  const state = toNightState(night, { announcement: night.announcement, errata: night.errata });
  return 'schedule' in night ? state : { ...state, schedule: envSchedule };
}

export function createLocalNight(
  storage: Storage,
  envSchedule: GameSchedule | null,
  judge: LocalNightJudge,
): LocalNight {
  const read = () => readLocalNight(storage, envSchedule);

  return {
    withoutSchedule: 'evening',
    read,
    async checkPractice(qNo, proof) {
      // As `practice/$q/$proof` in the rules: only after the close of a scheduled night.
      const { schedule } = read();
      if (!schedule || judge.now() < schedule.closesAt) return false;
      return judge.isRight(qNo, proof);
    },
    async registerDevice(identity) {
      const code = deviceCode(identity.uid);
      const devices = readTable(storage, DEVICES_STORAGE_KEY);
      // As `devices/$code` in the rules: the uid's own code, written when absent or already its.
      if (code === null || (devices[code] !== undefined && devices[code] !== identity.uid)) {
        throw new BackendError('PERMISSION_DENIED', 'Permission denied: device code');
      }
      writeTable(storage, DEVICES_STORAGE_KEY, { ...devices, [code]: identity.uid });
      return code;
    },
    watchNight(callback) {
      return watchStorageKey(storage, NIGHT_STORAGE_KEY, () => callback(read()));
    },
  };
}
