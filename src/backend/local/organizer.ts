import type { OrganizerPort } from '../ports.ts';
import { createRestOrganizer } from '../rtdb/organizer-rest.ts';
import { LOCAL_DATABASE_URL } from './browser-database.ts';
import { localDatabase, type LocalDatabaseOptions } from './local-database.ts';
import { startNewLocalNight } from './new-night.ts';

/**
 * Local mode's organizers: the hosted console's REST adapter on this page's database, where the
 * rules judge every action as they do hosted; a new night, which hosted is an organizers'
 * command, is written past the rules (new-night.ts). Every watch streams.
 */
export function createLocalOrganizer(options?: LocalDatabaseOptions): OrganizerPort {
  const database = localDatabase(options);
  const clock = options?.now ?? Date.now;
  const rest = createRestOrganizer(LOCAL_DATABASE_URL, database.fetch, {
    EventSource: database.EventSource,
    streamAll: true,
  });
  return {
    ...rest,
    startNewNight: async (schedule, { force }) =>
      startNewLocalNight(await database.core(), schedule, clock(), { force }),
  };
}
