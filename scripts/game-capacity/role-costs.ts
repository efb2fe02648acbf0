// What one device of each role costs on the night: the one module the capacity model
// (capacity-model.ts), `npm run game:capacity` and docs/capacity.md read. Replace a figure by
// the measured one as it lands, with how it was measured in `how`; then run
// `npm run docs:facts`.
//
// The Realtime Database figures are measured on the emulated night (docs/hall-night.md):
// `npm run game:rehearse -- --emulate --plan spark --one-address --chaos --report FILE`, played
// at two scales, and read from the report's `roles` (per device). Each figure is the line through
// both nights (`fixed + perTeam × teams`): what a board downloads grows with the teams it shows.
// Bytes include headers and TLS as the loopback counts them (docs/hall-night.md), and the chaos
// network's retries: a flaky campus network's night, not a calm one's.
import { GUESS_COOLDOWN_MS, QUESTION_COUNT, TIME_LIMIT_MS } from '../../src/game/numbers.ts';
import {
  BOARD_BYTES_PER_TEAM,
  GUESS_BYTES_PER_TEAM,
  proofsBytes,
  solvesBytes,
  typedBytes,
} from './record-bytes.ts';
import type { Figure, NightCosts, RoleCost, Role } from './cost-types.ts';
import { PLANNED_EVENTS } from './night-events.ts';

/**
 * Bytes a first visit of each page transfers from Hosting (HTML, scripts, styles, fonts, images),
 * measured by `node lab/perf/first-visit-bytes.mjs` on a build with the hosted site's Firebase
 * config (docs/performance.md#bytes-on-the-wire): headers and compressed bodies, lazy chunks
 * fetched during the load included.
 */
export const FIRST_VISIT_BYTES: Record<'home' | 'events' | 'cos', number | null> = {
  home: 180_776,
  events: 163_292,
  cos: 184_646,
};

/** Every game page is a /CoS route: its first visit is /CoS's. */
const gameFirstVisit: Figure | null =
  FIRST_VISIT_BYTES.cos === null
    ? null
    : { fixed: FIRST_VISIT_BYTES.cos, perTeam: 0, how: 'a first visit of /CoS' };

/**
 * The emulated night's --chaos answers 5 % of requests 2 s late (lab/rehearse/options.ts): the
 * measured nights' connections held that too, and so does the model.
 */
export const SLOW_ANSWERS = { share: 0.05, extraSeconds: 2 };
/**
 * The peak's standard deviations above the busiest average (connection-peak.ts): 3.7 is passed in
 * about one look in ten thousand, and the busiest ten minutes hold some thousands of looks (one
 * each round trip). The 300-team night at a fixed 0.3 s peaked at 71 to 74 (docs/capacity.md);
 * this gives 71 for it.
 */
export const PEAK_DEVIATIONS = 3.7;
/** Status line, headers and TLS records of a response: an estimate, for the public reads. */
export const RESPONSE_OVERHEAD_BYTES = 400;

/** The two measured nights: teams, spectators, and how much faster than a real night they ran. */
const NIGHTS = [
  { teams: 30, spectators: 20, compress: 60 },
  { teams: 300, spectators: 200, compress: 10 },
] as const;
const [SMALL, HALL] = NIGHTS;
const SCALES = `${SMALL.teams} and ${HALL.teams} teams (${SMALL.spectators} and ${HALL.spectators} spectators, ${SMALL.compress} and ${HALL.compress} times faster)`;

type Measured = readonly [atSmall: number, atHall: number];

/** The line through a figure measured on both nights. */
function measured([atSmall, atHall]: Measured, what: string): Figure {
  const perTeam = (atHall - atSmall) / (HALL.teams - SMALL.teams);
  return { fixed: atSmall - perTeam * SMALL.teams, perTeam, how: `${what}; measured at ${SCALES}` };
}

/** A team's own cost, measured at hall scale: it does not depend on the other teams. */
const own = ([, atHall]: Measured, what: string): Figure => ({
  fixed: atHall,
  perTeam: 0,
  how: `${what}; measured at ${HALL.teams} teams`,
});

/**
 * Per device, from the reports' `roles`: connections held on average, requests and bytes a
 * minute without the opening (a team's over its hour, the others' over the night), the opening's
 * bytes; a team's Firestore reads (the report's `firestoreReads`) a minute of its hour.
 */
const M = {
  team: {
    requestsPerMinute: [7.64, 7.66],
    downloadBytesPerMinute: [2587, 2601],
    openingBytes: [12926, 15617],
    openingRequests: [10.2, 10],
    firestoreReadsPerMinute: [0.31, 0.29],
  },
  spectator: {
    requestsPerMinute: [11.6, 12.33],
    downloadBytesPerMinute: [6034, 18495],
    openingBytes: [8845, 30777],
  },
  console: {
    requestsPerMinute: [12.27, 12.43],
    downloadBytesPerMinute: [10850, 59849],
    openingBytes: [17561, 17561],
  },
} as const satisfies Record<Exclude<Role, 'projector'>, Record<string, Measured>>;

const none: Figure = { fixed: 0, perTeam: 0, how: 'none' };

const team: RoleCost = {
  label: 'a team (its phone, playing)',
  active: 'hour',
  streams: {
    fixed: 0,
    perTeam: 0,
    how: 'none: each request holds a connection for its round trip',
  },
  requestsPerMinute: own(
    M.team.requestsPerMinute,
    'the night every 8 s while /CoS is open; 2 for an answer, right or wrong; retries',
  ),
  downloadBytesPerMinute: own(M.team.downloadBytesPerMinute, 'those requests’ answers'),
  openingBytes: own(
    M.team.openingBytes,
    'to its intro (device code, eligibility), then from NEXT to the first riddle',
  ),
  firestoreReadsPerMinute: own(
    M.team.firestoreReadsPerMinute,
    'one riddle document for each riddle it opens, again after a failure',
  ),
  firstVisitBytes: gameFirstVisit,
};

const spectator: RoleCost = {
  label: 'a spectator (a phone on the board)',
  active: 'night',
  streams: {
    fixed: 0,
    perTeam: 0,
    how: 'none: each request holds a connection for its round trip',
  },
  requestsPerMinute: measured(
    M.spectator.requestsPerMinute,
    'the night every 8 s; the teams that changed every 10 to 30 s',
  ),
  downloadBytesPerMinute: measured(
    M.spectator.downloadBytesPerMinute,
    'the night node; the records of the teams that moved',
  ),
  openingBytes: measured(M.spectator.openingBytes, 'past nights’ list, the night, every team'),
  firestoreReadsPerMinute: none,
  firstVisitBytes: gameFirstVisit,
};

/** The wall no longer streams: it reads as a board does, so it costs what a spectator's phone does. */
const projector: RoleCost = {
  ...spectator,
  label: 'the projector',
  streams: { fixed: 0, perTeam: 0, how: 'none: it polls as the board does' },
};

const organizerConsole: RoleCost = {
  label: 'a console (an organizer)',
  active: 'night',
  streams: { fixed: 2, perTeam: 0, how: 'its streams of the teams and of the typed answers' },
  requestsPerMinute: measured(
    M.console.requestsPerMinute,
    'the night every 8 s; the guesses made since the latest seen; the accepted spellings',
  ),
  downloadBytesPerMinute: measured(
    M.console.downloadBytesPerMinute,
    'the night node; the streams; the new guesses',
  ),
  openingBytes: measured(
    M.console.openingBytes,
    'its organizer check, the solves once, the guesses, the streams’ first events',
  ),
  firestoreReadsPerMinute: none,
  firstVisitBytes: gameFirstVisit,
};

export const ROLE_COSTS: Record<Role, RoleCost> = {
  team,
  spectator,
  projector,
  console: organizerConsole,
};

/** From START to the first riddle, each team sends these; the hall starts within this spread. */
export const OPENING = {
  requestsPerTeam: M.team.openingRequests[1],
  spreadMinutes: 2,
  how: `the requests of a team's opening, measured at ${HALL.teams} teams; assumed: every team starts within 2 minutes of the opening`,
};

/** The most guesses a team records in its hour: the wait allows one per GUESS_COOLDOWN_MS. */
const MOST_GUESSES = TIME_LIMIT_MS / GUESS_COOLDOWN_MS + QUESTION_COUNT;

/**
 * What a team leaves in the Realtime Database, at most: its record, last guess, 21 proofs and
 * solves, and what it typed with every guess the wait allows.
 */
export const STORED_BYTES_PER_TEAM =
  BOARD_BYTES_PER_TEAM +
  GUESS_BYTES_PER_TEAM +
  solvesBytes(QUESTION_COUNT) +
  proofsBytes(QUESTION_COUNT) +
  typedBytes(MOST_GUESSES);

export const NIGHT_COSTS: NightCosts = {
  roles: ROLE_COSTS,
  opening: OPENING,
  slowAnswers: SLOW_ANSWERS,
  peakDeviations: PEAK_DEVIATIONS,
  storedBytesPerTeam: STORED_BYTES_PER_TEAM,
  events: PLANNED_EVENTS,
};
