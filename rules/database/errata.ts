import { ERRATUM_MAX_LENGTH, QUESTION_COUNT } from '../../src/game/numbers.ts';
import { organizer } from './accounts.ts';
import {
  all,
  becomes,
  holds,
  isNumber,
  noOtherChild,
  type Rule,
  type RulesNode,
  stringOfLength,
} from './expression.ts';

/** `$qNo` is a riddle's number as its key: '1' to QUESTION_COUNT, no leading zero. */
const riddleNumbers = Array.from({ length: QUESTION_COUNT }, (_, index) => index + 1);
export const isRiddleKey: Rule = `$qNo.matches(/^(${riddleNumbers.join('|')})$/)`;

/**
 * game/errata/{qNo}: the organizers' correction to one riddle, `{ text, at }` stamped at the
 * server's time (so an edit is a new correction, told again), read with the night by everyone.
 * Written one riddle at a time: no client replaces or deletes the whole list.
 */
export const errata: RulesNode = {
  $qNo: {
    '.write': organizer,
    '.validate': all(isRiddleKey, holds(['text', 'at']), `${becomes('at')} === now`),
    text: { '.validate': stringOfLength(1, ERRATUM_MAX_LENGTH) },
    at: isNumber,
    $other: noOtherChild,
  },
};
