// The size of what the Realtime Database sends back, derived from the records' shapes
// (src/game/types.ts) as JSON: a 16-character team name and key, a 28-character uid (Firebase
// Auth's), 13-digit server times, a 64-character proof (a SHA-256 in hex, answer-proof.ts).
import {
  ANNOUNCEMENT_MAX_LENGTH,
  ERRATUM_MAX_LENGTH,
  TYPED_ANSWER_MAX_LENGTH,
} from '../../src/game/numbers.ts';

const NAME = 'Sixteen Chars Nm';
const KEY = 'sixteen-chars-nm';
const UID = 'u'.repeat(28);
const MS = 1_765_000_000_000;

/** `"key":value,` as it sits among its siblings in a JSON object. */
const entry = (key: string, value: unknown) => JSON.stringify({ [key]: value }).length - 1;

/** One team's `user/{teamKey}` in a read of `user`. */
export const BOARD_BYTES_PER_TEAM = entry(KEY, {
  teamName: NAME,
  question: 12,
  score: 110,
  owner: UID,
  startedAt: MS,
  timestamp: MS,
});

/** One team's `guesses/{teamKey}` in a read of `guesses`. */
export const GUESS_BYTES_PER_TEAM = entry(KEY, {
  question: 12,
  proof: 'f'.repeat(64),
  at: MS,
  count: 3,
});

/** A team's `solves/{teamKey}` holding `solved` solve times. */
export const solvesBytes = (solved: number) => entry(KEY, {}) + solved * entry('12', MS);

/** A team's `proofs/{teamKey}` holding `solved` proofs. */
export const proofsBytes = (solved: number) =>
  entry(KEY, {}) + solved * entry('12', 'f'.repeat(64));

/** A team's `typed/{teamKey}` holding `guesses` answers as typed, each of the longest length. */
export const typedBytes = (guesses: number) =>
  entry(KEY, {}) +
  guesses * entry('123', { question: 12, text: 'a'.repeat(TYPED_ANSWER_MAX_LENGTH) });

/** One team's entry of a past night in `archive/{date}`. */
export const ARCHIVE_BYTES_PER_TEAM = entry(KEY, {
  teamName: NAME,
  question: 12,
  score: 110,
  startedAt: MS,
  timestamp: MS,
  disqualified: false,
});

/** A night's riddle corrections, as the model plans them: a few, each of the longest length. */
const PLANNED_ERRATA = 2;

/** `game`: the schedule, the longest announcement, the planned corrections and a freeze. */
export const GAME_NODE_BYTES = JSON.stringify({
  schedule: { opensAt: MS, closesAt: MS },
  announcement: { text: 'a'.repeat(ANNOUNCEMENT_MAX_LENGTH), at: MS },
  errata: Object.fromEntries(
    Array.from({ length: PLANNED_ERRATA }, (_, index) => [
      index + 1,
      { text: 'a'.repeat(ERRATUM_MAX_LENGTH), at: MS },
    ]),
  ),
  frozenAt: MS,
}).length;
