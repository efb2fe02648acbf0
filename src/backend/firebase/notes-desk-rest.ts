import type { AppConfig } from '@/config.ts';
import type { HistoryEntry, SuggestionRecord } from '@/content/notes-desk.ts';
import { toSemesterNotes } from '@/content/semester-notes.ts';
import { BackendError } from '../ports.ts';
import type { DeskUser, NotesDeskPort } from '../notes-desk-port.ts';
import { countedCreate, REPORTS, SUGGESTIONS } from './counted-create.ts';
import { text, toReport, type Stored } from './desk-records.ts';
import {
  firestoreRest,
  newDocumentId,
  whereEqual,
  type DocumentWrite,
  type StoredDocument,
} from './firestore-rest.ts';
import type { NotesLocation } from './notes-rest.ts';
import type { FetchLike } from '../rtdb/rtdb-rest.ts';

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

  const queryRecords = async <T extends { at: number }>(who: DeskUser, query: object) =>
    (await rest.query(query, await who.getIdToken())).map((doc) => record<T>(doc)).sort(byTime);

  return {
    report: (who, { place, reason, text }) =>
      countedCreate(rest, who, REPORTS, { ...place, reason, text, state: 'open' }),
    suggest: (who, suggestion) =>
      countedCreate(rest, who, SUGGESTIONS, { ...suggestion, state: 'waiting' }),
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
