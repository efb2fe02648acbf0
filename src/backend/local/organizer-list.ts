import { ACCOUNTS_KEY } from './account-keys.ts';

/** Organizers granted in this browser (JSON list of e-mails), as `admins/` is in the database. */
export const ORGANIZERS_STORAGE_KEY = 'ecs.cos.organizers';

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * A stored JSON value, or null where it is missing or unreadable. Its own, not stored-tree.ts's:
 * the notes' desk loads this module too, and sharing that one would split the game's chunks.
 */
function parseStored(text: string | null): unknown {
  try {
    return JSON.parse(text ?? 'null') as unknown;
  } catch {
    return null;
  }
}

/** What local mode's `admins/` is made of, as stored now: it changes when this does. */
export const organizerSources = (storage: Storage): string =>
  `${storage.getItem(ACCOUNTS_KEY)}\n${storage.getItem(ORGANIZERS_STORAGE_KEY)}`;

/**
 * Local mode's `admins/` (uid: true), as `npm run game:admin grant` would write it: every account
 * of this browser whose e-mail is in `fromEnv` (VITE_LOCAL_ORGANIZERS, comma-separated) or in
 * the list granted here. The rules want the address verified too, as they do on Firebase.
 */
export function localAdmins(storage: Storage, fromEnv: string): Record<string, true> | null {
  const granted = parseStored(storage.getItem(ORGANIZERS_STORAGE_KEY));
  const organizers = [...fromEnv.split(','), ...(Array.isArray(granted) ? granted : [])]
    .filter(isText)
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);
  const accounts = parseStored(storage.getItem(ACCOUNTS_KEY));
  const admins: Record<string, true> = {};
  for (const account of Object.values(accounts ?? {}) as unknown[]) {
    const { uid, email } = (account ?? {}) as { uid?: unknown; email?: unknown };
    if (isText(uid) && isText(email) && organizers.includes(email.trim().toLowerCase())) {
      admins[uid] = true;
    }
  }
  return Object.keys(admins).length > 0 ? admins : null;
}
