import type { Question } from '@/game/types.ts';

function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * A `questions` document as the game sees it; absent optional fields stay absent, and an older
 * document's `answerHash` is dropped (the database judges guesses now).
 */
export function toQuestion(data: Record<string, unknown>, fallbackQNo: string): Question | null {
  if (typeof data.question !== 'string') return null;
  const question: Question = {
    qNo: typeof data.qNo === 'string' ? data.qNo : fallbackQNo,
    question: data.question,
  };
  const fields = {
    answer: optionalText(data.answer),
    image: optionalText(data.image),
    audio: optionalText(data.audio),
  };
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) question[name as keyof typeof fields] = value;
  }
  return question;
}
