/**
 * The few words every rule is built of. A rule is a string in the Realtime Database rules
 * language, exactly as database.rules.json holds it; these functions only join strings.
 */
export type Rule = string;

/** A node of the rules tree: its `.read`, `.write`, `.validate` and its children. */
export interface RulesNode {
  '.read'?: Rule | boolean;
  '.write'?: Rule | boolean;
  '.validate'?: Rule | boolean;
  /** The child the database indexes the node's children by, for a query `orderBy` it. */
  '.indexOn'?: string;
  [child: string]: RulesNode | Rule | boolean | undefined;
}

/** A part made of several conditions, in brackets, so that it stays one part of a choice. */
function bracketed(part: Rule): Rule {
  let depth = 0;
  for (let index = 0; index < part.length; index += 1) {
    const character = part[index];
    if (character === '(') depth += 1;
    else if (character === ')') depth -= 1;
    else if (depth === 0 && part.startsWith(' && ', index)) return `(${part})`;
  }
  return part;
}

/** Every part holds. */
export const all = (...parts: Rule[]): Rule => parts.join(' && ');

/** At least one part holds. */
export const either = (...parts: Rule[]): Rule => `(${parts.map(bracketed).join(' || ')})`;

export const not = (rule: Rule): Rule => `!${rule}`;

/** The node at `path` under the root as it was before the write (`path` may hold slashes). */
export const before = (path: string, ...keys: Rule[]): Rule =>
  `root.child('${path}')${keys.map((key) => `.child(${key})`).join('')}`;

/**
 * The node at `path` under the root as it will be if the write is taken, seen from a rule
 * `depth` levels below the root (`user/$teamKey` is 2).
 */
export const after =
  (depth: number) =>
  (path: string, ...keys: Rule[]): Rule =>
    `newData${'.parent()'.repeat(depth)}.child('${path}')${keys.map((key) => `.child(${key})`).join('')}`;

/** A child of the data at this rule's node, as stored (`data`) or as written (`newData`). */
export const was = (field: string): Rule => `data.child('${field}').val()`;
export const becomes = (field: string): Rule => `newData.child('${field}').val()`;
export const keeps = (field: string): Rule => `${becomes(field)} === ${was(field)}`;

/** A riddle number as a key: `'' + n`, as `$qNo` holds it. */
export const asKey = (number: Rule): Rule => `'' + ${number}`;

export const signedIn: Rule = 'auth != null';

/** The written value is a string of `min` to `max` characters. */
export const stringOfLength = (min: number, max: number): Rule =>
  all('newData.isString()', `newData.val().length >= ${min}`, `newData.val().length <= ${max}`);

/** Written at the server's time now, as `{".sv":"timestamp"}` is. */
export const stampedNow: Rule = all('newData.isNumber()', 'newData.val() === now');

/** The written value is a number from `min` to `max`. */
export const numberFrom = (min: number, max: number): Rule =>
  all('newData.isNumber()', `newData.val() >= ${min}`, `newData.val() <= ${max}`);

/** The written node holds these children (and `$other: false` refuses any more). */
export const holds = (fields: string[]): Rule =>
  `newData.hasChildren([${fields.map((field) => `'${field}'`).join(', ')}])`;

export const isString: RulesNode = { '.validate': 'newData.isString()' };
export const isNumber: RulesNode = { '.validate': 'newData.isNumber()' };
export const noOtherChild: RulesNode = { '.validate': false };
