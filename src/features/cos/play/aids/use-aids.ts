import { useEffect, useState } from 'react';
import type { AidPort } from '@/backend/ports.ts';
import type { RiddleAids } from '@/game/types.ts';
import { retryUntilDone } from '../retry.ts';

const ignoreAbort = () => undefined;
const ignoreFailure = () => undefined;

/**
 * What help each riddle has (`aids`), read once while `wanted` (the team plays, or practises):
 * the countdowns and the nudge reads go by it. Null until read.
 */
export function useAids(port: Pick<AidPort, 'getAids'> | null, wanted: boolean) {
  const [aids, setAids] = useState<Record<string, RiddleAids> | null>(null);
  const read = aids !== null;
  useEffect(() => {
    if (!port || !wanted || read) return;
    const stopped = new AbortController();
    retryUntilDone(() => port.getAids(), stopped.signal, ignoreFailure).then(setAids, ignoreAbort);
    return () => stopped.abort();
  }, [port, wanted, read]);
  return aids;
}
