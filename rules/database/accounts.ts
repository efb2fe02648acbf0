import { all, before, either, type Rule, signedIn } from './expression.ts';

/** admins/{uid} is true: written by `npm run game:admin` only, which grants verified addresses. */
const isGranted = (uid: Rule): Rule => `${before('admins', uid)}.val() === true`;

/**
 * The signed-in account is an organizer: granted, and its ID token says it owns its address
 * still (docs/game-night.md), as the console asks. A grant made before `game:admin` checked the
 * address, or an address changed since, gives no organizer's rights.
 */
export const isOrganizer = (): Rule =>
  all(isGranted('auth.uid'), 'auth.token.email_verified === true');
/** `uid` holds no grant, verified or not: such an account plays no team. */
export const isNotOrganizer = (uid: Rule = 'auth.uid'): Rule =>
  `${before('admins', uid)}.val() !== true`;

/** A signed-in organizer. */
export const organizer: Rule = all(signedIn, isOrganizer());

/** The account whose node this is (`$uid`), or an organizer. */
export const itselfOrOrganizer: Rule = all(signedIn, either('auth.uid === $uid', isOrganizer()));
