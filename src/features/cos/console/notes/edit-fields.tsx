import type { SubjectFields } from '@/content/notes-edits.ts';
import {
  NOTE_KIND_LABELS,
  NOTE_KINDS,
  type NoteItem,
  type NoteKind,
} from '@/content/semester-notes.ts';
import styles from '../console.module.css';

export interface ItemDraft {
  title: string;
  kind: NoteKind;
  year: string;
  teacher: string;
  link: string;
  credit: string;
}

export const fieldsOfItem = (item?: NoteItem): ItemDraft => ({
  title: item?.title ?? '',
  kind: item?.kind ?? 'notes',
  year: item?.year ?? '',
  teacher: item?.teacher ?? '',
  link: item?.link ?? '',
  credit: item?.credit ?? '',
});

const TEXTS: Array<[keyof ItemDraft, string]> = [
  ['title', 'Title'],
  ['year', 'Year (optional)'],
  ['teacher', 'Teacher (optional)'],
  ['link', 'Link'],
  ['credit', 'Credit (optional)'],
];

/** An item's fields, as the notes hold them. */
export function ItemFields({
  value,
  onChange,
}: {
  value: ItemDraft;
  onChange: (value: ItemDraft) => void;
}) {
  return (
    <>
      <label>
        Kind
        <select
          className={styles.input}
          value={value.kind}
          onChange={(event) => {
            const kind = NOTE_KINDS.find((entry) => entry === event.target.value);
            if (kind) onChange({ ...value, kind });
          }}
        >
          {NOTE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {NOTE_KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </label>
      {TEXTS.map(([field, label]) => (
        <label key={field}>
          {label}
          <input
            className={styles.input}
            type={field === 'link' ? 'url' : 'text'}
            value={value[field]}
            onChange={(event) => onChange({ ...value, [field]: event.target.value })}
          />
        </label>
      ))}
    </>
  );
}

/** A subject's fields: its name, its shared folder, its tile's picture. */
export function SubjectFieldsInputs({
  value,
  onChange,
}: {
  value: SubjectFields;
  onChange: (value: SubjectFields) => void;
}) {
  return (
    <>
      <label>
        Name
        <input
          className={styles.input}
          value={value.name}
          onChange={(event) => onChange({ ...value, name: event.target.value })}
        />
      </label>
      <label>
        Folder link
        <input
          className={styles.input}
          type="url"
          value={value.dest}
          onChange={(event) => onChange({ ...value, dest: event.target.value })}
        />
      </label>
      <label>
        Picture (a file under /images/subjects/)
        <input
          className={styles.input}
          value={value.image}
          onChange={(event) => onChange({ ...value, image: event.target.value })}
        />
      </label>
    </>
  );
}
