import { ANNOUNCEMENT_MAX_LENGTH, ERRATUM_MAX_LENGTH } from '../../src/game/numbers.ts';
import type { Context } from '../rehearse/context.ts';
import type { NightClock } from './night-clock.ts';

const SERVER_TIME = { '.sv': 'timestamp' };

/**
 * The texts an organizer posts during the night, as the console writes them
 * (src/backend/rtdb/organizer-rest.ts): a text beside `game`, its stamp in `game`. The capacity
 * model plans two corrections and an announcement, each of the longest length, so the night posts
 * those, at a quarter, half and three quarters of the teams' hour.
 */
export function postNightTexts(
  context: Context,
  clock: NightClock,
  opensAt: number,
  hourMs: number,
): () => void {
  const [first, second] = context.riddles;
  const posts: [number, string, Record<string, unknown>][] = [
    [0.25, `erratum on riddle ${first?.qNo}`, erratum(first?.qNo ?? '1')],
    [
      0.5,
      'announcement',
      { announcement: longest(ANNOUNCEMENT_MAX_LENGTH), 'game/announcedAt': SERVER_TIME },
    ],
    [0.75, `erratum on riddle ${second?.qNo}`, erratum(second?.qNo ?? '2')],
  ];
  for (const path of ['announcement', 'errata']) context.ledger.note(path);
  const timers = posts.map(([share, what, update]) => {
    const nightAt = opensAt + share * hourMs;
    const realDelay = (nightAt - clock.nightStart) / clock.factor - (Date.now() - clock.realStart);
    return setTimeout(
      () => {
        context.admin.database
          .update(update)
          .then(() => context.report.phase('hall', `posted the ${what}`))
          .catch((error: unknown) => context.report.check('night texts', false, String(error)));
      },
      Math.max(0, realDelay),
    );
  });
  return () => timers.forEach(clearTimeout);
}

const longest = (length: number) => ({ text: 'a'.repeat(length), at: SERVER_TIME });

const erratum = (qNo: string) => ({
  [`errata/${qNo}`]: longest(ERRATUM_MAX_LENGTH),
  [`game/errataAt/${qNo}`]: SERVER_TIME,
});
