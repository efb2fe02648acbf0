import { PROOF_PATTERN } from '../../src/game/answer-proof.ts';
import { TYPED_ANSWER_MAX_LENGTH } from '../../src/game/numbers.ts';
import { organizer } from './accounts.ts';
import {
  after,
  all,
  asKey,
  becomes,
  before,
  holds,
  noOtherChild,
  not,
  type Rule,
  type RulesNode,
  signedIn,
  stampedNow,
  stringOfLength,
} from './expression.ts';

/** The signed-in player's team's last recorded guess (owners/{uid} names the team). */
const ownLastGuess = (field: string): Rule =>
  `${before('guesses', `${before('owners', 'auth.uid')}.val()`)}.child('${field}').val()`;

/**
 * alternatives/{qNo}/{proof} = true: an accepted spelling. `questions:upload` writes the bank's;
 * an organizer accepts one mid-night, once, with its log entry, the riddle's notice and the
 * pointer to it (lastSpelling/{qNo}) in the same update. A player reads one only at the proof of its own last guess on that riddle: what
 * entering that guess again would tell, no more (the page's offer after the notice).
 */
export const alternatives: RulesNode = {
  '.read': false,
  $qNo: {
    $proof: {
      '.read': all(
        signedIn,
        `$proof === ${ownLastGuess('proof')}`,
        `$qNo === ${asKey(ownLastGuess('question'))}`,
      ),
      '.write': all(
        signedIn,
        organizer,
        not('data.exists()'),
        `$proof.matches(${String(PROOF_PATTERN)})`,
        `${after(3)('spellings', '$qNo', '$proof')}.exists()`,
        `${after(3)('game/spellingsAt', '$qNo')}.val() === now`,
        `${after(3)('lastSpelling', '$qNo')}.val() === $proof`,
      ),
      '.validate': 'newData.val() === true',
    },
  },
};

/**
 * lastSpelling/{qNo} = proof: the spelling of riddle qNo accepted last, read by organizers only.
 * It lets the notice's rule find the spelling its update accepts (a rule cannot list the keys
 * an update adds), so no notice goes out without one.
 */
export const lastSpelling: RulesNode = {
  '.read': organizer,
  $qNo: {
    '.write': all(signedIn, organizer, 'newData.exists()'),
    '.validate': all(
      'newData.isString()',
      `newData.val().matches(${String(PROOF_PATTERN)})`,
      `${after(2)('alternatives', '$qNo', 'newData.val()')}.val() === true`,
      `${after(2)('game/spellingsAt', '$qNo')}.val() === now`,
    ),
  },
};

/** The spelling lastSpelling/{qNo} names, as the update leaves it, seen from game/spellingsAt/$qNo. */
const namedSpelling = `${after(3)('lastSpelling', '$qNo')}.val()`;

/**
 * game/spellingsAt/{qNo}: the riddle's notice, stamped only in the update that accepts a new
 * spelling of it (one that alternatives/{qNo} did not hold before), so that a notice never sends
 * the phones to ask about nothing.
 */
export const spellingNotices: RulesNode = {
  $qNo: {
    '.write': organizer,
    '.validate': all(
      stampedNow,
      '$qNo.matches(/^[1-9][0-9]?$/)',
      `${after(3)('alternatives', '$qNo', namedSpelling)}.val() === true`,
      not(`${before('alternatives', '$qNo', namedSpelling)}.exists()`),
    ),
  },
};

/**
 * spellings/{qNo}/{proof}: the log of spellings accepted mid-night, who and when and what text,
 * written once with the acceptance itself; read by organizers only.
 */
export const spellings: RulesNode = {
  '.read': organizer,
  $qNo: {
    $proof: {
      '.write': all(
        signedIn,
        organizer,
        not('data.exists()'),
        `${after(3)('alternatives', '$qNo', '$proof')}.val() === true`,
      ),
      '.validate': all(holds(['by', 'at', 'text']), `${becomes('by')} === auth.uid`),
      by: { '.validate': 'newData.isString()' },
      at: { '.validate': stampedNow },
      text: { '.validate': stringOfLength(1, TYPED_ANSWER_MAX_LENGTH) },
      $other: noOtherChild,
    },
  },
};
