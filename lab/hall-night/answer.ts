import { errorCode, type GameIdentity, type QuestionPort } from '../../src/backend/ports.ts';
import {
  explainRefusal,
  finishLastGuess,
} from '../../src/features/cos/play/guess/guess-recovery.ts';
import { judgeGuess } from '../../src/features/cos/play/guess/use-guess.ts';
import { retryDelay } from '../../src/features/cos/play/retry.ts';
import { gameReducer, type GameEvent, type GameState } from '../../src/game/machine.ts';
import type { Question } from '../../src/game/types.ts';
import { answerCount, type AnswerCount, type DeviceAdapters } from './devices.ts';
import { sleep } from './night-clock.ts';
import type { AnswerRequests, HallPlan, PhoneOutcome } from './plan.ts';

/** What the phones share: the plan, the riddles' reader, the counts, the accounts' reporter. */
export interface PhoneContext {
  plan: HallPlan;
  questions: QuestionPort | null;
  answers: AnswerRequests;
  counts: { firestoreReads: number };
  /** Hears each new account's uid at once, for the clean-up. */
  onAccount: (uid: string) => void;
}

/** A team's phone: its adapters, its identity and the game's state, as the site holds them. */
export interface Phone extends Pick<DeviceAdapters, 'teams' | 'night'> {
  context: PhoneContext;
  identity: GameIdentity;
  random: () => number;
  /** The team's speed: its thinking times are multiplied by it. */
  pace: number;
  /** The riddles it typed the right answer to. */
  typed: Set<number>;
  state: GameState;
  /** What the phone shows, kept up to date: the night may close on a phone still waiting. */
  outcome: PhoneOutcome;
}

/** Moves the phone's game on, as the page's reducer does. */
export function dispatch(phone: Phone, event: GameEvent | null): void {
  if (!event) return;
  phone.state = gameReducer(phone.state, event);
  const { question, score, saveFailed } = phone.state;
  Object.assign(phone.outcome, { question, score, typedRight: phone.typed.size });
  phone.outcome.stuck = saveFailed ? 'an answer whose verdict was lost is not saved yet' : null;
}

/** Whether the night is still open: past its close nothing is tried again. */
export const nightOpen = ({ context }: Pick<Phone, 'context'>) =>
  Date.now() < context.plan.schedule.closesAt;

/**
 * One typed answer as the answer box sends it: after the wait, judged by the site's judgeGuess
 * (its requests counted), a verdict the network lost finished as the progress saver does.
 */
export async function answer(phone: Phone, question: Question, text: string): Promise<void> {
  const { identity, teams, night, context } = phone;
  const waitUntil = phone.state.nextGuessAt;
  if (waitUntil !== null) await sleep(waitUntil - Date.now());
  const judges = { teams, night, identity, clockOffset: 0 };
  const count: AnswerCount = { requests: 0, faulted: false };
  const { verdict, event } = await answerCount.run(count, () =>
    judgeGuess(text, question, phone.state, judges),
  );
  dispatch(phone, event);
  if (phone.state.saveFailed) await saveProgress(phone);
  const { answers, plan } = context;
  if (count.faulted || verdict === 'pending') answers.faulted += 1;
  else {
    const kind = text === plan.wrongAnswer ? answers.wrong : answers.right;
    kind[0] += 1;
    kind[1] += count.requests;
  }
}

/**
 * What use-progress-saver.ts does while a verdict is lost: finishes the last recorded guess
 * from the record, with back-off, until it moves the team on, says to wait, or is refused for
 * good (after the bell, or a team taken away).
 */
async function saveProgress(phone: Phone): Promise<void> {
  const { teams, identity, state } = phone;
  const { team, saved } = state;
  if (!team || !saved) return;
  for (let failures = 0; phone.state.saveFailed && nightOpen(phone); failures += 1) {
    await sleep(retryDelay(failures));
    try {
      const { record, nextGuessAt } = await finishLastGuess(
        teams,
        identity,
        team.teamKey,
        saved,
        0,
      );
      const advanced = record.question > saved.question;
      if (advanced) dispatch(phone, { type: 'GUESS_CORRECT', record });
      if (record.disqualified === true) dispatch(phone, { type: 'DISQUALIFIED' });
      else if (!advanced && Date.now() >= team.deadline) dispatch(phone, { type: 'SAVE_REFUSED' });
      else if (!advanced) dispatch(phone, { type: 'GUESS_WAIT', nextGuessAt });
    } catch (error) {
      const refused = errorCode(error) === 'PERMISSION_DENIED';
      if (refused && Date.now() >= team.deadline) dispatch(phone, { type: 'SAVE_REFUSED' });
      else if (refused) dispatch(phone, await explainRefusal(teams, identity, team.teamKey));
    }
  }
}
