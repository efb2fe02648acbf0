import { answerProof } from '@/game/answer-proof.ts';

/**
 * What a question bank becomes in the Realtime Database, as `npm run questions:upload` writes it
 * and local mode gives it to its database: each riddle's proof at `answers/{qNo}`, its accepted
 * spellings' proofs as the keys of `alternatives/{qNo}`, and its help (docs/game-night.md, "The
 * question bank") at `hints/{qNo}/{n}` (n from 1), `nudges/{qNo}/{proof}`, `solutions/{qNo}` and
 * `aids/{qNo}`, what help there is. None but `aids` is readable before the rules say.
 */

export interface BankHint {
  /** Minutes the team has been on the riddle before the hint opens. */
  after: number;
  text: string;
}

export interface BankNudge {
  /** A near-miss answer, judged as answers are (normalised). */
  answer: string;
  reply: string;
}

/** A riddle of the bank, as far as the Realtime Database holds it (the riddle is Firestore's). */
export interface BankRiddle {
  qNo: string;
  answer: string;
  /** More spellings that count as right ("flip-flop", "flipflop"). */
  accept?: readonly string[];
  hints?: readonly BankHint[];
  nudges?: readonly BankNudge[];
  solution?: string;
}

/** What an upload writes for one riddle's help; nudges keyed by their answer's proof. */
export interface AidUpload {
  hints: BankHint[];
  nudges: Record<string, string>;
  solution: string | null;
}

/** The riddle's help as the upload writes it: each nudge under its answer's proof. */
export async function toAidUpload(
  qNo: string,
  riddle: Pick<BankRiddle, 'hints' | 'nudges' | 'solution'>,
): Promise<AidUpload> {
  const nudges = await Promise.all(
    (riddle.nudges ?? []).map(
      async ({ answer, reply }) => [await answerProof(qNo, answer), reply] as const,
    ),
  );
  return {
    hints: (riddle.hints ?? []).map(({ after, text }) => ({ after, text })),
    nudges: Object.fromEntries(nudges),
    solution: riddle.solution ?? null,
  };
}

/** The paths of each riddle's help; null clears what an older bank left. */
export function aidWrites(
  uploads: readonly { qNo: string; aids?: AidUpload }[],
): Record<string, unknown> {
  const database: Record<string, unknown> = {};
  for (const { qNo, aids } of uploads) {
    if (!aids) continue;
    const { hints, nudges, solution } = aids;
    const nudged = Object.keys(nudges).length > 0;
    database[`hints/${qNo}`] =
      hints.length === 0 ? null : Object.fromEntries(hints.map((hint, i) => [i + 1, hint]));
    database[`nudges/${qNo}`] = nudged ? nudges : null;
    database[`solutions/${qNo}`] = solution;
    const visible = {
      ...(hints.length > 0 ? { hints: hints.map(({ after }) => after) } : {}),
      ...(nudged ? { nudges: true } : {}),
      ...(solution === null ? {} : { solution: true }),
    };
    database[`aids/${qNo}`] = Object.keys(visible).length === 0 ? null : visible;
  }
  return database;
}

/** Each riddle's proof, and its accepted spellings' (null, clearing older ones, for none). */
export function proofWrites(
  uploads: readonly { qNo: string; proof: string; alternatives: readonly string[] }[],
): Record<string, unknown> {
  const database: Record<string, unknown> = {};
  for (const { qNo, proof } of uploads) database[`answers/${qNo}`] = proof;
  for (const { qNo, alternatives } of uploads) {
    database[`alternatives/${qNo}`] =
      alternatives.length === 0
        ? null
        : Object.fromEntries(alternatives.map((spelling) => [spelling, true]));
  }
  return database;
}

/** Everything the bank puts in the Realtime Database, as paths from its root. */
export async function bankWrites(bank: readonly BankRiddle[]): Promise<Record<string, unknown>> {
  const uploads = await Promise.all(
    bank.map(async (riddle) => ({
      qNo: riddle.qNo,
      proof: await answerProof(riddle.qNo, riddle.answer),
      alternatives: await Promise.all(
        (riddle.accept ?? []).map((spelling) => answerProof(riddle.qNo, spelling)),
      ),
      aids: await toAidUpload(riddle.qNo, riddle),
    })),
  );
  return { ...proofWrites(uploads), ...aidWrites(uploads) };
}
