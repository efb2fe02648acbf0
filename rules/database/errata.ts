import { ERRATUM_MAX_LENGTH, QUESTION_COUNT } from '../../src/game/numbers.ts';
import { organizer } from './accounts.ts';
import {
  after,
  all,
  becomes,
  before,
  either,
  holds,
  isNumber,
  noOtherChild,
  not,
  type Rule,
  type RulesNode,
  stampedNow,
  stringOfLength,
} from './expression.ts';

/** `$qNo` is a riddle's number as its key: '1' to QUESTION_COUNT, no leading zero. */
const riddleNumbers = Array.from({ length: QUESTION_COUNT }, (_, index) => index + 1);
export const isRiddleKey: Rule = `$qNo.matches(/^(${riddleNumbers.join('|')})$/)`;

/**
 * errata/{qNo}: the organizers' correction to one riddle, `{ text, at }` stamped at the server's
 * time (so an edit is a new correction, told again), read by everyone when game/errataAt says it
 * changed. Written one riddle at a time, with that riddle's stamp: no client replaces or deletes
 * the whole list.
 */
export const errata: RulesNode = {
  '.read': true,
  $qNo: {
    '.write': all(organizer, `${after(2)('game/errataAt', '$qNo')}.val() === now`),
    '.validate': all(isRiddleKey, holds(['text', 'at']), `${becomes('at')} === now`),
    text: { '.validate': stringOfLength(1, ERRATUM_MAX_LENGTH) },
    at: isNumber,
    $other: noOtherChild,
  },
};

/**
 * game/errataAt/{qNo}: when riddle qNo's correction last changed (posted, edited or withdrawn),
 * stamped only with that change, so every device polls a time, never the texts.
 */
export const errataStamps: RulesNode = {
  $qNo: {
    '.write': organizer,
    '.validate': all(
      stampedNow,
      isRiddleKey,
      either(
        `${after(3)('errata', '$qNo')}.child('at').val() === now`,
        all(`${before('errata', '$qNo')}.exists()`, not(`${after(3)('errata', '$qNo')}.exists()`)),
      ),
    ),
  },
};
