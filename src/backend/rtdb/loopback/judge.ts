import targaryen, {
  type Database,
  type DataNode,
  type RulesFile,
} from 'targaryen/lib/database/index.js';
import { authFromIdToken } from './id-token.ts';
import { isObject } from './json-values.ts';

/**
 * targaryen's database on the loopback's tree, to judge requests by the rules. Its own copy of
 * the tree is made when first needed and brought up to date only when a request is judged, so
 * a page that only watches (a board) pays nothing for it at each change; `prepare` makes it
 * ahead, a slice at a time, so that a large database costs the page no long task.
 */
export interface Judge {
  /** The database on the tree as it is now, as `token` (null: signed out) is seen at `now`. */
  as(token: string | null, now: number): Database;
  /** The tree after a write judged and allowed (targaryen's new root). */
  took(root: DataNode): void;
  /** What `path` holds changed otherwise (an admin, another tab, what is given). */
  changed(path: string): void;
  prepare(): Promise<void>;
}

/** Children made into targaryen's nodes before `prepare` lets the page run. */
const SLICE = 50;

/** A database on `rules` with no data, signed out: reading the rules takes a while, once. */
const signedOutDatabases = new WeakMap<RulesFile, Database>();
function signedOutOn(rules: RulesFile, now: number): Database {
  let database = signedOutDatabases.get(rules);
  if (!database) {
    database = targaryen.create(rules, null, now);
    signedOutDatabases.set(rules, database);
  }
  return database;
}

/** Lets the page run before going on: a task of its own, which no fake clock holds back. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}

/** The judge of `rules` on the tree `treeAt` reads (what `path` holds now). */
export function createJudge(
  rules: RulesFile,
  clock: () => number,
  treeAt: (path: string) => unknown,
): Judge {
  let root: DataNode | null = null;
  /** The paths changed since `root` was made, otherwise than by a judged write. */
  const stale = new Set<string>();

  function current(now: number): DataNode {
    if (!root) root = targaryen.store(treeAt(''), { now });
    else for (const path of stale) root = root.$set(path, treeAt(path), undefined, now);
    stale.clear();
    return root;
  }

  return {
    as(token, now) {
      const database = signedOutOn(rules, now).with({ data: current(now), now });
      const auth = authFromIdToken(token);
      return auth ? database.as(auth) : database;
    },
    took(next) {
      root = next;
    },
    changed(path) {
      stale.add(path);
    },
    async prepare() {
      const now = clock();
      const tree = treeAt('');
      const nodes = Object.entries(isObject(tree) ? tree : {});
      const children = nodes.reduce(
        (sum, [, node]) => sum + (isObject(node) ? Object.keys(node).length : 1),
        0,
      );
      if (children <= SLICE) return void current(now);
      // Reading the rules takes a task of its own, then each slice of the tree.
      await nextTask();
      signedOutOn(rules, now);
      const made: Record<string, unknown> = {};
      let count = 0;
      for (const [name, node] of nodes) {
        if (!isObject(node)) made[name] = node;
        else made[name] = {};
        for (const [key, child] of Object.entries(isObject(node) ? node : {})) {
          if ((count += 1) % SLICE === 0) await nextTask();
          if (root) return;
          (made[name] as Record<string, DataNode>)[key] = targaryen.store(child, { now });
        }
      }
      // What changed meanwhile is stale in it, and read again when it is next used.
      root ??= targaryen.store(made, { now });
    },
  };
}
