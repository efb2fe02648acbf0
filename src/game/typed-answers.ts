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

/**
 * The `typed` node read back, keeping what is shaped as a typed answer. The REST API sends an
 * array for keys 1, 2, 3..., whose entries read the same as an object's.
 */
export function toTypedAnswers(value: unknown): TypedAnswers {
  const answers: TypedAnswers = {};
  if (!isObject(value)) return answers;
  for (const [teamKey, entries] of Object.entries(value)) {
    if (!isObject(entries)) continue;
    const kept = Object.entries(entries).flatMap(([count, entry]) => {
      const answer = toTypedAnswer(entry);
      return answer ? [[count, answer] as const] : [];
    });
    if (kept.length > 0) answers[teamKey] = Object.fromEntries(kept);
  }
  return answers;
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

/** `game/spellingsAt`: when each riddle last gained a spelling (no text). */
export function toSpellingsAt(value: unknown): Record<string, number> {
  if (!isObject(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, number] =>
        typeof entry[1] === 'number' && Number.isFinite(entry[1]),
    ),
  );
}
