import { useEffect, useState } from 'react';
import {
  type AidPort,
  errorCode,
  type GameIdentity,
  type NightPort,
  type TeamPort,
} from '@/backend/ports.ts';
import { notify } from '@/components/toast/notify.ts';
import { answerProof } from '@/game/answer-proof.ts';
import { nextGuessOnDevice } from '@/game/guess-wait.ts';
import type { GameEvent, GameState } from '@/game/machine.ts';
import type { Question } from '@/game/types.ts';
import { typedText } from '@/game/typed-answers.ts';
import type { AnswerVerdict } from './answer-verdict.tsx';
import { MESSAGES } from '../game-messages.ts';
import { explainRefusal } from './guess-recovery.ts';
import { keepLastTyped } from './last-typed.ts';

/** Who judges a guess: the database, through the ports, under the team's identity. */
export interface Judges {
  teams: Pick<TeamPort, 'guess' | 'get'>;
  night: Pick<NightPort, 'checkPractice'>;
  identity: GameIdentity | null;
  /** The server's clock minus this device's, to put the wait on this device's clock. */
  clockOffset: number;
  /**
   * Where a wrong answer's reply is read (docs/game.md, "Hints, nudges and solutions"), and
   * whether riddle q has any: only those riddles cost a wrong guess a third request.
   */
  nudges?: { aids: Pick<AidPort, 'readNudge'>; has: (question: number) => boolean };
}

/** What became of one typed answer, and the event (if any) that moves the game on. */
export interface Judgement {
  verdict: 'correct' | 'wrong' | 'cooldown' | 'pending';
  event: GameEvent | null;
  /** A wrong answer the bank has a nudge for: its reply, said in place of "Wrong answer". */
  reply?: string;
}

/**
 * The nudge for a wrong answer, read after its verdict: the rules give it only as the reply to
 * the team's last recorded guess (or to anyone after the close, for practice). A reply that
 * cannot be read leaves the verdict a plain "Wrong answer".
 */
async function nudgeFor(
  judges: Judges,
  question: number,
  proof: string,
): Promise<Pick<Judgement, 'reply'>> {
  if (!judges.nudges?.has(question)) return {};
  const reply = await judges.nudges.aids
    .readNudge(judges.identity, question, proof)
    .catch(() => null);
  return reply === null ? {} : { reply };
}

/**
 * Has the database judge one typed answer: it is normalised and proved (src/game/), a team's
 * guess is recorded, then its proof decides; a practice after the night asks the read-only
 * oracle.
 */
export async function judgeGuess(
  text: string,
  question: Question,
  state: GameState,
  judges: Judges,
): Promise<Judgement> {
  const { teams, night, identity, clockOffset } = judges;
  const proof = await answerProof(question.qNo, text);
  if (state.practice) {
    if (await night.checkPractice(state.question, proof))
      return { verdict: 'correct', event: { type: 'ANSWER_CORRECT' } };
    return { verdict: 'wrong', event: null, ...(await nudgeFor(judges, state.question, proof)) };
  }
  const { team, saved } = state;
  if (!team || !saved || !identity) return { verdict: 'pending', event: null };
  try {
    const outcome = await teams.guess(identity, team.teamKey, saved, proof, typedText(text));
    if (outcome.type === 'correct') {
      return { verdict: 'correct', event: { type: 'GUESS_CORRECT', record: outcome.record } };
    }
    // Refused after the bell, a right answer too is refused once its grace is over: the progress
    // saver tries it once more from the record, and says so if it no longer counts.
    if (outcome.type === 'wrong' && Date.now() >= team.deadline) {
      return { verdict: 'pending', event: { type: 'SAVE_FAILED' } };
    }
    if (outcome.type === 'wrong') {
      keepLastTyped({
        teamKey: team.teamKey,
        question: saved.question,
        // Said back to the team in quotes: the spaces around it would show inside them.
        text: text.trim(),
        at: outcome.guess.at,
      });
    }
    const nextGuessAt = nextGuessOnDevice(outcome.guess, saved.question, clockOffset);
    const wait: Judgement = { verdict: outcome.type, event: { type: 'GUESS_WAIT', nextGuessAt } };
    if (outcome.type === 'cooldown') return wait;
    return { ...wait, ...(await nudgeFor(judges, saved.question, proof)) };
  } catch (error) {
    // A refusal of a team the organizers took away or disqualified is final, and the page says
    // so. Otherwise the verdict was lost, or refused at the bell, where a right guess recorded
    // before it still counts: the progress saver finishes it from the record, as after a reload.
    const refused = errorCode(error) === 'PERMISSION_DENIED';
    const final =
      refused && Date.now() < team.deadline
        ? await explainRefusal(teams, identity, team.teamKey)
        : null;
    return { verdict: 'pending', event: final ?? { type: 'SAVE_FAILED' } };
  }
}

/** How long "Correct answer" stays under the box, by then under the next riddle's. */
export const CORRECT_SHOWN_MS = 4000;

export interface GuessFeedback {
  verdict: AnswerVerdict | null;
  /** The nudge's reply, said in place of "Wrong answer". */
  reply?: string;
  /** Counts the verdicts said, so a repeated 'Wrong answer' is a fresh node, announced again. */
  count: number;
}

/** Has the database judge a typed answer, moving the game on (use-play.ts). */
export type JudgeAnswer = (
  question: Question,
  text: string,
) => Promise<Pick<Judgement, 'verdict' | 'reply'>>;

/**
 * The answer box's way to the database: `submitGuess` has the typed answer judged
 * (judgeGuess, through use-play.ts) and says its verdict (the line under the box and a toast). It
 * resolves true when the answer was right, so the box is cleared.
 */
export function useGuess(judgeAnswer: JudgeAnswer, question: Question | null) {
  const [feedback, setFeedback] = useState<GuessFeedback>({ verdict: null, count: 0 });
  const { verdict: said, count: saidCount } = feedback;
  useEffect(() => {
    if (said !== 'correct') return;
    // Said under the next riddle's box, which is about the riddle before: it goes after a while.
    const timer = window.setTimeout(
      () => setFeedback((now) => (now.count === saidCount ? { ...now, verdict: null } : now)),
      CORRECT_SHOWN_MS,
    );
    return () => window.clearTimeout(timer);
  }, [said, saidCount]);

  async function submitGuess(text: string): Promise<boolean> {
    if (!question) return false;
    const { verdict, reply } = await judgeAnswer(question, text);
    if (verdict === 'wrong' && reply !== undefined) {
      setFeedback(({ count }) => ({ verdict: 'nudge', reply, count: count + 1 }));
      notify.info(reply);
    } else if (verdict === 'wrong') {
      setFeedback(({ count }) => ({ verdict: 'wrong', count: count + 1 }));
      notify.warning(MESSAGES.wrong);
    }
    if (verdict !== 'correct') return false;
    setFeedback(({ count }) => ({ verdict: 'correct', count: count + 1 }));
    notify.success(MESSAGES.correct);
    return true;
  }

  return { feedback, submitGuess };
}
