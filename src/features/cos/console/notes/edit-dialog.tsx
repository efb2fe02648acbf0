import { useState, type FormEvent } from 'react';
import { Modal } from '@/components/modal/modal.tsx';
import { freeSlug } from '@/content/notes-edits.ts';
import { SEMESTERS, type SemesterName } from '@/content/semester-names.ts';
import type { SemesterNotes } from '@/content/semester-notes.ts';
import { ConfirmChoices } from '../confirm-choices.tsx';
import styles from '../console.module.css';
import type { EditDetails, EditRequest } from './edit-requests.ts';
import { SelectField } from '@/components/suggestion-fields/select-field.tsx';
import { ItemFields } from '@/components/suggestion-fields/suggestion-fields.tsx';
import { SubjectFieldsInputs, fieldsOfItem, type ItemDraft } from './edit-fields.tsx';

interface EditDialogProps {
  request: EditRequest;
  notes: readonly SemesterNotes[];
  /** Publishes the change; rejects with what is wrong, which the dialog shows. */
  apply: (details: EditDetails) => Promise<void>;
  /** Stable across renders: the dialog's focus trap restarts when it changes. */
  onClose: () => void;
}

/** The organizer's words where they differ from a student's suggestion's. */
const ORGANIZER_WORDS = { credit: { label: 'Credit (optional)' } };

const TITLES: Record<EditRequest['kind'], string> = {
  'add-item': 'Add an item',
  'edit-item': 'Edit the item',
  'move-item': 'Move the item',
  'remove-item': 'Remove the item?',
  'add-subject': 'Add a subject',
  'edit-subject': 'Edit the subject',
  'move-subject': 'Move the subject',
  'remove-subject': 'Remove the subject?',
};

/** One change to the published notes: its details asked for, then published with its history. */
export function EditDialog({ request, notes, apply, onClose }: EditDialogProps) {
  const start = 'item' in request ? request.item : undefined;
  const [item, setItem] = useState<ItemDraft>(fieldsOfItem(start));
  const subjectStart = 'subject' in request ? request.subject : undefined;
  const [subject, setSubject] = useState({
    name: subjectStart?.name ?? '',
    dest: subjectStart?.dest ?? '',
    image: subjectStart?.image ?? '/images/subjects/',
  });
  const others = notes.flatMap((semester) =>
    semester.subjects
      .filter((entry) => entry.id !== subjectStart?.id)
      .map((entry) => [entry.id, `${entry.name} (${semester.sem})`] as const),
  );
  const [toSubject, setToSubject] = useState(others[0]?.[0] ?? '');
  const [toSem, setToSem] = useState<SemesterName>(SEMESTERS[0]);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  function details(): EditDetails {
    switch (request.kind) {
      case 'add-item':
      case 'edit-item': {
        const taken = request.subject.items.map((held) => held.id);
        const id = start?.id ?? freeSlug(`${item.title} ${item.year}`, taken);
        const optional = (value: string) => (value.trim() ? value.trim() : undefined);
        return {
          item: {
            id,
            title: item.title.trim(),
            kind: item.kind,
            link: item.link.trim(),
            ...(optional(item.year) ? { year: item.year.trim() } : {}),
            ...(optional(item.teacher) ? { teacher: item.teacher.trim() } : {}),
            ...(optional(item.credit) ? { credit: item.credit.trim() } : {}),
          },
        };
      }
      case 'add-subject':
      case 'edit-subject':
        return { subject: { ...subject, name: subject.name.trim(), dest: subject.dest.trim() } };
      case 'move-item':
        return { toSubject };
      case 'move-subject':
        return { toSem };
      default:
        return { confirmed: true };
    }
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await apply(details());
      onClose();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  }

  const kind = request.kind;
  return (
    <Modal title={TITLES[kind]} onClose={onClose}>
      <form className={styles.form} noValidate onSubmit={(event) => void save(event)}>
        {(kind === 'add-item' || kind === 'edit-item') && (
          <ItemFields value={item} words={ORGANIZER_WORDS} onChange={setItem} />
        )}
        {(kind === 'add-subject' || kind === 'edit-subject') && (
          <SubjectFieldsInputs value={subject} onChange={setSubject} />
        )}
        {kind === 'move-item' && (
          <SelectField
            label="To the subject"
            value={toSubject}
            options={others}
            onChange={setToSubject}
          />
        )}
        {kind === 'move-subject' && (
          <SelectField
            label="To the semester"
            value={toSem}
            options={SEMESTERS.map((sem) => [sem, sem] as const)}
            onChange={setToSem}
          />
        )}
        {(kind === 'remove-item' || kind === 'remove-subject') && (
          <p>
            {kind === 'remove-item'
              ? `“${request.item.title}” leaves ${request.subject.name}.`
              : `${request.subject.name} and its ${request.subject.items.length} items leave the notes.`}{' '}
            The history keeps the change.
          </p>
        )}
        {problem && <p role="alert">{problem}</p>}
        <ConfirmChoices
          confirm={kind.startsWith('remove') ? 'Remove' : 'Save'}
          busy={busy}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
