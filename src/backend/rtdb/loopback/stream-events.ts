import { keysOf } from '@/backend/tree.ts';

/**
 * What a stream of the REST API (server-sent events, as the Realtime Database documents them)
 * is sent after a write: `put` for a write at or below its node, with the path relative to it;
 * `patch` for an update's paths below it; the whole node again for a write above it; nothing
 * for a write elsewhere.
 */
export interface StreamEvent {
  event: 'put' | 'patch';
  data: { path: string; data: unknown };
}

/** `path`'s keys below `from`'s, or null when `path` is not at or below `from`. */
function below(path: string[], from: string[]): string[] | null {
  return path.length >= from.length && from.every((key, index) => path[index] === key)
    ? path.slice(from.length)
    : null;
}

/**
 * The events for a stream on the node at `at` after a write at `base` of `changes` (each path
 * from `base`, '' for a set of `base` itself, with its new value); `valueAt` reads the tree after
 * the write.
 */
export function streamEvents(
  at: string[],
  base: string[],
  changes: Record<string, unknown>,
  valueAt: (path: string[]) => unknown,
): StreamEvent[] {
  const events: StreamEvent[] = [];
  const patch: Record<string, unknown> = {};
  let above = false;
  for (const [path, value] of Object.entries(changes)) {
    const keys = path.split('/').filter(Boolean);
    const inside = below([...base, ...keys], at);
    if (inside === null) above ||= below(at, [...base, ...keys]) !== null;
    else if (keys.length === 0 || inside.length === 0) {
      events.push({ event: 'put', data: { path: `/${inside.join('/')}`, data: value } });
    } else patch[inside.join('/')] = value;
  }
  if (above) return [{ event: 'put', data: { path: '/', data: valueAt(at) } }];
  if (Object.keys(patch).length > 0)
    events.push({ event: 'patch', data: { path: '/', data: patch } });
  return events;
}

/** The events for a stream on the node at `at` after `write`; `valueAt` reads the tree after it. */
export function eventsAfter(
  at: string[],
  write: { base: string; paths: string[] },
  valueAt: (path: string) => unknown,
): StreamEvent[] {
  const base = keysOf(write.base);
  const changes = Object.fromEntries(
    write.paths.map((path) => [path, valueAt([...base, ...keysOf(path)].join('/'))]),
  );
  return streamEvents(at, base, changes, (keys) => valueAt(keys.join('/')));
}
