import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLEARED_PATHS } from '../../src/game/new-night.ts';

/** What a new night keeps of the database, each for its reason; it clears everything else. */
const KEPT: Record<string, string> = {
  admins: 'organizers stay granted from one night to the next',
  archive: 'every past night',
  answers: 'the bank, until the next upload replaces it',
  alternatives: 'the bank, until the next upload replaces it',
  aids: 'the bank, until the next upload replaces it',
  hints: 'the bank, until the next upload replaces it',
  nudges: 'the bank, until the next upload replaces it',
  solutions: 'the bank, until the next upload replaces it',
  practice: 'holds nothing: a read of it is the verdict',
  'game/boardEditedAt': 'a time the boards compare, of no night in particular',
};

/** Every node the database rules know: the top level, and the night's (`game/...`). */
function ruledNodes(): string[] {
  const path = resolve(import.meta.dirname, '../../database.rules.json');
  const { rules } = JSON.parse(readFileSync(path, 'utf8')) as {
    rules: Record<string, Record<string, unknown>>;
  };
  const named = (node: object) => Object.keys(node).filter((key) => !/^[.$]/.test(key));
  return named(rules).flatMap((node) =>
    node === 'game' ? named(rules.game ?? {}).map((child) => `game/${child}`) : [node],
  );
}

describe('a new night', () => {
  it('clears every node of the database rules but those it keeps on purpose', () => {
    const cleared = new Set<string>(CLEARED_PATHS);
    const decided = ruledNodes().filter((node) => cleared.has(node) !== node in KEPT);
    expect(ruledNodes().filter((node) => !decided.includes(node))).toEqual([]);
    expect(CLEARED_PATHS.filter((path) => !ruledNodes().includes(path))).toEqual([]);
  });
});
