// The game's numbers and the pages' timings, as the docs give them (docs/game.md, "The numbers").
import * as numbers from '../../src/game/numbers.ts';
import { GUESSES_POLL_MS } from '../../src/backend/rtdb/organizer-rest.ts';
import {
  NIGHT_REFRESH_MS,
  NIGHT_RETRY_MAX_MS,
  NIGHT_RETRY_MS,
} from '../../src/backend/rtdb/night-rest.ts';
import { BOARD_POLL_MS } from '../../src/backend/rtdb/teams-rest.ts';
import { NOTICE_MS } from '../../src/features/cos/leaderboard/projector/first-solve/use-first-solve-notices.ts';
import { PAGE_MS } from '../../src/features/cos/leaderboard/projector/use-page-turns.ts';
import { CONTROLS_MS } from '../../src/features/cos/leaderboard/projector/use-pointer-active.ts';
import {
  HINT_RETRY_MAX_MS,
  HINT_RETRY_MS,
} from '../../src/features/cos/play/aids/use-riddle-hints.ts';
import { FIRST_DELAY_MS, MAX_DELAY_MS } from '../../src/features/cos/play/retry.ts';
import { REINSTATEMENT_POLL_MS } from '../../src/features/cos/play/use-reinstatement.ts';
import { markdownTable } from '../game-capacity/units.ts';
import type { Facts } from './fact-regions.ts';

export const seconds = (ms: number) => `${ms / 1000} s`;
const minutes = (count: number) => `${count} minutes`;
const characters = (count: number) => `up to ${count} characters`;
const doubling = (first: number, most: number) =>
  `again in ${seconds(first)}, then twice as long each time, up to ${seconds(most)}`;

type NumberName = keyof typeof numbers;

/** Each number of src/game/numbers.ts: what it is, and its value in words. */
export const NUMBER_ROWS: Partial<Record<NumberName, [string, string]>> = {
  QUESTION_COUNT: ['riddles in a night', String(numbers.QUESTION_COUNT)],
  POINTS_PER_ANSWER: ['points for a right answer', String(numbers.POINTS_PER_ANSWER)],
  TIME_LIMIT_MINUTES: ["a team's hour", minutes(numbers.TIME_LIMIT_MINUTES)],
  GUESS_COOLDOWN_MS: ['the wait after a wrong guess', seconds(numbers.GUESS_COOLDOWN_MS)],
  BELL_GRACE_MS: ["the bell's grace", seconds(numbers.BELL_GRACE_MS)],
  TEAM_NAME_MAX_LENGTH: ['a team name', `1 to ${numbers.TEAM_NAME_MAX_LENGTH} characters`],
  ANNOUNCEMENT_MAX_LENGTH: ['an announcement', characters(numbers.ANNOUNCEMENT_MAX_LENGTH)],
  TYPED_ANSWER_MAX_LENGTH: [
    'a typed answer, for the statistics',
    characters(numbers.TYPED_ANSWER_MAX_LENGTH),
  ],
  ERRATUM_MAX_LENGTH: ["a riddle's correction", characters(numbers.ERRATUM_MAX_LENGTH)],
  DEVICE_CODE_LENGTH: ['a device code', `${numbers.DEVICE_CODE_LENGTH} characters`],
  ACCOUNT_LEAD_MINUTES: [
    "a device's account, before the opening",
    minutes(numbers.ACCOUNT_LEAD_MINUTES),
  ],
  MAX_NIGHT_HOURS: ['the longest night', `${numbers.MAX_NIGHT_HOURS} hours`],
  START_HOUR: ["the local game's opening, with no night", `${numbers.START_HOUR}:00`],
  MESSAGE_DELAY_MS: [
    'the finish screen says it is redirecting',
    `${seconds(numbers.MESSAGE_DELAY_MS)} after the last riddle`,
  ],
  REDIRECT_DELAY_MS: [
    'the finish screen goes home',
    `${seconds(numbers.REDIRECT_DELAY_MS)} after the last riddle`,
  ],
};

/** Numbers that restate another in other units, so the table leaves them out. */
export const RESTATED: readonly NumberName[] = ['TIME_LIMIT_MS'];

function numbersTable(): string {
  const rows = Object.entries(NUMBER_ROWS).map(([name, [what, value]]) => [
    what,
    value,
    `\`${name}\``,
  ]);
  return markdownTable([['number', 'value', 'constant'], ...rows]);
}

/** What the pages ask of the database now and then, hosted, and where each interval is set. */
function timingsTable(): string {
  const rows = [
    [
      'every page of the game and every board reads the night (`game.json`)',
      `every ${seconds(NIGHT_REFRESH_MS)}; after a failed read, ${doubling(NIGHT_RETRY_MS, NIGHT_RETRY_MAX_MS)}`,
      '`NIGHT_REFRESH_MS`, `src/backend/rtdb/night-rest.ts`',
    ],
    [
      'the leaderboard on a phone reads the teams that changed (the projector and the console stream them)',
      `every ${seconds(BOARD_POLL_MS)}, less often while nothing changes`,
      '`BOARD_POLL_MS`, `src/backend/rtdb/teams-rest.ts`',
    ],
    [
      'the console reads the accepted spellings',
      `every ${seconds(GUESSES_POLL_MS)}, less often while nothing changes`,
      '`GUESSES_POLL_MS`, `src/backend/rtdb/organizer-rest.ts`',
    ],
    [
      'a disqualified team reads its record, to play on after a Reinstate',
      `every ${seconds(REINSTATEMENT_POLL_MS)}`,
      '`REINSTATEMENT_POLL_MS`, `src/features/cos/play/use-reinstatement.ts`',
    ],
    [
      "a hint the rules refused (the device's clock a little off) is asked for again",
      doubling(HINT_RETRY_MS, HINT_RETRY_MAX_MS),
      '`HINT_RETRY_MS`, `src/features/cos/play/aids/use-riddle-hints.ts`',
    ],
    [
      'a guess whose reply the network lost is finished again',
      doubling(FIRST_DELAY_MS, MAX_DELAY_MS),
      '`FIRST_DELAY_MS`, `src/features/cos/play/retry.ts`',
    ],
  ];
  return markdownTable([['what', 'when', 'constant, file'], ...rows]);
}

export const GAME_FACTS: Facts = {
  'numbers-table': numbersTable,
  'timings-table': timingsTable,
  'night-poll': () => seconds(NIGHT_REFRESH_MS),
  'board-poll': () => seconds(BOARD_POLL_MS),
  'spellings-poll': () => seconds(GUESSES_POLL_MS),
  'reinstatement-poll': () => seconds(REINSTATEMENT_POLL_MS),
  'hint-retry': () => seconds(HINT_RETRY_MS),
  'guess-retry': () =>
    `${seconds(FIRST_DELAY_MS)}, ${seconds(2 * FIRST_DELAY_MS)}, ${seconds(4 * FIRST_DELAY_MS)} ... up to ${seconds(MAX_DELAY_MS)}`,
  'finish-message': () => seconds(numbers.MESSAGE_DELAY_MS),
  'finish-redirect': () => seconds(numbers.REDIRECT_DELAY_MS),
  'account-lead': () => minutes(numbers.ACCOUNT_LEAD_MINUTES),
  'local-opening': () => `${numbers.START_HOUR}:00`,
  'typed-answer-max': () => String(numbers.TYPED_ANSWER_MAX_LENGTH),
  'night-hours-max': () => String(numbers.MAX_NIGHT_HOURS),
  'wall-page-turn': () => seconds(PAGE_MS),
  'wall-controls': () => seconds(CONTROLS_MS),
  'wall-first-solve': () => seconds(NOTICE_MS),
};
