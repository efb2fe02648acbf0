import type { LoopbackWrite } from '../rtdb/loopback/loopback-core.ts';
import { keysOf } from '../tree.ts';

/**
 * How local mode keeps its database in this browser: one localStorage key per child of a
 * top-level node, holding that child as JSON (`ecs.cos.db/user/tesla coils` holds the team
 * `user/tesla coils`). A write rewrites only the keys of what it changed, so another tab hears
 * a team's move as one small storage event, not the whole board.
 */
export const DATABASE_KEY_PREFIX = 'ecs.cos.db/';

/** A storage key's change, as a storage event tells it. */
export interface StoredChange {
  key: string;
  oldValue: string | null;
  newValue: string | null;
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const storageKeyOf = (path: string): string => `${DATABASE_KEY_PREFIX}${path}`;

/** The database path a storage key holds, or null for a key of something else. */
export const pathOfKey = (key: string | null): string | null =>
  key?.startsWith(DATABASE_KEY_PREFIX) ? key.slice(DATABASE_KEY_PREFIX.length) : null;

/** A stored value; one that is missing or unreadable holds nothing, as a missing node does. */
export function parseStored(text: string | null): unknown {
  try {
    return JSON.parse(text ?? 'null') as unknown;
  } catch {
    return null;
  }
}

/** The database paths this browser holds a key for. */
function storedPaths(storage: Storage): string[] {
  const paths: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const path = pathOfKey(storage.key(index));
    if (path !== null) paths.push(path);
  }
  return paths;
}

/** The tree this browser keeps, or the one node `only` of it. */
export function readStoredTree(storage: Storage, only?: string): unknown {
  const tree: Node = {};
  for (const path of storedPaths(storage)) {
    const [node = '', child] = keysOf(path);
    if (only !== undefined && node !== only) continue;
    const value = parseStored(storage.getItem(storageKeyOf(path)));
    if (value === null) continue;
    const held = tree[node];
    if (child === undefined) tree[node] = value;
    else if (isNode(held)) held[child] = value;
    else tree[node] = { [child]: value };
  }
  return only === undefined ? tree : (tree[only] ?? null);
}

/** The key paths a write changes: its own, or every key of a node (or the root) written whole. */
function keyPathsOf(storage: Storage, { base, paths, writtenAt }: LoopbackWrite): Set<string> {
  const keyPaths = new Set<string>();
  for (const path of paths) {
    const keys = [...keysOf(base), ...keysOf(path)];
    if (keys.length >= 2) {
      keyPaths.add(keys.slice(0, 2).join('/'));
      continue;
    }
    const written = keys[0];
    for (const held of storedPaths(storage)) {
      if (written === undefined || keysOf(held)[0] === written) keyPaths.add(held);
    }
    const nodes = written === undefined ? Object.keys(writtenAt('') ?? {}) : [written];
    for (const node of nodes) {
      const value = writtenAt(node);
      if (isNode(value)) Object.keys(value).forEach((child) => keyPaths.add(`${node}/${child}`));
      else if (value !== null) keyPaths.add(node);
    }
  }
  return keyPaths;
}

/**
 * Keeps a write in storage: every key it changes, or none if the storage refuses one (full), in
 * which case it throws. Returns the keys changed, for the storage events of this tab.
 */
export function keepWrite(storage: Storage, write: LoopbackWrite): StoredChange[] {
  const changes: StoredChange[] = [];
  try {
    for (const path of keyPathsOf(storage, write)) {
      const key = storageKeyOf(path);
      const value = write.writtenAt(path);
      // A top-level node's children have a key each: the node has none of its own.
      const whole = value === null || (!path.includes('/') && isNode(value));
      const newValue = whole ? null : JSON.stringify(value);
      const oldValue = storage.getItem(key);
      if (newValue === oldValue) continue;
      if (newValue === null) storage.removeItem(key);
      else storage.setItem(key, newValue);
      changes.push({ key, oldValue, newValue });
    }
  } catch (error) {
    // What was kept goes back as it was: a write is kept whole or not at all.
    for (const { key, oldValue } of changes.reverse()) {
      if (oldValue === null) storage.removeItem(key);
      else storage.setItem(key, oldValue);
    }
    throw error;
  }
  return changes;
}
