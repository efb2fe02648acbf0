import { config } from '@/config.ts';
import { INSTITUTE_TIME_ZONE } from '@/game/archive.ts';

/**
 * The time zone a game night's date is counted in (its archive key, its CSVs' names): hosted, the
 * institute's, where the teams play, whatever device starts the next night or exports a CSV; in
 * local mode this browser's own, whose clock shows every time of the night (docs/game-night.md).
 */
export function nightTimeZone(): string {
  return config.backend === 'firebase'
    ? INSTITUTE_TIME_ZONE
    : Intl.DateTimeFormat().resolvedOptions().timeZone;
}
