import {
  BackendError,
  errorCode,
  type GameIdentity,
  type QuestionPort,
} from '../../../src/backend/ports.ts';
import {
  explainRefusal,
  finishLastGuess,
} from '../../../src/features/cos/play/guess/guess-recovery.ts';
import { judgeGuess } from '../../../src/features/cos/play/guess/use-guess.ts';
import { retryDelay, withRetries } from '../../../src/features/cos/play/retry.ts';
import { enterTeam, ownedTeamName } from '../../../src/features/cos/play/start-team.ts';
import {
  gameReducer,
  initialGameState,
  type GameEvent,
  type GameState,
} from '../../../src/game/machine.ts';
import { teamName } from '../team-play.ts';
import type { Question } from '../../../src/game/types.ts';
import { answerCount, deviceAdapters, type AnswerCount, type DeviceAdapters } from './devices.ts';
import { sleep } from './night-clock.ts';
import {
  between,
  PACE,
  type AnswerRequests,
  type HallPlan,
  type PhoneOutcome,
  type Riddle,
} from './plan.ts';

/** What the phones share: the plan, the riddles' reader, the counts, the accounts' reporter. */
export interface PhoneContext {
  plan: HallPlan;
  questions: QuestionPort | null;
  answers: AnswerRequests;
  counts: { firestoreReads: number };
  /** Hears each new account's uid at once, for the clean-up. */
  onAccount: (uid: string) => void;
}

interface Phone extends Pick<DeviceAdapters, 'teams' | 'night'> {
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

/** Presses of START THE GAME before a player whose phone gets no account gives up. */
const START_PRESSES = 3;
/** The site's tries at an identity for one press (use-game-night.ts). */
const IDENTITY_ATTEMPTS = 3;

function dispatch(phone: Phone, event: GameEvent | null): void {
  if (!event) return;
  phone.state = gameReducer(phone.state, event);
  const { question, score, saveFailed } = phone.state;
  Object.assign(phone.outcome, { question, score, typedRight: phone.typed.size });
  phone.outcome.stuck = saveFailed ? 'an answer whose verdict was lost is not saved yet' : null;
}

/** Whether the night is still open: past its close nothing is tried again. */
const nightOpen = ({ context }: Pick<Phone, 'context'>) =>
  Date.now() < context.plan.schedule.closesAt;

/** The anonymous sign-up the Auth SDK's signInAnonymously sends, from `address`. */
async function signUp(plan: HallPlan, address: string): Promise<GameIdentity> {
  const url = `http://${plan.authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${plan.target.apiKey}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify({ returnSecureToken: true }),
  });
  const answer = (await response.json()) as {
    idToken?: string;
    localId?: string;
    error?: { message?: string };
  };
  const { idToken, localId, error } = answer;
  if (!response.ok || !idToken || !localId) {
    const quota = error?.message?.startsWith('QUOTA_EXCEEDED') === true;
    throw new BackendError(quota ? 'auth/quota-exceeded' : 'auth/internal-error', error?.message);
  }
  // The devices' thread runs on the database's clock: the phone reads the server's time exactly.
  return { uid: localId, getIdToken: async () => idToken, clockOffset: async () => 0 };
}

/** The phone's identity as the game asks for it when START is pressed, or why it has none. */
async function identityFor(
  plan: HallPlan,
  address: string,
): Promise<GameIdentity | 'refused' | 'failed'> {
  let refused = false;
  for (let press = 1; press <= START_PRESSES; press += 1) {
    try {
      return await withRetries(() => signUp(plan, address), IDENTITY_ATTEMPTS);
    } catch (error) {
      refused = errorCode(error) === 'auth/quota-exceeded';
      if (press < START_PRESSES) await sleep(30_000);
    }
  }
  return refused ? 'refused' : 'failed';
}

/**
 * One team's phone, from opening /CoS to its bell, through the site's own play: its adapters,
 * the entry (start-team.ts), the judging of each typed answer (use-guess.ts) and the recovery
 * of a lost verdict (guess-recovery.ts, as use-progress-saver.ts runs it), on the game's
 * machine. It keeps `outcome` up to date as it goes.
 */
export async function playPhone(
  context: PhoneContext,
  index: number,
  random: () => number,
  outcome: PhoneOutcome,
): Promise<void> {
  const { plan } = context;
  const { teams, night } = deviceAdapters(plan.target.databaseURL, 'team', index);
  // /CoS reads the night again every few seconds for as long as it is open (use-game-night.ts).
  const stopWatching = night.watchNight(() => undefined);
  const address = plan.oneAddress ? '10.20.0.1' : `10.20.${index >> 8}.${index & 255}`;
  try {
    const identity = await identityFor(plan, address);
    outcome.account = typeof identity === 'string' ? identity : 'had';
    if (typeof identity === 'string') return;
    context.onAccount(identity.uid);
    const pace = between(random, PACE.pace);
    const typed = new Set<number>();
    const state = initialGameState;
    const phone: Phone = { context, teams, night, identity, random, pace, typed, state, outcome };
    await enter(phone, teamName(plan.runId, index));
    outcome.registered = phone.state.phase !== 'teamEntry';
    if (outcome.registered) await play(phone);
  } catch (error) {
    outcome.stuck = error instanceof Error ? error.message : String(error);
  } finally {
    stopWatching();
  }
}

/** The intro (device code, eligibility), NEXT at the opening, the name, START until it takes. */
async function enter(phone: Phone, name: string): Promise<void> {
  const { identity, teams, night, random, context } = phone;
  await Promise.allSettled([night.registerDevice(identity), teams.eligibility(identity)]);
  await sleep(context.plan.schedule.opensAt - Date.now() + between(random, PACE.reaction));
  dispatch(phone, { type: 'NEXT', open: true });
  await ownedTeamName(teams, identity).catch(() => null);
  await sleep(between(random, PACE.typingName));
  const { closesAt } = context.plan.schedule;
  while (phone.state.phase === 'teamEntry' && nightOpen(phone)) {
    const measured = { identity, clockOffset: 0 };
    const events = await enterTeam(teams, measured, name, closesAt).catch(() => []);
    for (const event of events) dispatch(phone, event);
    // A START the network lost is pressed again a few seconds later.
    if (phone.state.phase === 'teamEntry') await sleep(5000);
  }
}

/** Riddle after riddle until the last or the bell, thinking before each answer. */
async function play(phone: Phone): Promise<void> {
  const { context, random, pace } = phone;
  const { riddles, wrongAnswer } = context.plan;
  const deadline = phone.state.team?.deadline ?? 0;
  const mayType = () => Date.now() < deadline - PACE.lastAnswerBeforeBell;
  const onRiddle = (number: number) =>
    phone.state.phase === 'playing' && phone.state.question === number && mayType();
  while (phone.state.phase === 'playing' && phone.state.question <= riddles.length && mayType()) {
    const number = phone.state.question;
    const riddle = riddles[number - 1] as Riddle;
    const question = await readRiddle(context, riddle);
    await sleep(between(random, PACE.think) * pace);
    const wrongs = drawWrongs(random);
    for (let wrong = 0; wrong < wrongs && onRiddle(number); wrong += 1) {
      await answer(phone, question, wrongAnswer);
      await sleep(between(random, PACE.rethink) * pace);
    }
    // Every other riddle with an accepted spelling is typed that way.
    const typed = phone.typed.size % 2 === 1 && riddle.accepted ? riddle.accepted : riddle.answer;
    while (onRiddle(number)) {
      phone.typed.add(number);
      phone.outcome.typedRight = phone.typed.size;
      await answer(phone, question, typed);
    }
  }
  // A team that finished leaves for the home page; any other keeps /CoS open to its bell.
  if (phone.state.phase !== 'playing') return;
  await sleep(deadline - Date.now());
  dispatch(phone, { type: 'TIME_UP' });
}

function drawWrongs(random: () => number): number {
  let draw = random();
  const index = PACE.wrongs.findIndex((chance) => (draw -= chance) < 0);
  return index === -1 ? PACE.wrongs.length - 1 : index;
}

/** The riddle as the question card reads it (Firestore), read again after a failure. */
async function readRiddle(context: PhoneContext, riddle: Riddle): Promise<Question> {
  const { questions } = context;
  if (!questions) return { qNo: riddle.qNo, question: '' };
  for (let failures = 1; nightOpen({ context }); failures += 1) {
    context.counts.firestoreReads += 1;
    const question = await questions.getQuestion(riddle.number).catch(() => null);
    if (question) return question;
    await sleep(retryDelay(failures));
  }
  throw new Error(`riddle ${riddle.qNo} could not be read before the close`);
}

/**
 * One typed answer as the answer box sends it: after the wait, judged by the site's judgeGuess
 * (its requests counted), a verdict the network lost finished as the progress saver does.
 */
async function answer(phone: Phone, question: Question, text: string): Promise<void> {
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
