import { useEffect, useState } from 'react';
import type { GameSchedule } from '@/game/types.ts';

/** The longest delay a browser timer takes (about 24.8 days); a later close is waited for again. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Whether the night `schedule` sets has closed, by this device's clock: false until its close,
 * true from then on (the page draws again at that moment), false again if the close moves later.
 * After the close the boards call their standings the night's and the announcement goes.
 */
export function useNightClosed(schedule: GameSchedule | null | undefined): boolean {
  const closesAt = schedule?.closesAt ?? null;
  const [now, setNow] = useState(Date.now);
  const closed = closesAt !== null && now >= closesAt;
  useEffect(() => {
    if (closesAt === null || closed) return;
    const timer = window.setTimeout(
      () => setNow(Date.now()),
      Math.min(closesAt - Date.now(), LONGEST_TIMER_MS),
    );
    return () => window.clearTimeout(timer);
  }, [closesAt, closed, now]);
  return closed;
}
