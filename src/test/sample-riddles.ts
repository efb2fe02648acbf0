import bank from '@/content/cos-questions.sample.json';
import { answerProof } from '@/game/answer-proof.ts';
import type { GameIdentity } from '@/backend/ports.ts';

/** The proof of riddle `qNo`'s right answer in the sample bank (past the bank, a wrong one). */
export async function sampleProof(qNo: number): Promise<string> {
  const entry = bank.find((question) => question.qNo === String(qNo));
  return entry ? answerProof(entry.qNo, entry.answer) : 'f'.repeat(64);
}

/** The proof of riddle 1's other accepted spelling ("Ohms" beside "Ohm"). */
export const otherSpellingProof = (): Promise<string> =>
  answerProof('1', bank[0]?.accept?.[0] ?? '');

/** RTDB `answers` and `alternatives` for the sample bank, as questions:upload writes them. */
export async function sampleProofNodes(): Promise<{
  answers: Record<string, string>;
  alternatives: Record<string, Record<string, true>>;
}> {
  const answers = Object.fromEntries(
    await Promise.all(bank.map(async ({ qNo }) => [qNo, await sampleProof(Number(qNo))])),
  );
  return { answers, alternatives: { '1': { [await otherSpellingProof()]: true } } };
}

/** A game identity whose token names its uid, as local mode's are. */
export function localIdentity(uid: string): GameIdentity {
  return { uid, getIdToken: async () => `token-${uid}`, clockOffset: async () => 0 };
}
