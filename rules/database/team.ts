import { isOrganizer } from './accounts.ts';
import { after, all, before, not, type Rule } from './expression.ts';

/** A field of the team record at user/$teamKey, for the nodes kept per team. */
export const ofTeam = (field: string): Rule =>
  `${before('user', '$teamKey')}.child('${field}').val()`;

export const ownsTeam: Rule = `${ofTeam('owner')} === auth.uid`;
export const notDisqualified: Rule = `${ofTeam('disqualified')} !== true`;

/** An organizer deletes what the team left, in the update that deletes the team (Reset, Ban). */
export const deletedWithItsTeam: Rule = all(
  isOrganizer(),
  not('newData.exists()'),
  not(`${after(2)('user', '$teamKey')}.exists()`),
);
