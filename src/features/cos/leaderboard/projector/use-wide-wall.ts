import { useSyncExternalStore } from 'react';

/** A wall wide enough for the board's one-line rows and the chart beside them. */
const WIDE = '(min-width: 1200px) and (orientation: landscape)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const media = window.matchMedia(WIDE);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const getSnapshot = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(WIDE).matches;

/**
 * Whether the wall has room for the score chart beside the board; false on the server and while
 * hydrating. A narrow screen shows the board alone and never loads the chart.
 */
export function useWideWall(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
