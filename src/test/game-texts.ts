import {
  GUESS_COOLDOWN_MS,
  POINTS_PER_ANSWER,
  QUESTION_COUNT,
  TIME_LIMIT_MINUTES,
} from '@/game/numbers.ts';

// What the game counts and shows, built from its numbers (src/game/numbers.ts): a test that
// reads these holds when a number changes. The unit tests and the journeys share them.

/** The playing screen's heading on riddle `n`. */
export const questionHeading = (n: number) => `Question ${n} of ${QUESTION_COUNT}`;

/** The points of `solved` right answers. */
export const points = (solved: number) => solved * POINTS_PER_ANSWER;

/** The score after `solved` right answers, as a page shows it. */
export const scoreAfter = (solved: number) => String(points(solved));

/** A board's "riddles solved" (or a console's "question") cell. */
export const outOfAll = (n: number) => `${n} / ${QUESTION_COUNT}`;

/** A team on riddle `question`, with every riddle before it solved. */
export const onRiddle = (question: number) => ({ question, score: points(question - 1) });

/** The finish screen's heading once every riddle is solved. */
export const FINAL_SCORE = `Final score: ${scoreAfter(QUESTION_COUNT)}`;

/** The wait after a wrong guess, in whole seconds, as the page counts it down. */
export const COOLDOWN_SECONDS = GUESS_COOLDOWN_MS / 1000;

/** What the page says while `seconds` of the wait are left. */
export const nextGuessIn = (seconds: number) => `Next guess in ${seconds} s`;

/** The team's countdown once `minutes` of its hour have passed. */
export const timeLeftAfter = (minutes: number) =>
  `${String(TIME_LIMIT_MINUTES - minutes).padStart(2, '0')}:00`;
