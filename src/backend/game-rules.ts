/**
 * The Chamber of Secrets numbers that the database referees. database.rules.json
 * repeats them (JSON cannot import); tests/rules/game-rules.test.ts checks both agree.
 */
export const QUESTION_COUNT = 21;
export const POINTS_PER_ANSWER = 10;
export const TIME_LIMIT_MINUTES = 60;
export const TIME_LIMIT_MS = TIME_LIMIT_MINUTES * 60 * 1000;
export const TEAM_NAME_MAX_LENGTH = 40;
/** A team may record one guess per this many milliseconds (server time). */
export const GUESS_COOLDOWN_MS = 5000;
