import { createHash } from 'node:crypto';

/** The game has 21 riddles, numbered "1".."21". */
export const QUESTION_COUNT = 21;

/** Same as the browser (src/backend/answer-crypto.ts): lowercase, all whitespace removed. */
export function normalise(answer) {
  return answer.toLowerCase().replace(/\s+/g, '');
}

/** SHA-256 of "proof:" + qNo + ":" + normalised answer: kept where clients cannot read it. */
export function answerProof(qNo, answer) {
  return createHash('sha256')
    .update(`proof:${qNo}:${normalise(answer)}`)
    .digest('hex');
}

const isText = (value) => typeof value === 'string' && value.trim() !== '';
const KNOWN_FIELDS = new Set(['qNo', 'question', 'answer', 'accept', 'image', 'audio']);

/**
 * The problems of an entry's `accept` list, naming each spelling by its index, never its text:
 * every spelling is non-empty text and counts once (the answer included) once normalised.
 */
function acceptProblems(entry, where) {
  if (entry.accept === undefined) return [];
  if (!Array.isArray(entry.accept)) return [`${where}: accept must be a list of spellings.`];
  const problems = [];
  const seen = new Map(isText(entry.answer) ? [[normalise(entry.answer), 'the answer']] : []);
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
export function bankProblems(bank) {
  if (!Array.isArray(bank)) return ['The file must hold a JSON array of questions.'];
  const problems = [];
  const seen = new Set();
  bank.forEach((entry, index) => {
    const where = `Entry ${index + 1}`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      problems.push(`${where}: must be an object.`);
      return;
    }
    const { qNo } = entry;
    const number = Number(qNo);
    if (typeof qNo !== 'string' || !/^[1-9]\d*$/.test(qNo) || number > QUESTION_COUNT) {
      problems.push(`${where}: qNo must be a string from "1" to "${QUESTION_COUNT}".`);
    } else if (seen.has(qNo)) {
      problems.push(`${where}: qNo "${qNo}" appears more than once.`);
    } else {
      seen.add(qNo);
    }
    if (!isText(entry.question)) problems.push(`${where}: question must be non-empty text.`);
    if (!isText(entry.answer)) problems.push(`${where}: answer must be non-empty text.`);
    problems.push(...acceptProblems(entry, where));
    for (const field of ['image', 'audio']) {
      if (entry[field] !== undefined && !isText(entry[field])) {
        problems.push(`${where}: ${field} must be a non-empty URL when present.`);
      }
    }
    for (const field of Object.keys(entry)) {
      if (!KNOWN_FIELDS.has(field)) problems.push(`${where}: unknown field "${field}".`);
    }
  });
  return problems;
}

/**
 * What the upload writes for each riddle: the public Firestore document (the riddle
 * only: nothing derived from the answer, which players could test guesses against
 * offline), the proof for RTDB `answers/{qNo}` and those of its accepted spellings for
 * `alternatives/{qNo}`, which no client can read.
 */
export function toUploads(bank) {
  return bank.map((entry) => {
    const document = { qNo: entry.qNo, question: entry.question };
    if (entry.image !== undefined) document.image = entry.image;
    if (entry.audio !== undefined) document.audio = entry.audio;
    return {
      qNo: entry.qNo,
      document,
      proof: answerProof(entry.qNo, entry.answer),
      alternatives: (entry.accept ?? []).map((spelling) => answerProof(entry.qNo, spelling)),
    };
  });
}

/**
 * The Realtime Database paths an upload writes for `uploads` (as toUploads gives them): each
 * riddle's proof at `answers/{qNo}`, and its accepted spellings' proofs as the keys of
 * `alternatives/{qNo}` (null, clearing older ones, for a riddle without `accept`).
 *
 * @param {{ qNo: string, proof: string, alternatives: string[] }[]} uploads
 * @returns {Record<string, unknown>}
 */
export function proofWrites(uploads) {
  /** @type {Record<string, unknown>} */
  const database = {};
  for (const { qNo, proof } of uploads) database[`answers/${qNo}`] = proof;
  for (const { qNo, alternatives } of uploads) {
    database[`alternatives/${qNo}`] =
      alternatives.length === 0
        ? null
        : Object.fromEntries(alternatives.map((spelling) => [spelling, true]));
  }
  return database;
}
