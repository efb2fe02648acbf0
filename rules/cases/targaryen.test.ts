import { isDeepStrictEqual } from 'node:util';
import { expect, it } from 'vitest';
import { valueAt } from '../../src/backend/tree.ts';
import { type Case, EDGE, LIVE_MARGIN_MS, resolve } from './case.ts';
import { judge } from './offline-judge.ts';
import { offlineWorld as world } from './offline-world.ts';
import { CASES } from './table.ts';

const verdict = (allowed: boolean) => (allowed ? 'allowed' : 'refused');

/** The times within the margin of its request that a case's request writes, as offsets. */
function writtenTimes({ request }: Case): number[] {
  if (request.method === 'GET') return [];
  const times = (value: unknown): number[] =>
    typeof value === 'number'
      ? [value - world.now].filter((late) => Math.abs(late) <= LIVE_MARGIN_MS)
      : typeof value === 'object' && value !== null
        ? Object.values(value).flatMap(times)
        : [];
  return times(resolve(request.body, world));
}
const rows = CASES.map(
  (entry) => [`${entry.point}: ${entry.expect}: ${entry.name}`, entry] as const,
);

it.each(rows)('%s', (_name, entry) => {
  const result = judge(entry);
  expect(verdict(result.allowed), result.info).toBe(entry.expect);
  if (entry.after) {
    const tree = result.newDatabase.root.$value();
    const after = Object.entries(entry.after(world)).map(([path, value]) => ({ path, value }));
    expect(
      after.filter(({ path, value }) => !isDeepStrictEqual(valueAt(tree, path), value)),
    ).toEqual([]);
  }
  // The rehearsal's request lands a little after its stage (or before it, by the clock's error):
  // its verdict must not change anywhere in that margin, where it can change only at the margin's
  // ends and where a time the request writes equals the request's own.
  const moments = [-LIVE_MARGIN_MS, LIVE_MARGIN_MS, ...writtenTimes(entry)];
  const flips = moments.some((late) => verdict(judge(entry, late).allowed) !== entry.expect);
  if (entry.offline === EDGE) expect(flips, 'an edge the margin crosses').toBe(true);
  else if (!entry.offline) expect(flips, 'a verdict the margin keeps').toBe(false);
});

it('names each case once within its point', () => {
  const names = CASES.map(({ point, name }) => `${point}: ${name}`);
  expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
});
