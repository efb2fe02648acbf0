// What `npm run game:capacity` prints for a planned night.
import { largestNight } from './capacity-bounds.ts';
import { bindingLimit, fits, nightUse } from './capacity-model.ts';
import type { Night } from './cost-types.ts';
import {
  bindingText,
  cost,
  describeNight,
  limitRows,
  publicReadRows,
  roleRows,
} from './capacity-tables.ts';
import { PLAN_NAMES, type Plan } from './plans.ts';
import { textTable } from './units.ts';

/** Which limit binds first, whether the night fits, and the largest night the plan holds. */
function verdict(night: Night, plan: Plan): string {
  const uses = nightUse(night, plan);
  const binding = bindingLimit(uses);
  const name = PLAN_NAMES[plan];
  const verdict = fits(uses) ? `fits on ${name}` : `does not fit on ${name}`;
  const largest = largestNight(night, plan);
  const most = largest
    ? `${largest.teams} teams and ${largest.spectators} spectators`
    : 'not even one team';
  return `This night ${verdict}; the limit that binds first: ${bindingText(binding)}. The largest night ${name} holds, with spectators in the same proportion: ${most}.`;
}

/** Everything `npm run game:capacity` prints for `night` on `plan`. */
export function capacityReport(night: Night, plan: Plan, rate: number): string {
  return [
    `A night of ${describeNight(night)}, on ${PLAN_NAMES[plan]}:`,
    textTable(limitRows(night, plan)),
    verdict(night, plan),
    cost(night),
    'What each device costs (scripts/game-capacity/role-costs.ts):',
    textTable(roleRows(night)),
    `What a stranger's script at ${rate} requests a second can read again and again:`,
    textTable(publicReadRows(night, rate)),
  ].join('\n\n');
}
