import type { KindSummary } from './meter.ts';

/** One play step of one team or of the organizer, and whether it went as the site expects. */
interface StepResult {
  step: string;
  ok: boolean;
  /** Who, and what happened instead, for a step that failed. */
  detail: string;
}

/** Prints the rehearsal as it goes, one line per phase, and keeps every play step's result. */
export class Reporter {
  private readonly started = performance.now();
  private readonly results: StepResult[] = [];
  private readonly unjudged: string[] = [];

  constructor(private readonly out: (line: string) => void) {}

  line(text = ''): void {
    this.out(text);
  }

  /** `[  12.3 s] phase     what happened`. */
  phase(name: string, text: string): void {
    const seconds = ((performance.now() - this.started) / 1000).toFixed(1).padStart(6);
    this.out(`[${seconds} s] ${name.padEnd(11)} ${text}`);
  }

  elapsedSeconds(): number {
    return (performance.now() - this.started) / 1000;
  }

  /** Records a step; `detail` says who and what happened when it did not go as expected. */
  check(step: string, ok: boolean, detail = ''): boolean {
    this.results.push({ step, ok, detail });
    return ok;
  }

  /** "registered 20/20, judged wrong 20/20" for the steps named, in that order. */
  tally(steps: string[]): string {
    return steps
      .map((step) => {
        const mine = this.results.filter((result) => result.step === step);
        const passed = mine.filter(({ ok }) => ok).length;
        return `${step} ${passed}/${mine.length}`;
      })
      .join(', ');
  }

  /** A step that could not be judged either way, and why: the rehearsal then neither passes nor fails. */
  cannotJudge(step: string, reason: string): void {
    this.unjudged.push(`${step}: ${reason}`);
  }

  notJudged(): string[] {
    return [...this.unjudged];
  }

  failures(): StepResult[] {
    return this.results.filter(({ ok }) => !ok);
  }

  stepCount(): number {
    return this.results.length;
  }
}

const milliseconds = (value: number) => value.toFixed(1);

function size(bytes: number): string {
  if (bytes < 10_000) return `${bytes} B`;
  if (bytes < 10_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

const perRequest = (bytes: number | null, count: number) =>
  bytes === null ? '-' : size(Math.round(bytes / count));

/**
 * The latency table: per request kind, the count, how many the rules refused, p50 and p95, and
 * the bytes each request sent and received on average; then the totals.
 */
export function latencyTable(summaries: KindSummary[]): string[] {
  const header = ['request', 'count', 'refused', 'p50 ms', 'p95 ms', 'sent/req', 'received/req'];
  const rows = summaries.map((summary) => [
    summary.kind,
    String(summary.count),
    String(summary.refused),
    milliseconds(summary.p50),
    milliseconds(summary.p95),
    perRequest(summary.sentBytes, summary.count),
    perRequest(summary.receivedBytes, summary.count),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const format = (row: string[]) =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  const count = summaries.reduce((sum, { count: each }) => sum + each, 0);
  const sent = summaries.reduce((sum, { sentBytes }) => sum + (sentBytes ?? 0), 0);
  const received = summaries.reduce((sum, { receivedBytes }) => sum + (receivedBytes ?? 0), 0);
  return [
    format(header),
    ...rows.map(format),
    `In all ${count} requests, ${size(sent)} sent and ${size(received)} received.`,
  ];
}
