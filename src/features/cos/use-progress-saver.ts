import { useEffect, useState } from 'react';
import type { Dispatch } from 'react';
import { errorCode, type GameIdentity, type TeamPort } from '../../backend/ports.ts';
import type { GameEvent, GameState } from './game-machine.ts';
import { retryDelay } from './retry.ts';

/**
 * Saves correct answers one at a time, in order, from the last confirmed
 * record; a failed save is retried with backoff so nothing is lost, until the
 * server refuses it after the team's hour, which no retry can change.
 */
export function useProgressSaver(
  state: GameState,
  dispatch: Dispatch<GameEvent>,
  teams: TeamPort | null,
  identity: GameIdentity | null,
): void {
  const [failures, setFailures] = useState(0);
  const { saved, team } = state;
  const proof = state.unsaved[0];

  useEffect(() => {
    if (!teams || !identity || !team || !saved || proof === undefined) return undefined;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      void (async () => {
        try {
          const record = await teams.advance(identity, team.teamKey, saved, proof);
          if (cancelled) return;
          setFailures(0);
          dispatch({ type: 'SAVE_CONFIRMED', record });
        } catch (error) {
          // The write may have landed even though the reply was lost.
          const stored = await teams.get(team.teamKey).catch(() => null);
          if (cancelled) return;
          if (stored && stored.question === saved.question + 1) {
            setFailures(0);
            dispatch({ type: 'SAVE_CONFIRMED', record: stored });
            return;
          }
          if (errorCode(error) === 'PERMISSION_DENIED' && Date.now() >= team.deadline) {
            dispatch({ type: 'SAVE_REFUSED' });
            return;
          }
          setFailures((count) => count + 1);
          dispatch({ type: 'SAVE_FAILED' });
        }
      })();
    }, retryDelay(failures));
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [teams, identity, team, saved, proof, failures, dispatch]);
}
