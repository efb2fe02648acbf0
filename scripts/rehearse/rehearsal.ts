import { randomBytes } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { setLogLevel } from 'firebase/firestore/lite';
import { deviceCode } from '../../src/backend/device-code.ts';
import { createFirestoreQuestions } from '../../src/backend/firebase/questions.ts';
import type { QuestionPort } from '../../src/backend/ports.ts';
import { openAdmin, SERVICE_TIMEOUT_MS } from './admin.ts';
import { newPlayer, type Context } from './context.ts';
import { mintIdentities } from './identities.ts';
import { Ledger } from './ledger.ts';
import { Meter } from './meter.ts';
import {
  busyNow,
  cleanUp,
  closeNight,
  openNight,
  rehearsalRiddles,
  setUpNight,
  type BankEntry,
} from './night.ts';
import type { RehearsalOptions } from './options.ts';
import {
  checkBoard,
  organize,
  playFinishes,
  playOpenings,
  STEPS,
  watchBoard,
  type PlayStats,
} from './play.ts';
import {
  probeWorld,
  runProbes,
  saveRightAnswer,
  type Cast,
  type ProbeOutcome,
} from './probe-runner.ts';
import { POINTS, PROBES, type ProbePhase } from './probes.ts';
import { latencyTable, Reporter } from './report.ts';
import type { RehearsalTarget } from './target.ts';

/** The accounts besides the teams: the probes' cast (the organizer among them) and a new device. */
const CAST: (keyof Cast)[] = ['organizer', 'stranger', 'probe team', 'rival team', 'newcomer'];
const EXTRA_ACCOUNTS = CAST.length + 1;

export interface RehearsalRequest {
  options: RehearsalOptions;
  target: RehearsalTarget;
  bank: BankEntry[];
  /** Aborted on Ctrl-C: the rehearsal stops where it is and cleans up. */
  signal: AbortSignal;
  out: (line: string) => void;
}

/** The plan in words, for --dry-run and the first lines of a run. */
export function describePlan(
  options: RehearsalOptions,
  where: string,
  bank: BankEntry[],
): string[] {
  const riddles = options.riddles ?? bank.length;
  const finishers = finisherCount(options.teams);
  return [
    `Rehearsal of game night on ${where}`,
    `- ${options.teams} scripted teams and an organizer; ${riddles} riddles of the sample bank; ${finishers === 1 ? '1 team solves' : `${finishers} teams solve`} every riddle`,
    `- ${options.teams + EXTRA_ACCOUNTS} accounts created by the service account and signed in with custom tokens`,
    `- overwrites, then puts back as they were: game (schedule, announcement, freeze), answers, alternatives, questions/1..${riddles}`,
    `- ${PROBES.length} probes of the database rules, ${PROBES.filter(({ expect }) => expect === 'refused').length} of them attacks that must be refused`,
    options.keep
      ? '- keeps what it wrote afterwards (--keep): run game:new-night or a rehearsal without --keep to clear it'
      : '- then removes every team, guess, proof, solve, device code and account it made',
  ];
}

export function finisherCount(teams: number): number {
  return Math.max(1, Math.round(teams / 10));
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
  });
}

/** Replaces every proof and cast uid in `text` by its name: the report never prints either. */
function redactor(context: Context, cast: Cast): (text: string) => string {
  const names = new Map<string, string>();
  for (const riddle of context.riddles) {
    names.set(riddle.right, `<right answer to ${riddle.qNo}>`);
    names.set(riddle.wrong, `<wrong answer to ${riddle.qNo}>`);
  }
  for (const [actor, player] of Object.entries(cast)) names.set(player.identity.uid, `<${actor}>`);
  return (text) => {
    let redacted = text;
    for (const [secret, name] of names) redacted = redacted.replaceAll(secret, name);
    return redacted;
  };
}

/** The Firestore REST path up to the document's own, which the report leaves out. */
const FIRESTORE_DOCUMENTS = /^\/v1\/projects\/[^/]+\/databases\/\(default\)\/documents\//;

function probeLine(outcome: ProbeOutcome, redact: (text: string) => string): string[] {
  const { probe, verdict, held, sent, note } = outcome;
  const mark = verdict === 'skipped' ? 'skip' : held ? 'ok' : 'FAIL';
  const path = sent?.path.replace(FIRESTORE_DOCUMENTS, 'Firestore ') ?? '';
  const request = sent ? `${sent.method} ${redact(path)} as ${outcome.actor}` : '';
  const shown = [
    `  ${mark.padEnd(5)} ${probe.expect.padEnd(8)} ${probe.point.padEnd(11)} ${probe.name}: ${request}`,
  ];
  if (!held || verdict === 'skipped') {
    const said =
      verdict === 'no verdict'
        ? `no verdict (${note})`
        : verdict === 'skipped'
          ? note
          : `${verdict} (status ${sent?.status})`;
    shown.push(`        the database: ${said}; expected ${probe.expect}`);
    if (!held && sent?.body !== undefined) shown.push(`        body: ${redact(sent.body)}`);
  }
  return shown;
}

/** Plays the night; resolves with the probes' outcomes, or null when it refused to start. */
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
      'Rehearse on a staging project (see the README), or add --force once you are sure.',
    );
    return 'refused';
  }
  report.phase(
    'check',
    busy.length > 0
      ? `going on although ${busy.join('; ')} (--force)`
      : 'no night within 24 hours, no teams: free to rehearse',
  );

  const identities = await mintIdentities(options.teams + EXTRA_ACCOUNTS, {
    ...context,
    auth: context.admin.auth,
  });
  for (const identity of identities) {
    context.ledger.note(`owners/${identity.uid}`);
    context.ledger.note(`devices/${await deviceCode(identity.uid)}`);
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
  const bots = teamIdentities.map((identity, index) =>
    newPlayer(context, identity, `team ${String(index + 1).padStart(3, '0')}`),
  );
  const newDevice = newPlayer(context, newDeviceIdentity, 'the new device');
  setRedactor(redactor(context, cast));
  report.phase(
    'accounts',
    `${identities.length} created by the service account and signed in with custom tokens (no sign-up, so Firebase's 100 new accounts an hour per IP address do not apply)`,
  );

  await setUpNight(context, bank, cast.organizer.identity.uid);
  report.phase(
    'night',
    `set for an hour from now: ${context.riddles.length} riddles${context.questions ? ' in Firestore' : ' (no Firestore)'}, their proofs, an organizer`,
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

  const stats: PlayStats = { waitsAfterRightAnswer: 0 };
  const board = watchBoard(context, Math.max(2, Math.ceil(options.teams / 10)));
  try {
    await playOpenings(context, bots, stats);
    report.phase(
      'play',
      `${bots.length} teams: ${report.tally([STEPS.register, ...(context.questions ? [STEPS.read] : []), STEPS.wrong, STEPS.early, STEPS.right])}`,
    );
    const finishers = bots.slice(-finisherCount(options.teams));
    const [disqualified, reset, moved] = bots;
    if (!disqualified || !reset || !moved) throw new Error('Too few teams for the organizer.');
    const organizerCast = {
      organizer: cast.organizer,
      screen: cast.stranger,
      disqualified,
      reset,
      moved,
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
    report.phase(
      'finish',
      `${report.tally([STEPS.finish])}${stats.waitsAfterRightAnswer > 0 ? ` (${stats.waitsAfterRightAnswer} right answers had to wait 5 s after a right one)` : ''}`,
    );
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
    (error: unknown) =>
      report.check(
        'stage for the close',
        false,
        error instanceof Error ? error.message : String(error),
      ),
  );
  await closeNight(context);
  report.phase('night', 'closed now');
  await probePhase('after the close');
  return 'played';
}

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
  const admin = await openAdmin(target);
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
        : `The rehearsal stopped: ${error instanceof Error ? error.message : String(error)}`,
    );
  }

  const wroteSomething = context.ledger.paths > 0 || context.ledger.accounts.length > 0;
  if (ending !== 'refused') printReport(context, outcomes, redact);
  let cleanedUp = true;
  if (wroteSomething && options.keep) {
    report.line();
    report.line(
      `Kept (--keep): the rehearsal's teams are named "rehearsal ${context.runId} …"; ${context.ledger.accounts.length} accounts stay. A rehearsal without --keep does not clear them: run game:new-night, and delete the accounts in the console.`,
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
          ending !== 'played' ? `the night was ${ending}` : '',
          failedProbes > 0 ? `${failedProbes} probe${failedProbes === 1 ? '' : 's'} failed` : '',
          failedSteps > 0 ? `${failedSteps} play step${failedSteps === 1 ? '' : 's'} failed` : '',
          cleanedUp ? '' : 'the clean-up is incomplete',
        ]
          .filter(Boolean)
          .join(', ')}.`,
  );
  return passed ? 0 : ending === 'interrupted' ? 130 : 1;
}

function printReport(
  context: Context,
  outcomes: ProbeOutcome[],
  redact: (text: string) => string,
): void {
  const { report } = context;
  if (outcomes.length > 0) {
    report.line();
    report.line(
      `Probes (${outcomes.length}): what the database did with each request, against DESIGN.md §4`,
    );
    let phase: ProbePhase | null = null;
    for (const outcome of outcomes) {
      if (outcome.probe.phase !== phase) {
        phase = outcome.probe.phase;
        report.line(` ${phase}`);
      }
      for (const line of probeLine(outcome, redact)) report.line(line);
    }
    const points = [...new Set(outcomes.map(({ probe }) => probe.point))];
    report.line(' points of DESIGN.md §4:');
    for (const point of points) report.line(`  ${point.padEnd(11)} ${POINTS[point]}`);
  }
  const failures = report.failures();
  if (failures.length > 0) {
    report.line();
    report.line(`Play steps that did not hold (${failures.length}):`);
    for (const { step, detail } of failures.slice(0, 20))
      report.line(`  FAIL ${step}: ${redact(detail)}`);
    if (failures.length > 20) report.line(`  … and ${failures.length - 20} more`);
  }
  const summaries = context.meter.summary();
  if (summaries.length > 0) {
    report.line();
    report.line('Requests (sent: URL and body; received: body; headers and TLS not counted):');
    for (const line of latencyTable(summaries)) report.line(`  ${line}`);
  }
  report.line();
  report.line(
    `Accounts created: ${context.ledger.accounts.length} (custom tokens; no anonymous sign-up).`,
  );
}
