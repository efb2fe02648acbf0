import { config } from '@/config.ts';
import type { OrganizerPort } from './ports.ts';

/**
 * The organizers' adapters, for the console only. A module of its own, away from index.ts, so
 * the home page's bundle (which holds index.ts for the account menu) carries none of it.
 */
export function loadOrganizerBackend(): Promise<OrganizerPort> {
  return config.backend === 'firebase' && config.firebase
    ? import('./rtdb/organizer-rest.ts').then((m) =>
        m.createRestOrganizer(config.firebase?.databaseURL ?? ''),
      )
    : import('./local/organizer.ts').then((m) => m.createLocalOrganizer());
}
