import type { AppConfig } from '@/config.ts';
import {
  DAILY_REPORTS,
  DAILY_SUGGESTIONS,
  type ReportReason,
  type ReportRecord,
  type SuggestionRecord,
  type HistoryEntry,
} from '@/content/notes-desk.ts';
import type { SemesterName } from '@/content/semester-names.ts';
import { toSemesterNotes } from '@/content/semester-notes.ts';
import { BackendError, errorCode } from '../ports.ts';
import type { DeskUser, NotesDeskPort } from '../notes-desk-port.ts';
import {
  firestoreRest,
  newDocumentId,
  whereEqual,
  type DocumentWrite,
  type StoredDocument,
} from './firestore-rest.ts';
import type { NotesLocation } from './notes-rest.ts';
import type { FetchLike } from '../rtdb/rtdb-rest.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const HISTORY_SHOWN = 20;
const SUGGESTION_FIELDS = [
  'sem',
  'subjectId',
  'subject',
  'kind',
  'title',
  'year',
  'link',
  'credit',
];

interface Counted {
  field: 'reports' | 'suggestions';
  last: 'lastReport' | 'lastSuggestion';
  limit: number;
  collection: string;
}
const REPORTS: Counted = {
  field: 'reports',
  last: 'lastReport',
  limit: DAILY_REPORTS,
  collection: 'noteReports',
};
const SUGGESTIONS: Counted = {
  field: 'suggestions',
  last: 'lastSuggestion',
  limit: DAILY_SUGGESTIONS,
  collection: 'noteSuggestions',
};

type Stored = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A report as stored (its place's fields flat beside the others) as the console lists it. */
function toReport(stored: Stored & { at: number }): ReportRecord {
  return {
    id: text(stored.id),
    at: stored.at,
    place: {
      sem: stored.sem as SemesterName,
      subjectId: text(stored.subjectId),
      subject: text(stored.subject),
      itemId: text(stored.itemId),
      item: text(stored.item),
    },
    reason: stored.reason as ReportReason,
    text: text(stored.text),
  };
}

const byTime = (a: { at: number }, b: { at: number }) => a.at - b.at;
const record = <T>(document: StoredDocument) => ({ ...document.data, id: document.id }) as T;

/**
 * The notes' desk over Firestore's REST API (firestore.rules judge every request; the reads and
 * writes each action costs: docs/content.md). A report or suggestion is committed with the
 * student's daily count (noteQuotas/{uid}) bumped beside it, as the rules demand; an organizer's
 * change with its history entry, and only onto the version it was made from.
 */
export function createRestNotesDesk(location: NotesLocation, fetchImpl?: FetchLike): NotesDeskPort {
  const rest = firestoreRest(location, fetchImpl);

  /** Commits `entry` with the day's count bumped: in the count's window, or a new one. */
  async function countedCreate(
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

  const queryRecords = async <T extends { at: number }>(who: DeskUser, query: object) =>
    (await rest.query(query, await who.getIdToken())).map((doc) => record<T>(doc)).sort(byTime);

  return {
    report: (who, { place, reason, text }) =>
      countedCreate(who, REPORTS, { ...place, reason, text, state: 'open' }),
    suggest: (who, suggestion) =>
      countedCreate(who, SUGGESTIONS, { ...suggestion, state: 'waiting' }),
    async mySuggestions(who) {
      const mine = await queryRecords<SuggestionRecord>(
        who,
        whereEqual('noteSuggestions', 'by', who.uid),
      );
      return mine.map((entry) => ({ ...entry, reason: entry.reason ?? '' })).reverse();
    },
    async openReports(who) {
      const open = await queryRecords<Stored & { at: number }>(
        who,
        whereEqual('noteReports', 'state', 'open'),
      );
      return open.map(toReport);
    },
    async markFixed(who, ids) {
      const writes = ids.map((id) => ({
        path: `noteReports/${id}`,
        data: { state: 'fixed', fixedBy: who.uid },
        fields: ['state', 'fixedBy'],
        serverTime: ['fixedAt'],
      }));
      await rest.commit(writes, await who.getIdToken());
    },
    async waitingSuggestions(who) {
      const waiting = await queryRecords<SuggestionRecord>(
        who,
        whereEqual('noteSuggestions', 'state', 'waiting'),
      );
      return waiting.map((entry) => ({ ...entry, reason: '' }));
    },
    async editSuggestion(who, id, suggestion) {
      const write = {
        path: `noteSuggestions/${id}`,
        data: { ...suggestion },
        fields: SUGGESTION_FIELDS,
      };
      await rest.commit([write], await who.getIdToken());
    },
    async decline(who, id, reason) {
      const write = {
        path: `noteSuggestions/${id}`,
        data: { state: 'declined', reason, decidedBy: who.uid },
        fields: ['state', 'reason', 'decidedBy'],
        serverTime: ['decidedAt'],
      };
      await rest.commit([write], await who.getIdToken());
    },
    async readPublished(who) {
      const held = await rest.get('notes/semesters', await who.getIdToken());
      const notes = held && toSemesterNotes(held.data.semesters);
      if (!held) throw new BackendError('NOT_FOUND', 'The notes are not uploaded yet.');
      if (!notes) throw new BackendError('UNKNOWN', 'The notes document is not valid notes.');
      return { notes, version: held.updateTime };
    },
    async publish(who, change, acceptedSuggestion) {
      const changeId = newDocumentId();
      const writes: DocumentWrite[] = [
        {
          path: 'notes/semesters',
          data: { semesters: change.notes, changeId },
          precondition: change.basedOn,
        },
        {
          path: `noteHistory/${changeId}`,
          data: { by: who.uid, email: who.email, what: change.what },
          serverTime: ['at'],
          precondition: false,
        },
      ];
      if (acceptedSuggestion) {
        writes.push({
          path: `noteSuggestions/${acceptedSuggestion}`,
          data: { state: 'accepted', reason: '', decidedBy: who.uid },
          fields: ['state', 'reason', 'decidedBy'],
          serverTime: ['decidedAt'],
        });
      }
      await rest.commit(writes, await who.getIdToken());
    },
    async linkCheck(who) {
      const held = await rest.get('notes/link-check', await who.getIdToken());
      if (!held) return null;
      const dead = Array.isArray(held.data.dead) ? (held.data.dead as Stored[]) : [];
      return {
        checkedAt: Number(held.data.checkedAt),
        links: Number(held.data.links),
        dead: dead.map((entry) => ({ where: text(entry.where), reason: text(entry.reason) })),
      };
    },
    async history(who) {
      const latest = {
        from: [{ collectionId: 'noteHistory' }],
        orderBy: [{ field: { fieldPath: 'at' }, direction: 'DESCENDING' }],
        limit: HISTORY_SHOWN,
      };
      const entries = await rest.query(latest, await who.getIdToken());
      return entries.map((doc) => record<HistoryEntry>(doc));
    },
  };
}

/** The desk of the configured project, or of the Firestore emulator. */
export function createFirebaseNotesDesk(config: AppConfig): NotesDeskPort {
  if (!config.firebase) {
    throw new Error('Firebase is not configured: set VITE_FIREBASE_PROJECT_ID (see .env.example).');
  }
  return createRestNotesDesk({
    projectId: config.firebase.projectId,
    firestoreOrigin: config.useEmulators
      ? `http://${config.firestoreEmulatorHost}`
      : 'https://firestore.googleapis.com',
  });
}
