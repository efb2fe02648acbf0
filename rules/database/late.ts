import { isNotOrganizer, organizer } from './accounts.ts';
import {
  all,
  before,
  becomes,
  either,
  holds,
  noOtherChild,
  not,
  type RulesNode,
  signedIn,
  stampedNow,
  stringOfLength,
} from './expression.ts';
import { TEAM_NAME_MAX_LENGTH } from '../../src/game/numbers.ts';
import { TEAM_NAME_PATTERN } from '../../src/game/team-name.ts';
import { registrationHasClosed } from './night.ts';

/**
 * lateRegistrations/{uid} = { teamName, at }: a team that tried to register after registration
 * closed, written by its own phone, once per account, only while the night runs with its
 * registration closed, by an account that plays no team: so the console can show the organizers
 * who came late (docs/game-night.md), and a script fills it no faster than it makes accounts.
 * Read by organizers, and by the account its own entry (its phone asks after a refusal).
 */
export const lateRegistrations: RulesNode = {
  '.read': organizer,
  $uid: {
    '.read': all(signedIn, either('auth.uid === $uid', organizer)),
    '.write': all(
      signedIn,
      'auth.uid === $uid',
      not('data.exists()'),
      'newData.exists()',
      not(`${before('owners', 'auth.uid')}.exists()`),
      isNotOrganizer(),
      registrationHasClosed,
    ),
    '.validate': all(holds(['teamName', 'at']), `${becomes('at')} === now`),
    teamName: {
      '.validate': all(
        stringOfLength(1, TEAM_NAME_MAX_LENGTH),
        `newData.val().matches(${String(TEAM_NAME_PATTERN)})`,
      ),
    },
    at: { '.validate': stampedNow },
    $other: noOtherChild,
  },
};
