import { useEffect, useState } from 'react';
import type { GameBackend } from '../../../backend/index.ts';
import type { Announcement, GameSchedule, TeamStanding } from '../../../backend/ports.ts';

export interface NightFeed {
  /** Undefined until known; null when no night is scheduled. */
  schedule: GameSchedule | null | undefined;
  /** Undefined until known; null when none is posted. */
  announcement: Announcement | null | undefined;
  /** When the leaderboard was frozen; undefined until known, null while it is live. */
  frozenAt: number | null | undefined;
  /** Null until the first list arrives. */
  teams: TeamStanding[] | null;
}

/** The night and every team, live, for the console. */
export function useNightFeed(loadGameBackend: () => Promise<GameBackend>): NightFeed {
  const [feed, setFeed] = useState<NightFeed>({
    schedule: undefined,
    announcement: undefined,
    frozenAt: undefined,
    teams: null,
  });

  useEffect(() => {
    const stops: Array<() => void> = [];
    let current = true;
    void loadGameBackend().then((game) => {
      if (!current) return;
      stops.push(
        game.night.watchNight(({ schedule, announcement, frozenAt }) =>
          setFeed((was) => ({ ...was, schedule, announcement, frozenAt })),
        ),
        game.teams.watchAll((teams) => setFeed((was) => ({ ...was, teams }))),
      );
    });
    return () => {
      current = false;
      stops.forEach((stop) => stop());
    };
  }, [loadGameBackend]);

  return feed;
}
