import type { DocumentData } from 'firebase-admin/firestore';

/** One Realtime Database path the rehearsal may write, and what it held before. */
interface Entry {
  path: string;
  original: unknown;
}

const isWithin = (path: string, other: string) =>
  path === other || path.startsWith(`${other}/`) || other.startsWith(`${path}/`);

/**
 * Everything the rehearsal writes, noted before it is written (so an interrupted write is undone
 * too): database paths with what they held, the riddle documents as they were, the accounts.
 * Undone in reverse order, a path's original value put back (null: deleted).
 */
export class Ledger {
  private readonly entries: Entry[] = [];
  private readonly noted = new Set<string>();
  readonly accounts: string[] = [];
  riddles: Map<string, DocumentData | null> | null = null;

  /** A path that held `original` (null for one the rehearsal creates, such as its teams' keys). */
  note(path: string, original: unknown = null): void {
    if (this.noted.has(path)) return;
    this.noted.add(path);
    this.entries.push({ path, original });
  }

  /** Notes `path` with what `read` finds there, once. */
  async keep(path: string, read: (path: string) => Promise<unknown>): Promise<void> {
    if (this.noted.has(path)) return;
    this.note(path, await read(path));
  }

  isNoted(path: string): boolean {
    return this.noted.has(path);
  }

  /** What `path` held when it was noted (null: nothing, or not noted). */
  originalOf(path: string): unknown {
    return this.entries.find((entry) => entry.path === path)?.original ?? null;
  }

  /** The database paths noted, for the report. */
  get paths(): number {
    return this.entries.length;
  }

  /**
   * Root multi-path updates that put every noted path back, last noted first. The database
   * refuses one update holding a path and its parent, so such pairs go in separate updates, in
   * order; each update holds at most `size` paths.
   */
  undoUpdates(size = 500): Record<string, unknown>[] {
    const updates: Record<string, unknown>[] = [];
    let current: Record<string, unknown> = {};
    for (const { path, original } of [...this.entries].reverse()) {
      const held = Object.keys(current);
      if (held.length >= size || held.some((other) => isWithin(path, other))) {
        updates.push(current);
        current = {};
      }
      current[path] = original;
    }
    if (Object.keys(current).length > 0) updates.push(current);
    return updates;
  }
}
