import { ACCOUNTS_KEY } from '@/backend/local/account-keys.ts';
import { ORGANIZERS_STORAGE_KEY } from '@/backend/local/organizer-list.ts';
import {
  ARCHIVE_STORAGE_KEY,
  DEVICES_STORAGE_KEY,
  EVICTED_STORAGE_KEY,
  GUESSES_STORAGE_KEY,
  NIGHT_STORAGE_KEY,
  OWNERS_STORAGE_KEY,
  readTable,
  SOLVES_STORAGE_KEY,
  SPELLINGS_STORAGE_KEY,
  TEAMS_STORAGE_KEY,
  TYPED_STORAGE_KEY,
} from '@/backend/local/tables.ts';

/**
 * Where local mode keeps each database node in the browser's storage, by the node's name, as
 * the adapters in src/backend/local/ define them: the unit tests and the journeys seed and read
 * the game through these.
 */
export const LOCAL_KEYS = {
  teams: TEAMS_STORAGE_KEY,
  guesses: GUESSES_STORAGE_KEY,
  owners: OWNERS_STORAGE_KEY,
  solves: SOLVES_STORAGE_KEY,
  night: NIGHT_STORAGE_KEY,
  devices: DEVICES_STORAGE_KEY,
  evicted: EVICTED_STORAGE_KEY,
  archive: ARCHIVE_STORAGE_KEY,
  organizers: ORGANIZERS_STORAGE_KEY,
  accounts: ACCOUNTS_KEY,
  typed: TYPED_STORAGE_KEY,
  spellings: SPELLINGS_STORAGE_KEY,
} as const;

export type LocalTable = keyof typeof LOCAL_KEYS;
export type LocalTables = Partial<Record<LocalTable, unknown>>;

/** `tables` as local mode stores them: the JSON text of each, by its storage key. */
export function storageEntries(tables: LocalTables): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tables).map(([name, table]) => [
      LOCAL_KEYS[name as LocalTable],
      JSON.stringify(table),
    ]),
  );
}

/** Writes `tables` into this window's localStorage (a unit test's), each replacing its table. */
export function seedTables(tables: LocalTables): void {
  for (const [key, value] of Object.entries(storageEntries(tables))) {
    localStorage.setItem(key, value);
  }
}

/** A table as this window's localStorage holds it, {} when there is none. */
export function storedTable<T = Record<string, unknown>>(name: LocalTable): Record<string, T> {
  return readTable<T>(localStorage, LOCAL_KEYS[name]);
}
