import { REGISTRATION_MS, START_HOUR } from './numbers.ts';
import type { GameSchedule, NightState, WithoutSchedule } from './types.ts';

/** A stored schedule, or null when it is missing or makes no sense (closing before it opens). */
export function toSchedule(value: unknown): GameSchedule | null {
  if (typeof value !== 'object' || value === null) return null;
  const { opensAt, closesAt } = value as Record<string, unknown>;
  if (typeof opensAt !== 'number' || typeof closesAt !== 'number') return null;
  if (!Number.isFinite(opensAt) || !(closesAt > opensAt)) return null;
  return { opensAt, closesAt };
}

/** The night is open: from opensAt up to (not at) closesAt. */
export function isNightOpen(schedule: GameSchedule, now: number): boolean {
  return schedule.opensAt <= now && now < schedule.closesAt;
}

/**
 * When registration closes (server time): REGISTRATION_MS after the opening, or at the close
 * when that comes first. database.rules.json refuses a team registered from then on.
 */
export function registrationClosesAt(schedule: GameSchedule): number {
  return Math.min(schedule.opensAt + REGISTRATION_MS, schedule.closesAt);
}

/** Teams may register: the night is open and registration has not closed. */
export function isRegistrationOpen(schedule: GameSchedule, now: number): boolean {
  return schedule.opensAt <= now && now < registrationClosesAt(schedule);
}

/** Where the game night stands, as the intro screen shows it. */
export type NightPhase =
  | { kind: 'loading' }
  /** The hosted game without a schedule: its rules refuse every team. */
  | { kind: 'unscheduled' }
  /** Local mode without a schedule: open from START_HOUR on the device's clock. */
  | { kind: 'evening'; open: boolean }
  | { kind: 'before'; opensAt: number }
  | { kind: 'open' }
  | { kind: 'over' };

interface NightClock {
  /** The server's time now (the device's, corrected by the measured offset). */
  serverNow: number;
  /** The device's own hour, for the local evening without a schedule. */
  deviceHour: number;
}

export function nightPhase(
  night: Pick<NightState, 'schedule'> | null,
  withoutSchedule: WithoutSchedule,
  { serverNow, deviceHour }: NightClock,
): NightPhase {
  if (!night) return { kind: 'loading' };
  const { schedule } = night;
  if (!schedule) {
    return withoutSchedule === 'evening'
      ? { kind: 'evening', open: deviceHour >= START_HOUR }
      : { kind: 'unscheduled' };
  }
  if (serverNow < schedule.opensAt) return { kind: 'before', opensAt: schedule.opensAt };
  return serverNow < schedule.closesAt ? { kind: 'open' } : { kind: 'over' };
}

export function isOpen(phase: NightPhase): boolean {
  return phase.kind === 'open' || (phase.kind === 'evening' && phase.open);
}
