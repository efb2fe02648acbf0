import type { Context } from './context.ts';
import type { BankEntry } from '../lib/question-bank.ts';
import type { RehearsalOptions } from './options.ts';
import { EXTRA_ACCOUNTS, type Cast, type ProbeOutcome } from './probe-runner.ts';
import { POINTS, type ProbePhase } from './probes/probe.ts';
import { PROBES } from './probes/table.ts';
import { latencyTable } from './report.ts';

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
      ? '- then leaves everything as the night ended (--keep): its teams, its accounts, and its night in game, answers and the riddles; nothing is put back'
      : '- then removes every team, guess, proof, solve, device code, ban and account it made',
  ];
}

export function finisherCount(teams: number): number {
  return Math.max(1, Math.round(teams / 10));
}

/** Replaces every proof and cast uid in `text` by its name: the report never prints either. */
export function redactor(context: Context, cast: Cast): (text: string) => string {
  const names = new Map<string, string>();
  for (const riddle of context.riddles) {
    names.set(riddle.right, `<right answer to ${riddle.qNo}>`);
    if (riddle.accepted) names.set(riddle.accepted.proof, `<accepted spelling of ${riddle.qNo}>`);
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

export function printReport(
  context: Context,
  outcomes: ProbeOutcome[],
  redact: (text: string) => string,
): void {
  const { report } = context;
  if (outcomes.length > 0) {
    report.line();
    report.line(
      `Probes (${outcomes.length}): what the database did with each request, against database.rules.json`,
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
    report.line(' points of database.rules.json:');
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
    report.line(
      'Requests (sent: URL and body; received: body; headers and TLS not counted; riddles go through the Firestore SDK, timed but not weighed):',
    );
    for (const line of latencyTable(summaries)) report.line(`  ${line}`);
  }
  report.line();
  report.line(
    `Accounts created: ${context.ledger.accounts.length} (custom tokens; no anonymous sign-up).`,
  );
}
