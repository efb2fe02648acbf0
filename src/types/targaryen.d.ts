/** The slice of targaryen 3 (no published types) that the rules tests use. */
declare module 'targaryen' {
  export interface Auth {
    uid: string;
    provider?: string;
    [claim: string]: unknown;
  }

  /** An immutable node of the data tree: every change gives a new root. */
  export interface DataNode {
    $value(): unknown;
    $child(path: string): DataNode;
    /** This node with `value` at `path` (null removes it), `{".sv":"timestamp"}` set to `now`. */
    $set(path: string, value: unknown, priority: undefined, now: number): DataNode;
  }

  export interface Result {
    allowed: boolean;
    info: string;
    newDatabase: Database;
    newValue: unknown;
  }

  export interface Database {
    root: DataNode;
    as(auth: Auth | null): Database;
    with(options: { data?: unknown; auth?: Auth | null; now?: number; debug?: boolean }): Database;
    read(path: string, options?: { now?: number }): Result;
    write(path: string, value: unknown, options?: { now?: number }): Result;
    update(path: string, patch: Record<string, unknown>, options?: { now?: number }): Result;
  }

  export interface RulesFile {
    rules: Record<string, unknown>;
  }

  export function database(rules: RulesFile, data?: unknown, now?: number): Database;

  const targaryen: { database: typeof database };
  export default targaryen;
}
