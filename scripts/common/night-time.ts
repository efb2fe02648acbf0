import { MAX_NIGHT_HOURS } from '../../src/game/numbers.ts';
import type { GameSchedule } from '../../src/game/types.ts';
import type { Outcome } from './outcome.ts';
const EXAMPLE = '2026-12-05T18:00+05:30';
const OPENS_FORMAT =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?(?:(Z)|([+-])(\d{2}):(\d{2}))?$/;

/**
 * Reads `--opens` (or the option named by `flag`, e.g. `--closes`): an ISO date and time
 * with an explicit UTC offset, so the night never depends on the clock or time zone of
 * the organizer's machine. Returns `{ opensAt, offsetMinutes }` or `{ problem }`.
 */
export function parseOpens(
  text: string | undefined,
  flag = '--opens',
): Outcome<{ opensAt: number; offsetMinutes: number }> {
  const match = OPENS_FORMAT.exec(text ?? '');
  if (!match) {
    return { problem: `${flag} "${text ?? ''}" is not a date and time: write it as ${EXAMPLE}.` };
  }
  const [, year, month, day, hour, minute, second = '00', zulu, sign, offH, offM] = match;
  if (!zulu && !sign) {
    return {
      problem: `${flag} "${text}" has no UTC offset: add one, e.g. ${EXAMPLE} (India) or ...T12:30Z (UTC).`,
    };
  }
  const offsetMinutes = zulu ? 0 : (sign === '-' ? -1 : 1) * (Number(offH) * 60 + Number(offM));
  const fields = [year, month, day, hour, minute, second].map(Number);
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0] = fields;
  const local = Date.UTC(y, mo - 1, d, h, mi, s);
  const check = new Date(local);
  const real =
    check.getUTCFullYear() === y &&
    check.getUTCMonth() === mo - 1 &&
    check.getUTCDate() === d &&
    h < 24 &&
    mi < 60 &&
    s < 60 &&
    Number(offH ?? 0) <= 14 &&
    Number(offM ?? 0) < 60;
  if (!real) return { problem: `${flag} "${text}" is not a real date and time.` };
  return { opensAt: local - offsetMinutes * 60_000, offsetMinutes };
}

/** Reads `--hours`: how long the night stays open. Returns `{ hours }` or `{ problem }`. */
export function parseHours(text: string | undefined): Outcome<{ hours: number }> {
  const hours = /^\d+(\.\d+)?$/.test(text ?? '') ? Number(text) : NaN;
  if (!(hours > 0 && hours <= MAX_NIGHT_HOURS)) {
    return {
      problem: `--hours "${text ?? ''}" must be a number of hours above 0 and at most ${MAX_NIGHT_HOURS}, e.g. 2 or 1.5.`,
    };
  }
  return { hours };
}

/** The schedule as the databases store it: epoch milliseconds, whole seconds. */
export function nightSchedule(opensAt: number, hours: number): GameSchedule {
  return { opensAt, closesAt: opensAt + Math.round(hours * 3600) * 1000 };
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
const two = (n: number) => String(n).padStart(2, '0');

function wallClock(epochMs: number, offsetMinutes: number) {
  const t = new Date(epochMs + offsetMinutes * 60_000);
  const day = `${DAYS[t.getUTCDay()]} ${t.getUTCDate()} ${MONTHS[t.getUTCMonth()]} ${t.getUTCFullYear()}`;
  return { day, time: `${two(t.getUTCHours())}:${two(t.getUTCMinutes())}` };
}

/** "+05:30", "-04:00", "+00:00". */
export function formatOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}

/**
 * The night in the organizers' own offset: "Sat 5 Dec 2026, 18:00 (+05:30) to 20:00",
 * naming the closing day too when the night runs past midnight.
 */
export function describeSchedule(
  { opensAt, closesAt }: GameSchedule,
  offsetMinutes: number,
): string {
  const opens = wallClock(opensAt, offsetMinutes);
  const closes = wallClock(closesAt, offsetMinutes);
  const end = closes.day === opens.day ? closes.time : `${closes.day}, ${closes.time}`;
  return `${opens.day}, ${opens.time} (${formatOffset(offsetMinutes)}) to ${end}`;
}

/** One riddle's opening time in the organizers' offset, for messages about stored documents. */
export function describeInstant(epochMs: number, offsetMinutes: number): string {
  if (!Number.isFinite(epochMs)) return 'not a timestamp';
  const { day, time } = wallClock(epochMs, offsetMinutes);
  return `${day}, ${time} (${formatOffset(offsetMinutes)})`;
}
