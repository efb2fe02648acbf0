import { isArchiveDate } from '../archive-date.ts';
import { newestFirst, toArchivedNight } from '../archive.ts';
import type { ArchivePort } from '../ports.ts';

/** Where local mode keeps past nights: Record<date, { opensAt, closesAt, teams }>. */
export const ARCHIVE_STORAGE_KEY = 'ecs.cos.archive';

/** The stored archive as a plain object; a missing or unreadable entry counts as empty. */
export function readLocalArchive(storage: Storage): Record<string, unknown> {
  try {
    const stored: unknown = JSON.parse(storage.getItem(ARCHIVE_STORAGE_KEY) ?? 'null');
    if (typeof stored === 'object' && stored !== null && !Array.isArray(stored)) {
      return stored as Record<string, unknown>;
    }
  } catch {
    // An unreadable entry counts as none, as the other local stores do.
  }
  return {};
}

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
