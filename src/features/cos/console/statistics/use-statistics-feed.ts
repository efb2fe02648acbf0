import { startTransition, useCallback, useState } from 'react';
import type { GameIdentity, OrganizerPort } from '@/backend/ports.ts';
import { useBackendWatch } from '@/backend/use-backend-watch.ts';
import type { AcceptedSpellings, TypedAnswers } from '@/game/typed-answers.ts';

export interface StatisticsFeed {
  /** Every team's typed answers; null until they first arrive. */
  typed: TypedAnswers | null;
  /** The spellings accepted tonight. */
  accepted: AcceptedSpellings;
}

/** The typed answers and the spellings accepted tonight, live, read with the organizer's identity. */
export function useStatisticsFeed(
  organizer: OrganizerPort,
  identity: () => Promise<GameIdentity>,
): StatisticsFeed {
  const [typed, setTyped] = useState<TypedAnswers | null>(null);
  const [accepted, setAccepted] = useState<AcceptedSpellings>({});
  const watchTyped = useCallback(
    // A transition, as the teams' (use-night-feed.ts): the console redraws in slices.
    (organizerIdentity: GameIdentity) =>
      organizer.watchTypedAnswers(organizerIdentity, (next) =>
        startTransition(() => setTyped(next)),
      ),
    [organizer],
  );
  const watchAccepted = useCallback(
    (organizerIdentity: GameIdentity) =>
      organizer.watchAcceptedSpellings(organizerIdentity, setAccepted),
    [organizer],
  );
  useBackendWatch(identity, watchTyped);
  useBackendWatch(identity, watchAccepted);
  return { typed, accepted };
}
