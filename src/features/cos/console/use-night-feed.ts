import { startTransition, useCallback, useState } from 'react';
import type { NightPort, TeamPort } from '@/backend/ports.ts';
import { useBackendWatch } from '@/backend/use-backend-watch.ts';
import { mergeStandings } from '@/game/standings.ts';
import type { Announcement, Errata, GameSchedule, TeamStanding } from '@/game/types.ts';

export interface NightFeed {
  /** Undefined until known; null when no night is scheduled. */
  schedule: GameSchedule | null | undefined;
  /** Undefined until known; null when none is posted. */
  announcement: Announcement | null | undefined;
  /** Each riddle's correction; undefined until known. */
  errata: Errata | undefined;
  /** When the leaderboard was frozen; undefined until known, null while it is live. */
  frozenAt: number | null | undefined;
  /** Null until the first list arrives; ranked, a team keeping its object while it stays the same. */
  teams: TeamStanding[] | null;
  /** The hints released to every team, by riddle (hints-panel.tsx). */
  hintsReleased?: Record<string, number[]>;
  /** The game backend could not be loaded, so none of the above will arrive. */
  failed: boolean;
}

export interface ConsoleFeed extends NightFeed {
  /**
   * Reads the night again now. Hosted, `game` is polled every few seconds, so after its own
   * write the console would show the old freeze or announcement (and offer a stale button).
   */
  rereadNight: () => void;
}

const UNKNOWN: NightFeed = {
  schedule: undefined,
  announcement: undefined,
  errata: undefined,
  frozenAt: undefined,
  teams: null,
  failed: false,
};

const failed = (was: NightFeed): NightFeed => ({ ...was, failed: true });

/** The feed with `teams`: the same feed when no team changed (mergeStandings). */
function withTeams(was: NightFeed, teams: TeamStanding[]): NightFeed {
  const merged = mergeStandings(was.teams, teams);
  return merged ? { ...was, teams: merged } : was;
}

/** The ports the feed reads (and the solves the console reads once, use-solves.ts). */
export interface FeedBackend {
  teams: Pick<TeamPort, 'watchAll' | 'getSolves' | 'getTeamSolves'>;
  night: Pick<NightPort, 'watchNight'>;
}

/** The night and every team, live, for the console. */
export function useNightFeed(loadGameBackend: () => Promise<FeedBackend>): ConsoleFeed {
  const [feed, setFeed] = useState<NightFeed>(UNKNOWN);
  const onLoadFailed = useCallback(() => setFeed(failed), []);
  const watchNight = useCallback(
    (game: FeedBackend) =>
      game.night.watchNight(({ schedule, announcement, errata, frozenAt, hintsReleased }) =>
        setFeed((was) => ({ ...was, schedule, announcement, errata, frozenAt, hintsReleased })),
      ),
    [],
  );
  const watchTeams = useCallback(
    // Few consoles, each open all night: one stream each, which sees every change at once. A
    // transition: React draws a console of 500 teams in slices, so no task grows long.
    (game: FeedBackend) =>
      game.teams.watchAll(
        (teams) => startTransition(() => setFeed((was) => withTeams(was, teams))),
        undefined,
        'stream',
      ),
    [],
  );

  // A new watch reads the night at once.
  const rereadNight = useBackendWatch(loadGameBackend, watchNight, onLoadFailed);
  useBackendWatch(loadGameBackend, watchTeams, onLoadFailed);
  return { ...feed, rereadNight };
}
