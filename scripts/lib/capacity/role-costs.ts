// What one device of each role costs on the night: the one module the capacity model
// (capacity-model.ts), `npm run game:capacity` and docs/capacity.md read. Replace a figure by
// the measured one as it lands, with how it was measured in `how`; then run
// `npm run game:capacity -- --update-docs`.
//
// These figures are derived from the code as it stands (the poll intervals in
// src/backend/firebase/, the requests in docs/game.md), the request sizes the rehearsal measured
// (docs/game-night.md's report) and the record sizes in record-bytes.ts; none is measured yet.
import { QUESTION_COUNT, TIME_LIMIT_MINUTES } from '../../../src/game/numbers.ts';
import {
  BOARD_BYTES_PER_TEAM,
  GAME_NODE_BYTES,
  GUESS_BYTES_PER_TEAM,
  proofsBytes,
  solvesBytes,
  STREAM_EVENT_BYTES_PER_CHANGE,
} from './record-bytes.ts';
import type { Figure, NightCosts, RoleCost, Role } from './cost-types.ts';

/**
 * Bytes a first visit of each page transfers from Hosting (HTML, scripts, styles, fonts, images),
 * measured by `node scripts/first-visit-bytes.mjs` on a build with the hosted site's Firebase
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

/** How long a request holds its connection: a phone's round trip (docs/capacity.md). */
export const REQUEST_SECONDS = 0.3;
/** Status line, headers and TLS records of a response: an estimate until the loopback counts them. */
export const RESPONSE_OVERHEAD_BYTES = 400;
/** Received bytes per request, measured by the rehearsal (docs/game-night.md's report). */
const GUESS_REPLY = 100;
const PROOF_REPLY = 57;
const ADVANCE_REPLY = 188;

/** A team that solves every riddle in its hour: the most a team answers right. */
const RIGHT_PER_MINUTE = QUESTION_COUNT / TIME_LIMIT_MINUTES;
/** Assumed: one wrong answer for each right one. */
const WRONG_PER_MINUTE = RIGHT_PER_MINUTE;
/** The night (`game`) is read every 10 s (night-rest.ts) on every game page. */
const NIGHT_READS_PER_MINUTE = 6;
const nightBytes = NIGHT_READS_PER_MINUTE * (GAME_NODE_BYTES + RESPONSE_OVERHEAD_BYTES);
/** The console polls `solves` and `guesses` 5 s after a change: at game-night scale, always. */
const CONSOLE_POLLS_PER_MINUTE = 12;

const held = (requestsPerMinute: number) => (requestsPerMinute / 60) * REQUEST_SECONDS;
const none: Figure = { fixed: 0, perTeam: 0, how: 'none' };

const teamRequests = NIGHT_READS_PER_MINUTE + 3 * RIGHT_PER_MINUTE + 2 * WRONG_PER_MINUTE;

const team: RoleCost = {
  label: 'a team (its phone, playing)',
  active: 'hour',
  connections: {
    fixed: held(teamRequests),
    perTeam: 0,
    how: 'no stream; its requests a minute, each held one round trip',
  },
  requestsPerMinute: {
    fixed: teamRequests,
    perTeam: 0,
    how: 'the night every 10 s; 3 for a right answer, 2 for a wrong one; 21 right and 21 wrong an hour',
  },
  downloadBytesPerMinute: {
    fixed:
      nightBytes +
      RIGHT_PER_MINUTE * (GUESS_REPLY + PROOF_REPLY + ADVANCE_REPLY + 3 * RESPONSE_OVERHEAD_BYTES) +
      WRONG_PER_MINUTE * (GUESS_REPLY + PROOF_REPLY + 2 * RESPONSE_OVERHEAD_BYTES),
    perTeam: 0,
    how: 'the night node and the replies the rehearsal measured, each with its overhead',
  },
  openingBytes: {
    fixed: 8 * RESPONSE_OVERHEAD_BYTES,
    perTeam: 0,
    how: 'the 8 requests from the intro to the first riddle (docs/game.md)',
  },
  firestoreReadsPerMinute: {
    fixed: RIGHT_PER_MINUTE,
    perTeam: 0,
    how: 'one riddle document for each right answer',
  },
  firstVisitBytes: gameFirstVisit,
};

/** A board: streams `user` (a put event per right answer), reads the night every 10 s. */
const board = (label: string): RoleCost => ({
  label,
  active: 'night',
  connections: {
    fixed: 1 + held(NIGHT_READS_PER_MINUTE),
    perTeam: 0,
    how: 'its stream of `user`, and the night read every 10 s',
  },
  requestsPerMinute: { fixed: NIGHT_READS_PER_MINUTE, perTeam: 0, how: 'the night every 10 s' },
  downloadBytesPerMinute: {
    fixed: nightBytes,
    perTeam: RIGHT_PER_MINUTE * STREAM_EVENT_BYTES_PER_CHANGE,
    how: "the night node; a stream event for each team's right answer",
  },
  openingBytes: {
    fixed: RESPONSE_OVERHEAD_BYTES,
    perTeam: BOARD_BYTES_PER_TEAM,
    how: 'the whole of `user` as the stream opens',
  },
  firestoreReadsPerMinute: none,
  firstVisitBytes: gameFirstVisit,
});

const consoleRequests = NIGHT_READS_PER_MINUTE + 2 * CONSOLE_POLLS_PER_MINUTE;
const averageSolves = solvesBytes(QUESTION_COUNT / 2);

const organizerConsole: RoleCost = {
  label: 'a console (an organizer)',
  active: 'night',
  connections: {
    fixed: 1 + held(consoleRequests),
    perTeam: 0,
    how: 'its stream of `user`; the night, `solves` and `guesses` read',
  },
  requestsPerMinute: {
    fixed: consoleRequests,
    perTeam: 0,
    how: 'the night every 10 s; the whole of `solves` and of `guesses` every 5 s',
  },
  downloadBytesPerMinute: {
    fixed: nightBytes + 2 * CONSOLE_POLLS_PER_MINUTE * RESPONSE_OVERHEAD_BYTES,
    perTeam:
      CONSOLE_POLLS_PER_MINUTE * (averageSolves + GUESS_BYTES_PER_TEAM) +
      RIGHT_PER_MINUTE * STREAM_EVENT_BYTES_PER_CHANGE,
    how: 'every team’s solves (half the riddles on average) and last guess, 12 times a minute; the stream',
  },
  openingBytes: {
    fixed: 3 * RESPONSE_OVERHEAD_BYTES,
    perTeam: BOARD_BYTES_PER_TEAM + averageSolves + GUESS_BYTES_PER_TEAM,
    how: '`user`, `solves` and `guesses` whole',
  },
  firestoreReadsPerMinute: none,
  firstVisitBytes: gameFirstVisit,
};

export const ROLE_COSTS: Record<Role, RoleCost> = {
  team,
  spectator: board('a spectator (a phone on the board)'),
  projector: board('the projector'),
  console: organizerConsole,
};

/** From START to the first riddle, each team sends these; the hall starts within this spread. */
export const OPENING = {
  requestsPerTeam: 8,
  spreadMinutes: 2,
  how: 'the intro’s 4 requests, registering’s 2, the page’s 2 (docs/game.md); assumed: every team starts within 2 minutes of the opening',
};

/** What a team leaves in the Realtime Database: its record, last guess, 21 proofs and solves. */
export const STORED_BYTES_PER_TEAM =
  BOARD_BYTES_PER_TEAM +
  GUESS_BYTES_PER_TEAM +
  solvesBytes(QUESTION_COUNT) +
  proofsBytes(QUESTION_COUNT);

export const NIGHT_COSTS: NightCosts = {
  roles: ROLE_COSTS,
  opening: OPENING,
  requestSeconds: REQUEST_SECONDS,
  storedBytesPerTeam: STORED_BYTES_PER_TEAM,
};
