import { itselfOrOrganizer, organizer } from './accounts.ts';
import { after, all, before, isString, not, type Rule, type RulesNode } from './expression.ts';

/** `uid` is not banned tonight: an evicted account gets no team, by registering or by a Move. */
export const isNotEvicted = (uid: Rule): Rule => not(`${before('evicted', uid)}.exists()`);

/** evicted/{uid} = teamKey: an organizer's Ban, in the update that deletes the account's team. */
export const evicted: RulesNode = {
  $uid: {
    '.read': itselfOrOrganizer,
    '.write': all(
      organizer,
      'newData.isString()',
      `${before('user', 'newData.val()')}.child('owner').val() === $uid`,
      not(`${after(2)('user', 'newData.val()')}.exists()`),
    ),
    ...isString,
  },
};
