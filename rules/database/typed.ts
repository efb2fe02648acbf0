import { TYPED_ANSWER_MAX_LENGTH } from '../../src/game/numbers.ts';
import { organizer } from './accounts.ts';
import {
  after,
  all,
  asKey,
  holds,
  isNumber,
  noOtherChild,
  type Rule,
  type RulesNode,
  signedIn,
  stringOfLength,
} from './expression.ts';
import { lastGuess } from './guesses.ts';
import { deletedWithItsTeam, ownsTeam } from './team.ts';

/** A field of the team's guess as it will be after the write, seen from typed/$teamKey/$count. */
const guessAfter = (field: string): Rule =>
  `${after(3)('guesses', '$teamKey')}.child('${field}').val()`;

/**
 * Written in the very update that records guess number $count (its count moves to it there), so
 * the guess's own rule, and its wait, limit the typed answers as they limit the guesses.
 */
const withItsGuess: Rule = all(
  `$count === ${asKey(guessAfter('count'))}`,
  `${lastGuess('count')} !== ${guessAfter('count')}`,
  `newData.child('question').val() === ${guessAfter('question')}`,
);

/**
 * typed/{teamKey}/{count}: what the team typed (normalised) with its guess number count, for the
 * organizers' statistics; read by organizers only, so no team learns another's answers.
 */
export const typed: RulesNode = {
  '.read': organizer,
  $teamKey: {
    '.write': all(signedIn, deletedWithItsTeam),
    $count: {
      '.write': all(signedIn, 'newData.exists()', ownsTeam, withItsGuess),
      '.validate': holds(['question', 'text']),
      question: isNumber,
      text: { '.validate': stringOfLength(1, TYPED_ANSWER_MAX_LENGTH) },
      $other: noOtherChild,
    },
  },
};
