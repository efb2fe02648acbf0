import { useEffect, useState } from 'react';
import type { GameIdentity, NightPort } from '@/backend/ports.ts';

/**
 * This device's code, registered (`devices/{code}`) while `active` so an organizer can move a
 * team to it; null until the database has it, since a code it does not know moves nothing.
 */
export function useDeviceCode(
  night: Pick<NightPort, 'registerDevice'> | null,
  identity: GameIdentity | null,
  active: boolean,
): string | null {
  const [code, setCode] = useState<string | null>(null);

  useEffect(() => {
    if (!active || !night || !identity || code !== null) return undefined;
    let current = true;
    night.registerDevice(identity).then(
      (registered) => {
        if (current) setCode(registered);
      },
      // Offline or refused: the intro shows no code, and tries again when it shows again.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [active, night, identity, code]);

  return code;
}
