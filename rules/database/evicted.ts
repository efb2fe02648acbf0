import { itselfOrOrganizer, organizer } from './accounts.ts';
import { after, all, before, isString, not, type RulesNode } from './expression.ts';

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
