/**
 * The answer algorithms shared with the upload script (node:crypto gives the
 * same values): normalising, the public answerHash and the secret proof.
 */

/** Same algorithm as the upload script: lowercase, all whitespace removed. */
export function normalise(answer: string): string {
  return answer.toLowerCase().replace(/\s+/g, '');
}

const HASH_ITERATIONS = 100_000;
const HASH_BYTES = 32;

function utf8(text: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(text);
}

function hex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** PBKDF2-HMAC-SHA256 of the normalised answer, salted per question: slow on purpose. */
export async function answerHash(qNo: string, answer: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', utf8(normalise(answer)), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: utf8(`check:${qNo}`), iterations: HASH_ITERATIONS },
    key,
    HASH_BYTES * 8,
  );
  return hex(bits);
}

/** What the database accepts as evidence that the team solved `qNo`. */
export async function answerProof(qNo: string, answer: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', utf8(`proof:${qNo}:${normalise(answer)}`)));
}
