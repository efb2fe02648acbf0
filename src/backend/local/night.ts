import { deviceCode } from '../device-code.ts';
import { toAnnouncement, toFrozenAt } from '../night-state.ts';
import { BackendError, type GameSchedule, type NightPort, type NightState } from '../ports.ts';
import { toSchedule } from '../schedule.ts';

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
  if (!(hours > 0 && hours <= 24)) {
    throw new Error(
      `VITE_LOCAL_GAME_HOURS must be a number of hours from 0 to 24: "${night.hours}".`,
    );
  }
  return { opensAt, closesAt: opensAt + hours * HOUR_MS };
}

/** Where local mode keeps a night set in this browser (by a test, or an organizer later). */
export const NIGHT_STORAGE_KEY = 'ecs.cos.night';
/** `devices/{code}` = uid: which game identity shows which device code. */
export const DEVICES_STORAGE_KEY = 'ecs.cos.devices';

export interface LocalNight extends NightPort {
  /** The night now: one stored in this browser, else the one in `.env.local`, else none. */
  read(): NightState;
}

export interface LocalNightJudge {
  now: () => number;
  /** The proof that solves `questionNumber`, or null where there is no such riddle. */
  proofFor: (questionNumber: number) => Promise<string | null>;
}

export function createLocalNight(
  storage: Storage,
  envSchedule: GameSchedule | null,
  judge: LocalNightJudge,
): LocalNight {
  function readStored(key: string): unknown {
    try {
      return JSON.parse(storage.getItem(key) ?? 'null');
    } catch {
      // An unreadable entry counts as none.
      return null;
    }
  }

  function read(): NightState {
    const stored = readStored(NIGHT_STORAGE_KEY);
    const night: Record<string, unknown> =
      typeof stored === 'object' && stored !== null ? { ...stored } : {};
    return {
      schedule: 'schedule' in night ? toSchedule(night.schedule) : envSchedule,
      announcement: toAnnouncement(night.announcement),
      frozenAt: toFrozenAt(night.frozenAt),
    };
  }

  return {
    withoutSchedule: 'evening',
    read,
    async checkPractice(qNo, proof) {
      // As `practice/$q/$proof` in the rules: only after the close of a scheduled night.
      const { schedule } = read();
      if (!schedule || judge.now() < schedule.closesAt) return false;
      return (await judge.proofFor(qNo)) === proof;
    },
    async registerDevice(identity) {
      const code = await deviceCode(identity.uid);
      const stored = readStored(DEVICES_STORAGE_KEY);
      const devices: Record<string, unknown> =
        typeof stored === 'object' && stored !== null ? { ...stored } : {};
      // As `devices/$code` in the rules: written when absent or already this uid's.
      if (devices[code] !== undefined && devices[code] !== identity.uid) {
        throw new BackendError('PERMISSION_DENIED', 'Permission denied: device code taken');
      }
      storage.setItem(DEVICES_STORAGE_KEY, JSON.stringify({ ...devices, [code]: identity.uid }));
      return code;
    },
    watchNight(callback) {
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key === NIGHT_STORAGE_KEY) callback(read());
      };
      window.addEventListener('storage', onStorage);
      callback(read());
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}
