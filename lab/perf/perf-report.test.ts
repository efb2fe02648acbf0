import { describe, expect, it } from 'vitest';
import { failingAudits, median, misses, summarise } from './perf-report.mjs';

function lhr(
  performance: number,
  cls = 0,
  extra: Record<string, unknown> = {},
  lcp = 1200,
  scriptBytes = 100 * 1024,
) {
  return {
    lighthouseVersion: '12.2.3',
    categories: {
      performance: {
        score: performance / 100,
        auditRefs: [{ id: 'total-blocking-time', weight: 30 }],
      },
      accessibility: { score: 1, auditRefs: [{ id: 'color-contrast', weight: 7 }] },
      'best-practices': { score: 1, auditRefs: [] },
      seo: { score: 1, auditRefs: [] },
    },
    audits: {
      'first-contentful-paint': { numericValue: 800 },
      'largest-contentful-paint': { numericValue: lcp },
      'total-blocking-time': { numericValue: 40, score: 1, title: 'Total Blocking Time' },
      'cumulative-layout-shift': { numericValue: cls },
      'color-contrast': { score: 1, title: 'Contrast' },
      'resource-summary': {
        details: {
          items: [
            { resourceType: 'total', transferSize: scriptBytes + 30_000 },
            { resourceType: 'script', transferSize: scriptBytes },
          ],
        },
      },
      ...extra,
    },
  };
}

describe('perf report', () => {
  it('takes the median of each figure', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    const summary = summarise('/', [lhr(99), lhr(90), lhr(100)]) as unknown as {
      performance: number;
      medianLhr: ReturnType<typeof lhr>;
    };
    expect(summary.performance).toBe(99);
    expect(summary.medianLhr.categories.performance.score).toBe(0.99);
  });

  it('meets the budget at 98, LCP 1.2 s and CLS 0, and names each miss', () => {
    expect(misses(summarise('/', [lhr(98)]))).toEqual([]);
    expect(misses(summarise('/about', [lhr(97, 0.02)]))).toEqual([
      '/about: performance 97 < 98',
      '/about: CLS 0.020 > 0',
    ]);
    expect(misses(summarise('/CoS', [lhr(100, 0, {}, 1250)]))).toEqual([
      '/CoS: LCP 1250 ms > 1200 ms',
    ]);
  });

  it("holds the home page's JavaScript on the wire to 110 KiB, lazy chunks included", () => {
    expect(misses(summarise('/', [lhr(100, 0, {}, 1200, 110 * 1024)]))).toEqual([]);
    expect(misses(summarise('/', [lhr(100, 0, {}, 1200, 112.5 * 1024)]))).toEqual([
      '/: JavaScript on the wire 112.5 KiB > 110.0 KiB',
    ]);
    expect(misses(summarise('/events', [lhr(100, 0, {}, 1200, 120 * 1024)]))).toEqual([]);
  });

  it('lists the audits that cost points, worst first', () => {
    const run = lhr(100, 0, {
      'color-contrast': {
        score: 0,
        title: 'Background and foreground colors do not have a sufficient contrast ratio.',
      },
    });
    expect(failingAudits(run, 'accessibility')).toEqual([
      'color-contrast (score 0): Background and foreground colors do not have a sufficient contrast ratio.',
    ]);
    expect(failingAudits(run, 'performance')).toEqual([]);
  });
});
