import type { GameIdentity, Unsubscribe } from '../../src/backend/ports.ts';
import { retryUntilDone } from '../../src/features/cos/play/retry.ts';
import type { Role } from '../../scripts/game-capacity/cost-types.ts';
import { deviceAdapters } from './devices.ts';

/** Errors each role's watches reported: a board keeps what it shows and reads again. */
export type BoardErrors = Record<string, number>;

/**
 * A screen the night is watched on, reading as its page does, through the site's adapters:
 * the board (/CoS/leaderboard: useBoard polling what changed, and the past nights' list), the
 * projector (the same board, streamed, without the list) and the organizers' console
 * (useNightFeed streaming the teams, useGuessCounts, useSolves' one read, and its statistics'
 * typed answers, streamed, and accepted spellings, polled: useStatisticsFeed; after its check of
 * the organizer). Returns what stops it.
 */
export async function openScreen(
  databaseURL: string,
  role: Exclude<Role, 'team'>,
  number: number,
  errors: BoardErrors,
  organizer: GameIdentity | null,
): Promise<Unsubscribe> {
  // The page's opening lasts until it first shows the teams.
  let opening = true;
  const adapters = deviceAdapters(databaseURL, role, number, () => opening);
  const { teams, night, archive, organizer: desk } = adapters;
  const failed = () => {
    errors[role] = (errors[role] ?? 0) + 1;
  };
  const quiet = () => undefined;
  const shown = () => {
    opening = false;
  };
  const stopped = new AbortController();
  const stops: Unsubscribe[] = [() => stopped.abort()];
  if (role === 'spectator') await archive.listNights().catch(failed);
  if (role === 'console' && organizer) {
    const user = { email: 'organizer@ece.nits.ac.in' };
    await desk.isOrganizer(user, organizer).catch(failed);
    stops.push(
      desk.watchGuessCounts(organizer, quiet),
      desk.watchTypedAnswers(organizer, quiet, failed),
      desk.watchAcceptedSpellings(organizer, quiet, failed),
    );
    void retryUntilDone(() => teams.getSolves(), stopped.signal, failed).catch(quiet);
  }
  const how = role === 'spectator' ? 'changes' : 'stream';
  stops.push(night.watchNight(quiet), teams.watchAll(shown, failed, how));
  return () => stops.forEach((stop) => stop());
}
