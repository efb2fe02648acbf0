import { readNight, type NightReading } from '@/backend/night-reader.ts';
import { START_HOUR } from '@/game/numbers.ts';
import { MESSAGES } from './play/game-messages.ts';
import { nightPhase } from '@/game/schedule.ts';
import { formatClosing, formatOpening } from './play/opening-time.ts';

/**
 * What the home page's banner says about the game night: "Opens Sat 5 Dec, 6:00 PM",
 * "Open now, until 8:00 PM", "This game night is over" ... (on the device's clock: a banner
 * needs no second's accuracy, and the game itself runs on the server's).
 */
export function headlineAt({ night, withoutSchedule }: NightReading, now: number): string {
  const phase = nightPhase(night, withoutSchedule, {
    serverNow: now,
    deviceHour: new Date(now).getHours(),
  });
  switch (phase.kind) {
    case 'before':
      return `Opens ${formatOpening(phase.opensAt)}`;
    case 'open':
      return night.schedule ? `Open now, until ${formatClosing(night.schedule.closesAt)}` : '';
    case 'over':
      return MESSAGES.nightOver;
    case 'unscheduled':
      return 'No game night is scheduled yet';
    case 'evening':
      return phase.open ? 'Open now' : `Opens at ${START_HOUR - 12} PM`;
    default:
      return '';
  }
}

/** The banner's line, read once after the page is shown; empty when the night cannot be read. */
export async function nightHeadline(): Promise<string> {
  return readNight().then(
    (reading) => headlineAt(reading, Date.now()),
    () => '',
  );
}

/** A scheduled game night as /events lists it. */
export interface ScheduledNight {
  opensAt: number;
  closesAt: number;
  /** "Sat 5 Dec, 6:00 PM", as the banner says it. */
  opening: string;
}

/** The scheduled night, unless it is over: an evening opened without a schedule is not an event. */
export function scheduledNightAt({ night }: NightReading, now: number): ScheduledNight | undefined {
  const { schedule } = night;
  if (!schedule || schedule.closesAt <= now) return undefined;
  return { ...schedule, opening: formatOpening(schedule.opensAt) };
}

/**
 * The next scheduled night for /events, read once as the banner reads it (this module is one
 * chunk for both); undefined when there is none or it cannot be read.
 */
export async function nextScheduledNight(): Promise<ScheduledNight | undefined> {
  return readNight().then(
    (reading) => scheduledNightAt(reading, Date.now()),
    () => undefined,
  );
}
