import { useEffect, useState } from 'react';
import type { Dispatch } from 'react';
import { errorCode, type GameIdentity } from '@/backend/ports.ts';
import type { GameEvent, GameState } from '@/game/machine.ts';
import { explainRefusal, finishLastGuess, type RecoveryPorts } from './guess-recovery.ts';
import { retryDelay } from '../retry.ts';

/**
 * Finishes a guess whose verdict the network lost, from the team's recorded guess (the
 * database kept it): retried with backoff so nothing is lost, until the server refuses it
 * after the team's hour, which no retry can change.
 */
export function useProgressSaver(
  state: GameState,
  dispatch: Dispatch<GameEvent>,
  teams: RecoveryPorts | null,
  identity: GameIdentity | null,
  clockOffset: number,
): void {
  const [failures, setFailures] = useState(0);
  const { saved, team, saveFailed } = state;

  useEffect(() => {
    if (!teams || !identity || !team || !saved || !saveFailed) return undefined;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      void (async () => {
        try {
          const { record, nextGuessAt } = await finishLastGuess(
            teams,
            identity,
            team.teamKey,
            saved,
            clockOffset,
          );
          if (cancelled) return;
          setFailures(0);
          const advanced = record.question > saved.question;
          if (advanced) dispatch({ type: 'GUESS_CORRECT', record });
          if (record.disqualified === true) dispatch({ type: 'DISQUALIFIED' });
          else if (!advanced && Date.now() >= team.deadline) dispatch({ type: 'SAVE_REFUSED' });
          else if (!advanced) dispatch({ type: 'GUESS_WAIT', nextGuessAt });
        } catch (error) {
          if (cancelled) return;
          const refused = errorCode(error) === 'PERMISSION_DENIED';
          if (refused && Date.now() >= team.deadline) {
            dispatch({ type: 'SAVE_REFUSED' });
            return;
          }
          // A team reset or moved away has nothing left to save here: retrying would never end.
          const final = refused ? await explainRefusal(teams, identity, team.teamKey) : null;
          if (cancelled) return;
          if (final) dispatch(final);
          else setFailures((count) => count + 1);
        }
      })();
    }, retryDelay(failures));
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [teams, identity, team, saved, saveFailed, failures, clockOffset, dispatch]);
}
