import { answerProof } from '@/game/answer-proof.ts';
import type { Question } from '@/game/types.ts';
import type { QuestionPort } from '../ports.ts';

/** One riddle in the admin format of the question bank file. */
export interface BankEntry {
  qNo: string;
  question: string;
  answer: string;
  /** More spellings that count as right ("flip-flop" beside "flipflop"). */
  accept?: readonly string[];
  image?: string;
  audio?: string;
  /** The riddle's help (docs/game-night.md, "The question bank"), served by aids.ts only. */
  hints?: readonly { after: number; text: string }[];
  nudges?: readonly { answer: string; reply: string }[];
  solution?: string;
}

export interface LocalQuestions extends QuestionPort {
  /**
   * Whether `proof` solves riddle `questionNumber`: the proof of its answer or of an accepted
   * spelling, as `answers/` and `alternatives/` judge it. Stays inside the local backend.
   */
  isRight(questionNumber: number, proof: string): Promise<boolean>;
}

/**
 * Serves the bank as the hosted database would: the riddle only, never its answer
 * or anything derived from it; proofs stay in this closure for the team store.
 */
export function createLocalQuestions(bank: readonly BankEntry[]): LocalQuestions {
  const byNumber = new Map(bank.map((entry) => [entry.qNo, entry]));
  const proofs = new Map<string, Promise<string[]>>();

  function toQuestion(entry: BankEntry): Question {
    return {
      qNo: entry.qNo,
      question: entry.question,
      ...(entry.image ? { image: entry.image } : {}),
      ...(entry.audio ? { audio: entry.audio } : {}),
    };
  }

  /** The proofs of every spelling the riddle takes, worked out once. */
  function proofsOf(entry: BankEntry): Promise<string[]> {
    let known = proofs.get(entry.qNo);
    if (!known) {
      const spellings = [entry.answer, ...(entry.accept ?? [])];
      known = Promise.all(spellings.map((spelling) => answerProof(entry.qNo, spelling)));
      proofs.set(entry.qNo, known);
    }
    return known;
  }

  return {
    async getQuestion(questionNumber) {
      const entry = byNumber.get(String(questionNumber));
      return entry ? toQuestion(entry) : null;
    },
    async isRight(questionNumber, proof) {
      const entry = byNumber.get(String(questionNumber));
      return entry ? (await proofsOf(entry)).includes(proof) : false;
    },
  };
}
