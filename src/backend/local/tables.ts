// The game's nodes in this browser, as local mode keeps the database: one JSON table per key.

import { pollWithBackoff } from '../backoff-poll.ts';
import type { Unsubscribe } from '../ports.ts';

/** `user/`: Record<teamKey, TeamRecord>. */
export const TEAMS_STORAGE_KEY = 'ecs.cos.teams';
/** `guesses/`: each team's last guess, by team key. */
export const GUESSES_STORAGE_KEY = 'ecs.cos.guesses';
/** `owners/`: uid = team key. */
export const OWNERS_STORAGE_KEY = 'ecs.cos.owners';
/** `solves/`: when each team solved each riddle. */
export const SOLVES_STORAGE_KEY = 'ecs.cos.solves';
/** `typed/`: what each team typed with each guess, by team key, then guess number. */
export const TYPED_STORAGE_KEY = 'ecs.cos.typed';
/** `spellings/` (with `alternatives/`): spellings accepted mid-night, by riddle, then proof. */
export const SPELLINGS_STORAGE_KEY = 'ecs.cos.spellings';
/** Where local mode keeps a night set in this browser (by a test, or an organizer). */
export const NIGHT_STORAGE_KEY = 'ecs.cos.night';
/** `devices/{code}` = uid: which game identity shows which device code. */
export const DEVICES_STORAGE_KEY = 'ecs.cos.devices';
/** `evicted/{uid}` = team key: accounts the organizers removed from tonight's game. */
export const EVICTED_STORAGE_KEY = 'ecs.cos.evicted';
/** Where local mode keeps past nights: Record<date, { opensAt, closesAt, teams }>. */
export const ARCHIVE_STORAGE_KEY = 'ecs.cos.archive';

/** Other tabs are heard at once (storage events); the poll is a backstop, so it backs off. */
const POLL = { minMs: 5000, maxMs: 30_000 };

/** A stored table; a missing or unreadable one holds nothing, as a missing node does. */
export function parseTable<T>(stored: string | null): Record<string, T> {
  try {
    const parsed: unknown = JSON.parse(stored ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, T>)
      : {};
  } catch {
    return {};
  }
}

/** One JSON object per localStorage key, as the local adapters keep the database's nodes. */
export function readTable<T>(storage: Storage, key: string): Record<string, T> {
  return parseTable(storage.getItem(key));
}

/**
 * Stores the table (null removes it) and tells this tab's listeners, as the browser tells
 * other tabs: watchers here (the console's table, the night) hear it at once, not at a poll.
 */
export function writeTable(
  storage: Storage,
  key: string,
  table: Record<string, unknown> | null,
): void {
  const oldValue = storage.getItem(key);
  const newValue = table === null ? null : JSON.stringify(table);
  if (newValue === null) storage.removeItem(key);
  else storage.setItem(key, newValue);
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue }));
}

/** The table without `entry` (what writing null does in the database). */
export function without<T>(table: Record<string, T>, entry: string): Record<string, T> {
  return Object.fromEntries(Object.entries(table).filter(([key]) => key !== entry));
}

/**
 * Calls `emit` with what is stored at `key` now and whenever it changes: at once after a
 * writeTable here or a write in another tab, and at the latest at a backing-off poll.
 */
export function watchStorageKey(
  storage: Storage,
  key: string,
  emit: (stored: string | null) => void,
): Unsubscribe {
  let lastStored: string | null | undefined;
  const check = async (): Promise<boolean> => {
    const stored = storage.getItem(key);
    if (stored === lastStored) return false;
    lastStored = stored;
    emit(stored);
    return true;
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === key) void check();
  };
  window.addEventListener('storage', onStorage);
  const stopPolling = pollWithBackoff(check, POLL);
  return () => {
    window.removeEventListener('storage', onStorage);
    stopPolling();
  };
}
