import type { NightPort, NightState } from '../backend/ports.ts';
import { START_HOUR } from './numbers.ts';

/** Where the game night stands, as the intro screen shows it. */
export type NightPhase =
  | { kind: 'loading' }
  /** The hosted game without a schedule: its rules refuse every team. */
  | { kind: 'unscheduled' }
  /** Local mode without a schedule: SPEC's rule, open from 18:00 on the device's clock. */
  | { kind: 'evening'; open: boolean }
  | { kind: 'before'; opensAt: number }
  | { kind: 'open' }
  | { kind: 'over' };

interface NightClock {
  /** The server's time now (the device's, corrected by the measured offset). */
  serverNow: number;
  /** The device's own hour, for SPEC's evening rule. */
  deviceHour: number;
}

export function nightPhase(
  night: Pick<NightState, 'schedule'> | null,
  withoutSchedule: NightPort['withoutSchedule'],
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
