import { ANNOUNCEMENT_MAX_LENGTH } from '../../src/game/numbers.ts';
import { organizer } from './accounts.ts';
import {
  all,
  becomes,
  holds,
  noOtherChild,
  not,
  type RulesNode,
  stringOfLength,
} from './expression.ts';

/** Written at the server's time now, as `{".sv":"timestamp"}` is. */
export const stampedNow = all('newData.isNumber()', 'newData.val() === now');

/**
 * game/: the schedule (the organizers' commands only), the announcement and the board's freeze
 * (organizers), read by everyone.
 */
export const game: RulesNode = {
  '.read': true,
  announcement: {
    '.write': organizer,
    '.validate': all(holds(['text', 'at']), `${becomes('at')} === now`),
    text: { '.validate': stringOfLength(1, ANNOUNCEMENT_MAX_LENGTH) },
    at: { '.validate': stampedNow },
    $other: noOtherChild,
  },
  frozenAt: {
    '.write': organizer,
    // A second freeze would move the freeze point later.
    '.validate': all(stampedNow, not('data.exists()')),
  },
};
