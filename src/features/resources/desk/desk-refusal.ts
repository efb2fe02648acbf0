import { errorCode } from '@/backend/ports.ts';
import { DAILY_REPORTS, DAILY_SUGGESTIONS } from '@/content/notes-desk.ts';

/** What a refused report or suggestion says, in words for the student. */
export function deskRefusal(error: unknown, what: 'report' | 'suggestion'): string {
  const code = errorCode(error);
  if (code === 'RESOURCE_EXHAUSTED') {
    return what === 'report'
      ? `You have sent ${DAILY_REPORTS} reports today, the most a day. Try again tomorrow.`
      : `You have sent ${DAILY_SUGGESTIONS} suggestions today, the most a day. Try again tomorrow.`;
  }
  if (code === 'PERMISSION_DENIED') return 'Only a verified ECE address can send this.';
  return `The ${what} could not be sent. Check your connection and try again.`;
}
