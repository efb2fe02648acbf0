import type { Dispatch } from 'react';
import { GUESS_COOLDOWN_MS } from '../../backend/game-rules.ts';
import {
  errorCode,
  type GameIdentity,
  type NightPort,
  type TeamPort,
} from '../../backend/ports.ts';
import type { GameEvent, GameState } from './game-machine.ts';

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
      nextGuessAt: outcome.guess.at + GUESS_COOLDOWN_MS - clockOffset,
    });
    return outcome.type;
  } catch (error) {
    // Refused at the end of the hour: the countdown says so. Otherwise the verdict was lost.
    if (errorCode(error) === 'PERMISSION_DENIED' && Date.now() >= team.deadline) {
      dispatch({ type: 'TIME_UP' });
    } else {
      dispatch({ type: 'SAVE_FAILED' });
    }
    return 'pending';
  }
}
