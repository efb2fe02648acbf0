import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TeamPort } from '@/backend/ports.ts';
import { standing } from '@/game/standing-test-utils.ts';
import type { TeamStanding } from '@/game/types.ts';
import { useFinalRank } from './use-final-rank.ts';

describe('a finished team’s place', () => {
  it('is read from the board once, then the watch stops', async () => {
    const stop = vi.fn();
    let send: (teams: TeamStanding[]) => void = () => undefined;
    const teams: Pick<TeamPort, 'watchAll'> = {
      watchAll: (callback) => {
        send = callback;
        return stop;
      },
    };
    const { result } = renderHook(() => useFinalRank(teams, 'b'));
    send([standing('a', 210, 5), standing('b', 210, 9), standing('c', 40, 1)]);
    await waitFor(() => expect(result.current).toEqual({ place: 2, of: 3 }));
    expect(stop).toHaveBeenCalledTimes(1);
    send([standing('b', 210, 9)]);
    expect(result.current).toEqual({ place: 2, of: 3 });
  });
});
