import { readFileSync } from 'node:fs';
import targaryen from 'targaryen';
import type { Database, RulesFile } from 'targaryen';

/** The real rules file, parsed once: the tests judge exactly what gets deployed. */
export const databaseRules = JSON.parse(
  readFileSync(new URL('../../database.rules.json', import.meta.url), 'utf8'),
) as RulesFile;

export const OWNER = { uid: 'owner-uid', provider: 'anonymous' };
export const STRANGER = { uid: 'stranger-uid', provider: 'anonymous' };
/** An organizer once `withOrganizer` grants it: admins/{uid} = true, as `npm run game:admin` writes. */
export const ORGANIZER = { uid: 'organizer-uid', provider: 'password' };
export const STARTED_AT = 1_700_000_000_000;
export const HOUR = 3_600_000;
export const SERVER_TIME = { '.sv': 'timestamp' };

/** The night the fixtures play in: it opened 30 minutes before the team started, it lasts 2 hours. */
export const OPENS_AT = STARTED_AT - 30 * 60_000;
export const CLOSES_AT = OPENS_AT + 2 * HOUR;
export const SCHEDULE = { opensAt: OPENS_AT, closesAt: CLOSES_AT };

export const answers = { '1': 'proof-one', '2': 'proof-two', '3': 'proof-three' };
/** Riddle 1 also accepts a second spelling ("flip-flop" beside "flipflop"): its proof is a key. */
export const ALTERNATIVE_1 = 'proof-one-other-spelling';
export const alternatives = { '1': { [ALTERNATIVE_1]: true } };

/** The fixtures' team: its name as stored, and its key. */
export const TEAM_NAME = 'tesla coils';
export const TEAM_KEY = 'tesla coils';

/** A new team as the client sends it: question 1, no points, server times. */
export function newTeam(overrides: Record<string, unknown> = {}) {
  return {
    teamName: TEAM_NAME,
    question: 1,
    score: 0,
    owner: OWNER.uid,
    startedAt: SERVER_TIME,
    timestamp: SERVER_TIME,
    ...overrides,
  };
}

/** A create as the client sends it: one root update with the team and its owner entry. */
export function creation(record: object, key = TEAM_KEY, uid = OWNER.uid) {
  return { [`user/${key}`]: record, [`owners/${uid}`]: key };
}

/**
 * An advance as the client sends it: one root update moving the team on from `question`
 * by one question and 10 points, at the server's time, and recording when it solved it.
 */
export function advance(question: number, score: number, key = TEAM_KEY) {
  return {
    [`user/${key}/question`]: question + 1,
    [`user/${key}/score`]: score + 10,
    [`user/${key}/timestamp`]: SERVER_TIME,
    [`solves/${key}/${question}`]: SERVER_TIME,
  };
}

export function teamRecord(question: number, score: number, timestamp = STARTED_AT) {
  return {
    teamName: TEAM_NAME,
    question,
    score,
    owner: OWNER.uid,
    startedAt: STARTED_AT,
    timestamp,
  };
}

/** A stored team record; organizers may add `disqualified`. */
export type StoredTeam = ReturnType<typeof teamRecord> & { disqualified?: boolean };

export interface GuessRecord {
  question: number;
  proof: string;
  at: number;
  count: number;
}

/**
 * A database holding the answers and accepted spellings, the night's schedule (none when `schedule` is null)
 * and, optionally, the team `tesla coils` with its owner entry, its proofs, its last
 * recorded guess and its solves.
 */
export function databaseWith(
  team: StoredTeam | null,
  proofs: Record<string, string> = {},
  schedule: Partial<typeof SCHEDULE> | null = SCHEDULE,
  guess: GuessRecord | null = null,
  solves: Record<string, number> = {},
): Database {
  const data = {
    game: schedule ? { schedule } : {},
    answers,
    alternatives,
    user: team ? { [TEAM_KEY]: team } : {},
    owners: team ? { [team.owner]: TEAM_KEY } : {},
    proofs: { [TEAM_KEY]: proofs },
    guesses: guess ? { [TEAM_KEY]: guess } : {},
    solves: { [TEAM_KEY]: solves },
  };
  return targaryen.database(databaseRules, data, STARTED_AT);
}

/**
 * `db`'s data with ORGANIZER granted, as firebase-admin would write admins/{uid}, in a new
 * signed-out database: targaryen's `as(null)` keeps the last writer's auth.
 */
export function withOrganizer(db: Database): Database {
  const data = { ...(db.root.$value() as object), admins: { [ORGANIZER.uid]: true } };
  return targaryen.database(databaseRules, data, STARTED_AT);
}
