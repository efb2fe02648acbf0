import { isOrganizer, itselfOrOrganizer } from './accounts.ts';
import {
  after,
  all,
  before,
  either,
  isString,
  not,
  type Rule,
  type RulesNode,
  signedIn,
} from './expression.ts';

/** The team the written (or stored) key names, as it will be after the write. */
const teamAfter = (key: Rule) => after(2)('user', key);

/** The account's own entry, once, in the root update that creates its team. */
const withItsTeam: Rule = all(
  'auth.uid === $uid',
  not('data.exists()'),
  'newData.isString()',
  not(`${before('user', 'newData.val()')}.exists()`),
  `${teamAfter('newData.val()')}.child('owner').val() === auth.uid`,
);

/** An organizer's Reset or Ban (the entry goes with its team) or Move (it comes with one). */
const byOrganizer: Rule = all(
  isOrganizer(),
  either(
    all(
      not('newData.exists()'),
      either(not('data.exists()'), `${teamAfter('data.val()')}.child('owner').val() !== $uid`),
    ),
    all(
      'newData.exists()',
      not('data.exists()'),
      'newData.isString()',
      `${before('user', 'newData.val()')}.exists()`,
      `${teamAfter('newData.val()')}.child('owner').val() === $uid`,
    ),
  ),
);

/** owners/{uid} = teamKey: one team per account. */
export const owners: RulesNode = {
  $uid: {
    '.read': itselfOrOrganizer,
    '.write': all(signedIn, either(withItsTeam, byOrganizer)),
    ...isString,
  },
};
