import { AsyncLocalStorage } from 'node:async_hooks';
import { createRestArchive } from '../../src/backend/rtdb/archive-rest.ts';
import { createRestNight } from '../../src/backend/rtdb/night-rest.ts';
import { createRestOrganizer } from '../../src/backend/rtdb/organizer-rest.ts';
import type { FetchLike } from '../../src/backend/rtdb/rtdb-rest.ts';
import { createRestTeams } from '../../src/backend/rtdb/teams-rest.ts';
import {
  ANSWERED_AT_HEADER,
  DEVICE_HEADER,
  OPENING_HEADER,
  SENT_AT_HEADER,
} from '../loopback/loopback-traffic.ts';
import type { Role } from '../../scripts/game-capacity/cost-types.ts';
import { eventSourceOver } from './event-source.ts';
import { answeredAt, meantNow } from './night-clock.ts';
import { httpFetch } from './http-fetch.ts';

/** The Realtime Database requests sent while one answer was judged, and whether one was lost. */
export interface AnswerCount {
  requests: number;
  faulted: boolean;
}

/** Counts the requests of the answer being judged (judgeGuess runs inside `run`). */
export const answerCount = new AsyncLocalStorage<AnswerCount>();

/**
 * A browser on the hall's network: the site's own adapters (src/backend/firebase/), built as
 * src/backend/firebase/game.ts builds them, each request labelled with the device's role and
 * number (and, while `opening` says the page is opening, OPENING_HEADER), and an EventSource as
 * a browser has one.
 */
export function deviceAdapters(
  databaseURL: string,
  role: Role,
  number: number,
  opening: () => boolean = () => false,
) {
  const label = `${role}/${number}`;
  const plain = httpFetch();
  const fetchImpl: FetchLike = async (input, init = {}) => {
    const count = answerCount.getStore();
    if (count) count.requests += 1;
    const given = (init.headers ?? {}) as Record<string, string>;
    const headers = {
      ...given,
      [DEVICE_HEADER]: label,
      // When the phone meant to send it, this thread's lag taken out.
      [SENT_AT_HEADER]: String(performance.timeOrigin + meantNow()),
      ...(opening() ? { [OPENING_HEADER]: '1' } : {}),
    };
    try {
      const stream = given.Accept === 'text/event-stream';
      const response = await (stream ? fetch : plain)(input, { ...init, headers });
      // What follows an answer goes from when the answer was meant to come.
      answeredAt(Number(response.headers.get(ANSWERED_AT_HEADER)) - performance.timeOrigin);
      // A refusal at the connection cap is a fault of the network's kind: the answer is lost.
      if (count && response.status >= 500) count.faulted = true;
      return response;
    } catch (error) {
      if (count) count.faulted = true;
      throw error;
    }
  };
  return {
    teams: createRestTeams(databaseURL, {
      fetch: fetchImpl,
      EventSource: eventSourceOver(fetchImpl),
    }),
    night: createRestNight(databaseURL, { fetch: fetchImpl }),
    archive: createRestArchive(databaseURL, { fetch: fetchImpl }),
    organizer: createRestOrganizer(databaseURL, fetchImpl, {
      EventSource: eventSourceOver(fetchImpl),
    }),
  };
}

export type DeviceAdapters = ReturnType<typeof deviceAdapters>;
