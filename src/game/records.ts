import type { Announcement, NightState } from '../backend/ports.ts';
import { toSchedule } from './schedule.ts';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A stored announcement, or null when it is missing or not shaped like one. */
export function toAnnouncement(value: unknown): Announcement | null {
  if (!isObject(value)) return null;
  const { text, at } = value;
  return typeof text === 'string' && text !== '' && typeof at === 'number' && Number.isFinite(at)
    ? { text, at }
    : null;
}

/** A stored freeze time, or null (the leaderboard runs live). */
export function toFrozenAt(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The `game/` node, each part checked on its own: one malformed part spoils no other. */
export function toNightState(value: unknown): NightState {
  const game = isObject(value) ? value : {};
  return {
    schedule: toSchedule(game.schedule),
    announcement: toAnnouncement(game.announcement),
    frozenAt: toFrozenAt(game.frozenAt),
  };
}
