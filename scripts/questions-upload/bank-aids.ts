import type { BankRiddle } from '../../src/backend/rtdb/bank-writes.ts';
import { normalise } from '../../src/game/answer-proof.ts';
import { TIME_LIMIT_MINUTES } from '../../src/game/numbers.ts';

/**
 * A riddle's help in the question bank (docs/game-night.md, "The question bank"): timed hints,
 * replies to near-miss answers (nudges) and a worked solution, checked, and the Realtime
 * Database writes that questions:upload makes of them (src/backend/rtdb/bank-writes.ts) told in
 * words. Problems name fields and indexes, never a text.
 */

/** The help fields of a bank entry. */
export type BankAids = Pick<BankRiddle, 'hints' | 'nudges' | 'solution'>;

export const AID_FIELDS = ['hints', 'nudges', 'solution'] as const;

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Each item of a list field is an object with exactly `fields`. */
function itemProblems(list: unknown[], field: string, fields: string[], where: string) {
  return list.flatMap((item, index) => {
    if (!isRecord(item)) return [`${where}: ${field}[${index}] must be an object.`];
    return Object.keys(item)
      .filter((key) => !fields.includes(key))
      .map((key) => `${where}: ${field}[${index}] has an unknown field "${key}".`);
  });
}

function hintProblems(hints: unknown, where: string): string[] {
  if (hints === undefined) return [];
  if (!Array.isArray(hints)) return [`${where}: hints must be a list of { after, text }.`];
  const problems = itemProblems(hints, 'hints', ['after', 'text'], where);
  let previous = -1;
  hints.forEach((hint: unknown, index) => {
    if (!isRecord(hint)) return;
    const { after, text } = hint;
    if (!Number.isInteger(after) || (after as number) < 0 || (after as number) > TIME_LIMIT_MINUTES)
      problems.push(
        `${where}: hints[${index}].after must be whole minutes from 0 to ${TIME_LIMIT_MINUTES}.`,
      );
    else if ((after as number) <= previous)
      problems.push(`${where}: hints[${index}].after must come later than the hint before it.`);
    else previous = after as number;
    if (!isText(text)) problems.push(`${where}: hints[${index}].text must be non-empty text.`);
  });
  return problems;
}

/** A nudge's answer is no right answer (the answer, an accepted spelling) nor another nudge's. */
function nudgeProblems(entry: Record<string, unknown>, where: string): string[] {
  const { nudges } = entry;
  if (nudges === undefined) return [];
  if (!Array.isArray(nudges)) return [`${where}: nudges must be a list of { answer, reply }.`];
  const problems = itemProblems(nudges, 'nudges', ['answer', 'reply'], where);
  const right = [entry.answer, ...(Array.isArray(entry.accept) ? entry.accept : [])]
    .filter(isText)
    .map(normalise);
  const seen = new Set<string>();
  nudges.forEach((nudge: unknown, index) => {
    if (!isRecord(nudge)) return;
    const { answer, reply } = nudge;
    const name = `nudges[${index}]`;
    if (!isText(answer)) problems.push(`${where}: ${name}.answer must be non-empty text.`);
    else if (right.includes(normalise(answer)))
      problems.push(
        `${where}: ${name}.answer is a right answer, once case and spaces are ignored.`,
      );
    else if (seen.has(normalise(answer)))
      problems.push(`${where}: ${name}.answer comes twice, once case and spaces are ignored.`);
    else seen.add(normalise(answer));
    if (!isText(reply)) problems.push(`${where}: ${name}.reply must be non-empty text.`);
  });
  return problems;
}

/** The problems of an entry's hints, nudges and solution. */
export function aidProblems(entry: Record<string, unknown>, where: string): string[] {
  const solution =
    entry.solution !== undefined && !isText(entry.solution)
      ? [`${where}: solution must be non-empty text when present.`]
      : [];
  return [...hintProblems(entry.hints, where), ...nudgeProblems(entry, where), ...solution];
}

/** The help an upload writes, in words: paths and counts, never a text. */
export function describeAids(database: Record<string, unknown>): string[] {
  const held = (node: string) =>
    Object.entries(database)
      .filter(([path, value]) => path.startsWith(`${node}/`) && value !== null)
      .map(([, value]) => value);
  const count = (values: unknown[]) =>
    values.reduce<number>((sum, value) => sum + Object.keys(value as object).length, 0);
  const hints = held('hints');
  const nudges = held('nudges');
  const riddles = Object.keys(database).filter((path) => path.startsWith('aids/')).length;
  if (riddles === 0) return [];
  return [
    `  RTDB hints/{qNo}/{n}: ${hints.length} riddles, ${count(hints)} hints`,
    `  RTDB nudges/{qNo}/{proof}: ${nudges.length} riddles, ${count(nudges)} replies`,
    `  RTDB solutions/{qNo}: ${held('solutions').length} solutions`,
    `  RTDB aids/{qNo}: ${riddles} riddles (cleared where a riddle has no help)`,
  ];
}
