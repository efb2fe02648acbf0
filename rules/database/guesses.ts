import { PROOF_PATTERN } from '../../src/game/answer-proof.ts';
import { GUESS_COOLDOWN_MS, QUESTION_COUNT } from '../../src/game/numbers.ts';
import { isOrganizer, organizer } from './accounts.ts';
import {
  after,
  all,
  asKey,
  becomes,
  before,
  either,
  holds,
  isNumber,
  noOtherChild,
  not,
  type Rule,
  type RulesNode,
  signedIn,
  was,
} from './expression.ts';
import { hasNotClosed, hasOpened, hourEndsAt } from './night.ts';
import { deletedWithItsTeam, notDisqualified, ofTeam, ownsTeam } from './team.ts';

/** A field of the team's last recorded guess, guesses/$teamKey. */
export const lastGuess = (field: string): Rule =>
  `${before('guesses', '$teamKey')}.child('${field}').val()`;

/**
 * The team enters its last guess again, and an organizer accepted it as a spelling of the riddle
 * after that guess was recorded (its log entry, spellings/{q}/{proof}, is later: a bank's own
 * spellings have none): the wait does not hold it back, once, since the re-entry is recorded
 * after the acceptance and so exempts no further one (docs/game-night.md).
 */
const reentersSpellingAcceptedSince: Rule = all(
  `${becomes('proof')} === ${was('proof')}`,
  `${before('alternatives', asKey(was('question')), becomes('proof'))}.val() === true`,
  `${before('spellings', asKey(was('question')), becomes('proof'))}.child('at').val() > ${was('at')}`,
);

/**
 * The wait follows a wrong guess only: GUESS_COOLDOWN_MS after the last guess, unless the team
 * has moved on since (nextGuessAt in src/game/guess-wait.ts), or enters again, once, its last
 * guess, accepted since.
 */
export const waitedAfterWrongGuess: Rule = either(
  `now >= ${was('at')} + ${GUESS_COOLDOWN_MS}`,
  `${was('question')} < ${ofTeam('question')}`,
  reentersSpellingAcceptedSince,
);

/** The guess is counted: the first is 1, each next one more. */
const counted: Rule = either(
  all(not('data.exists()'), `${becomes('count')} === 1`),
  all('data.exists()', `${becomes('count')} === ${was('count')} + 1`, waitedAfterWrongGuess),
);

/** The owner records a guess at its riddle, at the server's time, while its hour and the night run. */
const recorded: Rule = all(
  'newData.exists()',
  ownsTeam,
  `${ofTeam('question')} <= ${QUESTION_COUNT}`,
  notDisqualified,
  `now < ${hourEndsAt}`,
  hasOpened,
  hasNotClosed,
  `${becomes('question')} === ${ofTeam('question')}`,
  `${becomes('at')} === now`,
  counted,
  // What the team typed goes with it, for the organizers' statistics (typed.ts).
  `${after(2)('typed', '$teamKey', asKey(becomes('count')))}.exists()`,
);

/** Shaped as every proof is (answerProof's SHA-256 in hex): a guess stores 64 characters, no more. */
const shapedAsProof: Rule = all(
  'newData.isString()',
  `newData.val().matches(${String(PROOF_PATTERN)})`,
);

/** guesses/{teamKey}: the team's last guess, read by its owner and organizers, never deleted by it. */
export const guesses: RulesNode = {
  '.read': organizer,
  // The console reads the guesses made since it last read (orderBy, startAt).
  '.indexOn': 'at',
  $teamKey: {
    '.read': all(signedIn, either(ownsTeam, isOrganizer())),
    '.write': all(signedIn, either(recorded, deletedWithItsTeam)),
    '.validate': holds(['question', 'proof', 'at', 'count']),
    question: isNumber,
    proof: { '.validate': shapedAsProof },
    at: isNumber,
    count: isNumber,
    $other: noOtherChild,
  },
};
