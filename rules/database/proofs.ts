import {
  after,
  all,
  asKey,
  before,
  either,
  isString,
  not,
  type Rule,
  type RulesNode,
  signedIn,
} from './expression.ts';
import { lastGuess } from './guesses.ts';
import { deletedWithItsTeam, notDisqualified, ofTeam, ownsTeam } from './team.ts';

/** The written proof is riddle $qNo's answer, or one of its accepted spellings. */
export const isProofOfRiddle: Rule = either(
  all(
    `${before('answers', '$qNo')}.exists()`,
    `newData.val() === ${before('answers', '$qNo')}.val()`,
  ),
  `${before('alternatives', '$qNo', 'newData.val()')}.val() === true`,
);

/**
 * The team moves on from riddle $qNo in the same root update: a right answer costs one write
 * after its guess, and the advance's own rule judges the move (user/$teamKey).
 */
export const withItsAdvance: Rule = `${after(3)('user', '$teamKey')}.child('question').val() === ${ofTeam('question')} + 1`;

/** proofs/{teamKey}/{qNo}: a right answer, written once by the owner with its advance, read by nobody. */
export const proofs: RulesNode = {
  $teamKey: {
    '.write': all(signedIn, deletedWithItsTeam),
    $qNo: {
      '.write': all(
        signedIn,
        not('data.exists()'),
        'newData.exists()',
        ownsTeam,
        notDisqualified,
        'newData.isString()',
        isProofOfRiddle,
        `$qNo === ${asKey(ofTeam('question'))}`,
        `newData.val() === ${lastGuess('proof')}`,
        `$qNo === ${asKey(lastGuess('question'))}`,
        withItsAdvance,
      ),
      ...isString,
    },
  },
};
