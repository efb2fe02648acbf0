/**
 * The answer algorithms shared with the upload script (node:crypto gives the
 * same values): normalising and the proof the database compares with `answers/{qNo}`.
 */

/** Same algorithm as the upload script: lowercase, all whitespace removed. */
export function normalise(answer: string): string {
  return answer.toLowerCase().replace(/\s+/g, '');
}

function utf8(text: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(text);
}

function hex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What the database accepts as evidence that the team solved `qNo`. */
export async function answerProof(qNo: string, answer: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', utf8(`proof:${qNo}:${normalise(answer)}`)));
}
