import {
  BELL_GRACE_MS,
  DEVICE_CODE_LENGTH,
  GUESS_COOLDOWN_MS,
  POINTS_PER_ANSWER,
  REGISTRATION_MINUTES,
  TEAM_NAME_MAX_LENGTH,
  TIME_LIMIT_MINUTES,
} from '../../src/game/numbers.ts';

/** The security model of database.rules.json (docs/game.md), point by point; each case names one. */
export const POINTS = {
  board: 'the board (user) and the solve times are readable by all',
  register:
    'a team is created by its owner, at riddle 1, 0 points, server time, with its owner entry',
  names:
    `names: 1-${TEAM_NAME_MAX_LENGTH} printable ASCII, no space at either end nor two in a row, ` +
    'stored under their own key',
  owners: 'one team per account (owners/), written once, with the team; none for an organizer',
  bans:
    'an organizer removes and bans a team (evicted/, with its deletion), and no Move hands the ' +
    'banned account a team; a reset one may return',
  guesses:
    'guesses: by the owner, for its riddle, at server time, count + 1, ' +
    `${GUESS_COOLDOWN_MS / 1000} s after a wrong one only`,
  proofs:
    'proofs: write-once, by the owner, with its advance, equal to the answer or an accepted ' +
    'spelling and to the last guess; unreadable',
  advance:
    `an advance: by the owner, one riddle and ${POINTS_PER_ANSWER} points, with its proof and ` +
    `solve, nothing else; up to ${BELL_GRACE_MS / 1000} s past the bell for a guess before it`,
  statistics:
    "the typed answers (the organizers' statistics): written once, only with their own guess, " +
    'normalised, gone with their team; read by organizers only',
  spellings:
    'a spelling accepted mid-night: by organizers only, logged, with a notice naming no text and ' +
    'no notice without it; a team may ask only about its own last guess, and enter it again ' +
    'inside the wait once, for a spelling accepted after that guess',
  answers: 'answers and alternatives (accepted spellings): unreadable and unwritable by clients',
  devices: `device codes: one per account, its own (its uid's first ${DEVICE_CODE_LENGTH} characters), no batches`,
  organizers: 'organizers: console actions only (never a score, a name, a riddle or a start)',
  archive: 'archive: readable by all, written by no client',
  night: 'registrations and guesses only while the night is open; the schedule is no client’s',
  window:
    `one window for every team: registration closes ${REGISTRATION_MINUTES} minutes after the ` +
    `opening, every team's ${TIME_LIMIT_MINUTES} minutes count from the opening, and a phone ` +
    'refused late leaves one note that only organizers read',
  practice:
    'the practice oracle: only after the close, only for a right answer or an accepted spelling',
  riddles: 'riddles (Firestore): readable from their opensAt, never written by clients',
  hints:
    "hints: to the team on its riddle once the hint's minutes pass since it reached it (server " +
    'clock), or once an organizer releases it (never taken back); to anyone after the close; ' +
    'written by no client',
  nudges:
    "nudges: a reply only to the team's own last recorded guess at its riddle, or after the " +
    'close; written by no client',
  solutions: 'solutions: readable after the close only; written by no client',
  priorities: 'no write carries a priority, on a node or a leaf (`$other` does not see one)',
} as const;
export type Point = keyof typeof POINTS;
