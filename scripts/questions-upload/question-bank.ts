import { answerProof, normalise } from '../../src/game/answer-proof.ts';
import { QUESTION_COUNT } from '../../src/game/numbers.ts';
import { type AidUpload, toAidUpload } from '../../src/backend/rtdb/bank-writes.ts';
import { AID_FIELDS, aidProblems, type BankAids } from './bank-aids.ts';

/** One riddle of a question bank file, as bankProblems checks it. */
export interface BankEntry extends BankAids {
  qNo: string;
  question: string;
  answer: string;
  /** More spellings that count as right ("flip-flop", "flipflop"). */
  accept?: string[];
  image?: string;
  audio?: string;
}

/** A riddle's public Firestore document: the riddle only. */
export type RiddleDocument = Pick<BankEntry, 'qNo' | 'question' | 'image' | 'audio'>;

/** What an upload writes for one riddle (see toUploads). */
export interface Upload {
  qNo: string;
  document: RiddleDocument;
  proof: string;
  alternatives: string[];
  /** Its hints, nudges and solution (src/backend/rtdb/bank-writes.ts); toUploads always gives them. */
  aids?: AidUpload;
}

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';
const KNOWN_FIELDS = new Set([
  'qNo',
  'question',
  'answer',
  'accept',
  'image',
  'audio',
  ...AID_FIELDS,
]);

/**
 * The problems of an entry's `accept` list, naming each spelling by its index, never its text:
 * every spelling is non-empty text and counts once (the answer included) once normalised.
 */
function acceptProblems(entry: Record<string, unknown>, where: string): string[] {
  if (entry.accept === undefined) return [];
  if (!Array.isArray(entry.accept)) return [`${where}: accept must be a list of spellings.`];
  const problems: string[] = [];
  const seen = new Map<string, string>(
    isText(entry.answer) ? [[normalise(entry.answer), 'the answer']] : [],
  );
  entry.accept.forEach((spelling, index) => {
    const name = `accept[${index}]`;
    if (!isText(spelling)) {
      problems.push(`${where}: ${name} must be non-empty text.`);
      return;
    }
    const same = seen.get(normalise(spelling));
    if (same)
      problems.push(`${where}: ${name} is ${same} again, once case and spaces are ignored.`);
    else seen.set(normalise(spelling), name);
  });
  return problems;
}

/**
 * Checks a question bank file's parsed JSON. Returns the problems found, each
 * naming the entry and field but never an answer's value.
 */
export function bankProblems(bank: unknown): string[] {
  if (!Array.isArray(bank)) return ['The file must hold a JSON array of questions.'];
  const problems: string[] = [];
  const seen = new Set<string>();
  bank.forEach((entry: unknown, index) => {
    const where = `Entry ${index + 1}`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      problems.push(`${where}: must be an object.`);
      return;
    }
    const fields = entry as Record<string, unknown>;
    const { qNo } = fields;
    const number = Number(qNo);
    if (typeof qNo !== 'string' || !/^[1-9]\d*$/.test(qNo) || number > QUESTION_COUNT) {
      problems.push(`${where}: qNo must be a string from "1" to "${QUESTION_COUNT}".`);
    } else if (seen.has(qNo)) {
      problems.push(`${where}: qNo "${qNo}" appears more than once.`);
    } else {
      seen.add(qNo);
    }
    if (!isText(fields.question)) problems.push(`${where}: question must be non-empty text.`);
    if (!isText(fields.answer)) problems.push(`${where}: answer must be non-empty text.`);
    problems.push(...acceptProblems(fields, where));
    problems.push(...aidProblems(fields, where));
    for (const field of ['image', 'audio']) {
      if (fields[field] !== undefined && !isText(fields[field])) {
        problems.push(`${where}: ${field} must be a non-empty URL when present.`);
      }
    }
    for (const field of Object.keys(fields)) {
      if (!KNOWN_FIELDS.has(field)) problems.push(`${where}: unknown field "${field}".`);
    }
  });
  return problems;
}

/**
 * What the upload writes for each riddle: the public Firestore document (the riddle
 * only: nothing derived from the answer, which players could test guesses against
 * offline), the proof for RTDB `answers/{qNo}` and those of its accepted spellings for
 * `alternatives/{qNo}`, which no client can read. The proofs are the site's own
 * (src/game/answer-proof.ts), so a guess typed on the site matches them.
 */
export function toUploads(bank: readonly BankEntry[]): Promise<Upload[]> {
  return Promise.all(
    bank.map(async (entry) => {
      const document: RiddleDocument = { qNo: entry.qNo, question: entry.question };
      if (entry.image !== undefined) document.image = entry.image;
      if (entry.audio !== undefined) document.audio = entry.audio;
      return {
        qNo: entry.qNo,
        document,
        proof: await answerProof(entry.qNo, entry.answer),
        alternatives: await Promise.all(
          (entry.accept ?? []).map((spelling) => answerProof(entry.qNo, spelling)),
        ),
        aids: await toAidUpload(entry.qNo, entry),
      };
    }),
  );
}
