import { isDeepStrictEqual } from 'node:util';
import { expect, it } from 'vitest';
import { valueAt } from '../../src/backend/tree.ts';
import { EDGE, LIVE_MARGIN_MS } from './case.ts';
import { judge } from './offline-judge.ts';
import { offlineWorld as world } from './offline-world.ts';
import { CASES } from './table.ts';

const verdict = (allowed: boolean) => (allowed ? 'allowed' : 'refused');
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
  // The rehearsal's request lands a little after its stage (or before it, by the clock's error).
  const shifted = [-LIVE_MARGIN_MS, LIVE_MARGIN_MS].map((late) =>
    verdict(judge(entry, late).allowed),
  );
  const kept = [entry.expect, entry.expect];
  if (entry.offline === EDGE) expect(shifted, 'an edge the margin crosses').not.toEqual(kept);
  else if (!entry.offline) expect(shifted, 'a verdict the margin keeps').toEqual(kept);
});

it('names each case once within its point', () => {
  const names = CASES.map(({ point, name }) => `${point}: ${name}`);
  expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
});
