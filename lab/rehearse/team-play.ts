import { errorCode, type GuessOutcome } from '../../src/backend/ports.ts';
import { nextGuessAt } from '../../src/game/guess-wait.ts';
import { GUESS_COOLDOWN_MS, POINTS_PER_ANSWER } from '../../src/game/numbers.ts';
import { encodeTeamKey } from '../../src/game/team-name.ts';
import type { GuessRecord } from '../../src/game/types.ts';
import { pause, serverNow, type Context, type Player, type Riddle } from './context.ts';
import { reasonOf } from '../../scripts/common/game-command.ts';

// How a scripted team plays: registers, reads its riddle, guesses, waits when told to.

/** The play steps, as the report counts them. */
export const STEPS = {
  register: 'registered',
  read: 'riddle read',
  wrong: 'wrong answer judged wrong',
  early: 'guess in the wait refused',
  right: 'right answer moved on',
  finish: 'every riddle solved',
  error: 'played without an error',
  organizer: 'organizer action held',
  board: 'leaderboard right',
} as const;

/** Teams arrive this far apart, as teams do, rather than in one burst. */
const ARRIVAL_MS = 25;
/** A margin past the end of a wait, for the request's trip. */
const WAIT_MARGIN_MS = 60;

export function teamName(runId: string, index: number): string {
  return `rehearsal ${runId} team ${String(index + 1).padStart(3, '0')}`;
}

/** Notes every path a team writes, before it writes any (its owner's entry is noted at minting). */
export function noteTeam(context: Context, key: string): void {
  for (const node of ['user', 'guesses', 'typed', 'proofs', 'solves'])
    context.ledger.note(`${node}/${key}`);
}

/** An error as a failed step reports it: its code and message. */
export const failureOf = (error: unknown) => `${errorCode(error)}: ${reasonOf(error)}`;

/** Registers `name` for the player through the site's adapter; records the step. */
export async function registerTeam(
  context: Context,
  player: Player,
  name: string,
): Promise<boolean> {
  const key = encodeTeamKey(name);
  noteTeam(context, key);
  try {
    const record = await player.teams.register(player.identity, key, name);
    Object.assign(player, { teamName: name, teamKey: key, record });
    return context.report.check(
      STEPS.register,
      record.question === 1 && record.score === 0,
      `${player.label}: registered at riddle ${record.question} with ${record.score} points`,
    );
  } catch (error) {
    return context.report.check(STEPS.register, false, `${player.label}: ${failureOf(error)}`);
  }
}

async function readRiddle(context: Context, player: Player, riddle: Riddle): Promise<void> {
  const { questions } = context;
  if (!questions) return;
  try {
    const question = await context.meter.time('riddle read', () =>
      questions.getQuestion(riddle.number),
    );
    context.report.check(
      STEPS.read,
      question?.qNo === riddle.qNo && question.question.length > 0,
      `${player.label}: riddle ${riddle.qNo} read as ${JSON.stringify(question)}`,
    );
  } catch (error) {
    context.report.check(
      STEPS.read,
      false,
      `${player.label}: riddle ${riddle.qNo}: ${failureOf(error)}`,
    );
  }
}

/** What a rehearsal player "types": its guesses are judged by their proofs alone. */
const TYPED = 'rehearsal';

export function guess(player: Player, proof: string): Promise<GuessOutcome> {
  if (!player.teamKey || !player.record) throw new Error(`${player.label} has no team.`);
  return player.teams.guess(player.identity, player.teamKey, player.record, proof, TYPED);
}

/**
 * A guess's outcome, or 'refused' for a refusal the adapter could not tell from the wait: the
 * rules refused it inside the wait, but their answer (or the re-read of the last guess) came back
 * after the wait had ended, as on a slow network. The page then retries from the record.
 */
async function guessOrRefusal(player: Player, proof: string): Promise<string> {
  try {
    const outcome = await guess(player, proof);
    if (outcome.type === 'correct') player.record = outcome.record;
    return outcome.type;
  } catch (error) {
    if (errorCode(error) !== 'PERMISSION_DENIED') throw error;
    return 'refused';
  }
}

/** Waits until a team on `question` whose last guess is `last` may guess again. */
async function waitAfter(context: Context, last: GuessRecord | null, question: number) {
  const at = nextGuessAt(last, question);
  if (Number.isFinite(at)) await pause(context, at - serverNow(context) + WAIT_MARGIN_MS);
}

/** Waits until the player's team may guess again: the wait after a wrong guess, none after a right one. */
export async function waitForNextGuess(context: Context, player: Player): Promise<void> {
  if (!player.teamKey || !player.record) return;
  const last = await player.teams.lastGuess(player.identity, player.teamKey);
  await waitAfter(context, last, player.record.question);
}

export const riddleOf = (context: Context, player: Player) =>
  context.riddles[(player.record?.question ?? 1) - 1];

/** The proof of what the player types for `riddle`: its answer, or the accepted spelling it prefers. */
const rightProof = (player: Player, riddle: Riddle) =>
  player.typesAccepted && riddle.accepted ? riddle.accepted.proof : riddle.right;

/** Counts kept across the night, for the report. */
export interface PlayStats {
  /** Right answers typed as an accepted spelling (the bank's `accept`) that moved a team on. */
  acceptedSpellings: number;
  /** Right answers sent within GUESS_COOLDOWN_MS of the team's previous right one: no wait after those. */
  rightAfterRight: number;
}

/**
 * Answers the player's current riddle right (as its answer, or an accepted spelling), as a
 * player who presses again when told to wait: resolves with 'correct', or what happened instead.
 * The adapter tells a team to wait only after a wrong guess; a refusal is a failure, never a wait.
 */
export async function answerRight(
  context: Context,
  player: Player,
  stats: PlayStats,
): Promise<string> {
  const riddle = riddleOf(context, player);
  if (!riddle || !player.teamKey) return 'no riddle left';
  const proof = rightProof(player, riddle);
  const typed =
    proof === riddle.right ? 'the answer' : `the accepted spelling "${riddle.accepted?.typed}"`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    let outcome: GuessOutcome;
    try {
      outcome = await guess(player, proof);
    } catch (error) {
      if (errorCode(error) !== 'PERMISSION_DENIED') throw error;
      return `${typed} refused (${failureOf(error)})`;
    }
    if (outcome.type === 'correct') {
      player.record = outcome.record;
      if (proof !== riddle.right) stats.acceptedSpellings += 1;
      return 'correct';
    }
    if (outcome.type === 'wrong') return `${typed} judged wrong`;
    await waitAfter(context, outcome.guess, outcome.guess.question);
  }
  return `${typed}: told to wait again after waiting`;
}

/** A team's first minutes: registers, reads riddle 1, is wrong, is told to wait, is right. */
async function playOpening(
  context: Context,
  player: Player,
  index: number,
  stats: PlayStats,
): Promise<void> {
  await pause(context, index * ARRIVAL_MS);
  if (!(await registerTeam(context, player, teamName(context.runId, index)))) return;
  const [first] = context.riddles;
  if (!first) return;
  await readRiddle(context, player, first);
  const wrong = await guess(player, first.wrong);
  context.report.check(
    STEPS.wrong,
    wrong.type === 'wrong',
    `${player.label}: a wrong answer came back ${wrong.type}`,
  );
  // As the site does after a wrong verdict on a riddle with nudges: the report counts it apart.
  if (first.nudged) await player.aids.readNudge(player.identity, first.number, first.wrong);
  const early = await guessOrRefusal(player, first.right);
  context.report.check(
    STEPS.early,
    early === 'cooldown' || early === 'refused',
    `${player.label}: a guess at once came back ${early}`,
  );
  if (early === 'correct') return;
  await waitForNextGuess(context, player);
  const result = await answerRight(context, player, stats);
  context.report.check(
    STEPS.right,
    result === 'correct' && player.record?.question === 2 && player.record.score === 10,
    `${player.label}: the right answer to riddle 1: ${result}`,
  );
}

/** Plays on to the last riddle of the rehearsal's bank, each answer sent as soon as the last is right. */
async function playToTheEnd(context: Context, player: Player, stats: PlayStats): Promise<void> {
  const last = context.riddles.length;
  let lastRightSent: number | null = null;
  while ((player.record?.question ?? last + 1) <= last) {
    const riddle = riddleOf(context, player);
    if (riddle) await readRiddle(context, player, riddle);
    const sent = performance.now();
    const result = await answerRight(context, player, stats);
    if (result !== 'correct') {
      context.report.check(
        STEPS.finish,
        false,
        `${player.label}: riddle ${player.record?.question}: ${result}`,
      );
      return;
    }
    if (lastRightSent !== null && sent - lastRightSent < GUESS_COOLDOWN_MS)
      stats.rightAfterRight += 1;
    lastRightSent = sent;
  }
  context.report.check(
    STEPS.finish,
    player.record?.score === last * POINTS_PER_ANSWER,
    `${player.label}: finished with ${player.record?.score} points`,
  );
}

/** Runs `work` for a player; an error becomes a failed step, unless the rehearsal was interrupted. */
async function guarded(context: Context, player: Player, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (context.signal.aborted) throw error;
    context.report.check(STEPS.error, false, `${player.label}: ${failureOf(error)}`);
  }
}

/** Every team's opening, all at once (arriving 25 ms apart). */
export async function playOpenings(
  context: Context,
  players: Player[],
  stats: PlayStats,
): Promise<void> {
  await Promise.all(
    players.map((player, index) =>
      guarded(context, player, () => playOpening(context, player, index, stats)),
    ),
  );
}

/** The finishing teams play every riddle left. */
export async function playFinishes(
  context: Context,
  players: Player[],
  stats: PlayStats,
): Promise<void> {
  await Promise.all(
    players.map((player) => guarded(context, player, () => playToTheEnd(context, player, stats))),
  );
}
