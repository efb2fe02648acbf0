/** Where an event stands at a moment: not begun, under way, or over. */
export type EventPhase = 'upcoming' | 'happening' | 'past';

/** Where a registration stands at a moment: not open yet, open, or closed. */
export type RegistrationState = 'not-open' | 'open' | 'closed';

interface Dated {
  start: string;
  end: string;
}

export function eventPhase({ start, end }: Dated, now: number): EventPhase {
  if (now < Date.parse(start)) return 'upcoming';
  return now < Date.parse(end) ? 'happening' : 'past';
}

export function registrationState(
  { opens, closes }: { opens: string; closes: string },
  now: number,
): RegistrationState {
  if (now < Date.parse(opens)) return 'not-open';
  return now < Date.parse(closes) ? 'open' : 'closed';
}

const DAY = 24 * 60 * 60 * 1000;

/** "Starts in 3 h 05 min" when the event begins within a day, else undefined. */
export function countdown({ start }: Pick<Dated, 'start'>, now: number): string | undefined {
  const left = Date.parse(start) - now;
  if (left <= 0 || left > DAY) return undefined;
  const minutes = Math.ceil(left / 60_000);
  const [hours, rest] = [Math.floor(minutes / 60), minutes % 60];
  return hours > 0
    ? `Starts in ${hours} h ${String(rest).padStart(2, '0')} min`
    : `Starts in ${rest} min`;
}

/**
 * What is on and what is over: events not yet ended (soonest first), and the ended ones by the
 * year they started on campus (the latest year and event first). The year is read from the
 * date as written, which carries the institute's offset.
 */
export function upcomingAndPast<Event extends Dated>(events: readonly Event[], now: number) {
  const byStart = [...events].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const upcoming = byStart.filter((event) => eventPhase(event, now) !== 'past');
  const past = byStart.filter((event) => eventPhase(event, now) === 'past').reverse();
  const years = [...new Set(past.map((event) => event.start.slice(0, 4)))];
  return {
    upcoming,
    pastByYear: years.map((year) => ({
      year,
      events: past.filter((event) => event.start.startsWith(year)),
    })),
  };
}
