import { MINUTE_MS } from '../../src/game/hints.ts';
import { organizer } from './accounts.ts';
import { all, asKey, before, either, type Rule, type RulesNode, signedIn } from './expression.ts';
import { hasClosed } from './night.ts';

/**
 * A riddle's help (docs/game.md, "Hints, nudges and solutions"), written by `questions:upload`
 * only and read by a player only when these rules say: nothing here is readable early.
 */

/** The key of the reader's own team (owners/{auth.uid}), and a field of its record. */
const readersTeam: Rule = `${before('owners', 'auth.uid')}.val()`;
const ofReadersTeam = (field: string): Rule =>
  `${before('user')}.child(${readersTeam}).child('${field}').val()`;

/** The reader plays a team, and that team is on riddle $qNo now. */
const readerIsOn: Rule = all(
  signedIn,
  `${before('owners', 'auth.uid')}.isString()`,
  `${asKey(ofReadersTeam('question'))} === $qNo`,
);

/**
 * The hint's minutes have passed since the team reached the riddle: its record's timestamp,
 * stamped at registration and at each advance (rules/database/user.ts), on the server's clock.
 */
const hintTimeHasCome: Rule = `now >= ${ofReadersTeam('timestamp')} + data.child('after').val() * ${MINUTE_MS}`;

/** An organizer released the hint to every team (game/released/{q}/{n}). */
const released: Rule = `${before('game/released', '$qNo', '$hint')}.val() === true`;

/** hints/{q}/{n} = { after, text }: to the team on the riddle once its minutes pass, or released. */
export const hints: RulesNode = {
  '.write': false,
  $qNo: {
    $hint: {
      '.read': either(hasClosed, released, all(readerIsOn, hintTimeHasCome)),
    },
  },
};

/** The reader's team's last recorded guess (guesses/{teamKey}). */
const ofLastGuess = (field: string): Rule =>
  `${before('guesses')}.child(${readersTeam}).child('${field}').val()`;

/**
 * nudges/{q}/{proof} = reply: only as the reply to the reader's team's last recorded guess at the
 * riddle it is on, so no reply comes faster than a guess; anyone's after the close.
 */
export const nudges: RulesNode = {
  '.write': false,
  $qNo: {
    $proof: {
      '.read': either(
        hasClosed,
        all(
          readerIsOn,
          `${ofLastGuess('proof')} === $proof`,
          `${asKey(ofLastGuess('question'))} === $qNo`,
        ),
      ),
    },
  },
};

/** solutions/{q}: after the close only. */
export const solutions: RulesNode = { '.write': false, $qNo: { '.read': hasClosed } };

/** aids/{q} = { hints: [minutes], nudges?, solution? }: what help there is, never the help. */
export const aids: RulesNode = { '.read': true, '.write': false };

/**
 * game/released/{q}/{n} = true: an organizer releases an existing hint to every team. A release
 * cannot be taken back (teams have read it): no client deletes one; a new night clears them all.
 */
export const releasedHints: RulesNode = {
  $qNo: {
    $hint: {
      '.write': all(organizer, 'newData.exists()'),
      '.validate': all('newData.val() === true', `${before('hints', '$qNo', '$hint')}.exists()`),
    },
  },
};
