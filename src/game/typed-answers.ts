import { normalise } from './answer-proof.ts';
import { QUESTION_COUNT, TYPED_ANSWER_MAX_LENGTH } from './numbers.ts';

/**
 * What a team typed with one guess, as the organizers' statistics keep it
 * (`typed/{teamKey}/{count}`, written with guess number `count`, read by organizers only).
 */
export interface TypedAnswer {
  question: number;
  /** The answer normalised as a proof is (answer-proof.ts), cut to TYPED_ANSWER_MAX_LENGTH. */
  text: string;
}

/** Every team's typed answers: team key, then guess number. */
export type TypedAnswers = Record<string, Record<string, TypedAnswer>>;

/** A spelling an organizer accepted mid-night (`spellings/{q}/{proof}`): who, when, what. */
export interface AcceptedSpelling {
  by: string;
  at: number;
  text: string;
}

/** The log of accepted spellings: riddle, then the spelling's proof. */
export type AcceptedSpellings = Record<string, Record<string, AcceptedSpelling>>;

/** The text kept for the statistics from what was typed: normalised, and never too long. */
export function typedText(typed: string): string {
  return normalise(typed).slice(0, TYPED_ANSWER_MAX_LENGTH) || '?';
}

/**
 * Whether the kept text is all that was typed (and so may be accepted as a spelling): a text cut
 * at TYPED_ANSWER_MAX_LENGTH may be the start of a longer answer.
 */
export const isWholeText = (text: string): boolean => text.length < TYPED_ANSWER_MAX_LENGTH;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function toTypedAnswer(value: unknown): TypedAnswer | null {
  if (!isObject(value)) return null;
  const { question, text } = value;
  return typeof question === 'number' &&
    Number.isInteger(question) &&
    question >= 1 &&
    question <= QUESTION_COUNT &&
    typeof text === 'string' &&
    text !== ''
    ? { question, text }
    : null;
}

/** One team's entries read back, keeping what is shaped as a typed answer; null for none. */
function toTeamAnswers(entries: unknown): Record<string, TypedAnswer> | null {
  if (!isObject(entries)) return null;
  const kept = Object.entries(entries).flatMap(([count, entry]) => {
    const answer = toTypedAnswer(entry);
    return answer ? [[count, answer] as const] : [];
  });
  return kept.length > 0 ? Object.fromEntries(kept) : null;
}

/** Whether `entries` read back gives `kept` (of `size` entries) again: compared, not rebuilt. */
function readsAs(entries: unknown, kept: Record<string, TypedAnswer>, size: number): boolean {
  if (!isObject(entries)) return false;
  let same = 0;
  // A loop over the keys, not Object.entries: at 500 teams this runs over every answer typed.
  for (const count in entries) {
    const entry = entries[count];
    const was = kept[count];
    if (was === undefined) {
      if (toTypedAnswer(entry) !== null) return false;
    } else if (!isObject(entry) || entry.question !== was.question || entry.text !== was.text) {
      return false;
    } else same += 1;
  }
  return same === size;
}

interface TeamRead {
  entries: unknown;
  answers: Record<string, TypedAnswer>;
  size: number;
}

/**
 * Reads the `typed` node again at each change, keeping what is shaped as a typed answer (the
 * REST API sends an array for keys 1, 2, 3..., whose entries read the same as an object's). A
 * team whose answers read the same as last time keeps its object, so the statistics tell by
 * identity which teams typed since (riddle-statistics.ts); a node whose team's entries are the
 * very objects of the last read (the REST stream's tree, node-stream.ts) is not even compared.
 */
export function typedAnswersReader(): (value: unknown) => TypedAnswers {
  let last = new Map<string, TeamRead>();
  return (value) => {
    const read = new Map<string, TeamRead>();
    const answers: TypedAnswers = {};
    for (const [teamKey, entries] of isObject(value) ? Object.entries(value) : []) {
      const before = last.get(teamKey);
      if (before && (before.entries === entries || readsAs(entries, before.answers, before.size))) {
        read.set(teamKey, { ...before, entries });
      } else {
        const kept = toTeamAnswers(entries);
        if (kept) read.set(teamKey, { entries, answers: kept, size: Object.keys(kept).length });
      }
      const team = read.get(teamKey);
      if (team) answers[teamKey] = team.answers;
    }
    last = read;
    return answers;
  };
}

/** The `spellings` log read back, keeping well-formed entries. */
export function toAcceptedSpellings(value: unknown): AcceptedSpellings {
  const log: AcceptedSpellings = {};
  if (!isObject(value)) return log;
  for (const [question, entries] of Object.entries(value)) {
    if (!isObject(entries)) continue;
    const kept = Object.entries(entries).filter(
      (entry): entry is [string, AcceptedSpelling] =>
        isObject(entry[1]) &&
        typeof entry[1].by === 'string' &&
        typeof entry[1].at === 'number' &&
        typeof entry[1].text === 'string',
    );
    if (kept.length > 0) log[question] = Object.fromEntries(kept);
  }
  return log;
}
