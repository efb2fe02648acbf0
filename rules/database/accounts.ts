import { all, before, either, type Rule, signedIn } from './expression.ts';

/** `uid` is an organizer: admins/{uid} is true (written by `npm run game:admin` only). */
export const isOrganizer = (uid: Rule = 'auth.uid'): Rule =>
  `${before('admins', uid)}.val() === true`;
export const isNotOrganizer = (uid: Rule = 'auth.uid'): Rule =>
  `${before('admins', uid)}.val() !== true`;

/** A signed-in organizer. */
export const organizer: Rule = all(signedIn, isOrganizer());

/** The account whose node this is (`$uid`), or an organizer. */
export const itselfOrOrganizer: Rule = all(signedIn, either('auth.uid === $uid', isOrganizer()));
