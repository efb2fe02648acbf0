import { TYPED_ANSWER_MAX_LENGTH } from '../../src/game/numbers.ts';
import { organizer } from './accounts.ts';
import {
  after,
  all,
  asKey,
  holds,
  isNumber,
  noOtherChild,
  not,
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
 * Normalised as a proof's answer is (normalise in src/game/answer-proof.ts): lowercase, with no
 * space, tab or line break, so the statistics count one answer once however it was typed.
 */
const normalised: Rule = all(
  'newData.val() === newData.val().toLowerCase()',
  String.raw`newData.val().matches(/^\S+$/)`,
);

/**
 * typed/{teamKey}/{count}: what the team typed (normalised) with its guess number count, for the
 * organizers' statistics, written once (a Reset or Ban deletes them with the team, user.ts);
 * read by organizers only, so no team learns another's answers.
 */
export const typed: RulesNode = {
  '.read': organizer,
  $teamKey: {
    '.write': all(signedIn, deletedWithItsTeam),
    $count: {
      '.write': all(signedIn, not('data.exists()'), 'newData.exists()', ownsTeam, withItsGuess),
      '.validate': holds(['question', 'text']),
      question: isNumber,
      text: { '.validate': all(stringOfLength(1, TYPED_ANSWER_MAX_LENGTH), normalised) },
      $other: noOtherChild,
    },
  },
};
