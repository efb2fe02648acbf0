import { ACCOUNTS_KEY } from './account-keys.ts';
import { readTable } from './tables.ts';

/** Organizers granted in this browser (JSON list of e-mails), as `admins/` is in the database. */
export const ORGANIZERS_STORAGE_KEY = 'ecs.cos.organizers';

function grantedHere(storage: Storage): string[] {
  try {
    const list: unknown = JSON.parse(storage.getItem(ORGANIZERS_STORAGE_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((email) => typeof email === 'string') : [];
  } catch {
    return [];
  }
}

export interface LocalOrganizers {
  isOrganizerEmail(email: string | null | undefined): boolean;
  /** As `admins/{uid} === true`: the uid is a signed-in account an organizer holds. */
  isOrganizerUid(uid: string): boolean;
}

/**
 * Local mode's `admins/`: the e-mails of `.env.local` (comma-separated, as VITE_LOCAL_ORGANIZERS
 * holds them) and any granted in this browser, read afresh at each question.
 */
export function localOrganizers(storage: Storage, fromEnv: string): LocalOrganizers {
  function isOrganizerEmail(email: string | null | undefined): boolean {
    const organizers = [...fromEnv.split(','), ...grantedHere(storage)].map((entry) =>
      entry.trim().toLowerCase(),
    );
    const key = email?.trim().toLowerCase();
    return Boolean(key) && organizers.includes(key ?? '');
  }

  return {
    isOrganizerEmail,
    isOrganizerUid(uid) {
      const accounts = readTable<{ uid?: unknown; email?: unknown }>(storage, ACCOUNTS_KEY);
      const account = Object.values(accounts).find((entry) => entry.uid === uid);
      return isOrganizerEmail(typeof account?.email === 'string' ? account.email : null);
    },
  };
}
