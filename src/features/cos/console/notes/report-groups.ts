import { REPORT_REASON_LABELS, type ReportRecord } from '@/content/notes-desk.ts';

/** The open reports of one item (or one folder). */
export interface ReportGroup {
  key: string;
  /** "DSP notes in Digital Signal Processing (Fifth)", or "… folder (Fifth)". */
  name: string;
  ids: string[];
  /** Each reason with how many reports gave it, such as "Dead link × 2". */
  reasons: string[];
  texts: string[];
}

/** The reports grouped by the item they name, the most reported first. */
export function groupReports(reports: readonly ReportRecord[]): ReportGroup[] {
  const groups = new Map<string, ReportRecord[]>();
  for (const report of reports) {
    const key = `${report.place.subjectId}/${report.place.itemId}`;
    groups.set(key, [...(groups.get(key) ?? []), report]);
  }
  return [...groups.entries()]
    .map(([key, held]) => {
      const { place } = held[0] as ReportRecord;
      const counts = new Map<string, number>();
      for (const { reason } of held) counts.set(reason, (counts.get(reason) ?? 0) + 1);
      return {
        key,
        name: place.itemId
          ? `${place.item} in ${place.subject} (${place.sem})`
          : `${place.subject} folder (${place.sem})`,
        ids: held.map((report) => report.id),
        reasons: [...counts].map(
          ([reason, count]) =>
            `${REPORT_REASON_LABELS[reason as ReportRecord['reason']]} × ${count}`,
        ),
        texts: held.map((report) => report.text).filter(Boolean),
      };
    })
    .sort((a, b) => b.ids.length - a.ids.length);
}
