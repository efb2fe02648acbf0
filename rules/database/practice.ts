import { before, all, either, type RulesNode } from './expression.ts';
import { hasClosed } from './night.ts';

/**
 * practice/{qNo}/{proof}: nothing is stored; a read succeeds after the night's close, and only
 * for a right proof, so practice is judged without any answer readable.
 */
export const practice: RulesNode = {
  $qNo: {
    $proof: {
      '.read': all(
        hasClosed,
        either(
          `${before('answers', '$qNo')}.val() === $proof`,
          `${before('alternatives', '$qNo', '$proof')}.val() === true`,
        ),
      ),
    },
  },
};
