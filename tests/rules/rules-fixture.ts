import { readFileSync } from 'node:fs';
import targaryen from 'targaryen';
import type { Database, RulesFile } from 'targaryen';

/** The real rules file, parsed once: the tests judge exactly what gets deployed. */
export const databaseRules = JSON.parse(
  readFileSync(new URL('../../database.rules.json', import.meta.url), 'utf8'),
) as RulesFile;

export const OWNER = { uid: 'owner-uid', provider: 'anonymous' };
export const STRANGER = { uid: 'stranger-uid', provider: 'anonymous' };
export const STARTED_AT = 1_700_000_000_000;
export const HOUR = 3_600_000;
export const SERVER_TIME = { '.sv': 'timestamp' };

/** The night the fixtures play in: it opened 30 minutes before the team started, it lasts 2 hours. */
export const OPENS_AT = STARTED_AT - 30 * 60_000;
export const CLOSES_AT = OPENS_AT + 2 * HOUR;
export const SCHEDULE = { opensAt: OPENS_AT, closesAt: CLOSES_AT };

export const answers = { '1': 'proof-one', '2': 'proof-two', '3': 'proof-three' };

export function teamRecord(question: number, score: number, timestamp = STARTED_AT) {
  return {
    teamName: 'Tesla Coils',
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
 * A database holding the answers, the night's schedule (none when `schedule` is null)
 * and, optionally, the team `tesla coils`, its proofs and its last recorded guess.
 */
export function databaseWith(
  team: StoredTeam | null,
  proofs: Record<string, string> = {},
  schedule: Partial<typeof SCHEDULE> | null = SCHEDULE,
  guess: GuessRecord | null = null,
): Database {
  const data = {
    game: schedule ? { schedule } : {},
    answers,
    user: team ? { 'tesla coils': team } : {},
    proofs: { 'tesla coils': proofs },
    guesses: guess ? { 'tesla coils': guess } : {},
  };
  return targaryen.database(databaseRules, data, STARTED_AT);
}
