import type { GameSchedule } from '../backend/ports.ts';

/** A stored schedule, or null when it is missing or makes no sense (closing before it opens). */
export function toSchedule(value: unknown): GameSchedule | null {
  if (typeof value !== 'object' || value === null) return null;
  const { opensAt, closesAt } = value as Record<string, unknown>;
  if (typeof opensAt !== 'number' || typeof closesAt !== 'number') return null;
  if (!Number.isFinite(opensAt) || !(closesAt > opensAt)) return null;
  return { opensAt, closesAt };
}

/** Teams may register while the night is open: from opensAt up to (not at) closesAt. */
export function isNightOpen(schedule: GameSchedule, now: number): boolean {
  return schedule.opensAt <= now && now < schedule.closesAt;
}
