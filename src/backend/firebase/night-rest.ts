import { errorCode, type NightPort } from '../ports.ts';
import { toSchedule } from '../schedule.ts';
import { restRequest, restUrl, type FetchLike } from './rtdb-rest.ts';

/** A night set while the page is open shows within this long; its start and end are times. */
const REFRESH_MS = 30_000;

export interface RestNightOptions {
  fetch?: FetchLike;
  refreshMs?: number;
}

/** The night's schedule from `game/schedule` over the REST API, read again now and then. */
export function createRestNight(databaseURL: string, options: RestNightOptions = {}): NightPort {
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const url = restUrl(databaseURL, ['game', 'schedule']);

  return {
    withoutSchedule: 'closed',
    async checkPractice(qNo, proof) {
      // The rules let `practice/Q/PROOF` be read only after the close, and only when PROOF is right.
      const oracle = restUrl(databaseURL, ['practice', String(qNo), proof]);
      try {
        await restRequest(fetchImpl, oracle, 'GET');
        return true;
      } catch (error) {
        if (errorCode(error) === 'PERMISSION_DENIED') return false;
        throw error;
      }
    },
    watchNight(callback) {
      let stopped = false;
      let timer: number | undefined;
      let last: string | null = null;
      const read = async () => {
        try {
          const schedule = toSchedule(await restRequest(fetchImpl, url, 'GET'));
          const seen = JSON.stringify(schedule);
          if (!stopped && seen !== last) {
            last = seen;
            callback({ schedule });
          }
        } catch {
          // Unreachable for now: the page keeps what it knows and the next read tries again.
        }
        if (!stopped) timer = window.setTimeout(() => void read(), options.refreshMs ?? REFRESH_MS);
      };
      void read();
      return () => {
        stopped = true;
        window.clearTimeout(timer);
      };
    },
  };
}
