/**
 * The part of targaryen 3 (no published types) that judges requests: its database module alone,
 * which runs in a browser too (the package's entry also loads its Node-only test tools).
 */
declare module 'targaryen/lib/database/index.js' {
  /** An immutable node of the data tree: every change gives a new root. */
  export interface DataNode {
    $value(): unknown;
    $child(path: string): DataNode;
    /** This node with `value` at `path` (null removes it), `{".sv":"timestamp"}` set to `now`. */
    $set(path: string, value: unknown, priority: undefined, now: number): DataNode;
  }

  export interface Result {
    allowed: boolean;
    /** Why, rule by rule: built when read. */
    info: string;
    newDatabase: Database;
  }

  /** `auth` in the rules: the uid, the sign-in provider and the ID token's claims. */
  export interface Auth {
    uid: string;
    provider?: string;
    token?: Record<string, unknown>;
  }

  export interface Database {
    root: DataNode;
    as(auth: Auth | null): Database;
    with(options: { data?: unknown; auth?: Auth | null; now?: number }): Database;
    read(path: string, options?: { now?: number }): Result;
    write(path: string, value: unknown, options?: { now?: number }): Result;
    update(path: string, patch: Record<string, unknown>, options?: { now?: number }): Result;
  }

  export interface RulesFile {
    rules: Record<string, unknown>;
  }

  const database: {
    create(rules: RulesFile, data?: unknown, now?: number): Database;
    /** A tree of nodes from a plain value (or one made partly of nodes already). */
    store(data: unknown, options?: { now?: number }): DataNode;
  };
  export default database;
}
