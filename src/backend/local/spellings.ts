import { answerProof } from '@/game/answer-proof.ts';
import { QUESTION_COUNT, TYPED_ANSWER_MAX_LENGTH } from '@/game/numbers.ts';
import { toSpellingsAt } from '@/game/records.ts';
import { BackendError } from '../ports.ts';
import { NIGHT_STORAGE_KEY, readTable, SPELLINGS_STORAGE_KEY, writeTable } from './tables.ts';

/** Whether organizers accepted `proof` as a spelling of riddle `question` tonight. */
export function isAcceptedSpelling(storage: Storage, question: number, proof: string): boolean {
  const log = readTable<Record<string, unknown>>(storage, SPELLINGS_STORAGE_KEY);
  return log[String(question)]?.[proof] !== undefined;
}

/**
 * As an organizer's acceptance in the database: the spelling's log entry (which, here, is also
 * its `alternatives/` entry) and the riddle's notice in `game/spellingsAt`, once.
 */
export async function acceptSpelling(
  storage: Storage,
  by: string,
  at: number,
  question: number,
  text: string,
): Promise<void> {
  const refused = (reason: string) =>
    new BackendError('PERMISSION_DENIED', `Permission denied: ${reason}`);
  if (!Number.isInteger(question) || question < 1 || question > QUESTION_COUNT) {
    throw refused('no such riddle');
  }
  if (text.length < 1 || text.length > TYPED_ANSWER_MAX_LENGTH) throw refused('spelling length');
  const proof = await answerProof(String(question), text);
  if (isAcceptedSpelling(storage, question, proof)) throw refused('accepted already');
  const log = readTable<Record<string, unknown>>(storage, SPELLINGS_STORAGE_KEY);
  const riddle = String(question);
  writeTable(storage, SPELLINGS_STORAGE_KEY, {
    ...log,
    [riddle]: { ...log[riddle], [proof]: { by, at, text } },
  });
  const night = readTable<unknown>(storage, NIGHT_STORAGE_KEY);
  const spellingsAt = toSpellingsAt(night.spellingsAt);
  writeTable(storage, NIGHT_STORAGE_KEY, {
    ...night,
    spellingsAt: { ...spellingsAt, [riddle]: at },
  });
}
