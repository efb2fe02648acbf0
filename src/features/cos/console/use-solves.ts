import { useEffect, useState } from 'react';
import type { OrganizerPort } from '@/backend/ports.ts';
import type { Solves } from '@/game/types.ts';

/** Every team's solves, live; null until the first arrive. */
export function useSolves(organizer: OrganizerPort): Solves | null {
  const [solves, setSolves] = useState<Solves | null>(null);
  useEffect(() => organizer.watchSolves(setSolves), [organizer]);
  return solves;
}
