import { all, type Rule, type RulesNode } from './expression.ts';

/**
 * The written data carries no priority. A priority (`.priority` in a REST body, on a node or a
 * leaf in the `{".value": ..., ".priority": ...}` form) is no child: `$other` never sees it, and
 * the database stores it beside any value, up to 10 MB of text.
 */
export const hasNoPriority: Rule = 'newData.getPriority() === null';

const isChild = (key: string, value: unknown): value is RulesNode =>
  !key.startsWith('.') && typeof value === 'object' && value !== undefined;

/**
 * The tree with every node a client may write refusing a priority: each node with a `.write`
 * other than false, and every node below it, validates hasNoPriority beside its own rule (a
 * node that validates false stays so). Built into the rules, no future rule can forget it.
 */
export function refusingPriorities(node: RulesNode, written = false): RulesNode {
  const writable = written || (node['.write'] !== undefined && node['.write'] !== false);
  const entries = Object.entries(node);
  const own = entries.filter(([key]) => key.startsWith('.') && key !== '.validate');
  const validate = node['.validate'];
  const refusing =
    !writable || validate === false
      ? validate
      : validate === undefined || validate === true
        ? hasNoPriority
        : all(validate, hasNoPriority);
  const children = entries.flatMap(([key, value]) =>
    isChild(key, value) ? [[key, refusingPriorities(value, writable)] as const] : [],
  );
  return Object.fromEntries([
    ...own,
    ...(refusing === undefined ? [] : [['.validate', refusing] as const]),
    ...children,
  ]);
}
