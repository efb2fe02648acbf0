import { answerHash, normalise } from '../../backend/answer-crypto.ts';
import type { Question } from '../../backend/ports.ts';

export { answerHash, answerProof, normalise } from '../../backend/answer-crypto.ts';

/** Old documents carry a plaintext answer, compared exactly with the normalised guess (SPEC 5). */
export async function isCorrectAnswer(question: Question, guess: string): Promise<boolean> {
  if (question.answerHash) {
    return (await answerHash(question.qNo, guess)) === question.answerHash.toLowerCase();
  }
  if (question.answer !== undefined) return normalise(guess) === question.answer;
  return false;
}
