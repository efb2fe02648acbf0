import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NightState } from '@/game/types.ts';
import { boardBackend } from '@/test/board-test-utils.ts';
import { standing } from '@/game/standing-test-utils.ts';
import { useNightFeed } from './use-night-feed.ts';

const SCHEDULE = { opensAt: 1000, closesAt: 2000 };

function feedOf(night: NightState) {
  const game = boardBackend((callback) => {
    callback([standing('ohms', 30, 1500)]);
    return () => undefined;
  });
  game.night.watchNight = (callback) => {
    callback(night);
    return () => undefined;
  };
  const load = async () => game;
  return renderHook(() => useNightFeed(load)).result;
}

describe("the console's night feed", () => {
  it('passes on the schedule, the announcement, the freeze and the teams', async () => {
    const announcement = { text: 'Riddle 7 has a typo', at: 1200 };
    const feed = feedOf({
      schedule: SCHEDULE,
      announcement,
      errata: {},
      frozenAt: 1300,
      boardEditedAt: null,
    });
    await waitFor(() => expect(feed.current.teams).toHaveLength(1));
    expect(feed.current).toMatchObject({ schedule: SCHEDULE, announcement, frozenAt: 1300 });
  });

  it('knows nothing of the night before the backend says', () => {
    const feed = renderHook(() => useNightFeed(() => new Promise(() => undefined))).result;
    expect(feed.current).toEqual({
      schedule: undefined,
      announcement: undefined,
      frozenAt: undefined,
      teams: null,
      failed: false,
      rereadNight: expect.any(Function),
    });
  });

  it('says when the game backend cannot be loaded, rather than waiting for ever', async () => {
    const load = () => Promise.reject(new Error('offline'));
    const feed = renderHook(() => useNightFeed(load)).result;
    await waitFor(() => expect(feed.current.failed).toBe(true));
    expect(feed.current).toMatchObject({ schedule: undefined, teams: null });
  });
});
