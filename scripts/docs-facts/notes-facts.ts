// The notes' desk's numbers, as docs/content.md gives them.
import { DAILY_REPORTS, DAILY_SUGGESTIONS } from '../../src/content/notes-desk.ts';
import type { Facts } from './fact-regions.ts';

export const NOTES_FACTS: Facts = {
  'daily-reports': () => String(DAILY_REPORTS),
  'daily-suggestions': () => String(DAILY_SUGGESTIONS),
};
