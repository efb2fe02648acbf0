import { BELL_GRACE_MS, POINTS_PER_ANSWER, QUESTION_COUNT } from '../../src/game/numbers.ts';
import { isNotOrganizer, isOrganizer } from './accounts.ts';
import {
  after,
  all,
  asKey,
  becomes,
  before,
  either,
  holds,
  isNumber,
  isString,
  keeps,
  noOtherChild,
  not,
  numberFrom,
  type Rule,
  type RulesNode,
  signedIn,
  was,
} from './expression.ts';
import { isNotEvicted } from './evicted.ts';
import { lastGuess } from './guesses.ts';
import { closesAt, hourEndsAt, opensAt, registrationIsOpen } from './night.ts';
import { validTeamName } from './team-name.ts';

/** The root as it will be after the write, seen from user/$teamKey. */
const afterWrite = after(2);
/**
 * The proof of the riddle the team is on, at proofs/$teamKey/$qNo as it will be after the write:
 * the site saves it in the same root update as the advance, and its own rule judges it there.
 */
const proofOfItsRiddle = afterWrite('proofs', '$teamKey', asKey(was('question')));

/** The signed-in account may register: it owns no team, organizes nothing and is not banned tonight. */
const mayRegister: Rule = all(
  not(`${before('owners', 'auth.uid')}.exists()`),
  isNotOrganizer(),
  isNotEvicted('auth.uid'),
);

/** At riddle 1 with no points, registered at the server's time. */
const startsAtTheBeginning: Rule = all(
  `${becomes('question')} === 1`,
  `${becomes('score')} === 0`,
  `${becomes('startedAt')} === now`,
  `${becomes('timestamp')} === now`,
);

/** A new team, with its owner entry in the same update, while registration is open. */
const registers: Rule = all(
  not('data.exists()'),
  not("newData.child('disqualified').exists()"),
  mayRegister,
  `${afterWrite('owners', 'auth.uid')}.val() === $teamKey`,
  startsAtTheBeginning,
  registrationIsOpen,
);

/** Before the team's bell: within the hour counted from the night's opening, and before the close. */
export const withinTeamsHour: Rule = all(
  `${opensAt}.isNumber()`,
  `now < ${hourEndsAt}`,
  `now < ${closesAt}.val()`,
);

/**
 * After the bell, but within its grace, for the right guess the team recorded before the bell:
 * the recorded `at` decides, not the network.
 */
export const bellGrace: Rule = all(
  `${opensAt}.isNumber()`,
  `now < ${hourEndsAt} + ${BELL_GRACE_MS}`,
  `now < ${closesAt}.val() + ${BELL_GRACE_MS}`,
  `${lastGuess('question')} === ${was('question')}`,
  `${lastGuess('at')} < ${hourEndsAt}`,
  `${lastGuess('at')} < ${closesAt}.val()`,
  `${lastGuess('proof')} === ${proofOfItsRiddle}.val()`,
);

/** One riddle on, with its points, at the server's time. */
const movesOnByOne: Rule = all(
  `${becomes('question')} === ${was('question')} + 1`,
  `${becomes('score')} === ${was('score')} + ${POINTS_PER_ANSWER}`,
  `${becomes('timestamp')} === now`,
);

/** The riddle's solve is stamped in the same update, once. */
const stampsItsSolve: Rule = all(
  not(`${before('solves', '$teamKey', asKey(was('question')))}.exists()`),
  `${afterWrite('solves', '$teamKey', asKey(was('question')))}.val() === now`,
);

/**
 * The owner moves on with the proof of its riddle (saved in the same update), before the bell or
 * within its grace; the team's name, start and disqualification stay as they are.
 */
const advances: Rule = all(
  'data.exists()',
  `${was('owner')} === auth.uid`,
  `${was('disqualified')} !== true`,
  keeps('disqualified'),
  keeps('teamName'),
  keeps('startedAt'),
  movesOnByOne,
  `${closesAt}.isNumber()`,
  either(withinTeamsHour, bellGrace),
  `${proofOfItsRiddle}.exists()`,
  stampsItsSolve,
);

/**
 * An organizer's Reset (or Ban): the team goes with its owner entry, proofs, guesses, typed
 * answers and solves, so a new team of the same name starts with nothing of the old one's.
 */
const resets: Rule = all(
  not('newData.exists()'),
  not(`${afterWrite('owners', was('owner'))}.exists()`),
  not(`${afterWrite('proofs', '$teamKey')}.exists()`),
  not(`${afterWrite('guesses', '$teamKey')}.exists()`),
  not(`${afterWrite('typed', '$teamKey')}.exists()`),
  not(`${afterWrite('solves', '$teamKey')}.exists()`),
);

/**
 * An organizer's Move: the team goes to another account, which owns none, organizes nothing and
 * is not banned tonight.
 */
const moves: Rule = all(
  `${becomes('owner')} !== ${was('owner')}`,
  keeps('disqualified'),
  isNotOrganizer(becomes('owner')),
  isNotEvicted(becomes('owner')),
  not(`${before('owners', becomes('owner'))}.exists()`),
  `${afterWrite('owners', becomes('owner'))}.val() === $teamKey`,
  not(`${afterWrite('owners', was('owner'))}.exists()`),
);

/** An organizer disqualifies or reinstates, or moves: never a score, a name, a riddle or a time. */
const edits: Rule = all(
  'newData.exists()',
  keeps('teamName'),
  keeps('question'),
  keeps('score'),
  keeps('startedAt'),
  keeps('timestamp'),
  either(all(keeps('owner'), "newData.child('disqualified').isBoolean()"), moves),
);

/** user/{teamKey}: the board, read by everyone; never deleted but by an organizer. */
export const user: RulesNode = {
  '.read': true,
  // A board reads the teams whose timestamp moved since it last read (orderBy, startAt).
  '.indexOn': 'timestamp',
  $teamKey: {
    '.write': all(
      signedIn,
      either(
        all('newData.exists()', `${becomes('owner')} === auth.uid`, either(registers, advances)),
        all(isOrganizer(), 'data.exists()', either(resets, edits)),
      ),
    ),
    '.validate': holds(['teamName', 'question', 'score', 'owner', 'startedAt', 'timestamp']),
    teamName: { '.validate': validTeamName },
    question: { '.validate': numberFrom(1, QUESTION_COUNT + 1) },
    score: { '.validate': numberFrom(0, QUESTION_COUNT * POINTS_PER_ANSWER) },
    owner: isString,
    startedAt: isNumber,
    timestamp: isNumber,
    disqualified: { '.validate': 'newData.isBoolean()' },
    $other: noOtherChild,
  },
};
