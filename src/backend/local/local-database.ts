import bank from '@/content/cos-questions.sample.json';
import { config } from '@/config.ts';
import type { GameSchedule } from '@/game/types.ts';
import type { BankRiddle } from '../rtdb/bank-writes.ts';
import { type BrowserDatabase, createBrowserDatabase } from './browser-database.ts';
import { ALWAYS_OPEN, scheduleFromEnv } from './night.ts';

export interface LocalDatabaseOptions {
  storage?: Storage;
  now?: () => number;
  bank?: readonly BankRiddle[];
  /** The night from `.env.local`; a night stored in this browser wins over it. */
  schedule?: GameSchedule | null;
  /** Organizers' e-mails, comma-separated (default: VITE_LOCAL_ORGANIZERS). */
  organizers?: string;
}

let shared: BrowserDatabase | null = null;

/**
 * Local mode's database: the page's, which its game and console share, or with options one of
 * its own (a test's), on the sample bank, `.env.local` and this browser's storage unless told.
 * Without a night set anywhere, it holds one always open (night.ts).
 */
export function localDatabase(options?: LocalDatabaseOptions): BrowserDatabase {
  if (options === undefined) return (shared ??= localDatabase({}));
  return createBrowserDatabase({
    storage: options.storage ?? window.localStorage,
    clock: options.now ?? Date.now,
    bank: options.bank ?? bank,
    night:
      (options.schedule === undefined ? scheduleFromEnv(config.localNight) : options.schedule) ??
      ALWAYS_OPEN,
    organizers: options.organizers ?? config.localOrganizers,
  });
}
