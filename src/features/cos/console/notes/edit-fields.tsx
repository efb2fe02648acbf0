import { TextField } from '@/components/suggestion-fields/suggestion-fields.tsx';
import type { SubjectFields } from '@/content/notes-edits.ts';
import type { NoteItem, NoteKind } from '@/content/semester-notes.ts';

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
      <TextField
        label="Name"
        value={value.name}
        onChange={(name) => onChange({ ...value, name })}
      />
      <TextField
        label="Folder link"
        type="url"
        value={value.dest}
        onChange={(dest) => onChange({ ...value, dest })}
      />
      <TextField
        label="Picture (a file under /images/subjects/)"
        value={value.image}
        onChange={(image) => onChange({ ...value, image })}
      />
    </>
  );
}
