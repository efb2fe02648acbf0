/** India keeps UTC+05:30 all year, so a fixed offset names the day a night opened there. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/**
 * Whether `date` is a real calendar day written YYYY-MM-DD (the archive's keys). Apart from
 * the archive's parsing, which only the adapters need: the pages ask it to name a night.
 */
export function isArchiveDate(date: string): boolean {
  const day = new Date(`${date}T00:00Z`);
  // Date rolls a day past its month's end (2026-02-30) over into the next month.
  return (
    /^\d{4}-\d\d-\d\d$/.test(date) &&
    !Number.isNaN(day.getTime()) &&
    day.toISOString().startsWith(date)
  );
}

/** The archive key of a night: the day (YYYY-MM-DD) it opened in India (Asia/Kolkata). */
export function archiveDate(opensAt: number): string {
  return new Date(opensAt + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}
