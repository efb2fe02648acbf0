import { normalise } from '../../game/answer-proof.ts';
import type { Question } from '../../backend/ports.ts';

export { answerProof } from '../../game/answer-proof.ts';

/**
 * Old documents carry a plaintext answer, compared exactly with the normalised guess (SPEC 5).
 * Null when the document has none: then only the database can judge the guess.
 */
export function matchesPlainAnswer(question: Question, guess: string): boolean | null {
  return question.answer === undefined ? null : normalise(guess) === question.answer;
}
