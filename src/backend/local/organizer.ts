import { config } from '../../config.ts';
import type { OrganizerPort } from '../ports.ts';
import { startNewLocalNight } from './new-night.ts';

/** Organizers granted in this browser (JSON list of e-mails), as `admins/` is in the database. */
export const ORGANIZERS_STORAGE_KEY = 'ecs.cos.organizers';

export interface LocalOrganizerOptions {
  storage?: Storage;
  /** Comma-separated e-mails, as VITE_LOCAL_ORGANIZERS holds them. */
  organizers?: string;
  now?: () => number;
}

function grantedHere(storage: Storage): string[] {
  try {
    const list: unknown = JSON.parse(storage.getItem(ORGANIZERS_STORAGE_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((email) => typeof email === 'string') : [];
  } catch {
    return [];
  }
}

/** Local mode's organizers: the e-mails of `.env.local`, and any granted in this browser. */
export function createLocalOrganizer(options: LocalOrganizerOptions = {}): OrganizerPort {
  const storage = options.storage ?? window.localStorage;
  const now = options.now ?? Date.now;
  const fromEnv = (options.organizers ?? config.localOrganizers).split(',');
  return {
    async isOrganizer(user) {
      const email = user.email?.trim().toLowerCase();
      const organizers = [...fromEnv, ...grantedHere(storage)].map((entry) =>
        entry.trim().toLowerCase(),
      );
      return Boolean(email) && organizers.includes(email ?? '');
    },
    async startNewNight(schedule, { force }) {
      return startNewLocalNight(storage, schedule, now(), { force });
    },
  };
}
