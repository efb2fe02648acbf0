import { keysOf } from '@/backend/tree.ts';

/**
 * The REST API's queries as the Realtime Database answers them, for the loopback database:
 * `orderBy="child"` with `startAt`, `endAt`, `equalTo`, `limitToFirst` and `limitToLast` (values
 * as JSON), answered with an object of the matching children (JSON keeps no order). The database
 * answers a query only where the rules index its child (`.indexOn`), and refuses it with 400
 * otherwise, as here. `$key`, `$value` and `$priority` orders are not served here.
 */
export interface ChildQuery {
  child: string;
  startAt?: unknown;
  endAt?: unknown;
  equalTo?: unknown;
  limitToFirst?: number;
  limitToLast?: number;
}

type RulesTree = Record<string, unknown>;

/** The query a request's URL asks for, or null for a plain read. */
export function queryOf(query: URLSearchParams): ChildQuery | null {
  const orderBy = query.get('orderBy');
  if (orderBy === null) return null;
  const json = (name: string): unknown => {
    const text = query.get(name);
    return text === null ? undefined : (JSON.parse(text) as unknown);
  };
  const limit = (name: string) => {
    const value = json(name);
    return typeof value === 'number' ? value : undefined;
  };
  return {
    child: String(JSON.parse(orderBy)),
    startAt: json('startAt'),
    endAt: json('endAt'),
    equalTo: json('equalTo'),
    limitToFirst: limit('limitToFirst'),
    limitToLast: limit('limitToLast'),
  };
}

/** The rules node that governs `path`, following `$wildcards` where no literal key matches. */
function rulesAt(rules: RulesTree, path: string): RulesTree | null {
  let node: RulesTree | null = rules;
  for (const key of keysOf(path)) {
    if (node === null) return null;
    const wildcard: string | undefined = Object.keys(node).find((name) => name.startsWith('$'));
    const next: unknown = node[key] ?? (wildcard === undefined ? undefined : node[wildcard]);
    node = typeof next === 'object' && next !== null ? (next as RulesTree) : null;
  }
  return node;
}

/** The database's 400 for a query on a child the rules do not index at `path`, or null. */
export function missingIndex(rules: RulesTree, path: string, child: string): string | null {
  const indexOn = rulesAt(rules, path)?.['.indexOn'];
  const indexed = Array.isArray(indexOn) ? indexOn : [indexOn];
  if (indexed.includes(child)) return null;
  const where = `/${keysOf(path).join('/')}`;
  return `Index not defined, add ".indexOn": "${child}", for path "${where}", to the rules`;
}

/** The database's order of values: null, false, true, numbers, strings, then objects. */
function rank(value: unknown): number {
  if (value === null || value === undefined) return 0;
  if (value === false) return 1;
  if (value === true) return 2;
  if (typeof value === 'number') return 3;
  return typeof value === 'string' ? 4 : 5;
}

function compare(a: unknown, b: unknown): number {
  const byRank = rank(a) - rank(b);
  if (byRank !== 0 || rank(a) > 4) return byRank;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  return 0;
}

/** The children of `value` that `query` selects, as an object. */
export function answerQuery(value: unknown, query: ChildQuery): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return {};
  const valueOf = (node: unknown) =>
    typeof node === 'object' && node !== null
      ? (node as Record<string, unknown>)[query.child]
      : null;
  let entries = Object.entries(value)
    .sort(([keyA, a], [keyB, b]) => compare(valueOf(a), valueOf(b)) || (keyA < keyB ? -1 : 1))
    .filter(([, node]) => {
      const at = valueOf(node);
      if (query.equalTo !== undefined) return compare(at, query.equalTo) === 0;
      if (query.startAt !== undefined && compare(at, query.startAt) < 0) return false;
      return query.endAt === undefined || compare(at, query.endAt) <= 0;
    });
  if (query.limitToFirst !== undefined) entries = entries.slice(0, query.limitToFirst);
  if (query.limitToLast !== undefined) entries = entries.slice(-query.limitToLast);
  return Object.fromEntries(entries);
}
