import type { Dispatch } from 'react';
import { errorCode, type GameIdentity, type NightPort, type TeamPort } from '@/backend/ports.ts';
import type { GameEvent, GameState } from '@/game/machine.ts';
import { nextGuessOnDevice } from '@/game/guess-wait.ts';
import { explainRefusal } from './guess-recovery.ts';

/** What the page tells the player about one submitted answer. */
export type Verdict = 'correct' | 'wrong' | 'cooldown' | 'pending';

export interface Judges {
  teams: TeamPort;
  night: NightPort;
  identity: GameIdentity | null;
  clockOffset: number;
}

/**
 * Has the database judge one answer: a team's guess is recorded, then its proof decides;
 * a practice after the night asks the read-only oracle. The verdict also moves the game on.
 */
export async function judgeGuess(
  state: GameState,
  dispatch: Dispatch<GameEvent>,
  { teams, night, identity, clockOffset }: Judges,
  proof: string,
  rightInBrowser: boolean,
): Promise<Verdict> {
  if (state.practice) {
    if (!rightInBrowser && !(await night.checkPractice(state.question, proof))) return 'wrong';
    dispatch({ type: 'ANSWER_CORRECT' });
    return 'correct';
  }
  const { team, saved } = state;
  if (!team || !saved || !identity) return 'pending';
  try {
    const outcome = await teams.guess(identity, team.teamKey, saved, proof);
    if (outcome.type === 'correct') {
      dispatch({ type: 'GUESS_CORRECT', record: outcome.record });
      return 'correct';
    }
    dispatch({
      type: 'GUESS_WAIT',
      nextGuessAt: nextGuessOnDevice(outcome.guess, saved.question, clockOffset),
    });
    return outcome.type;
  } catch (error) {
    // A refusal of a team the organizers took away or disqualified is final, and the page says
    // so. Otherwise the verdict was lost, or refused at the bell, where a right guess recorded
    // before it still counts: the saver finishes it from the record, as after a reload.
    const refused = errorCode(error) === 'PERMISSION_DENIED';
    const final =
      refused && Date.now() < team.deadline
        ? await explainRefusal(teams, identity, team.teamKey)
        : null;
    dispatch(final ?? { type: 'SAVE_FAILED' });
    return 'pending';
  }
}
