// docs/capacity.md's reference night on both plans, each device, each read (npm run docs:facts
// writes it into the page).
import { largestNight } from './capacity-bounds.ts';
import { bindingLimit, fits, nightUse } from './capacity-model.ts';
import type { Night } from './cost-types.ts';
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
import { connectionPeak } from './connection-peak.ts';
import { eventReads, PLANNED_EVENTS } from './night-events.ts';
import { FIRST_VISIT_BYTES, NIGHT_COSTS, ROLE_COSTS } from './role-costs.ts';
import { bytes, count, markdownTable } from './units.ts';

/** How many first visits of the home page a day of Spark's Hosting transfer serves. */
function registrationDay(): string {
  const visit = FIRST_VISIT_BYTES.home ?? HOME_SCRIPTS_BYTES;
  const measured = FIRST_VISIT_BYTES.home === null ? 'at least ' : '';
  const visits = Math.floor(FREE.hostingBytesPerDay / visit);
  return `The day a registration link goes round: a first visit of the home page transfers ${measured}${bytes(visit)}, so Spark's ${bytes(FREE.hostingBytesPerDay)} a day of Hosting serves ${measured ? 'at most ' : ''}${count(visits)} first visits, with nothing left for the game's pages.`;
}

const FIGURES = [
  ['streams', 'streams'],
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
/** The round trips the table of round trips gives: a calm network, a crowded one, a congested one. */
export const ROUND_TRIPS_MS = [300, 1000, 3000] as const;

/** At each median round trip: the reference night's peak, and the largest night each plan holds. */
function roundTripRows(night: Night): string[][] {
  const rows = ROUND_TRIPS_MS.map((roundTripMs) => {
    const at = { ...night, roundTripMs };
    const largest = (['spark', 'blaze'] as const).map((plan) => {
      const most = largestNight(at, plan);
      const binding = most && bindingLimit(nightUse({ ...most, teams: most.teams + 1 }, plan));
      const sized = most ? `${most.teams} teams, ${most.spectators} spectators` : 'none';
      return `${sized} (then ${binding?.label ?? 'every limit'})`;
    });
    return [`${count(roundTripMs)} ms`, count(connectionPeak(at, NIGHT_COSTS).peak), ...largest];
  });
  const header = ['round trip, median', 'peak connections', 'largest on Spark', 'largest on Blaze'];
  return [header, ...rows];
}

/** What each of the night's events makes the devices read (night-events.ts). */
function eventRows(night: Night): string[][] {
  const visit = FIRST_VISIT_BYTES.cos ?? 0;
  const rows = eventReads(night, visit).map((read) => [
    read.what,
    bytes(read.downloadBytes),
    bytes(read.hostingBytes),
  ]);
  return [['event', 'Realtime Database download', 'Hosting'], ...rows];
}

const planned = () =>
  `${PLANNED_EVENTS.errata} corrections and ${PLANNED_EVENTS.announcements} announcement, each of the longest length; ${PLANNED_EVENTS.boardEdits} board edits (the freeze, its end, two organizer edits); each spectator's phone waking ${PLANNED_EVENTS.wakesPerSpectatorHour} times an hour; ${PLANNED_EVENTS.hintsPerRiddle} hint a riddle for every team; ${PLANNED_EVENTS.teammatesPerTeam} teammates' phones a team on /CoS; riddle media ${bytes(PLANNED_EVENTS.mediaBytesPerRiddle)} a riddle on Hosting`;

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
    '### Each round trip',
    `The reference night's peak connections, and the largest night each plan holds, as a phone's median round trip grows (each plan's limit the next team would pass in brackets):`,
    markdownTable(roundTripRows(night)),
    '### Every read of the night',
    `Besides each device's polls (below), the download and Hosting rows above count what the night's events make devices read, as planned in \`scripts/game-capacity/night-events.ts\`: ${planned()}.`,
    markdownTable(eventRows(night)),
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
