/**
 * The game's fixed numbers, each written once. The database referees the first group:
 * `npm run rules:build` writes them into database.rules.json from rules/database/.
 */

/** Riddles in a night, numbered 1..21; a team on riddle 22 has solved them all. */
export const QUESTION_COUNT = 21;
export const POINTS_PER_ANSWER = 10;
/**
 * A team's hour, counted on the server's clock from the night's opening (not from the team's
 * registration): every team plays the same window, so a team registered late has less time,
 * never more (docs/game.md, "One window for every team").
 */
export const TIME_LIMIT_MINUTES = 60;
export const TIME_LIMIT_MS = TIME_LIMIT_MINUTES * 60 * 1000;
/**
 * Teams register from the opening until this many minutes after it (and never after the close):
 * a team arriving later would only replay what an earlier team learnt.
 */
export const REGISTRATION_MINUTES = 15;
export const REGISTRATION_MS = REGISTRATION_MINUTES * 60 * 1000;
/**
 * A right guess recorded before the bell (the end of the team's hour, or the night's close)
 * still moves the team on when its advance lands up to this long after the bell.
 */
export const BELL_GRACE_MS = 60_000;
/** After a wrong guess, a team waits this many milliseconds (server time) to guess again. */
export const GUESS_COOLDOWN_MS = 5000;
export const TEAM_NAME_MAX_LENGTH = 40;
/** The longest announcement organizers may post, in characters. */
export const ANNOUNCEMENT_MAX_LENGTH = 280;
/**
 * The longest typed answer kept for the organizers' statistics (normalised, cut to this many
 * characters), written with its recorded guess.
 */
export const TYPED_ANSWER_MAX_LENGTH = 60;
/** The longest correction organizers may attach to one riddle, in characters. */
export const ERRATUM_MAX_LENGTH = 280;
/** The characters of a device code, the start of its account's uid. */
export const DEVICE_CODE_LENGTH = 6;

/**
 * From this long before the opening, /CoS gives each device its anonymous account (a sign-up);
 * `npm run game:schedule -- --teams N` raises the sign-up quota from then on.
 */
export const ACCOUNT_LEAD_MINUTES = 15;
/** The longest night organizers may set, in hours (the console and the organizers' commands). */
export const MAX_NIGHT_HOURS = 24;
/** Without a schedule, the local game opens at this hour of the device's own clock. */
export const START_HOUR = 18;
/** The finish screen says it is redirecting after MESSAGE_DELAY_MS, and does after REDIRECT_DELAY_MS. */
export const MESSAGE_DELAY_MS = 1000;
export const REDIRECT_DELAY_MS = 3000;
