import { DAILY_REPORTS, DAILY_SUGGESTIONS } from '@/content/notes-desk.ts';
import { BackendError, errorCode } from '../ports.ts';
import type { DeskUser } from '../notes-desk-port.ts';
import { newDocumentId, type DocumentWrite, type FirestoreRest } from './firestore-rest.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Which count a new document bumps, and where it goes. */
export interface Counted {
  field: 'reports' | 'suggestions';
  last: 'lastReport' | 'lastSuggestion';
  limit: number;
  collection: string;
}
export const REPORTS: Counted = {
  field: 'reports',
  last: 'lastReport',
  limit: DAILY_REPORTS,
  collection: 'noteReports',
};
export const SUGGESTIONS: Counted = {
  field: 'suggestions',
  last: 'lastSuggestion',
  limit: DAILY_SUGGESTIONS,
  collection: 'noteSuggestions',
};

/**
 * Commits a report or suggestion (`data`) with the student's day's count (noteQuotas/{uid})
 * bumped beside it, as firestore.rules demand: in the count's window, or a new one from the
 * server's time. RESOURCE_EXHAUSTED once the day's number is reached.
 */
export async function countedCreate(
  rest: FirestoreRest,
  who: DeskUser,
  counted: Counted,
  data: Record<string, unknown>,
): Promise<void> {
  const token = await who.getIdToken();
  const quota = await rest.get(`noteQuotas/${who.uid}`, token);
  const window = typeof quota?.data.window === 'number' ? quota.data.window : null;
  const sofar = typeof quota?.data[counted.field] === 'number' ? quota.data[counted.field] : 0;
  const id = newDocumentId();
  const entry: DocumentWrite = {
    path: `${counted.collection}/${id}`,
    data: { ...data, by: who.uid },
    serverTime: ['at'],
    precondition: false,
  };
  const bump = (sameWindow: boolean): DocumentWrite =>
    sameWindow
      ? {
          path: `noteQuotas/${who.uid}`,
          data: { [counted.field]: Number(sofar) + 1, [counted.last]: id },
          fields: [counted.field, counted.last],
        }
      : {
          path: `noteQuotas/${who.uid}`,
          data: { reports: 0, suggestions: 0, [counted.field]: 1, [counted.last]: id },
          fields: ['reports', 'suggestions', counted.last],
          serverTime: ['window'],
        };
  const inWindow = window !== null && Date.now() < window + DAY_MS;
  if (inWindow && Number(sofar) >= counted.limit) {
    throw new BackendError('RESOURCE_EXHAUSTED', 'The day’s number is reached.');
  }
  try {
    await rest.commit([entry, bump(inWindow)], token);
  } catch (error) {
    // This device's clock may disagree with the server's on when the window ends.
    if (window === null || errorCode(error) !== 'PERMISSION_DENIED') throw error;
    await rest.commit([entry, bump(!inWindow)], token);
  }
}
