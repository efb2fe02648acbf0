import { REGISTRATION_MS, TIME_LIMIT_MS } from '../../src/game/numbers.ts';
import { all, before, type Rule } from './expression.ts';

/** The night organizers scheduled (`game/schedule`, epoch ms), written by their commands only. */
export const opensAt = before('game/schedule/opensAt');
export const closesAt = before('game/schedule/closesAt');

export const hasOpened: Rule = all(`${opensAt}.isNumber()`, `${opensAt}.val() <= now`);
export const hasNotClosed: Rule = all(`${closesAt}.isNumber()`, `now < ${closesAt}.val()`);
export const hasClosed: Rule = all(`${closesAt}.isNumber()`, `now >= ${closesAt}.val()`);

/**
 * The end of every team's hour: TIME_LIMIT_MS after the night's opening, whenever the team
 * registered (docs/game.md, "One window for every team"); the close may come first.
 */
export const hourEndsAt: Rule = `${opensAt}.val() + ${TIME_LIMIT_MS}`;

/** The moment registration closes: REGISTRATION_MS after the opening (or the close, if first). */
const registrationEndsAt: Rule = `${opensAt}.val() + ${REGISTRATION_MS}`;

/** Teams register only from opensAt, within REGISTRATION_MS of it, and before closesAt. */
export const registrationIsOpen: Rule = all(
  `${opensAt}.isNumber()`,
  `${closesAt}.isNumber()`,
  `${opensAt}.val() <= now`,
  `now < ${registrationEndsAt}`,
  `now < ${closesAt}.val()`,
);

/** The night runs, and its registration has closed: a team registering now is refused as late. */
export const registrationHasClosed: Rule = all(
  `${opensAt}.isNumber()`,
  `${closesAt}.isNumber()`,
  `now >= ${registrationEndsAt}`,
  `now < ${closesAt}.val()`,
);
