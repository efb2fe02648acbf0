import { randomBytes } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { setLogLevel } from 'firebase/firestore/lite';
import { deviceCode } from '../../src/game/device-code.ts';
import { GUESS_COOLDOWN_MS } from '../../src/game/numbers.ts';
import { createFirestoreQuestions } from '../../src/backend/firebase/questions.ts';
import type { QuestionPort } from '../../src/backend/ports.ts';
import { openAdmin, SERVICE_TIMEOUT_MS, type Admin } from './admin.ts';
import { newPlayer, type Context, type Player } from './context.ts';
import { mintIdentities } from './identities.ts';
import { Ledger } from './ledger.ts';
import { Meter } from './meter.ts';
import { busyNow, cleanUp, closeNight, openNight, rehearsalRiddles, setUpNight } from './night.ts';
import type { BankEntry } from '../lib/question-bank.ts';
import type { RehearsalOptions } from './options.ts';
import { checkBoard, watchBoard } from './board.ts';
import { organize } from './organizer-play.ts';
import { playFinishes, playOpenings, STEPS, type PlayStats } from './team-play.ts';
import {
  probeWorld,
  runProbes,
  saveRightAnswer,
  CAST,
  EXTRA_ACCOUNTS,
  type Cast,
  type ProbeOutcome,
} from './probe-runner.ts';
import type { ProbePhase } from './probes/probe.ts';
import { Reporter } from './report.ts';
import { describePlan, finisherCount, printReport, redactor } from './summary.ts';
import type { RehearsalTarget } from './target.ts';

export interface RehearsalRequest {
  options: RehearsalOptions;
  target: RehearsalTarget;
  bank: BankEntry[];
  /** Aborted on Ctrl-C: the rehearsal stops where it is and cleans up. */
  signal: AbortSignal;
  out: (line: string) => void;
}

function questionPort(target: RehearsalTarget): QuestionPort | null {
  if (target.firestoreEmulatorHost === undefined) return null;
  // The refusals the probes provoke are expected: the SDK need not log them.
  setLogLevel('silent');
  const firebase = {
    apiKey: target.apiKey,
    authDomain: `${target.projectId}.firebaseapp.com`,
    projectId: target.projectId,
    appId: '',
    databaseURL: target.databaseURL,
  };
  return createFirestoreQuestions({
    backend: 'firebase',
    firebase,
    useEmulators: target.firestoreEmulatorHost !== null,
    authEmulatorUrl: target.authEmulatorHost ? `http://${target.authEmulatorHost}` : '',
    firestoreEmulatorHost: target.firestoreEmulatorHost ?? '',
    allowedEmailDomain: '',
    vitalsUrl: null,
    isDev: false,
    localNight: { opensAt: '', hours: '' },
    localOrganizers: '',
    buildYear: new Date().getFullYear(),
  });
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
  const identities = await mintIdentities(options.teams + EXTRA_ACCOUNTS, {
    ...context,
    auth: context.admin.auth,
  });
  for (const identity of identities) {
    context.ledger.note(`owners/${identity.uid}`);
    context.ledger.note(`evicted/${identity.uid}`);
    const code = deviceCode(identity.uid);
    if (code) context.ledger.note(`devices/${code}`);
  }
  const [newDeviceIdentity, ...rest] = identities;
  const castIdentities = rest.slice(0, CAST.length);
  const teamIdentities = rest.slice(CAST.length);
  if (!newDeviceIdentity) throw new Error('No account was created.');
  const cast = Object.fromEntries(
    CAST.map((actor, index) => {
      const identity = castIdentities[index];
      if (!identity) throw new Error('Too few accounts were created.');
      return [actor, newPlayer(context, identity, `the ${actor}`)];
    }),
  ) as Cast;
  // Every other team types a riddle's accepted spelling where the bank gives one.
  const bots = teamIdentities.map((identity, index) =>
    newPlayer(context, identity, `team ${String(index + 1).padStart(3, '0')}`, index % 2 === 1),
  );
  const newDevice = newPlayer(context, newDeviceIdentity, 'the new device');
  report.phase(
    'accounts',
    `${identities.length} created by the service account and signed in with custom tokens (no sign-up, so Firebase's 100 new accounts an hour per IP address do not apply)`,
  );
  return { cast, teams: bots, newDevice };
}

/**
 * The night from its set-up to its close, probed before the opening, while it runs and after
 * the close; the probes' outcomes go to `outcomes` as they come.
 */
async function playNight(
  context: Context,
  bank: BankEntry[],
  { cast, teams: bots, newDevice }: Players,
  outcomes: ProbeOutcome[],
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

  const world = probeWorld(context, cast);
  const probePhase = async (phase: ProbePhase) => {
    const results = await runProbes(context, world, cast, phase);
    outcomes.push(...results);
    const held = results.filter(({ held: ok, verdict }) => ok && verdict !== 'skipped').length;
    const skipped = results.filter(({ verdict }) => verdict === 'skipped').length;
    report.phase(
      'probes',
      `${phase}: ${held}/${results.length - skipped} held${skipped ? `, ${skipped} skipped (no Firestore)` : ''}`,
    );
  };
  await probePhase('before the opening');

  const { opensAt, closesAt } = await openNight(context);
  const clock = (at: number) => new Date(at).toISOString().slice(11, 19);
  report.phase(
    'night',
    `opens now (${clock(opensAt)} UTC, server time), closes at ${clock(closesAt)} unless closed first`,
  );

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

  await probePhase('during the night');
  await saveRightAnswer(context, world, cast).then(
    () => report.check('stage for the close', true),
    (error: unknown) => report.check('stage for the close', false, describeError(error)),
  );
  await closeNight(context);
  report.phase('night', 'closed now');
  await probePhase('after the close');
}

/** Plays the night unless the database is busy; the report's redactor is set once the cast exists. */
async function stages(
  context: Context,
  bank: BankEntry[],
  outcomes: ProbeOutcome[],
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

const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** `npm run game:rehearse` once the target is known; resolves with the exit code. */
export async function rehearse({
  options,
  target,
  bank,
  signal,
  out,
}: RehearsalRequest): Promise<number> {
  // Every request and every wait listens for Ctrl-C on this one signal: hundreds at once.
  setMaxListeners(0, signal);
  const report = new Reporter(out);
  for (const line of describePlan(options, target.description, bank)) report.line(line);
  report.line();
  let admin: Admin;
  try {
    admin = await openAdmin(target);
  } catch (error) {
    report.line(`firebase-admin could not start: ${describeError(error)}. Nothing was written.`);
    return 1;
  }
  const riddles = await rehearsalRiddles(bank, options.riddles ?? bank.length);
  const context: Context = {
    target,
    options,
    admin,
    ledger: new Ledger(),
    meter: new Meter(signal, SERVICE_TIMEOUT_MS),
    clock: { offset: 0 },
    report,
    signal,
    runId: randomBytes(2).toString('hex'),
    riddles,
    questions: questionPort(target),
  };
  const outcomes: ProbeOutcome[] = [];
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
        : `The rehearsal stopped: ${describeError(error)}`,
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

  const failedProbes = outcomes.filter(({ held }) => !held).length;
  const failedSteps = report.failures().length;
  const passed = ending === 'played' && failedProbes === 0 && failedSteps === 0 && cleanedUp;
  report.line();
  if (ending === 'refused') return 1;
  report.line(
    passed
      ? `Rehearsal passed in ${report.elapsedSeconds().toFixed(0)} s: every play step (${report.stepCount()}) and probe (${outcomes.length}) held${options.keep ? '' : ', and everything it wrote is gone'}.`
      : `Rehearsal FAILED after ${report.elapsedSeconds().toFixed(0)} s: ${[
          ending === 'interrupted' ? 'it was interrupted' : '',
          ending === 'failed' ? 'it stopped early (see above)' : '',
          failedProbes > 0 ? `${failedProbes} probe${failedProbes === 1 ? '' : 's'} failed` : '',
          failedSteps > 0 ? `${failedSteps} play step${failedSteps === 1 ? '' : 's'} failed` : '',
          cleanedUp ? '' : 'the clean-up is incomplete',
        ]
          .filter(Boolean)
          .join(', ')}.`,
  );
  return passed ? 0 : ending === 'interrupted' ? 130 : 1;
}
