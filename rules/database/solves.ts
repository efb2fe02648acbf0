import { after, all, asKey, not, type RulesNode, signedIn, stampedNow } from './expression.ts';
import { deletedWithItsTeam, ofTeam, ownsTeam } from './team.ts';

/** solves/{teamKey}/{qNo}: when the team solved a riddle, stamped once, with its advance. */
export const solves: RulesNode = {
  '.read': true,
  $teamKey: {
    '.write': all(signedIn, deletedWithItsTeam),
    $qNo: {
      '.write': all(
        signedIn,
        'newData.exists()',
        not('data.exists()'),
        ownsTeam,
        `$qNo === ${asKey(ofTeam('question'))}`,
        `${after(3)('proofs', '$teamKey', '$qNo')}.exists()`,
        `${after(3)('user', '$teamKey')}.child('question').val() === ${ofTeam('question')} + 1`,
      ),
      '.validate': stampedNow,
    },
  },
};
