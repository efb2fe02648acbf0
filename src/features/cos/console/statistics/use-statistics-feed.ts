import { startTransition, useCallback, useState } from 'react';
import type { GameIdentity, OrganizerPort } from '@/backend/ports.ts';
import { useBackendWatch } from '@/backend/use-backend-watch.ts';
import type { AcceptedSpellings, TypedAnswers } from '@/game/typed-answers.ts';

export interface StatisticsFeed {
  /** Every team's typed answers; null until they first arrive. */
  typed: TypedAnswers | null;
  /** The spellings accepted tonight. */
  accepted: AcceptedSpellings;
  /**
   * A watch failed (the organizer's identity could not be had, the database refused or did not
   * answer) and has read nothing since: the statistics shown, if any, may be out of date.
   */
  failed: boolean;
}

type Feed = 'typed' | 'accepted';

/** The typed answers and the spellings accepted tonight, live, read with the organizer's identity. */
export function useStatisticsFeed(
  organizer: OrganizerPort,
  identity: () => Promise<GameIdentity>,
): StatisticsFeed {
  const [typed, setTyped] = useState<TypedAnswers | null>(null);
  const [accepted, setAccepted] = useState<AcceptedSpellings>({});
  const [failing, setFailing] = useState<Record<Feed, boolean>>({ typed: false, accepted: false });
  const failed = useCallback(
    (feed: Feed, now: boolean) =>
      setFailing((was) => (was[feed] === now ? was : { ...was, [feed]: now })),
    [],
  );
  const watchTyped = useCallback(
    (organizerIdentity: GameIdentity) =>
      organizer.watchTypedAnswers(
        organizerIdentity,
        (next) => {
          failed('typed', false);
          // A transition, as the teams' (use-night-feed.ts): the console redraws in slices.
          startTransition(() => setTyped(next));
        },
        () => failed('typed', true),
      ),
    [organizer, failed],
  );
  const watchAccepted = useCallback(
    (organizerIdentity: GameIdentity) =>
      organizer.watchAcceptedSpellings(
        organizerIdentity,
        (next) => {
          failed('accepted', false);
          setAccepted(next);
        },
        () => failed('accepted', true),
      ),
    [organizer, failed],
  );
  const typedLoadFailed = useCallback(() => failed('typed', true), [failed]);
  const acceptedLoadFailed = useCallback(() => failed('accepted', true), [failed]);
  useBackendWatch(identity, watchTyped, typedLoadFailed);
  useBackendWatch(identity, watchAccepted, acceptedLoadFailed);
  return { typed, accepted, failed: failing.typed || failing.accepted };
}
