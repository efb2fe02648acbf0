import {
  NOTE_KINDS,
  type NoteItem,
  type NoteKind,
  type Subject,
} from '@/content/semester-notes.ts';

/** The kind and year a notes page shows; none: every item. Kept in the address (?kind=&year=). */
export interface NoteFilter {
  kind?: NoteKind;
  year?: string;
}

export function filterFromParams(params: URLSearchParams): NoteFilter {
  const kind = NOTE_KINDS.find((known) => known === params.get('kind'));
  const year = params.get('year') ?? undefined;
  return { ...(kind && { kind }), ...(year && { year }) };
}

export function paramsFromFilter(filter: NoteFilter): Record<string, string> {
  return { ...(filter.kind && { kind: filter.kind }), ...(filter.year && { year: filter.year }) };
}

/** The years and sessions the subjects' items name, the latest first. */
export function yearsOf(subjects: readonly Subject[]): string[] {
  const years = subjects.flatMap((subject) => subject.items.flatMap((item) => item.year ?? []));
  return [...new Set(years)].sort((a, b) => b.localeCompare(a));
}

export const isFiltered = (filter: NoteFilter): boolean => Boolean(filter.kind || filter.year);

/** The subject's items the filter keeps, grouped by kind in the order of NOTE_KINDS. */
export function itemsByKind(
  items: readonly NoteItem[],
  filter: NoteFilter,
): Array<[NoteKind, NoteItem[]]> {
  const kept = items.filter(
    (item) =>
      (!filter.kind || item.kind === filter.kind) && (!filter.year || item.year === filter.year),
  );
  return NOTE_KINDS.map((kind): [NoteKind, NoteItem[]] => [
    kind,
    kept.filter((item) => item.kind === kind),
  ]).filter(([, group]) => group.length > 0);
}
