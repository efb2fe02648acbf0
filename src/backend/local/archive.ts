import { isArchiveDate, newestFirst, toArchivedNight } from '@/game/archive.ts';
import type { ArchivePort } from '../ports.ts';

import { ARCHIVE_STORAGE_KEY, readTable } from './tables.ts';

const readLocalArchive = (storage: Storage) => readTable<unknown>(storage, ARCHIVE_STORAGE_KEY);

/** Past nights in this browser's storage, written only by a new local night. */
export function createLocalArchive(storage: Storage): ArchivePort {
  return {
    async listNights() {
      return newestFirst(Object.keys(readLocalArchive(storage)));
    },
    async getNight(date) {
      if (!isArchiveDate(date)) return null;
      return toArchivedNight(date, readLocalArchive(storage)[date]);
    },
  };
}
