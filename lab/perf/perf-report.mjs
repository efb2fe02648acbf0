// Pure parts of `npm run perf`: medians, the budget and the printed table.

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** docs/performance.md: mobile Lighthouse, every page measured. */
export const BUDGET = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The figures of one Lighthouse result (scores 0-100, times in ms). */
export function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    scriptBytes: transfer(lhr, 'script'),
    totalBytes: transfer(lhr, 'total'),
  };
}

/** Bytes on the wire (headers and compressed bodies) of a resource type during the load. */
function transfer(lhr, resourceType) {
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  return items.find((item) => item.resourceType === resourceType)?.transferSize ?? Number.NaN;
}

/** Median of each figure over a page's runs, plus the run nearest the median performance. */
export function summarise(page, lhrs) {
  const runs = lhrs.map(figures);
  const keys = Object.keys(runs[0]);
  const medians = Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]));
  const distance = (run) => Math.abs(run.performance - medians.performance);
  const nearest = runs.indexOf([...runs].sort((a, b) => distance(a) - distance(b))[0]);
  return { page, ...medians, medianLhr: lhrs[nearest] };
}

/** docs/performance.md: the largest paint on every measured page, the game's /CoS included. */
export const LCP_BUDGET_MS = 1200;

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** docs/performance.md: the home page's JavaScript on the wire, lazy chunks fetched during the load included. */
export const HOME_SCRIPT_WIRE_BUDGET = 110 * 1024;

/** CLS is shown to 3 decimals, so "0" means under 0.0005. */
export const clsIsZero = (cls) => Math.round(cls * 1000) === 0;

export function misses(summary) {
  const found = CATEGORIES.filter((id) => summary[id] < BUDGET[id]).map(
    (id) => `${summary.page}: ${id} ${summary[id]} < ${BUDGET[id]}`,
  );
  if (Math.round(summary.lcp) > LCP_BUDGET_MS) {
    found.push(`${summary.page}: LCP ${Math.round(summary.lcp)} ms > ${LCP_BUDGET_MS} ms`);
  }
  if (!clsIsZero(summary.cls)) found.push(`${summary.page}: CLS ${summary.cls.toFixed(3)} > 0`);
  if (summary.page === '/' && summary.scriptBytes > HOME_SCRIPT_WIRE_BUDGET) {
    found.push(
      `/: JavaScript on the wire ${kib(summary.scriptBytes)} > ${kib(HOME_SCRIPT_WIRE_BUDGET)}`,
    );
  }
  return found;
}

/** Audits that cost points in a category of one run, worst first. */
export function failingAudits(lhr, category) {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 || category === 'performance')
    .map((ref) => lhr.audits[ref.id] && { ...lhr.audits[ref.id], id: ref.id })
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .filter(
      (audit) => audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual',
    )
    .sort((a, b) => a.score - b.score)
    .map(
      (audit) => `${audit.id} (${audit.displayValue || `score ${audit.score}`}): ${audit.title}`,
    );
}

const ms = (value) => `${Math.round(value)} ms`;

export function formatTable(summaries, runs) {
  const head = ['page', 'perf', 'a11y', 'best-pr', 'seo', 'FCP', 'LCP', 'TBT', 'CLS', 'JS', 'all'];
  const rows = summaries.map((s) => [
    s.page,
    String(s.performance),
    String(s.accessibility),
    String(s['best-practices']),
    String(s.seo),
    ms(s.fcp),
    ms(s.lcp),
    ms(s.tbt),
    s.cls.toFixed(3),
    kib(s.scriptBytes),
    kib(s.totalBytes),
  ]);
  const widths = head.map((_, i) => Math.max(...[head, ...rows].map((row) => row[i].length)));
  const line = (row) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [
    `Lighthouse ${summaries[0]?.medianLhr.lighthouseVersion ?? ''}, mobile, simulated throttling; median of ${runs} runs; JS and all: bytes on the wire during the load`,
    line(head),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line),
  ].join('\n');
}
