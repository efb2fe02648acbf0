import { useCallback, useState } from 'react';
import type { GameIdentity, OrganizerPort } from '@/backend/ports.ts';
import { useBackendWatch } from '@/backend/use-backend-watch.ts';

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
  const watch = useCallback(
    (organizerIdentity: GameIdentity) =>
      organizer.watchGuessCounts(organizerIdentity, (counts) =>
        setGuessCounts({ counts, failed: false }),
      ),
    [organizer],
  );
  const onLoadFailed = useCallback(() => setGuessCounts((was) => ({ ...was, failed: true })), []);
  useBackendWatch(identity, watch, onLoadFailed);
  return guessCounts;
}
