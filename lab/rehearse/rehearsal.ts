import { randomBytes } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { deviceCode } from '../../src/game/device-code.ts';
import { GUESS_COOLDOWN_MS } from '../../src/game/numbers.ts';
import { CALL_TIMEOUT_MS } from '../../scripts/common/call-timeout.ts';
import { openAdmin, type Admin } from './admin.ts';
import { newPlayer, type Context, type HallNight, type Player } from './context.ts';
import { mintIdentities, randomUid, twinUid } from './identities.ts';
import { Ledger } from './ledger.ts';
import { Meter } from './meter.ts';
import { VERIFIED } from '../../rules/cases/case.ts';
import { CASES } from '../../rules/cases/table.ts';
import { CAST, runCases, type Cast } from './case-runner.ts';
import { busyNow, cleanUp, nightBank, openNight, rehearsalRiddles, setUpNight } from './night.ts';
import type { BankEntry } from '../../scripts/questions-upload/question-bank.ts';
import type { RehearsalOptions } from './options.ts';
import { checkBoard, watchBoard } from './board.ts';
import { organize } from './organizer-play.ts';
import { playFinishes, playOpenings, STEPS, type PlayStats } from './team-play.ts';
import { probeRiddles, type RiddlePhase } from './riddle-probes.ts';
import { questionPort } from './question-port.ts';
import { Reporter } from './report.ts';
import {
  describeRehearsal,
  finisherCount,
  type Outcomes,
  printReport,
  redactor,
} from './summary.ts';
import type { RehearsalTarget } from './target.ts';
import { reasonOf } from '../../scripts/common/game-command.ts';

export interface RehearsalRequest {
  options: RehearsalOptions;
  target: RehearsalTarget;
  /** With --plan spark, the night at hall scale, played in place of the short night. */
  hallNight: HallNight | null;
  bank: BankEntry[];
  /** Aborted on Ctrl-C: the rehearsal stops where it is and cleans up. */
  signal: AbortSignal;
  out: (line: string) => void;
}

interface Players {
  cast: Cast;
  teams: Player[];
  /** The device a team is moved to. */
  newDevice: Player;
}

/** The accounts of the night, each noted with its owner entry and device code before it exists. */
async function makePlayers(context: Context): Promise<Players> {
  const { report, options } = context;
  // At hall scale the teams' phones sign up as the site's do: no account is made for them.
  const minted = options.hall ? 0 : options.teams;
  const uids = Array.from({ length: minted + CAST.length }, randomUid);
  // The twin's uid begins as the stranger's does but for case: the same device code.
  const stranger = uids[CAST.indexOf('stranger')] ?? '';
  uids[CAST.indexOf('twin')] = twinUid(stranger);
  // The organizer owns a verified address, as `game:admin` grants only such an account.
  const accounts = [...uids, randomUid()].map((uid, index) => {
    const actor = CAST[index];
    return actor && VERIFIED.includes(actor)
      ? { uid, verifiedEmail: `rehearsal-${context.runId}-${actor}@example.com`.toLowerCase() }
      : { uid };
  });
  const identities = await mintIdentities(accounts, {
    ...context,
    auth: context.admin.auth,
  });
  for (const identity of identities) {
    for (const node of ['owners', 'evicted', 'admins'])
      context.ledger.note(`${node}/${identity.uid}`);
    const code = deviceCode(identity.uid);
    if (code) context.ledger.note(`devices/${code}`);
  }
  const cast = Object.fromEntries(
    CAST.map((actor, index) => {
      const identity = identities[index];
      if (!identity) throw new Error('Too few accounts were created.');
      return [actor, newPlayer(context, identity, `the ${actor}`)];
    }),
  ) as Cast;
  const newDeviceIdentity = identities.at(-1);
  if (!newDeviceIdentity) throw new Error('No account was created.');
  // Every other team types a riddle's accepted spelling where the bank gives one.
  const bots = identities
    .slice(CAST.length, -1)
    .map((identity, index) =>
      newPlayer(context, identity, `team ${String(index + 1).padStart(3, '0')}`, index % 2 === 1),
    );
  const newDevice = newPlayer(context, newDeviceIdentity, 'the new device');
  report.phase(
    'accounts',
    `${identities.length} created by the service account and signed in with custom tokens ${options.hall ? "(the organizer's and the cases'; the teams' phones sign up as the site does)" : "(no sign-up, so Firebase's 100 new accounts an hour per IP address do not apply)"}`,
  );
  return { cast, teams: bots, newDevice };
}

/**
 * The night from its set-up to the end of its play, then every case of the rules sent to the
 * database; the riddles probed before the opening and after it. Outcomes go to `outcomes`.
 */
async function playNight(
  context: Context,
  bank: BankEntry[],
  { cast, teams: bots, newDevice }: Players,
  outcomes: Outcomes,
): Promise<void> {
  const { report, options } = context;
  await setUpNight(context, bank, cast.organizer.identity.uid);
  const spellings = bank
    .slice(0, context.riddles.length)
    .reduce((sum, { accept }) => sum + (accept?.length ?? 0), 0);
  report.phase(
    'night',
    `set for an hour from now: ${context.riddles.length} riddles${context.questions ? ' in Firestore' : ' (no Firestore)'}, their proofs and ${spellings} accepted spelling${spellings === 1 ? '' : 's'}, an organizer`,
  );
  const riddlePhase = async (phase: RiddlePhase) => {
    const results = await probeRiddles(context, phase);
    outcomes.riddles.push(...results);
    const held = results.filter(({ held: ok }) => ok).length;
    if (results.length > 0) report.phase('riddles', `${phase}: ${held}/${results.length} held`);
  };
  await riddlePhase('before the opening');
  if (context.hallNight) {
    await context.hallNight(context, cast.organizer);
    await sendCases(context, cast, outcomes);
    return;
  }

  const { opensAt, closesAt } = await openNight(context);
  const clock = (at: number) => new Date(at).toISOString().slice(11, 19);
  report.phase(
    'night',
    `opens now (${clock(opensAt)} UTC, server time), closes at ${clock(closesAt)} unless closed first`,
  );
  await riddlePhase('during the night');

  const stats: PlayStats = { acceptedSpellings: 0, rightAfterRight: 0 };
  const board = watchBoard(context, Math.max(2, Math.ceil(options.teams / 10)));
  try {
    await playOpenings(context, bots, stats);
    report.phase(
      'play',
      `${bots.length} teams: ${report.tally([STEPS.register, ...(context.questions ? [STEPS.read] : []), STEPS.wrong, STEPS.early, STEPS.right])}`,
    );
    const finishers = bots.slice(-finisherCount(options.teams));
    const [disqualified, reset, moved, banned] = bots;
    if (!disqualified || !reset || !moved || !banned)
      throw new Error('Too few teams for the organizer.');
    const organizerCast = {
      organizer: cast.organizer,
      screen: cast.stranger,
      disqualified,
      reset,
      moved,
      banned,
      newDevice,
    };
    report.phase(
      'finish',
      `${finishers.length === 1 ? '1 team plays' : `${finishers.length} teams play`} every riddle while the organizer runs the console…`,
    );
    await Promise.all([
      playFinishes(context, finishers, stats),
      organize(context, organizerCast, stats, bots),
    ]);
    report.phase(
      'organizer',
      report.tally([STEPS.organizer]).replace(STEPS.organizer, 'actions held'),
    );
    const notes = [
      `${stats.rightAfterRight} right answers taken within ${GUESS_COOLDOWN_MS / 1000} s of the one before`,
      `${stats.acceptedSpellings} typed as an accepted spelling`,
    ];
    report.phase('finish', `${report.tally([STEPS.finish])} (${notes.join('; ')})`);
  } finally {
    board.stop();
  }
  const lastBoard = watchBoard(context, 1);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  checkBoard(context, lastBoard.latest(), [...bots, newDevice]);
  lastBoard.stop();
  report.phase('board', `${report.tally([STEPS.board])} teams shown as their devices know them`);

  await sendCases(context, cast, outcomes);
}

/** Every case of the rules' table, sent to the database. */
async function sendCases(context: Context, cast: Cast, outcomes: Outcomes): Promise<void> {
  const results = await runCases(context, cast, CASES);
  outcomes.cases.push(...results);
  const sent = results.filter(({ verdict }) => verdict !== 'skipped');
  context.report.phase(
    'rules',
    `${sent.filter(({ held }) => held).length}/${sent.length} cases held, ${results.length - sent.length} judged offline only`,
  );
}

/** Plays the night unless the database is busy; the report's redactor is set once the cast exists. */
async function stages(
  context: Context,
  bank: BankEntry[],
  outcomes: Outcomes,
  setRedactor: (redact: (text: string) => string) => void,
): Promise<'refused' | 'played'> {
  const { report, options } = context;
  const busy = await busyNow(context);
  if (busy.length > 0 && !options.force) {
    report.line(`Refused: ${busy.join('; ')}. Nothing was written.`);
    report.line(
      'Rehearse on a staging project (see docs/game-night.md), or add --force once you are sure.',
    );
    return 'refused';
  }
  report.phase(
    'check',
    busy.length > 0
      ? `going on although ${busy.join('; ')} (--force)`
      : 'no night within 24 hours, no teams: free to rehearse',
  );
  const players = await makePlayers(context);
  setRedactor(redactor(context, players.cast));
  await playNight(context, bank, players, outcomes);
  return 'played';
}

/** `npm run game:rehearse` once the target is known; resolves with the exit code. */
export async function rehearse({
  options,
  target,
  hallNight,
  bank,
  signal,
  out,
}: RehearsalRequest): Promise<number> {
  // Every request and every wait listens for Ctrl-C on this one signal: hundreds at once.
  setMaxListeners(0, signal);
  const report = new Reporter(out);
  for (const line of describeRehearsal(options, target.description, bank)) report.line(line);
  report.line();
  let admin: Admin;
  try {
    admin = await openAdmin(target);
  } catch (error) {
    report.line(`firebase-admin could not start: ${reasonOf(error)}. Nothing was written.`);
    return 1;
  }
  const proofs = await rehearsalRiddles(nightBank(bank));
  const riddles = proofs.slice(0, options.riddles ?? bank.length);
  const context: Context = {
    target,
    options,
    admin,
    ledger: new Ledger(),
    meter: new Meter(signal, CALL_TIMEOUT_MS),
    clock: { offset: 0 },
    report,
    signal,
    runId: randomBytes(2).toString('hex'),
    riddles,
    proofs,
    questions: questionPort(target),
    hallNight,
  };
  const outcomes: Outcomes = { cases: [], riddles: [] };
  let redact = (text: string) => text;
  let ending: 'refused' | 'played' | 'interrupted' | 'failed' = 'failed';
  try {
    ending = await stages(context, bank, outcomes, (made) => {
      redact = made;
    });
  } catch (error) {
    ending = signal.aborted ? 'interrupted' : 'failed';
    report.line();
    report.line(
      ending === 'interrupted'
        ? 'Interrupted: cleaning up what was written so far.'
        : `The rehearsal stopped: ${reasonOf(error)}`,
    );
  }

  const wroteSomething = context.ledger.paths > 0 || context.ledger.accounts.length > 0;
  if (ending !== 'refused') printReport(context, outcomes, redact);
  let cleanedUp = true;
  if (wroteSomething && options.keep) {
    report.line();
    report.line(
      `Kept (--keep): the teams named "rehearsal ${context.runId} …" and ${context.ledger.accounts.length} accounts stay, and game, answers, alternatives and the riddles hold the rehearsal's night. Afterwards: game:new-night clears the teams, questions:upload and game:schedule put your bank and night back, and the Auth console deletes the accounts.`,
    );
  } else if (wroteSomething) {
    const cleanup = await cleanUp(context);
    report.line();
    report.line('Clean-up:');
    for (const line of cleanup.lines) report.line(`  ${line}`);
    for (const problem of cleanup.problems) report.line(`  FAIL ${problem}`);
    cleanedUp = cleanup.problems.length === 0;
  }
  await admin.close();

  const failedCases = [...outcomes.cases, ...outcomes.riddles].filter(({ held }) => !held).length;
  const sentCases = outcomes.cases.filter(({ verdict }) => verdict !== 'skipped').length;
  const failedSteps = report.failures().length;
  const passed = ending === 'played' && failedCases === 0 && failedSteps === 0 && cleanedUp;
  report.line();
  if (ending === 'refused') return 1;
  const notJudged = report.notJudged();
  if (passed && notJudged.length > 0) {
    report.line(
      `Rehearsal INCONCLUSIVE after ${report.elapsedSeconds().toFixed(0)} s: every other step held, but ${notJudged.join('; ')}.`,
    );
    return 2;
  }
  report.line(
    passed
      ? `Rehearsal passed in ${report.elapsedSeconds().toFixed(0)} s: every play step (${report.stepCount()}), case of the rules (${sentCases}) and riddle probe (${outcomes.riddles.length}) held${options.keep ? '' : ', and everything it wrote is gone'}.`
      : `Rehearsal FAILED after ${report.elapsedSeconds().toFixed(0)} s: ${[
          ending === 'interrupted' ? 'it was interrupted' : '',
          ending === 'failed' ? 'it stopped early (see above)' : '',
          failedCases > 0 ? `${failedCases} case${failedCases === 1 ? '' : 's'} failed` : '',
          failedSteps > 0 ? `${failedSteps} play step${failedSteps === 1 ? '' : 's'} failed` : '',
          cleanedUp ? '' : 'the clean-up is incomplete',
        ]
          .filter(Boolean)
          .join(', ')}.`,
  );
  return passed ? 0 : ending === 'interrupted' ? 130 : 1;
}
