import { useEffect, useState } from 'react';
import type { GameIdentity, OrganizerPort } from '@/backend/ports.ts';

export interface GuessCounts {
  /** Each team's guesses by team key; empty until known. */
  counts: Readonly<Record<string, number>>;
  /** The organizer's game identity could not be had, so no count will arrive. */
  failed: boolean;
}

/** Each team's guess count, live, read with the organizer's identity. */
export function useGuessCounts(
  organizer: OrganizerPort,
  identity: () => Promise<GameIdentity>,
): GuessCounts {
  const [guessCounts, setGuessCounts] = useState<GuessCounts>({ counts: {}, failed: false });
  useEffect(() => {
    let stop: (() => void) | null = null;
    let current = true;
    identity().then(
      (organizerIdentity) => {
        if (!current) return;
        stop = organizer.watchGuessCounts(organizerIdentity, (counts) =>
          setGuessCounts({ counts, failed: false }),
        );
      },
      () => {
        if (current) setGuessCounts((was) => ({ ...was, failed: true }));
      },
    );
    return () => {
      current = false;
      stop?.();
    };
  }, [organizer, identity]);
  return guessCounts;
}
