import { pollChanges } from '../backoff-poll.ts';
import { deviceCode } from '@/game/device-code.ts';
import { type NightTexts, toNightState } from '@/game/records.ts';
import { BackendError, errorCode, type NightPort } from '../ports.ts';
import type { NightState } from '@/game/types.ts';
import { restRequest, restUrl, type FetchLike } from './rtdb-rest.ts';

/**
 * An announcement or a freeze shows within this long, and so does a database that stops
 * answering (every game page reads the night); `game` holds the schedule and a few change
 * stamps, under a few hundred bytes, so that polling it costs every device little.
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

/** The schedule alone (`game`: schedule, freeze, stamps), read once, as anyone may: no texts. */
export async function readRestNight(
  databaseURL: string,
  fetchImpl: FetchLike = browserFetch,
): Promise<NightState> {
  const game = await restRequest(fetchImpl, restUrl(databaseURL, ['game']), 'GET');
  return toNightState(game, { announcement: null, errata: null });
}

/** A text node kept with the stamp it was read at. */
interface KeptText {
  stamp: string;
  value: unknown;
}

/**
 * Reads the night as the pages poll it: the `game` node every time, and a text (`announcement`,
 * `errata`) only when its stamp in `game` (announcedAt, errataAt) differs from the one it was
 * last read at, so a device pays for a text once per change (docs/capacity.md).
 */
function nightReader(databaseURL: string, fetchImpl: FetchLike): () => Promise<NightState> {
  const kept: Record<keyof NightTexts, KeptText> = {
    announcement: { stamp: 'null', value: null },
    errata: { stamp: 'null', value: null },
  };
  const textAt = async (node: keyof NightTexts, stamp: unknown): Promise<unknown> => {
    const seen = JSON.stringify(stamp ?? null);
    if (seen !== kept[node].stamp) {
      // A text with no stamp is none: it was never posted, or a new night cleared it.
      const value =
        seen === 'null' ? null : await restRequest(fetchImpl, restUrl(databaseURL, [node]), 'GET');
      kept[node] = { stamp: seen, value };
    }
    return kept[node].value;
  };
  return async () => {
    const game = await restRequest(fetchImpl, restUrl(databaseURL, ['game']), 'GET');
    const stamps = (typeof game === 'object' && game !== null ? game : {}) as Record<
      string,
      unknown
    >;
    const [announcement, errata] = await Promise.all([
      textAt('announcement', stamps.announcedAt),
      textAt('errata', stamps.errataAt),
    ]);
    return toNightState(game, { announcement, errata });
  };
}

/**
 * The night over the REST API, read again now and then: `game`, and its texts when they changed
 * (nightReader).
 */
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
      return pollChanges(nightReader(databaseURL, fetchImpl), callback, {
        minMs: refreshMs,
        maxMs: refreshMs,
        retryMs: Math.min(refreshMs, NIGHT_RETRY_MS),
        failedMaxMs: Math.max(refreshMs, NIGHT_RETRY_MAX_MS),
      });
    },
  };
}
