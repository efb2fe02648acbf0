import { ANNOUNCEMENT_MAX_LENGTH } from '../../src/game/numbers.ts';
import { organizer } from './accounts.ts';
import { releasedHints } from './aids.ts';
import { errata } from './errata.ts';
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
 * game/: the schedule (the organizers' commands only), the announcement, the errata, the board's freeze and
 * the time of the last change to the board no timestamp shows (organizers), read by everyone.
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
  errata,
  frozenAt: {
    '.write': organizer,
    // A second freeze would move the freeze point later.
    '.validate': all(stampedNow, not('data.exists()')),
  },
  // Stamped with a Reset, Ban, Move, Disqualify or Reinstate: boards read every team again.
  boardEditedAt: { '.write': organizer, '.validate': stampedNow },
  // When each riddle (1 to 99) last gained an accepted spelling, never which (spellings.ts).
  spellingsAt: {
    $qNo: { '.write': organizer, '.validate': all(stampedNow, '$qNo.matches(/^[1-9][0-9]?$/)') },
  },
  released: releasedHints,
};
