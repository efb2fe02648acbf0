/** What the loopback database does to JSON values, as the Realtime Database does. */

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `value` with every `{".sv":"timestamp"}` replaced by `now`, as the database does on a write. */
export function resolveServerValues(value: unknown, now: number): unknown {
  if (!isObject(value)) return value;
  const entries = Object.entries(value);
  if (entries.length === 1 && entries[0]?.[0] === '.sv' && entries[0][1] === 'timestamp') {
    return now;
  }
  return Object.fromEntries(entries.map(([key, child]) => [key, resolveServerValues(child, now)]));
}

/** `written` over `given`: the written value wins, key by key. */
export function over(given: unknown, written: unknown): unknown {
  if (given === null || given === undefined) return written ?? null;
  if (written === null || written === undefined) return given;
  if (!isObject(given) || !isObject(written)) return written;
  const merged: Record<string, unknown> = { ...given };
  for (const [key, value] of Object.entries(written)) merged[key] = over(given[key], value);
  return merged;
}

/** `?shallow=true`: an object's keys with `true`, a leaf as it is. */
export const shallowCopy = (value: unknown): unknown =>
  isObject(value) ? Object.fromEntries(Object.keys(value).map((key) => [key, true])) : value;
