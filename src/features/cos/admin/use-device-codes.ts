import { useEffect, useState } from 'react';
import { deviceCode } from '../../../backend/device-code.ts';
import type { TeamStanding } from '../../../backend/ports.ts';

/** The device code each team's owner shows on its intro screen, by uid, as they are worked out. */
export function useDeviceCodes(teams: readonly TeamStanding[] | null): ReadonlyMap<string, string> {
  const [codes, setCodes] = useState<ReadonlyMap<string, string>>(new Map());

  useEffect(() => {
    const missing = [...new Set((teams ?? []).map((team) => team.owner))].filter(
      (uid) => !codes.has(uid),
    );
    if (missing.length === 0) return;
    let current = true;
    void Promise.all(missing.map(async (uid) => [uid, await deviceCode(uid)] as const)).then(
      (found) => {
        if (current) setCodes((was) => new Map([...was, ...found]));
      },
    );
    return () => {
      current = false;
    };
  }, [teams, codes]);

  return codes;
}
