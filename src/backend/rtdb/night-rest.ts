import { pollChanges } from '../backoff-poll.ts';
import { deviceCode } from '@/game/device-code.ts';
import { toNightState } from '@/game/records.ts';
import { BackendError, errorCode, type NightPort } from '../ports.ts';
import type { NightState } from '@/game/types.ts';
import { restRequest, restUrl, type FetchLike } from './rtdb-rest.ts';

/**
 * An announcement or a freeze shows within this long, and so does a database that stops
 * answering (every game page reads the night); `game` is a few hundred bytes.
 */
export const NIGHT_REFRESH_MS = 8000;
/** After a failed read, the next comes this soon, then ever later, up to NIGHT_RETRY_MAX_MS. */
export const NIGHT_RETRY_MS = 1000;
export const NIGHT_RETRY_MAX_MS = 60_000;

export interface RestNightOptions {
  fetch?: FetchLike;
  refreshMs?: number;
}

const browserFetch: FetchLike = (input, init) => fetch(input, init);

/** The night (`game`: schedule, announcement, freeze) read once, as anyone may. */
export async function readRestNight(
  databaseURL: string,
  fetchImpl: FetchLike = browserFetch,
): Promise<NightState> {
  return toNightState(await restRequest(fetchImpl, restUrl(databaseURL, ['game']), 'GET'));
}

/** The night (`game`: schedule, announcement, freeze) over the REST API, read again now and then. */
export function createRestNight(databaseURL: string, options: RestNightOptions = {}): NightPort {
  const fetchImpl = options.fetch ?? browserFetch;

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
    async registerDevice(identity) {
      const code = deviceCode(identity.uid);
      if (code === null)
        throw new BackendError('PERMISSION_DENIED', 'No device code for this uid.');
      const token = await identity.getIdToken();
      // The rules take the uid's own code when it is absent or already this uid's, so a reload
      // may repeat it.
      await restRequest(
        fetchImpl,
        restUrl(databaseURL, ['devices', code], token),
        'PUT',
        identity.uid,
      );
      return code;
    },
    watchNight(callback) {
      // A failed read (offline) keeps what the page knows; the next read tries again soon, then
      // less and less often while it fails.
      const refreshMs = options.refreshMs ?? NIGHT_REFRESH_MS;
      return pollChanges(() => readRestNight(databaseURL, fetchImpl), callback, {
        minMs: refreshMs,
        maxMs: refreshMs,
        retryMs: Math.min(refreshMs, NIGHT_RETRY_MS),
        failedMaxMs: Math.max(refreshMs, NIGHT_RETRY_MAX_MS),
      });
    },
  };
}
