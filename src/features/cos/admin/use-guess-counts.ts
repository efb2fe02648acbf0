import { useEffect, useState } from 'react';
import type { GameIdentity, OrganizerPort } from '../../../backend/ports.ts';

/** Each team's guess count, live, read with the organizer's identity; empty until known. */
export function useGuessCounts(
  organizer: OrganizerPort,
  identity: () => Promise<GameIdentity>,
): Readonly<Record<string, number>> {
  const [counts, setCounts] = useState<Readonly<Record<string, number>>>({});
  useEffect(() => {
    let stop: (() => void) | null = null;
    let current = true;
    void identity().then((organizerIdentity) => {
      if (current) stop = organizer.watchGuessCounts(organizerIdentity, setCounts);
    });
    return () => {
      current = false;
      stop?.();
    };
  }, [organizer, identity]);
  return counts;
}
