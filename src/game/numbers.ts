/**
 * The game's fixed numbers on the page (SPEC section 9). Those the database
 * enforces too (questions, points, time limit) live in src/backend/game-rules.ts.
 */
/** The game opens at this hour of the device's own clock. */
export const START_HOUR = 18;
export const REDIRECT_DELAY_MS = 3000;
export const MESSAGE_DELAY_MS = 1000;
