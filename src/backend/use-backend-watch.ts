import { useCallback, useEffect, useState } from 'react';
import type { Unsubscribe } from './ports.ts';

/**
 * Loads something of the backend (an adapter, an identity), then watches a feed on it until the
 * component unmounts or an argument changes; a load that lands after that watches nothing. Each
 * caller keeps its own timing in `load`, which should stop waiting once `signal` aborts.
 * Pass stable functions (module-level or useCallback): a new one starts the watch over.
 * Without `onLoadFailed`, a failed load is not caught, so it still shows as an uncaught error.
 * Returns a function that starts the watch over now (a new watch reads its feed at once).
 */
export function useBackendWatch<T>(
  load: (signal: AbortSignal) => Promise<T>,
  watch: (loaded: T) => Unsubscribe,
  onLoadFailed?: (error: unknown) => void,
): () => void {
  const [watches, setWatches] = useState(0);

  useEffect(() => {
    const stopped = new AbortController();
    const { signal } = stopped;
    let stop: Unsubscribe | undefined;
    void load(signal).then(
      (loaded) => {
        if (!signal.aborted) stop = watch(loaded);
      },
      (error: unknown) => {
        if (signal.aborted) return;
        if (!onLoadFailed) throw error;
        onLoadFailed(error);
      },
    );
    return () => {
      stopped.abort();
      stop?.();
    };
  }, [load, watch, onLoadFailed, watches]);

  return useCallback(() => setWatches((count) => count + 1), []);
}
