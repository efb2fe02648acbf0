import { useCallback, useState } from 'react';
import type { PublishedNotes } from '@/backend/notes-desk-port.ts';
import { SEMESTERS, type SemesterName } from '@/content/semester-names.ts';
import { NOTE_KIND_LABELS } from '@/content/semester-notes.ts';
import styles from '../console.module.css';
import { EditDialog } from './edit-dialog.tsx';
import { applyEdit, type EditDetails, type EditRequest } from './edit-requests.ts';
import { actionRefusal, type Act } from './use-desk-board.ts';

interface NotesEditorProps {
  published: PublishedNotes;
  atDesk: Act;
  reread: () => void;
}

type Verb = 'edit' | 'move' | 'remove';
const VERBS: Array<[Verb, string]> = [
  ['edit', 'Edit'],
  ['move', 'Move'],
  ['remove', 'Remove'],
];
const SUBJECT_KINDS = {
  edit: 'edit-subject',
  move: 'move-subject',
  remove: 'remove-subject',
} as const;
const ITEM_KINDS = { edit: 'edit-item', move: 'move-item', remove: 'remove-item' } as const;

function Actions({ name, request }: { name: string; request: (verb: Verb) => void }) {
  return (
    <span className={styles.rowActions}>
      {VERBS.map(([verb, label]) => (
        <button
          key={verb}
          type="button"
          className={styles.secondary}
          aria-label={`${label} ${name}`}
          onClick={() => request(verb)}
        >
          {label}
        </button>
      ))}
    </span>
  );
}

/**
 * The published notes, one semester at a time: add, edit, move and remove its subjects and their
 * items. Each change is published onto the version shown, with its history line.
 */
export function NotesEditor({ published, atDesk, reread }: NotesEditorProps) {
  const [sem, setSem] = useState<SemesterName>(SEMESTERS[0]);
  const [request, setRequest] = useState<EditRequest | null>(null);
  const close = useCallback(() => setRequest(null), []);
  const semester = published.notes.find((entry) => entry.sem === sem);

  async function apply(details: EditDetails) {
    if (!request) return;
    const { notes, what } = applyEdit(published.notes, request, details);
    try {
      await atDesk((desk, who) => desk.publish(who, { notes, what, basedOn: published.version }));
    } catch (error) {
      reread();
      throw new Error(actionRefusal(error));
    }
    reread();
  }

  return (
    <>
      <h3>The notes</h3>
      <label className={styles.filter}>
        Semester
        <select
          className={styles.filterInput}
          value={sem}
          onChange={(event) => {
            const chosen = SEMESTERS.find((name) => name === event.target.value);
            if (chosen) setSem(chosen);
          }}
        >
          {SEMESTERS.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
      </label>
      <ul className={styles.deskList}>
        {semester?.subjects.map((subject) => (
          <li key={subject.id}>
            <strong>{subject.name}</strong>{' '}
            <Actions
              name={subject.name}
              request={(verb) => setRequest({ kind: SUBJECT_KINDS[verb], subject })}
            />
            <ul>
              {subject.items.map((item) => (
                <li key={item.id}>
                  {item.title} ({NOTE_KIND_LABELS[item.kind]}
                  {item.year ? `, ${item.year}` : ''}){' '}
                  <Actions
                    name={item.title}
                    request={(verb) => setRequest({ kind: ITEM_KINDS[verb], subject, item })}
                  />
                </li>
              ))}
            </ul>
            <button
              type="button"
              className={styles.secondary}
              aria-label={`Add an item to ${subject.name}`}
              onClick={() => setRequest({ kind: 'add-item', subject })}
            >
              Add an item
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={styles.secondary}
        onClick={() => setRequest({ kind: 'add-subject', sem })}
      >
        Add a subject to the {sem} semester
      </button>
      {request && (
        <EditDialog request={request} notes={published.notes} apply={apply} onClose={close} />
      )}
    </>
  );
}
