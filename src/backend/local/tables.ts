/** One JSON object per localStorage key, as the local adapters keep the database's nodes. */
export function readTable<T>(storage: Storage, key: string): Record<string, T> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, T>)
      : {};
  } catch {
    return {};
  }
}

/**
 * Stores the table and tells this tab's listeners, as the browser tells other tabs: watchers
 * here (the console's table, the night) hear an organizer's change at once, not at the next poll.
 */
export function writeTable(storage: Storage, key: string, table: Record<string, unknown>): void {
  const newValue = JSON.stringify(table);
  const oldValue = storage.getItem(key);
  storage.setItem(key, newValue);
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue }));
}

/** The table without `entry` (what writing null does in the database). */
export function without<T>(table: Record<string, T>, entry: string): Record<string, T> {
  return Object.fromEntries(Object.entries(table).filter(([key]) => key !== entry));
}
