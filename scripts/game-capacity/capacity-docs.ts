// docs/capacity.md's reference night on both plans, each device, each read (npm run docs:facts
// writes it into the page).
import { largestNight } from './capacity-bounds.ts';
import { bindingLimit, fits, nightUse } from './capacity-model.ts';
import {
  bindingText,
  cost,
  describeNight,
  limitRows,
  publicReadRows,
  REFERENCE_NIGHT,
  roleRows,
  SCRIPT_RATE,
} from './capacity-tables.ts';
import { FREE, PLAN_NAMES } from './plans.ts';
import { HOME_SCRIPTS_BYTES } from './public-reads.ts';
import { FIRST_VISIT_BYTES, ROLE_COSTS } from './role-costs.ts';
import { bytes, count, markdownTable } from './units.ts';

/** How many first visits of the home page a day of Spark's Hosting transfer serves. */
function registrationDay(): string {
  const visit = FIRST_VISIT_BYTES.home ?? HOME_SCRIPTS_BYTES;
  const measured = FIRST_VISIT_BYTES.home === null ? 'at least ' : '';
  const visits = Math.floor(FREE.hostingBytesPerDay / visit);
  return `The day a registration link goes round: a first visit of the home page transfers ${measured}${bytes(visit)}, so Spark's ${bytes(FREE.hostingBytesPerDay)} a day of Hosting serves ${measured ? 'at most ' : ''}${count(visits)} first visits, with nothing left for the game's pages.`;
}

const FIGURES = [
  ['connections', 'connections'],
  ['requestsPerMinute', 'requests a minute'],
  ['downloadBytesPerMinute', 'download a minute'],
  ['openingBytes', 'download as its page opens'],
  ['firestoreReadsPerMinute', 'Firestore reads'],
  ['firstVisitBytes', 'first visit'],
] as const;

/** How each figure of role-costs.ts was found, a line a role. */
function derivations(): string {
  return Object.values(ROLE_COSTS)
    .map((cost) => {
      const parts = FIGURES.map(
        ([key, name]) => `${name}: ${cost[key]?.how ?? 'not measured yet'}`,
      );
      return `- ${cost.label}: ${parts.join('; ')}.`;
    })
    .join('\n');
}

/** The generated part for the reference night. */
export function capacityDocs(): string {
  const night = REFERENCE_NIGHT;
  const plans = (['spark', 'blaze'] as const).map((plan) => {
    const uses = nightUse(night, plan);
    const binding = bindingLimit(uses);
    const largest = largestNight(night, plan);
    return [
      PLAN_NAMES[plan],
      fits(uses) ? 'yes' : 'no',
      bindingText(binding),
      largest ? `${largest.teams} teams, ${largest.spectators} spectators` : 'none',
    ];
  });
  return [
    '### Each plan',
    `A night of ${describeNight(night)}; the largest night keeps the same proportion of spectators.`,
    markdownTable([['plan', 'fits', 'binds first', 'the largest night it holds'], ...plans]),
    cost(night),
    '### Each limit on Spark',
    markdownTable(limitRows(night, 'spark')),
    '### What each device costs',
    markdownTable(roleRows(night)),
    'How each figure was found (`scripts/game-capacity/role-costs.ts`):',
    derivations(),
    registrationDay(),
    '### Reads a stranger can repeat',
    `A script sending ${SCRIPT_RATE} requests a second, each on a new TLS connection (the most a request can cost):`,
    markdownTable(publicReadRows(night, SCRIPT_RATE)),
  ].join('\n\n');
}
