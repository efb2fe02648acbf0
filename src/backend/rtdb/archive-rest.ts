import { isArchiveDate, newestFirst, toArchivedNight } from '@/game/archive.ts';
import type { ArchivePort } from '../ports.ts';
import { restRequest, restUrl, type FetchLike } from './rtdb-rest.ts';

export interface RestArchiveOptions {
  fetch?: FetchLike;
}

/** Past nights from `archive/` over the REST API; the rules let anyone read them, signed in or not. */
export function createRestArchive(
  databaseURL: string,
  options: RestArchiveOptions = {},
): ArchivePort {
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));

  return {
    async listNights() {
      // shallow=true answers { date: true, ... }: the dates without every night's board.
      const url = new URL(restUrl(databaseURL, ['archive']));
      url.searchParams.set('shallow', 'true');
      const dates = await restRequest(fetchImpl, url.toString(), 'GET');
      return typeof dates === 'object' && dates !== null ? newestFirst(Object.keys(dates)) : [];
    },
    async getNight(date) {
      if (!isArchiveDate(date)) return null;
      return toArchivedNight(
        date,
        await restRequest(fetchImpl, restUrl(databaseURL, ['archive', date]), 'GET'),
      );
    },
  };
}
