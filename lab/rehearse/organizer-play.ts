import { createRestOrganizer } from '../../src/backend/rtdb/organizer-rest.ts';
import { encodeTeamKey } from '../../src/game/team-name.ts';
import { errorCode, type OrganizerPort, type Unsubscribe } from '../../src/backend/ports.ts';
import type { NightState, TeamStanding } from '../../src/game/types.ts';
import { REFRESH_MS, type Context, type Player } from './context.ts';
import {
  answerRight,
  failureOf,
  guess,
  registerTeam,
  riddleOf,
  STEPS,
  waitForNextGuess,
  type PlayStats,
} from './team-play.ts';

/** How long a scripted screen waits to see an organizer's action. */
const SEEN_WITHIN_MS = 15_000;

/** Resolves with the first value `watch` calls back with that `accept`s, or null after a while. */
function seen<T>(
  context: Context,
  watch: (callback: (value: T) => void) => Unsubscribe,
  accept: (value: T) => boolean,
): Promise<T | null> {
  return new Promise((done) => {
    let stop: Unsubscribe | null = null;
    let finished = false;
    const finish = (value: T | null) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      context.signal.removeEventListener('abort', abandon);
      stop?.();
      done(value);
    };
    const abandon = () => finish(null);
    const timer = setTimeout(abandon, SEEN_WITHIN_MS);
    context.signal.addEventListener('abort', abandon);
    stop = watch((value) => {
      if (accept(value)) finish(value);
    });
    if (finished) stop();
  });
}

async function standingOf(player: Player): Promise<TeamStanding> {
  if (!player.teamKey) throw new Error(`${player.label} has no team.`);
  const record = await player.teams.get(player.teamKey);
  if (!record) throw new Error(`${player.label}'s team is not on the board.`);
  return { teamKey: player.teamKey, ...record };
}

const organizerUser = (player: Player) => ({
  uid: player.identity.uid,
  email: null,
  displayName: 'Rehearsal organizer',
  isAnonymous: false,
});

/** One organizer action and what a player's screen or the database shows after it. */
async function action(
  context: Context,
  what: string,
  work: () => Promise<boolean | string>,
): Promise<void> {
  try {
    const result = await work();
    // A screen stops watching on Ctrl-C: what it did not see then is no failure.
    context.signal.throwIfAborted();
    context.report.check(
      STEPS.organizer,
      result === true,
      `${what}: ${result === false ? 'not seen' : result}`,
    );
  } catch (error) {
    if (context.signal.aborted) throw error;
    context.report.check(STEPS.organizer, false, `${what}: ${failureOf(error)}`);
  }
}

export interface OrganizerCast {
  organizer: Player;
  /** A player's screen that watches the night (announcement, freeze). */
  screen: Player;
  disqualified: Player;
  reset: Player;
  moved: Player;
  /** Removed and banned ("Ban" in the console): its account registers no team again tonight. */
  banned: Player;
  /** The device `moved`'s team goes to; it plays on there. */
  newDevice: Player;
}

/**
 * The organizer's night through the console's adapter (`desk`): recognised (and a player not), posts and
 * clears an announcement, disqualifies and reinstates a team, resets one (it registers again),
 * moves one to another device (which plays on; the old one cannot), bans one (it cannot register
 * again), freezes and unfreezes the board, and reads every team's guess count and solves.
 */
export async function organize(
  context: Context,
  cast: OrganizerCast,
  stats: PlayStats,
  everyone: Player[],
): Promise<void> {
  const desk: OrganizerPort = createRestOrganizer(context.target.databaseURL, context.meter.fetch, {
    guessesPollMs: REFRESH_MS,
  });
  const { organizer, screen } = cast;
  const me = organizer.identity;
  const watchNight = (callback: (night: NightState) => void) => screen.night.watchNight(callback);

  await action(context, 'the console recognises its organizer', () =>
    desk.isOrganizer(organizerUser(organizer), me),
  );
  await action(
    context,
    'the console turns a player away',
    async () =>
      !(await desk.isOrganizer(organizerUser(screen), screen.identity)) || 'a player was let in',
  );

  const text = `Rehearsal ${context.runId}: riddle 3 has a typo, read "ohm" for "om".`;
  await action(context, 'an announcement reaches a player', async () => {
    await desk.announce(me, text);
    return (await seen(context, watchNight, (night) => night.announcement?.text === text)) !== null;
  });
  await action(context, 'a cleared announcement leaves the players', async () => {
    await desk.announce(me, null);
    return (await seen(context, watchNight, (night) => night.announcement === null)) !== null;
  });

  const { disqualified } = cast;
  await action(context, 'a disqualified team cannot answer', async () => {
    await desk.setDisqualified(me, await standingOf(disqualified), true);
    // So that only the disqualification can refuse the guess.
    await waitForNextGuess(context, disqualified);
    try {
      const outcome = await guess(disqualified, riddleOf(context, disqualified)?.right ?? '');
      return `its guess came back ${outcome.type}`;
    } catch (error) {
      return errorCode(error) === 'PERMISSION_DENIED' || failureOf(error);
    }
  });
  await action(context, 'a reinstated team answers again', async () => {
    await desk.setDisqualified(me, await standingOf(disqualified), false);
    const result = await answerRight(context, disqualified, stats);
    return result === 'correct' || result;
  });

  const { reset } = cast;
  await action(context, 'a reset team starts again from riddle 1', async () => {
    await desk.resetTeam(me, await standingOf(reset));
    if (reset.teamKey && (await reset.teams.get(reset.teamKey)) !== null)
      return 'its record is still there';
    if (!(await registerTeam(context, reset, reset.teamName ?? '')))
      return 'it could not register again';
    const result = await answerRight(context, reset, stats);
    return result === 'correct' || `its first answer after the reset: ${result}`;
  });

  const { moved, newDevice } = cast;
  await action(context, 'a team moved to another device plays on there', async () => {
    const code = await newDevice.night.registerDevice(newDevice.identity);
    await desk.moveTeam(me, await standingOf(moved), code);
    const owned = await newDevice.teams.ownedTeam(newDevice.identity);
    if (!owned || owned !== moved.teamKey) return `the new device owns ${JSON.stringify(owned)}`;
    Object.assign(newDevice, {
      teamName: moved.teamName,
      teamKey: owned,
      record: await newDevice.teams.get(owned),
    });
    const result = await answerRight(context, newDevice, stats);
    return result === 'correct' || `on the new device: ${result}`;
  });
  await action(context, 'the old device can no longer answer', async () => {
    try {
      const outcome = await guess(moved, riddleOf(context, moved)?.right ?? '');
      return `its guess came back ${outcome.type}`;
    } catch (error) {
      return errorCode(error) === 'PERMISSION_DENIED' || failureOf(error);
    } finally {
      // The team is the new device's now: the board is checked against that device's record.
      moved.record = null;
    }
  });

  const { banned } = cast;
  await action(
    context,
    'a banned team is removed and its device cannot register again',
    async () => {
      const name = banned.teamName ?? '';
      await desk.evictTeam(me, await standingOf(banned));
      if (banned.teamKey && (await banned.teams.get(banned.teamKey)) !== null)
        return 'its record is still there';
      Object.assign(banned, { teamKey: null, record: null });
      const eligibility = await banned.teams.eligibility(banned.identity);
      if (eligibility !== 'evicted') return `its device is told it is ${eligibility}`;
      try {
        await banned.teams.register(banned.identity, encodeTeamKey(name), name);
        return 'it registered again';
      } catch (error) {
        return errorCode(error) === 'PERMISSION_DENIED' || failureOf(error);
      }
    },
  );

  let frozenAt: number | null = null;
  await action(context, 'a frozen board reaches a player', async () => {
    await desk.setFrozen(me, true);
    frozenAt =
      (await seen(context, watchNight, (night) => night.frozenAt !== null))?.frozenAt ?? null;
    return frozenAt !== null;
  });
  await action(context, 'a second freeze keeps the first moment', async () => {
    await desk.setFrozen(me, true);
    const night = await seen(context, watchNight, () => true);
    return night?.frozenAt === frozenAt || `frozen at ${night?.frozenAt}, first at ${frozenAt}`;
  });
  await action(context, 'an unfrozen board reaches a player', async () => {
    await desk.setFrozen(me, false);
    return (await seen(context, watchNight, (night) => night.frozenAt === null)) !== null;
  });

  const keys = everyone.flatMap((player) => (player.teamKey ? [player.teamKey] : []));
  await action(context, "the console sees every team's guesses", async () => {
    const counts = await seen<Record<string, number>>(
      context,
      (callback) => desk.watchGuessCounts(me, callback),
      () => true,
    );
    const missing = keys.filter((key) => !(counts?.[key] && counts[key] > 0));
    return missing.length === 0 || `no guesses shown for ${missing.length} teams`;
  });
  await action(context, "the console sees every team's solves", async () => {
    // As the console reads them once, before it takes each new one from the team's record.
    const solves = await organizer.teams.getSolves();
    const missing = keys.filter((key) => !solves[key]);
    return missing.length === 0 || `no solve shown for ${missing.length} teams`;
  });
}
