import rules from '@/../database.rules.json';
import type { GameSchedule } from '@/game/types.ts';
import { bankWrites, type BankRiddle } from '../rtdb/bank-writes.ts';
import { createLoopbackCore, type LoopbackCore } from '../rtdb/loopback/loopback-core.ts';
import type { FetchLike } from '../rtdb/rtdb-rest.ts';
import { loopbackEventSource } from './loopback-event-source.ts';
import { localAdmins, organizerSources } from './organizer-list.ts';
import {
  keepWrite,
  parseStored,
  pathOfKey,
  readStoredTree,
  type StoredChange,
} from './stored-tree.ts';

/** Where local mode's adapters send their requests: never the network (its fetch answers). */
export const LOCAL_DATABASE_URL = 'https://local-mode.invalid/';

export interface BrowserDatabaseOptions {
  storage: Storage;
  /** The database's clock (epoch ms). */
  clock: () => number;
  /** The riddles whose answers, spellings and help the database holds (the sample bank). */
  bank: readonly BankRiddle[];
  /** The night given beneath a night stored in this browser (null: none). */
  night: GameSchedule | null;
  /** Organizers' e-mails, comma-separated (VITE_LOCAL_ORGANIZERS). */
  organizers: string;
}

/** Local mode's Realtime Database, as the REST adapters reach it: a fetch and an EventSource. */
export interface BrowserDatabase {
  fetch: FetchLike;
  EventSource: typeof EventSource;
  /** The database itself, once the bank's proofs are worked out (for the organizers' commands). */
  core(): Promise<LoopbackCore>;
}

/**
 * The Realtime Database in this page, judged by database.rules.json (src/backend/rtdb/loopback/),
 * kept in localStorage (stored-tree.ts). Beneath what was written it gives what the organizers'
 * commands would have written hosted: the bank's answers and help (questions:upload), the
 * organizers (`admins/`, game:admin) and a night (local-database.ts gives `.env.local`'s, else
 * one always open). Another tab's writes come as storage events; this tab's other databases
 * hear this one's the same way.
 */
export function createBrowserDatabase(options: BrowserDatabaseOptions): BrowserDatabase {
  const { storage, clock } = options;
  /** The text of each key as this database last read or wrote it. */
  const known = new Map<string, string | null>();
  let organizersFrom: string | null = null;

  function tellThisTab(changes: StoredChange[]): void {
    for (const change of changes) {
      known.set(change.key, change.newValue);
      window.dispatchEvent(new StorageEvent('storage', change));
    }
  }

  const ready = bankWrites(options.bank).then(async (bank) => {
    const core = createLoopbackCore({
      rules,
      clock,
      data: readStoredTree(storage),
      keep: (write) => tellThisTab(keepWrite(storage, write)),
    });
    for (const [path, value] of Object.entries(bank)) core.give(path, value);
    if (options.night) core.give('game/schedule', options.night);
    window.addEventListener('storage', ({ key, newValue }) => {
      // Another tab cleared the site's storage: all of it is read again.
      if (key === null) {
        known.clear();
        return core.heard('', readStoredTree(storage));
      }
      const path = pathOfKey(key);
      if (path === null || known.get(key) === newValue) return;
      known.set(key, newValue);
      core.heard(path, parseStored(newValue));
    });
    await core.prepare();
    return core;
  });

  /**
   * The database, with `admins/` as this browser's accounts and organizers make it now: an
   * account signs up in this tab without a storage event.
   */
  async function current(): Promise<LoopbackCore> {
    const core = await ready;
    const sources = organizerSources(storage);
    if (sources !== organizersFrom) {
      organizersFrom = sources;
      core.give('admins', localAdmins(storage, options.organizers));
    }
    return core;
  }

  const fetch: FetchLike = async (input, init = {}) => {
    const core = await current();
    const { method = 'GET', body } = init;
    const request = {
      method,
      url: new URL(input),
      body: typeof body === 'string' ? body : undefined,
    };
    const { status, json } = core.answer(request);
    return new Response(json, { status, headers: { 'Content-Type': 'application/json' } });
  };

  return { fetch, EventSource: loopbackEventSource(current), core: current };
}
