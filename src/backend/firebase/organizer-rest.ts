import type { OrganizerPort } from '../ports.ts';
import { restRequest, restUrl, type FetchLike } from './rtdb-rest.ts';

/**
 * The organizers' side over the REST API. `admins/{uid}` is readable only by that uid, so a
 * member learns whether they organize, never who else does; a new night is started by
 * `npm run game:new-night`, since it deletes what no client may.
 */
export function createRestOrganizer(databaseURL: string, fetchImpl?: FetchLike): OrganizerPort {
  const request: FetchLike = fetchImpl ?? ((input, init) => fetch(input, init));
  return {
    async isOrganizer(_user, identity) {
      const url = restUrl(databaseURL, ['admins', identity.uid], await identity.getIdToken());
      return (await restRequest(request, url, 'GET')) === true;
    },
    startNewNight: null,
  };
}
