import type { ReportReason, ReportRecord } from '@/content/notes-desk.ts';
import type { SemesterName } from '@/content/semester-names.ts';

export type Stored = Record<string, unknown>;
export const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A report as stored (its place's fields flat beside the others) as the console lists it. */
export function toReport(stored: Stored & { at: number }): ReportRecord {
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
