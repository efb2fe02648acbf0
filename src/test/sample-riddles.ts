import bank from '@/content/cos-questions.sample.json';
import { answerProof } from '@/game/answer-proof.ts';
import type { GameIdentity } from '@/backend/ports.ts';
import { unsignedIdToken } from '@/backend/local/id-token.ts';

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

interface LocalIdentityOptions {
  /** The signed-in account's address, verified (an organizer's is) or not; none: anonymous. */
  email?: { address: string; verified: boolean };
  /** The local database's clock, when a test sets it apart from this device's. */
  clock?: () => number;
}

/** A game identity with an ID token as local auth makes them, naming its uid (and address). */
export function localIdentity(uid: string, options: LocalIdentityOptions = {}): GameIdentity {
  const { email, clock } = options;
  const token = unsignedIdToken({
    user_id: uid,
    ...(email ? { email: email.address, email_verified: email.verified } : {}),
    firebase: { sign_in_provider: email ? 'password' : 'anonymous' },
  });
  return {
    uid,
    getIdToken: async () => token,
    clockOffset: async () => (clock ? clock() - Date.now() : 0),
  };
}
