/** The game's fixed numbers, from the society's rules (SPEC section 9). */
export const QUESTION_COUNT = 21;
export const POINTS_PER_ANSWER = 10;
/** The game opens at this hour of the device's own clock. */
export const START_HOUR = 18;
export const TIME_LIMIT_MINUTES = 60;
export const TIME_LIMIT_MS = TIME_LIMIT_MINUTES * 60 * 1000;
export const REDIRECT_DELAY_MS = 3000;
export const MESSAGE_DELAY_MS = 1000;
/** `question` on a team record once every riddle is solved. */
export const ALL_SOLVED = QUESTION_COUNT + 1;
