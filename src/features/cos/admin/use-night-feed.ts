import { useEffect, useState } from 'react';
import type { GameBackend } from '../../../backend/index.ts';
import type { GameSchedule, TeamStanding } from '../../../backend/ports.ts';

export interface NightFeed {
  /** Undefined until known; null when no night is scheduled. */
  schedule: GameSchedule | null | undefined;
  /** Null until the first list arrives. */
  teams: TeamStanding[] | null;
}

/** The night and every team, live, for the console. */
export function useNightFeed(loadGameBackend: () => Promise<GameBackend>): NightFeed {
  const [feed, setFeed] = useState<NightFeed>({ schedule: undefined, teams: null });

  useEffect(() => {
    const stops: Array<() => void> = [];
    let current = true;
    void loadGameBackend().then((game) => {
      if (!current) return;
      stops.push(
        game.night.watchNight((night) => setFeed((was) => ({ ...was, schedule: night.schedule }))),
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
