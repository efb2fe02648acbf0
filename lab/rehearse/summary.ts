import { LIMITS, PLAN_NAMES } from '../../scripts/game-capacity/plans.ts';
import type { Context } from './context.ts';
import type { BankEntry } from '../../scripts/questions-upload/question-bank.ts';
import { CHAOS, type RehearsalOptions } from './options.ts';
import { POINTS, type Point } from '../../rules/cases/points.ts';
import { CASES } from '../../rules/cases/table.ts';
import { CAST, type Cast, type CaseOutcome } from './case-runner.ts';
import { latencyTable } from './report.ts';
import type { RiddleOutcome } from './riddle-probes.ts';

/** What the rehearsal asked the database, and what it answered. */
export interface Outcomes {
  cases: CaseOutcome[];
  riddles: RiddleOutcome[];
}

/** The plan in words, for --dry-run and the first lines of a run. */
export function describeRehearsal(
  options: RehearsalOptions,
  where: string,
  bank: BankEntry[],
): string[] {
  const riddles = options.riddles ?? bank.length;
  const finishers = finisherCount(options.teams);
  const live = CASES.filter(({ offline }) => !offline);
  const { hall } = options;
  const play = hall
    ? [
        `- a night at hall scale (docs/hall-night.md): ${options.teams} teams' phones sign up anonymously ${hall.oneAddress ? 'from one address' : 'each from its own address'} and play ${riddles} riddles of the sample bank, paced as a real night and ${hall.compress} times faster; ${hall.spectators} boards, a projector and 2 organizers' consoles watch`,
        `- ${PLAN_NAMES[hall.plan]}'s limits: at most ${LIMITS[hall.plan].connections.toLocaleString('en-US')} connections at once on the loopback database, 100 sign-ups an hour per address${hall.quotaStep ? ' until the quota step raises it' : ' (no quota step)'}${hall.chaos ? `; faults: ${CHAOS.dropRequest * 100}% of the devices' requests dropped, ${CHAOS.dropAnswer * 100}% of their answers lost after the write, ${CHAOS.stall * 100}% answered ${CHAOS.stallMs / 1000} s late` : ''}; a phone's round trip ${hall.roundTripMs} ms at the median, with a slow tail`,
        `- ${CAST.length + 1} accounts created by the service account and signed in with custom tokens, for the organizer and the cases`,
      ]
    : [
        `- ${options.teams} scripted teams and an organizer; ${riddles} riddles of the sample bank; ${finishers === 1 ? '1 team solves' : `${finishers} teams solve`} every riddle`,
        `- ${options.teams + CAST.length + 1} accounts created by the service account and signed in with custom tokens`,
      ];
  return [
    `Rehearsal of game night on ${where}`,
    ...play,
    `- overwrites, then puts back as they were: game (schedule, freeze, change stamps), announcement, errata, answers, alternatives, aids, hints, nudges, solutions, questions/1..${riddles}`,
    `- ${live.length} cases of the database rules (rules/cases/), ${live.filter(({ expect }) => expect === 'refused').length} of them attacks that must be refused; ${CASES.length - live.length} more are judged offline only`,
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
  for (const riddle of context.proofs) {
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

interface Shown {
  point: Point;
  name: string;
  expect: string;
  as: string;
  verdict: string;
  sent: CaseOutcome['sent'];
  note: string;
}

/** A case that did not hold: what was sent, what the database did, and the body. */
function failureLines(shown: Shown, redact: (text: string) => string): string[] {
  const { sent, verdict, note } = shown;
  const path = sent?.path.replace(FIRESTORE_DOCUMENTS, 'Firestore ') ?? '';
  const request = sent ? `${sent.method} ${redact(path)} as ${shown.as}` : '';
  const said =
    verdict === 'no verdict' ? `no verdict (${note})` : `${verdict} (status ${sent?.status})`;
  return [
    `  FAIL  ${shown.expect.padEnd(8)} ${shown.point.padEnd(11)} ${shown.name}: ${request}`,
    `        the database: ${said}; expected ${shown.expect}`,
    ...(sent?.body === undefined ? [] : [`        body: ${redact(sent.body)}`]),
  ];
}

export function printReport(
  context: Context,
  outcomes: Outcomes,
  redact: (text: string) => string,
): void {
  const { report } = context;
  const shown: Shown[] = [
    ...outcomes.riddles.map((each) => ({
      ...each,
      point: 'riddles' as const,
      as: 'signed out',
      note: '',
    })),
    ...outcomes.cases.map(({ entry, ...each }) => ({ ...entry, ...each })),
  ];
  if (shown.length > 0) {
    report.line();
    report.line(
      `Rules (${shown.length} cases): what the database did with each request, point by point`,
    );
    for (const point of Object.keys(POINTS) as Point[]) {
      const mine = shown.filter((each) => each.point === point);
      if (mine.length === 0) continue;
      const skipped = mine.filter(({ verdict }) => verdict === 'skipped').length;
      const held = mine
        .filter(({ verdict }) => verdict !== 'skipped')
        .filter(({ verdict, expect }) => verdict === expect);
      const sent = mine.length - skipped;
      const mark = held.length === sent ? 'ok' : 'FAIL';
      report.line(
        `  ${mark.padEnd(5)} ${point.padEnd(11)} ${held.length}/${sent} held${skipped ? `, ${skipped} offline only` : ''}: ${POINTS[point]}`,
      );
    }
    for (const each of shown.filter(
      ({ verdict, expect }) => verdict !== 'skipped' && verdict !== expect,
    )) {
      for (const line of failureLines(each, redact)) report.line(line);
    }
    const skipped = shown.filter(({ verdict }) => verdict === 'skipped');
    const reasons = [...new Set(skipped.map(({ note }) => note))];
    for (const reason of reasons) {
      report.line(
        `  skip  ${skipped.filter(({ note }) => note === reason).length} judged offline only: ${reason}`,
      );
    }
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
  const accounts = context.ledger.accounts.length;
  report.line(
    context.options.hall
      ? `Accounts created: ${accounts} (${CAST.length + 1} with custom tokens, ${accounts - CAST.length - 1} by the phones' anonymous sign-ups).`
      : `Accounts created: ${accounts} (custom tokens; no anonymous sign-up).`,
  );
}
