import { retryDelay } from '../../src/features/cos/play/retry.ts';
import { enterTeam, ownedTeamName } from '../../src/features/cos/play/start-team.ts';
import { initialGameState } from '../../src/game/machine.ts';
import type { Question } from '../../src/game/types.ts';
import { reasonOf } from '../../scripts/common/game-command.ts';
import { teamName } from '../rehearse/team-play.ts';
import { answer, dispatch, nightOpen, type Phone, type PhoneContext } from './answer.ts';
import { deviceAdapters } from './devices.ts';
import { sleep } from './night-clock.ts';
import { identityFor } from './phone-account.ts';
import { between, PACE, type PhoneOutcome, type PhoneRiddle } from './plan.ts';

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
  // The page's opening: from /CoS to its intro, and from NEXT to the first riddle (enter).
  const opening = { now: true };
  const adapters = deviceAdapters(plan.target.databaseURL, 'team', index, () => opening.now);
  const { teams, night } = adapters;
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
    await enter(phone, teamName(plan.runId, index), opening);
    outcome.registered = phone.state.phase !== 'teamEntry';
    if (outcome.registered) await play(phone);
  } catch (error) {
    outcome.stuck = reasonOf(error);
  } finally {
    stopWatching();
  }
}

/** The intro (device code, eligibility), NEXT at the opening, the name, START until it takes. */
async function enter(phone: Phone, name: string, opening: { now: boolean }): Promise<void> {
  const { identity, teams, night, random, context } = phone;
  await Promise.allSettled([night.registerDevice(identity), teams.eligibility(identity)]);
  opening.now = false;
  await sleep(context.plan.schedule.opensAt - Date.now() + between(random, PACE.reaction));
  opening.now = true;
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
  opening.now = false;
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
    const riddle = riddles[number - 1] as PhoneRiddle;
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
async function readRiddle(context: PhoneContext, riddle: PhoneRiddle): Promise<Question> {
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
