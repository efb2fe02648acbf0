import { useCallback, useState } from 'react';
import type { GameIdentity, OrganizerPort } from '@/backend/ports.ts';
import { useBackendWatch } from '@/backend/use-backend-watch.ts';
import type { LateRegistration } from '@/game/types.ts';

/**
 * The teams refused tonight because registration had closed, as their phones noted them; null
 * until first read, or while they cannot be read.
 */
export function useLateRegistrations(
  organizer: OrganizerPort,
  identity: () => Promise<GameIdentity>,
): LateRegistration[] | null {
  const [late, setLate] = useState<LateRegistration[] | null>(null);
  const watch = useCallback(
    (organizerIdentity: GameIdentity) =>
      organizer.watchLateRegistrations(organizerIdentity, setLate, () => setLate(null)),
    [organizer],
  );
  const onLoadFailed = useCallback(() => setLate(null), []);
  useBackendWatch(identity, watch, onLoadFailed);
  return late;
}
