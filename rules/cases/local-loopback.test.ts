import { isDeepStrictEqual } from 'node:util';
import { beforeAll, beforeEach, expect, it, vi } from 'vitest';
import {
  createBrowserDatabase,
  LOCAL_DATABASE_URL,
} from '../../src/backend/local/browser-database.ts';
import { unsignedIdToken } from '../../src/backend/local/id-token.ts';
import { restUrl } from '../../src/backend/rtdb/rtdb-rest.ts';
import { keysOf, withValueAt } from '../../src/backend/tree.ts';
import { type Case, resolve, VERIFIED } from './case.ts';
import { OPEN_NIGHT } from './given.ts';
import { judge } from './offline-judge.ts';
import { offlineBase, offlineWorld as world } from './offline-world.ts';
import { CASES } from './table.ts';

/**
 * The table's second offline judge: local mode's database (src/backend/local/browser-database.ts),
 * which the browser runs on this page's storage. Each row's stage is written past the rules, as
 * the organizers' commands write, then a database opened afresh on that storage (a page loaded
 * again) gets the row's request as the site sends it: a GET, or a POST naming its method in
 * `x-http-method-override`, with the actor's ID token as local auth makes them. Its answer must
 * be targaryen's verdict (rules/cases/targaryen.test.ts), row by row.
 */

/** What of a browser local mode's database uses beside Node's own: a window, its storage. */
class MemoryStorage implements Storage {
  readonly #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  key = (index: number) => [...this.#items.keys()][index] ?? null;
  getItem = (key: string) => this.#items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.#items.set(key, String(value));
  removeItem = (key: string) => void this.#items.delete(key);
  clear = () => this.#items.clear();
}
class StorageEvent extends Event {
  readonly key: string | null;
  readonly newValue: string | null;
  constructor(type: string, init: StorageEventInit = {}) {
    super(type);
    this.key = init.key ?? null;
    this.newValue = init.newValue ?? null;
  }
}
beforeAll(() => vi.stubGlobal('StorageEvent', StorageEvent));
// A window and a storage per row: the databases of the rows before it hear nothing of it.
beforeEach(() => {
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('localStorage', new MemoryStorage());
});

/** Local mode's database on this page's storage, holding nothing but what is written. */
const open = () =>
  createBrowserDatabase({
    storage: localStorage,
    clock: () => world.now,
    bank: [],
    night: null,
    organizers: '',
  });

/** The stage of a case, as `staged` in offline-judge.ts builds it. */
function stage({ given }: Case): Record<string, unknown> {
  let tree: unknown = offlineBase(world);
  for (const part of [OPEN_NIGHT, ...given]) {
    for (const [path, value] of Object.entries(part(world))) tree = withValueAt(tree, path, value);
  }
  return tree as Record<string, unknown>;
}

/** The case's request sent to `fetch` as the site sends it; its answer's status. */
async function send(fetch: ReturnType<typeof open>['fetch'], { as, request }: Case) {
  const token =
    as === 'signed out'
      ? undefined
      : unsignedIdToken({ user_id: world.uid[as], email_verified: VERIFIED.includes(as) });
  const segments = keysOf(resolve(request.path, world));
  if (request.method === 'GET') {
    const query = request.query === undefined ? {} : resolve(request.query, world);
    return (await fetch(restUrl(LOCAL_DATABASE_URL, segments, token, query))).status;
  }
  const url = restUrl(LOCAL_DATABASE_URL, segments, token, {
    'x-http-method-override': request.method,
  });
  const body = JSON.stringify(resolve(request.body, world));
  return (await fetch(url, { method: 'POST', body })).status;
}

const rows = CASES.map(
  (entry) => [`${entry.point}: ${entry.expect}: ${entry.name}`, entry] as const,
);

it.each(rows)('%s', async (_name, entry) => {
  await (await open().core()).writeAsAdmin('', stage(entry));
  const page = open();
  const status = await send(page.fetch, entry);
  const verdict = judge(entry).allowed ? 'allowed' : 'refused';
  expect(status, `targaryen: ${verdict}`).toBe(verdict === 'allowed' ? 200 : 401);
  if (entry.after) {
    const core = await page.core();
    const after = Object.entries(entry.after(world));
    expect(after.filter(([path, value]) => !isDeepStrictEqual(core.valueAt(path), value))).toEqual(
      [],
    );
  }
});
