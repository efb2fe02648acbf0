import { toAids } from '@/game/hints.ts';
import { type AidPort, errorCode, type GameIdentity } from '../ports.ts';
import { restRequest, restUrl, type FetchLike } from './rtdb-rest.ts';

const browserFetch: FetchLike = (input, init) => fetch(input, init);

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/**
 * A riddle's help over the REST API: `aids` once, then each hint, nudge or solution as it is
 * asked for, under the rules of rules/database/aids.ts. A read they refuse is "not yet".
 */
export function createRestAids(databaseURL: string, fetchImpl: FetchLike = browserFetch): AidPort {
  let aids: ReturnType<AidPort['getAids']> | null = null;

  async function guarded(identity: GameIdentity | null, segments: string[]): Promise<unknown> {
    const token = identity ? await identity.getIdToken() : undefined;
    try {
      return await restRequest(fetchImpl, restUrl(databaseURL, segments, token), 'GET');
    } catch (error) {
      if (errorCode(error) === 'PERMISSION_DENIED') return null;
      throw error;
    }
  }

  return {
    getAids() {
      // One read a night: the bank does not change while teams play. A failed one is not kept.
      aids ??= restRequest(fetchImpl, restUrl(databaseURL, ['aids']), 'GET').then(
        toAids,
        (error) => {
          aids = null;
          throw error;
        },
      );
      return aids;
    },
    async readHint(identity, qNo, n) {
      const hint = await guarded(identity, ['hints', String(qNo), String(n)]);
      return textOf((hint as { text?: unknown } | null)?.text);
    },
    async readNudge(identity, qNo, proof) {
      return textOf(await guarded(identity, ['nudges', String(qNo), proof]));
    },
    async readSolution(qNo) {
      return textOf(await guarded(null, ['solutions', String(qNo)]));
    },
  };
}
