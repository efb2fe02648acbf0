import { ACCOUNTS_KEY } from '@/backend/local/account-keys.ts';
import { ORGANIZERS_STORAGE_KEY } from '@/backend/local/organizer-list.ts';
import { DATABASE_KEY_PREFIX } from '@/backend/local/stored-tree.ts';

/**
 * The tables the unit tests and the journeys seed and read in local mode's storage. The game's
 * are nodes of its database, kept one key per child (src/backend/local/stored-tree.ts); the
 * accounts and the organizers granted in this browser are kept whole under a key of their own.
 */
const NODES = {
  teams: 'user',
  guesses: 'guesses',
  owners: 'owners',
  solves: 'solves',
  night: 'game',
  devices: 'devices',
  evicted: 'evicted',
  archive: 'archive',
  typed: 'typed',
  spellings: 'spellings',
  alternatives: 'alternatives',
} as const;
const WHOLE = { organizers: ORGANIZERS_STORAGE_KEY, accounts: ACCOUNTS_KEY } as const;

export type LocalTable = keyof typeof NODES | keyof typeof WHOLE;
export type LocalTables = Partial<Record<LocalTable, unknown>>;

/** A table as stored: the start of its keys (a node's, ending in "/") or its key, and its entries. */
export interface StoredTable {
  prefix: string;
  entries: Record<string, string>;
}

/** Where table `name` is kept: its node's keys' prefix, or its own key. */
export const tablePrefix = (name: LocalTable): string =>
  name in NODES
    ? `${DATABASE_KEY_PREFIX}${NODES[name as keyof typeof NODES]}/`
    : WHOLE[name as keyof typeof WHOLE];

/** `tables` as local mode stores them. */
export function storedTables(tables: LocalTables): StoredTable[] {
  return Object.entries(tables).map(([name, table]) => {
    const prefix = tablePrefix(name as LocalTable);
    if (!prefix.endsWith('/')) return { prefix, entries: { [prefix]: JSON.stringify(table) } };
    const children = Object.entries(table ?? {}).filter(([, value]) => value !== null);
    return {
      prefix,
      entries: Object.fromEntries(
        children.map(([key, value]) => [prefix + key, JSON.stringify(value)]),
      ),
    };
  });
}

/**
 * Writes `tables` into this window's localStorage, each replacing what its keys held (`once`:
 * only a table with no key yet, so a reload keeps what the page changed). With `tell`, this
 * window hears each change as a storage event, as it would another tab's. Self-contained, so a
 * journey runs it in the page.
 */
export function writeStoredTables({
  tables,
  once = false,
  tell = false,
}: {
  tables: StoredTable[];
  once?: boolean;
  tell?: boolean;
}): void {
  const keysOf = (prefix: string) =>
    Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index) ?? '').filter(
      (key) => (prefix.endsWith('/') ? key.startsWith(prefix) : key === prefix),
    );
  for (const { prefix, entries } of tables) {
    const held = keysOf(prefix);
    if (once && held.length > 0) continue;
    const changes: { key: string; oldValue: string | null; newValue: string | null }[] = [
      ...held.filter((key) => !(key in entries)).map((key) => [key, null] as const),
      ...Object.entries(entries),
    ].map(([key, newValue]) => ({ key, oldValue: localStorage.getItem(key), newValue }));
    for (const { key, newValue } of changes) {
      if (newValue === null) localStorage.removeItem(key);
      else localStorage.setItem(key, newValue);
    }
    if (tell)
      changes.forEach((change) => window.dispatchEvent(new StorageEvent('storage', change)));
  }
}

/** The table kept under `prefix` in this window's localStorage ({} for none). Self-contained. */
export function readStoredTable(prefix: string): Record<string, unknown> {
  const parse = (text: string | null): unknown => JSON.parse(text ?? 'null') as unknown;
  if (!prefix.endsWith('/'))
    return (parse(localStorage.getItem(prefix)) ?? {}) as Record<string, unknown>;
  const table: Record<string, unknown> = {};
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index) ?? '';
    if (key.startsWith(prefix)) table[key.slice(prefix.length)] = parse(localStorage.getItem(key));
  }
  return table;
}

/** Writes `tables` into this window's localStorage as another tab would: this window hears it. */
export function seedTables(tables: LocalTables): void {
  writeStoredTables({ tables: storedTables(tables), tell: true });
}

/** A table as this window's localStorage holds it, {} when there is none. */
export function storedTable<T = Record<string, unknown>>(name: LocalTable): Record<string, T> {
  return readStoredTable(tablePrefix(name)) as Record<string, T>;
}
