import { toErrata } from './errata.ts';
import { toReleased } from './hints.ts';
import { toSchedule } from './schedule.ts';
import type {
  Announcement,
  GuessRecord,
  LateRegistration,
  NightState,
  Solves,
  TeamRecord,
  TeamStanding,
} from './types.ts';

/**
 * The database's records read back: each parser takes what a node holds (anything, since the
 * REST API and browser storage return JSON) and keeps what is shaped as the game expects.
 */

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A stored announcement, or null when it is missing or not shaped like one. */
export function toAnnouncement(value: unknown): Announcement | null {
  if (!isObject(value)) return null;
  const { text, at } = value;
  return typeof text === 'string' && text !== '' && typeof at === 'number' && Number.isFinite(at)
    ? { text, at }
    : null;
}

/**
 * `game/spellingsAt`: when each riddle last gained a spelling (no text). Read with the night, on
 * every game page: apart from typed-answers.ts, which only the console needs.
 */
export function toSpellingsAt(value: unknown): Record<string, number> {
  if (!isObject(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, number] =>
        typeof entry[1] === 'number' && Number.isFinite(entry[1]),
    ),
  );
}

/** A stored freeze time, or null (the leaderboard runs live). */
export function toFrozenAt(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The texts a night shows, read apart from the `game` node they are stamped in. */
export interface NightTexts {
  /** The `announcement` node. */
  announcement: unknown;
  /** The `errata` node. */
  errata: unknown;
}

/**
 * The `game/` node with its texts, each part checked on its own: one malformed part spoils no
 * other.
 */
export function toNightState(value: unknown, texts: NightTexts): NightState {
  const game = isObject(value) ? value : {};
  const spellingsAt = toSpellingsAt(game.spellingsAt);
  const hintsReleased = toReleased(game.released);
  return {
    schedule: toSchedule(game.schedule),
    announcement: toAnnouncement(texts.announcement),
    errata: toErrata(texts.errata),
    frozenAt: toFrozenAt(game.frozenAt),
    boardEditedAt: toFrozenAt(game.boardEditedAt),
    ...(Object.keys(spellingsAt).length > 0 ? { spellingsAt } : {}),
    ...(Object.keys(hintsReleased).length > 0 ? { hintsReleased } : {}),
  };
}

/** A stored team record, or null when the value is absent or not shaped like one. */
export function toTeamRecord(value: unknown): TeamRecord | null {
  if (!isObject(value)) return null;
  const { teamName, question, score, owner, startedAt, timestamp, disqualified } = value;
  if (
    typeof teamName !== 'string' ||
    typeof question !== 'number' ||
    typeof score !== 'number' ||
    typeof owner !== 'string' ||
    typeof startedAt !== 'number' ||
    typeof timestamp !== 'number'
  ) {
    return null;
  }
  const record = { teamName, question, score, owner, startedAt, timestamp };
  return typeof disqualified === 'boolean' ? { ...record, disqualified } : record;
}

/** Every well-formed team of the `user` node, highest score first, then the earlier time. */
export function toStandings(value: unknown): TeamStanding[] {
  if (!isObject(value)) return [];
  const standings: TeamStanding[] = [];
  for (const [teamKey, stored] of Object.entries(value)) {
    const record = toTeamRecord(stored);
    if (record) standings.push({ teamKey, ...record });
  }
  return standings.sort((a, b) => b.score - a.score || a.timestamp - b.timestamp);
}

/** A team's last recorded guess, or null when the value is absent or not shaped like one. */
export function toGuessRecord(value: unknown): GuessRecord | null {
  if (!isObject(value)) return null;
  const { question, proof, at, count } = value;
  return typeof question === 'number' &&
    typeof proof === 'string' &&
    typeof at === 'number' &&
    typeof count === 'number'
    ? { question, proof, at, count }
    : null;
}

/** The stored `solves` node, keeping only numeric times under each team and riddle. */
export function toSolves(value: unknown): Solves {
  const solves: Solves = {};
  // The REST API sends an array for keys 1, 2, 3... (riddles, or teams named by numbers):
  // its entries read the same as an object's.
  if (typeof value !== 'object' || value === null) return solves;
  for (const [teamKey, times] of Object.entries(value)) {
    if (typeof times !== 'object' || times === null) continue;
    const kept = Object.entries(times).filter(
      (entry): entry is [string, number] => typeof entry[1] === 'number',
    );
    if (kept.length > 0) solves[teamKey] = Object.fromEntries(kept);
  }
  return solves;
}

/** The late phones' notes (`lateRegistrations/`), earliest first, keeping only what is shaped as one. */
export function toLateRegistrations(value: unknown): LateRegistration[] {
  if (!isObject(value)) return [];
  return Object.entries(value)
    .flatMap(([uid, note]) => {
      if (!isObject(note)) return [];
      const { teamName, at } = note;
      return typeof teamName === 'string' && typeof at === 'number' && Number.isFinite(at)
        ? [{ uid, teamName, at }]
        : [];
    })
    .sort((a, b) => a.at - b.at);
}

/** How many guesses each team has made tonight, from `guesses/` ({teamKey: {count}}). */
export function toGuessCounts(value: unknown): Record<string, number> {
  if (typeof value !== 'object' || value === null) return {};
  const counts: Record<string, number> = {};
  for (const [teamKey, guess] of Object.entries(value)) {
    const count: unknown = (guess as { count?: unknown } | null)?.count;
    if (typeof count === 'number' && Number.isInteger(count) && count > 0) counts[teamKey] = count;
  }
  return counts;
}
