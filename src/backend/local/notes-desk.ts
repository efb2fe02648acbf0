import { config } from '@/config.ts';
import { DAILY_REPORTS, DAILY_SUGGESTIONS } from '@/content/notes-desk.ts';
import { toSemesterNotes } from '@/content/semester-notes.ts';
import { BackendError } from '../ports.ts';
import type { DeskUser, NotesDeskPort } from '../notes-desk-port.ts';
import { accountsIn } from './notes.ts';
import { readDesk, writeDesk, type LocalDesk } from './notes-desk-store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const HISTORY_SHOWN = 20;

export interface LocalNotesDeskOptions {
  storage?: Storage;
  allowedDomain?: string;
  /**
   * Local mode's organizers (uid: true), as organizer-list.ts's localAdmins reads them: passed
   * in, so this chunk does not import what the game's chunks share.
   */
  admins: (storage: Storage) => Record<string, true> | null;
  now?: () => number;
  /** The notes as the sample file serves them, before any organizer's change here. */
  fetchNotes: () => Promise<unknown>;
}

// Ids as Firestore's own: random, and no module shared with local auth (its chunk stays apart).
const newId = () => crypto.randomUUID().replaceAll('-', '').slice(0, 20);
const refused = () => new BackendError('PERMISSION_DENIED', 'Permission denied');
const byTime = (a: { at: number }, b: { at: number }) => a.at - b.at;

/**
 * Local mode's notes' desk, in this browser's storage, held to firestore.rules' rules: who
 * reports and suggests (a verified address at the department's domain, a few a day), who reads
 * and decides (an organizer of local mode, verified), and a change only onto the version it
 * was made from, with its history entry.
 */
export function createLocalNotesDesk(options: LocalNotesDeskOptions): NotesDeskPort {
  const storage = options.storage ?? window.localStorage;
  const domain = (options.allowedDomain ?? config.allowedEmailDomain).toLowerCase();
  const now = options.now ?? Date.now;

  function account(who: DeskUser) {
    const all = Object.values(accountsIn(storage)) as Array<{
      uid?: unknown;
      email?: unknown;
      emailVerified?: unknown;
    }>;
    const found = all.find((entry) => entry?.uid === who.uid);
    return {
      verified: found?.emailVerified === true,
      email: typeof found?.email === 'string' ? found.email.toLowerCase() : '',
    };
  }
  function asStudent(who: DeskUser): LocalDesk {
    const { verified, email } = account(who);
    if (!verified || !email.endsWith(`@${domain}`)) throw refused();
    return readDesk(storage);
  }
  function asOrganizer(who: DeskUser): LocalDesk {
    const admins = options.admins(storage);
    if (!account(who).verified || admins?.[who.uid] !== true) throw refused();
    return readDesk(storage);
  }
  function count(desk: LocalDesk, uid: string, field: 'reports' | 'suggestions', limit: number) {
    const held = desk.quotas[uid];
    const quota =
      held && now() < held.window + DAY_MS ? held : { window: now(), reports: 0, suggestions: 0 };
    if (quota[field] >= limit) {
      throw new BackendError('RESOURCE_EXHAUSTED', 'The day’s number is reached.');
    }
    desk.quotas[uid] = { ...quota, [field]: quota[field] + 1 };
  }
  async function published(desk: LocalDesk) {
    if (desk.published) return desk.published;
    const notes = toSemesterNotes(await options.fetchNotes());
    if (!notes) throw new BackendError('UNKNOWN', 'The notes file is not valid notes.');
    return { semesters: notes, version: 'sample' };
  }

  return {
    async report(who, { place, reason, text }) {
      const desk = asStudent(who);
      count(desk, who.uid, 'reports', DAILY_REPORTS);
      const id = newId();
      desk.reports[id] = { id, by: who.uid, at: now(), place, reason, text, state: 'open' };
      writeDesk(storage, desk);
    },
    async suggest(who, suggestion) {
      const desk = asStudent(who);
      count(desk, who.uid, 'suggestions', DAILY_SUGGESTIONS);
      const id = newId();
      desk.suggestions[id] = {
        ...suggestion,
        id,
        by: who.uid,
        at: now(),
        state: 'waiting',
        reason: '',
      };
      writeDesk(storage, desk);
    },
    async mySuggestions(who) {
      const desk = asStudent(who);
      return Object.values(desk.suggestions)
        .filter((entry) => entry.by === who.uid)
        .sort(byTime)
        .reverse();
    },
    async openReports(who) {
      const desk = asOrganizer(who);
      return Object.values(desk.reports)
        .filter((entry) => entry.state === 'open')
        .sort(byTime);
    },
    async markFixed(who, ids) {
      const desk = asOrganizer(who);
      for (const id of ids) {
        const report = desk.reports[id];
        if (!report) throw refused();
        report.state = 'fixed';
      }
      writeDesk(storage, desk);
    },
    async waitingSuggestions(who) {
      const desk = asOrganizer(who);
      return Object.values(desk.suggestions)
        .filter((entry) => entry.state === 'waiting')
        .sort(byTime);
    },
    async editSuggestion(who, id, suggestion) {
      const desk = asOrganizer(who);
      const held = desk.suggestions[id];
      if (!held) throw refused();
      desk.suggestions[id] = { ...held, ...suggestion };
      writeDesk(storage, desk);
    },
    async decline(who, id, reason) {
      const desk = asOrganizer(who);
      const held = desk.suggestions[id];
      if (!held || !reason.trim()) throw refused();
      desk.suggestions[id] = { ...held, state: 'declined', reason };
      writeDesk(storage, desk);
    },
    async readPublished(who) {
      const { semesters, version } = await published(asOrganizer(who));
      return { notes: semesters, version };
    },
    async publish(who, change, acceptedSuggestion) {
      const desk = asOrganizer(who);
      if ((await published(desk)).version !== change.basedOn) {
        throw new BackendError('ABORTED', 'The notes changed meanwhile.');
      }
      const accepted = acceptedSuggestion ? desk.suggestions[acceptedSuggestion] : undefined;
      if (acceptedSuggestion && !accepted) throw refused();
      if (accepted) accepted.state = 'accepted';
      const version = newId();
      desk.published = { semesters: change.notes, version };
      const { email } = account(who);
      desk.history.push({ id: version, email, at: now(), what: change.what });
      writeDesk(storage, desk);
    },
    async linkCheck(who) {
      asOrganizer(who);
      return null;
    },
    async history(who) {
      const desk = asOrganizer(who);
      return [...desk.history].sort(byTime).reverse().slice(0, HISTORY_SHOWN);
    },
  };
}
