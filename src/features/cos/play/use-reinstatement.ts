import { useEffect } from 'react';
import type { Dispatch } from 'react';
import type { GameIdentity, TeamPort } from '@/backend/ports.ts';
import type { GameEvent, GameState } from '@/game/machine.ts';

/** How often a disqualified team's screen asks whether the organizers reinstated it. */
export const REINSTATEMENT_POLL_MS = 10_000;

/**
 * While the team is disqualified, reads its record now and then: a Reinstate lets it play on
 * (the console promises so), and a Reset or Move sends this device back to the intro.
 */
export function useReinstatement(
  { disqualified, team }: GameState,
  dispatch: Dispatch<GameEvent>,
  teams: Pick<TeamPort, 'get'> | null,
  identity: GameIdentity | null,
): void {
  const teamKey = disqualified ? team?.teamKey : undefined;

  useEffect(() => {
    if (!teams || !identity || teamKey === undefined) return undefined;
    let stopped = false;
    const timer = window.setInterval(() => {
      teams.get(teamKey).then(
        (record) => {
          if (stopped) return;
          if (!record || record.owner !== identity.uid) dispatch({ type: 'TEAM_GONE' });
          else if (record.disqualified !== true) dispatch({ type: 'REINSTATED', record });
        },
        // Offline: the next reading asks again.
        () => undefined,
      );
    }, REINSTATEMENT_POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [teams, identity, teamKey, dispatch]);
}
