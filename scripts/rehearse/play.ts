import { createRestOrganizer } from '../../src/backend/firebase/organizer-rest.ts';
import { createRestTeams } from '../../src/backend/firebase/teams-rest.ts';
import { encodeTeamKey, GUESS_COOLDOWN_MS } from '../../src/backend/game-rules.ts';
import {
  errorCode,
  type GuessOutcome,
  type NightState,
  type OrganizerPort,
  type Solves,
  type TeamStanding,
  type Unsubscribe,
} from '../../src/backend/ports.ts';
import {
  newPlayer,
  pause,
  REFRESH_MS,
  serverNow,
  type Context,
  type Player,
  type Riddle,
} from './context.ts';

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
/** How long a scripted screen waits to see an organizer's action. */
const SEEN_WITHIN_MS = 15_000;
/** A margin past the end of a wait, for the request's trip. */
const WAIT_MARGIN_MS = 60;

export function teamName(context: Context, index: number): string {
  return `rehearsal ${context.runId} team ${String(index + 1).padStart(3, '0')}`;
}

/** Notes every path a team writes, before it writes any (its owner's entry is noted at minting). */
export function noteTeam(context: Context, key: string): void {
  for (const node of ['user', 'guesses', 'proofs', 'solves']) context.ledger.note(`${node}/${key}`);
}

const describe = (error: unknown) =>
  `${errorCode(error)}: ${error instanceof Error ? error.message : String(error)}`;

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
    return context.report.check(STEPS.register, false, `${player.label}: ${describe(error)}`);
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
      `${player.label}: riddle ${riddle.qNo}: ${describe(error)}`,
    );
  }
}

function guess(player: Player, proof: string): Promise<GuessOutcome> {
  if (!player.teamKey || !player.record) throw new Error(`${player.label} has no team.`);
  return player.teams.guess(player.identity, player.teamKey, player.record, proof);
}

/** Waits out the 5 s after a guess recorded at `at` (server time). */
function waitOut(context: Context, at: number): Promise<void> {
  return pause(context, at + GUESS_COOLDOWN_MS - serverNow(context) + WAIT_MARGIN_MS);
}

const riddleOf = (context: Context, player: Player) =>
  context.riddles[(player.record?.question ?? 1) - 1];

/** Counts kept across the night, for the report. */
export interface PlayStats {
  /** Right answers that had to wait because the previous answer, a right one, was under 5 s old. */
  waitsAfterRightAnswer: number;
}

/**
 * Answers the player's current riddle right, as a player who presses again when told to wait:
 * resolves with 'correct', or what happened instead.
 */
export async function answerRight(
  context: Context,
  player: Player,
  stats: PlayStats,
): Promise<string> {
  const riddle = riddleOf(context, player);
  if (!riddle || !player.teamKey) return 'no riddle left';
  for (let attempt = 0; attempt < 3; attempt += 1) {
    let outcome: GuessOutcome;
    try {
      outcome = await guess(player, riddle.right);
    } catch (error) {
      if (errorCode(error) !== 'PERMISSION_DENIED') throw error;
      // The rules refuse a guess within 5 s of a right one too, which the adapter reports as a refusal.
      const last = await player.teams.lastGuess(player.identity, player.teamKey);
      if (!last || serverNow(context) >= last.at + GUESS_COOLDOWN_MS)
        return `refused (${describe(error)})`;
      stats.waitsAfterRightAnswer += 1;
      await waitOut(context, last.at);
      continue;
    }
    if (outcome.type === 'correct') {
      player.record = outcome.record;
      return 'correct';
    }
    if (outcome.type === 'wrong') return 'judged wrong';
    await waitOut(context, outcome.guess.at);
  }
  return 'still told to wait after three tries';
}

/** A team's first minutes: registers, reads riddle 1, is wrong, is told to wait, is right. */
async function playOpening(
  context: Context,
  player: Player,
  index: number,
  stats: PlayStats,
): Promise<void> {
  await pause(context, index * ARRIVAL_MS);
  if (!(await registerTeam(context, player, teamName(context, index)))) return;
  const [first] = context.riddles;
  if (!first) return;
  await readRiddle(context, player, first);
  const wrong = await guess(player, first.wrong);
  context.report.check(
    STEPS.wrong,
    wrong.type === 'wrong',
    `${player.label}: a wrong answer came back ${wrong.type}`,
  );
  const early = await guess(player, first.right);
  context.report.check(
    STEPS.early,
    early.type === 'cooldown',
    `${player.label}: a guess at once came back ${early.type}`,
  );
  if (early.type === 'correct') return;
  await waitOut(context, early.guess.at);
  const result = await answerRight(context, player, stats);
  context.report.check(
    STEPS.right,
    result === 'correct' && player.record?.question === 2 && player.record.score === 10,
    `${player.label}: the right answer to riddle 1: ${result}`,
  );
}

/** Plays on to the last riddle of the rehearsal's bank. */
async function playToTheEnd(context: Context, player: Player, stats: PlayStats): Promise<void> {
  const last = context.riddles.length;
  while ((player.record?.question ?? last + 1) <= last) {
    const riddle = riddleOf(context, player);
    if (riddle) await readRiddle(context, player, riddle);
    const result = await answerRight(context, player, stats);
    if (result !== 'correct') {
      context.report.check(
        STEPS.finish,
        false,
        `${player.label}: riddle ${player.record?.question}: ${result}`,
      );
      return;
    }
  }
  context.report.check(
    STEPS.finish,
    player.record?.score === last * 10,
    `${player.label}: finished with ${player.record?.score} points`,
  );
}

/** Runs `work` for a player; an error becomes a failed step, unless the rehearsal was interrupted. */
async function guarded(context: Context, player: Player, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (context.signal.aborted) throw error;
    context.report.check(STEPS.error, false, `${player.label}: ${describe(error)}`);
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

/** Leaderboard screens, polling as the site does without streaming; `latest` is what they show. */
export function watchBoard(
  context: Context,
  screens: number,
): { latest: () => TeamStanding[]; stop: Unsubscribe } {
  let latest: TeamStanding[] = [];
  const stops = Array.from({ length: screens }, () =>
    createRestTeams(context.target.databaseURL, {
      fetch: context.meter.fetch,
      EventSource: undefined,
      pollMs: REFRESH_MS,
    }).watchAll(
      (standings) => {
        latest = standings;
      },
      (error) =>
        context.report.check(STEPS.board, false, `a leaderboard screen: ${describe(error)}`),
    ),
  );
  return { latest: () => latest, stop: () => stops.forEach((stop) => stop()) };
}

/** Resolves with the first value `watch` calls back with that `accept`s, or null after a while. */
function seen<T>(
  context: Context,
  watch: (callback: (value: T) => void) => Unsubscribe,
  accept: (value: T) => boolean,
): Promise<T | null> {
  return new Promise((done) => {
    let stop: Unsubscribe | null = null;
    let finished = false;
    const finish = (value: T | null) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      context.signal.removeEventListener('abort', abandon);
      stop?.();
      done(value);
    };
    const abandon = () => finish(null);
    const timer = setTimeout(abandon, SEEN_WITHIN_MS);
    context.signal.addEventListener('abort', abandon);
    stop = watch((value) => {
      if (accept(value)) finish(value);
    });
    if (finished) stop();
  });
}

async function standingOf(player: Player): Promise<TeamStanding> {
  if (!player.teamKey) throw new Error(`${player.label} has no team.`);
  const record = await player.teams.get(player.teamKey);
  if (!record) throw new Error(`${player.label}'s team is not on the board.`);
  return { teamKey: player.teamKey, ...record };
}

const organizerUser = (player: Player) => ({
  uid: player.identity.uid,
  email: null,
  displayName: 'Rehearsal organizer',
  isAnonymous: false,
});

/** One organizer action and what a player's screen or the database shows after it. */
async function action(
  context: Context,
  what: string,
  work: () => Promise<boolean | string>,
): Promise<void> {
  try {
    const result = await work();
    context.report.check(
      STEPS.organizer,
      result === true,
      `${what}: ${result === false ? 'not seen' : result}`,
    );
  } catch (error) {
    if (context.signal.aborted) throw error;
    context.report.check(STEPS.organizer, false, `${what}: ${describe(error)}`);
  }
}

export interface OrganizerCast {
  organizer: Player;
  /** A player's screen that watches the night (announcement, freeze). */
  screen: Player;
  disqualified: Player;
  reset: Player;
  moved: Player;
  /** The device `moved`'s team goes to; it plays on there. */
  newDevice: Player;
}

/**
 * The organizer's night through the console's adapter (`desk`): recognised (and a player not), posts and
 * clears an announcement, disqualifies and reinstates a team, resets one (it registers again),
 * moves one to another device (which plays on; the old one cannot), freezes and unfreezes the
 * board, and reads every team's guess count and solves.
 */
export async function organize(
  context: Context,
  cast: OrganizerCast,
  stats: PlayStats,
  everyone: Player[],
): Promise<void> {
  const desk: OrganizerPort = createRestOrganizer(context.target.databaseURL, context.meter.fetch, {
    solvesPollMs: REFRESH_MS,
  });
  const { organizer, screen } = cast;
  const me = organizer.identity;
  const watchNight = (callback: (night: NightState) => void) => screen.night.watchNight(callback);

  await action(context, 'the console recognises its organizer', () =>
    desk.isOrganizer(organizerUser(organizer), me),
  );
  await action(
    context,
    'the console turns a player away',
    async () =>
      !(await desk.isOrganizer(organizerUser(screen), screen.identity)) || 'a player was let in',
  );

  const text = `Rehearsal ${context.runId}: riddle 3 has a typo, read "ohm" for "om".`;
  await action(context, 'an announcement reaches a player', async () => {
    await desk.announce(me, text);
    return (await seen(context, watchNight, (night) => night.announcement?.text === text)) !== null;
  });
  await action(context, 'a cleared announcement leaves the players', async () => {
    await desk.announce(me, null);
    return (await seen(context, watchNight, (night) => night.announcement === null)) !== null;
  });

  const { disqualified } = cast;
  await action(context, 'a disqualified team cannot answer', async () => {
    await desk.setDisqualified(me, await standingOf(disqualified), true);
    const last = disqualified.teamKey
      ? await disqualified.teams.lastGuess(disqualified.identity, disqualified.teamKey)
      : null;
    if (last) await waitOut(context, last.at);
    try {
      const outcome = await guess(disqualified, riddleOf(context, disqualified)?.right ?? '');
      return `its guess came back ${outcome.type}`;
    } catch (error) {
      return errorCode(error) === 'PERMISSION_DENIED' || describe(error);
    }
  });
  await action(context, 'a reinstated team answers again', async () => {
    await desk.setDisqualified(me, await standingOf(disqualified), false);
    const result = await answerRight(context, disqualified, stats);
    return result === 'correct' || result;
  });

  const { reset } = cast;
  await action(context, 'a reset team starts again from riddle 1', async () => {
    await desk.resetTeam(me, await standingOf(reset));
    if (reset.teamKey && (await reset.teams.get(reset.teamKey)) !== null)
      return 'its record is still there';
    if (!(await registerTeam(context, reset, reset.teamName ?? '')))
      return 'it could not register again';
    const result = await answerRight(context, reset, stats);
    return result === 'correct' || `its first answer after the reset: ${result}`;
  });

  const { moved, newDevice } = cast;
  await action(context, 'a team moved to another device plays on there', async () => {
    const code = await newDevice.night.registerDevice(newDevice.identity);
    await desk.moveTeam(me, await standingOf(moved), code);
    const owned = await newDevice.teams.ownedTeam(newDevice.identity);
    if (!owned || owned !== moved.teamKey) return `the new device owns ${JSON.stringify(owned)}`;
    Object.assign(newDevice, {
      teamName: moved.teamName,
      teamKey: owned,
      record: await newDevice.teams.get(owned),
    });
    const result = await answerRight(context, newDevice, stats);
    return result === 'correct' || `on the new device: ${result}`;
  });
  await action(context, 'the old device can no longer answer', async () => {
    try {
      const outcome = await guess(moved, riddleOf(context, moved)?.right ?? '');
      return `its guess came back ${outcome.type}`;
    } catch (error) {
      return errorCode(error) === 'PERMISSION_DENIED' || describe(error);
    } finally {
      // The team is the new device's now: the board is checked against that device's record.
      moved.record = null;
    }
  });

  let frozenAt: number | null = null;
  await action(context, 'a frozen board reaches a player', async () => {
    await desk.setFrozen(me, true);
    frozenAt =
      (await seen(context, watchNight, (night) => night.frozenAt !== null))?.frozenAt ?? null;
    return frozenAt !== null;
  });
  await action(context, 'a second freeze keeps the first moment', async () => {
    await desk.setFrozen(me, true);
    const night = await seen(context, watchNight, () => true);
    return night?.frozenAt === frozenAt || `frozen at ${night?.frozenAt}, first at ${frozenAt}`;
  });
  await action(context, 'an unfrozen board reaches a player', async () => {
    await desk.setFrozen(me, false);
    return (await seen(context, watchNight, (night) => night.frozenAt === null)) !== null;
  });

  const keys = everyone.flatMap((player) => (player.teamKey ? [player.teamKey] : []));
  await action(context, "the console sees every team's guesses", async () => {
    const counts = await seen<Record<string, number>>(
      context,
      (callback) => desk.watchGuessCounts(me, callback),
      () => true,
    );
    const missing = keys.filter((key) => !(counts?.[key] && counts[key] > 0));
    return missing.length === 0 || `no guesses shown for ${missing.length} teams`;
  });
  await action(context, "the console sees every team's solves", async () => {
    const solves = await seen<Solves>(
      context,
      (callback) => desk.watchSolves(callback),
      () => true,
    );
    const missing = keys.filter((key) => !solves?.[key]);
    return missing.length === 0 || `no solve shown for ${missing.length} teams`;
  });
}

/** The board a screen shows at the end against what each team's own device knows. */
export function checkBoard(context: Context, standings: TeamStanding[], players: Player[]): void {
  const byKey = new Map(standings.map((standing) => [standing.teamKey, standing]));
  for (const player of players) {
    if (!player.teamKey || !player.record) continue;
    const shown = byKey.get(player.teamKey);
    context.report.check(
      STEPS.board,
      shown?.score === player.record.score &&
        shown.question === player.record.question &&
        shown.disqualified !== true,
      `${player.label}: the board shows ${shown ? `riddle ${shown.question}, ${shown.score} points` : 'nothing'}, the team has riddle ${player.record.question}, ${player.record.score} points`,
    );
  }
}

export { newPlayer };
