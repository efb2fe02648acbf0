import { expect, it } from 'vitest';
import type { RulesNode } from './expression.ts';
import { hasNoPriority, refusingPriorities } from './priorities.ts';
import { databaseRules } from './rules.ts';

/** Every node of the tree with its path, and whether a `.write` at it or above grants anything. */
function nodes(node: RulesNode, path = '', written = false): [string, RulesNode, boolean][] {
  const writable = written || (node['.write'] !== undefined && node['.write'] !== false);
  const children = Object.entries(node).filter(([key]) => !key.startsWith('.'));
  return [
    [path, node, writable],
    ...children.flatMap(([key, child]) => nodes(child as RulesNode, `${path}/${key}`, writable)),
  ];
}

it('has every node a client may write, and each node below it, refuse a priority', () => {
  const writable = nodes(databaseRules.rules).filter(([, , written]) => written);
  expect(writable.length).toBeGreaterThan(20);
  const forgetting = writable.filter(
    ([, node]) => node['.validate'] !== false && !String(node['.validate']).endsWith(hasNoPriority),
  );
  expect(forgetting.map(([path]) => path)).toEqual([]);
});

it('leaves what no client writes as it is, and a refused child refused', () => {
  const tree: RulesNode = {
    archive: { '.read': true, '.write': false, $night: { '.validate': 'newData.hasChildren()' } },
    board: { '.read': true, $team: { '.write': 'auth != null', $other: { '.validate': false } } },
  };
  expect(refusingPriorities(tree)).toEqual({
    archive: tree.archive,
    board: {
      '.read': true,
      $team: {
        '.write': 'auth != null',
        '.validate': hasNoPriority,
        $other: { '.validate': false },
      },
    },
  });
});
