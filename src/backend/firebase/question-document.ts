import type { Question } from '@/game/types.ts';

function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * A `questions` document as the game sees it: the riddle's own fields only, absent optional ones
 * left out. firestore.rules serves no document holding an answer or anything derived from one.
 */
export function toQuestion(data: Record<string, unknown>, fallbackQNo: string): Question | null {
  if (typeof data.question !== 'string') return null;
  const question: Question = {
    qNo: typeof data.qNo === 'string' ? data.qNo : fallbackQNo,
    question: data.question,
  };
  const fields = {
    image: optionalText(data.image),
    audio: optionalText(data.audio),
  };
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) question[name as keyof typeof fields] = value;
  }
  return question;
}
