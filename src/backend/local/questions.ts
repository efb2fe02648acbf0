import type { Question } from '@/game/types.ts';
import type { BankRiddle } from '../rtdb/bank-writes.ts';
import type { QuestionPort } from '../ports.ts';

/** One riddle in the admin format of the question bank file. */
export interface BankEntry extends BankRiddle {
  question: string;
  image?: string;
  audio?: string;
}

/**
 * Serves the bank's riddles as Firestore would, the riddle only: its answer, spellings and help
 * are in local mode's database (browser-database.ts), where the rules judge them.
 */
export function createLocalQuestions(bank: readonly BankEntry[]): QuestionPort {
  const byNumber = new Map(bank.map((entry) => [entry.qNo, entry]));
  return {
    async getQuestion(questionNumber) {
      const entry = byNumber.get(String(questionNumber));
      if (!entry) return null;
      return {
        qNo: entry.qNo,
        question: entry.question,
        ...(entry.image ? { image: entry.image } : {}),
        ...(entry.audio ? { audio: entry.audio } : {}),
      } satisfies Question;
    },
  };
}
