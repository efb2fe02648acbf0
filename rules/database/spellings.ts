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
  stringOfLength,
} from './expression.ts';
import { stampedNow } from './game.ts';

/** The signed-in player's team's last recorded guess (owners/{uid} names the team). */
const ownLastGuess = (field: string): Rule =>
  `${before('guesses', `${before('owners', 'auth.uid')}.val()`)}.child('${field}').val()`;

/**
 * alternatives/{qNo}/{proof} = true: an accepted spelling. `questions:upload` writes the bank's;
 * an organizer accepts one mid-night, once, with its log entry and the riddle's notice in the same
 * update. A player reads one only at the proof of its own last guess on that riddle: what
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
      ),
      '.validate': 'newData.val() === true',
    },
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
