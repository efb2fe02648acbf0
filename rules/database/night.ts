import { all, before, type Rule } from './expression.ts';

/** The night organizers scheduled (`game/schedule`, epoch ms), written by their commands only. */
export const opensAt = before('game/schedule/opensAt');
export const closesAt = before('game/schedule/closesAt');

export const hasOpened: Rule = all(`${opensAt}.isNumber()`, `${opensAt}.val() <= now`);
export const hasNotClosed: Rule = all(`${closesAt}.isNumber()`, `now < ${closesAt}.val()`);
export const hasClosed: Rule = all(`${closesAt}.isNumber()`, `now >= ${closesAt}.val()`);

/** Teams register only while the night is open: from opensAt, before closesAt. */
export const nightIsOpen: Rule = all(
  `${opensAt}.isNumber()`,
  `${closesAt}.isNumber()`,
  `${opensAt}.val() <= now`,
  `now < ${closesAt}.val()`,
);
