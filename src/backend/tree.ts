/** A JSON tree as the Realtime Database keeps it: a path's keys, and values at paths. */

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The keys of `path` ("user/tesla coils" or "/user/tesla coils/"). */
export const keysOf = (path: string): string[] => path.split('/').filter(Boolean);

/** What `tree` holds at `path`, null where nothing is. */
export function valueAt(tree: unknown, path: string): unknown {
  const found = keysOf(path).reduce<unknown>(
    (node, key) => (isNode(node) ? node[key] : null),
    tree,
  );
  return found ?? null;
}

/** `tree` with `value` at `path`, as a write leaves it: null deletes, and a node left empty goes. */
export function withValueAt(tree: unknown, path: string | string[], value: unknown): unknown {
  const [key, ...rest] = typeof path === 'string' ? keysOf(path) : path;
  if (key === undefined) return value ?? null;
  const node: Node = isNode(tree) ? { ...tree } : {};
  const child = withValueAt(node[key], rest, value);
  if (child === null) delete node[key];
  else node[key] = child;
  return Object.keys(node).length > 0 ? node : null;
}
