/**
 * How an answer is judged: normalised, then turned into the proof the database compares with
 * `answers/{qNo}`. One implementation for the site and the organizers' commands: both run it on
 * WebCrypto (the browser's, and Node's globalThis.crypto), so their proofs cannot differ.
 */

/**
 * Every proof's shape: SHA-256 in lowercase hex. The database takes no other as a guess
 * (rules/database/guesses.ts), so a guess costs it 64 characters, never more.
 */
export const PROOF_PATTERN = /^[0-9a-f]{64}$/;

/** Lowercase, all whitespace removed. */
export function normalise(answer: string): string {
  return answer.toLowerCase().replace(/\s+/g, '');
}

function utf8(text: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(text);
}

function hex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** SHA-256 of "proof:" + qNo + ":" + the normalised answer, in hex: what solves riddle `qNo`. */
export async function answerProof(qNo: string, answer: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', utf8(`proof:${qNo}:${normalise(answer)}`)));
}
