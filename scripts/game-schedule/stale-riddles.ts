import type { Upload } from '../questions-upload/question-bank.ts';
import type { StoredNight } from './schedule-request.ts';

/**
 * The RTDB nodes that hold a riddle's secrets and help, each by riddle number: an upload writes
 * them for its bank's riddles, and removes them for a riddle it leaves out.
 */
export const RIDDLE_NODES = ['answers', 'alternatives', 'aids', 'hints', 'nudges', 'solutions'];

const byNumber = (a: string, b: string) => Number(a) - Number(b) || a.localeCompare(b);

/**
 * The riddles the databases hold (a document in Firestore, or a proof in `answers/`) that an
 * upload leaves out of its bank, in order; none for game:schedule (`uploads` null), which
 * uploads no bank. Their answers and solutions have been public since their night's close, so
 * no later night may show them again.
 */
export function staleRiddles(uploads: Upload[] | null, stored: StoredNight): string[] {
  if (!uploads) return [];
  const bank = new Set(uploads.map(({ qNo }) => qNo));
  const held = new Set([
    ...stored.questions.map(({ id }) => id),
    ...Object.keys(stored.answers ?? {}),
  ]);
  return [...held].filter((qNo) => !bank.has(qNo)).sort(byNumber);
}

/** The stale riddles whose stored proof an upload would remove (it needs --replace-live). */
export function removedProofs(uploads: Upload[] | null, stored: StoredNight): string[] {
  const answers = stored.answers ?? {};
  return staleRiddles(uploads, stored).filter((qNo) => answers[qNo] !== undefined);
}
