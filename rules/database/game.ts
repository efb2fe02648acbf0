import { ANNOUNCEMENT_MAX_LENGTH } from '../../src/game/numbers.ts';
import { organizer } from './accounts.ts';
import { releasedHints } from './aids.ts';
import { errataStamps } from './errata.ts';
import {
  after,
  all,
  becomes,
  before,
  either,
  holds,
  noOtherChild,
  not,
  type RulesNode,
  stampedNow,
  stringOfLength,
} from './expression.ts';
import { spellingNotices } from './spellings.ts';

/**
 * announcement: the organizers' message to every player, `{ text, at }`, read by everyone when
 * game/announcedAt says it changed; written by organizers with that stamp in the same update.
 */
export const announcement: RulesNode = {
  '.read': true,
  '.write': all(organizer, `${after(1)('game/announcedAt')}.val() === now`),
  '.validate': all(holds(['text', 'at']), `${becomes('at')} === now`),
  text: { '.validate': stringOfLength(1, ANNOUNCEMENT_MAX_LENGTH) },
  at: { '.validate': stampedNow },
  $other: noOtherChild,
};

/**
 * game/: what every device polls (docs/capacity.md), so only what every device needs each time:
 * the schedule (the organizers' commands only), the board's freeze, and small change stamps that
 * tell a device when to read the texts that live elsewhere (announcement, errata); read by all.
 */
export const game: RulesNode = {
  '.read': true,
  // Stamped with each change to the announcement, posted, replaced or cleared.
  announcedAt: {
    '.write': organizer,
    '.validate': all(
      stampedNow,
      either(
        `${after(2)('announcement')}.child('at').val() === now`,
        all(`${before('announcement')}.exists()`, not(`${after(2)('announcement')}.exists()`)),
      ),
    ),
  },
  errataAt: errataStamps,
  frozenAt: {
    '.write': organizer,
    // A second freeze would move the freeze point later.
    '.validate': all(stampedNow, not('data.exists()')),
  },
  // Stamped with a Reset, Ban, Move, Disqualify or Reinstate: boards read every team again.
  boardEditedAt: { '.write': organizer, '.validate': stampedNow },
  // When each riddle (1 to 99) last gained an accepted spelling, never which (spellings.ts).
  spellingsAt: spellingNotices,
  released: releasedHints,
};
