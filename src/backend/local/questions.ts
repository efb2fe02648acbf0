import { answerProof } from '../answer-crypto.ts';
import type { Question, QuestionPort } from '../ports.ts';

/** One riddle in the admin format of the question bank file. */
export interface BankEntry {
  qNo: string;
  question: string;
  answer: string;
  image?: string;
  audio?: string;
}

export interface LocalQuestions extends QuestionPort {
  /** The proof the team store accepts for `qNo`; stays inside the local backend. */
  proofFor(questionNumber: number): Promise<string | null>;
}

/**
 * Serves the bank as the hosted database would: the riddle only, never its answer
 * or anything derived from it; proofs stay in this closure for the team store.
 */
export function createLocalQuestions(bank: readonly BankEntry[]): LocalQuestions {
  const byNumber = new Map(bank.map((entry) => [entry.qNo, entry]));
  const proofs = new Map<string, Promise<string>>();

  function toQuestion(entry: BankEntry): Question {
    return {
      qNo: entry.qNo,
      question: entry.question,
      ...(entry.image ? { image: entry.image } : {}),
      ...(entry.audio ? { audio: entry.audio } : {}),
    };
  }

  return {
    async getQuestion(questionNumber) {
      const entry = byNumber.get(String(questionNumber));
      return entry ? toQuestion(entry) : null;
    },
    async proofFor(questionNumber) {
      const entry = byNumber.get(String(questionNumber));
      if (!entry) return null;
      let proof = proofs.get(entry.qNo);
      if (!proof) {
        proof = answerProof(entry.qNo, entry.answer);
        proofs.set(entry.qNo, proof);
      }
      return proof;
    },
  };
}
