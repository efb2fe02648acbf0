import { useEffect, useState } from 'react';
import { type Reach, watchReach } from '@/backend/reach.ts';

/** How long the page says the database answers again, after it did not. */
export const BACK_SHOWN_MS = 10_000;

/**
 * Whether the game's database answers this page (src/backend/reach.ts), and whether it has just
 * come back after it did not (true for BACK_SHOWN_MS).
 */
export function useReach(): { reach: Reach; back: boolean } {
  const [reach, setReach] = useState<Reach>('unknown');
  const [back, setBack] = useState(false);

  useEffect(() => {
    let last: Reach = 'unknown';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = watchReach((next) => {
      clearTimeout(timer);
      setBack(last === 'unreachable' && next === 'answering');
      if (last === 'unreachable' && next === 'answering') {
        timer = setTimeout(() => setBack(false), BACK_SHOWN_MS);
      }
      last = next;
      setReach(next);
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, []);

  return { reach, back };
}
