import { useEffect, useState } from 'react';
import type { Eligibility, GameIdentity, TeamPort } from '@/backend/ports.ts';

/**
 * Whether this device's account may enter a team tonight (an organizer's or an evicted one may
 * not), asked each time the intro shows; null until known, or where it cannot be asked.
 */
export function useEligibility(
  teams: Pick<TeamPort, 'eligibility'> | null,
  identity: GameIdentity | null,
  active: boolean,
): Eligibility | null {
  const [known, setKnown] = useState<{ uid: string; eligibility: Eligibility } | null>(null);

  useEffect(() => {
    if (!active || !teams || !identity) return undefined;
    let current = true;
    teams.eligibility(identity).then(
      (eligibility) => {
        if (current) setKnown({ uid: identity.uid, eligibility });
      },
      // Offline: the intro offers NEXT, and the database still refuses what it must.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [active, teams, identity]);

  return known !== null && known.uid === identity?.uid ? known.eligibility : null;
}
