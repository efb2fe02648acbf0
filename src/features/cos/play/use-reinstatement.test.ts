import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameIdentity, TeamPort } from '@/backend/ports.ts';
import type { TeamRecord } from '@/game/types.ts';
import { initialGameState, type GameState } from '@/game/machine.ts';
import { REINSTATEMENT_POLL_MS, useReinstatement } from './use-reinstatement.ts';

const identity: GameIdentity = {
  uid: 'me',
  getIdToken: async () => 'token',
  clockOffset: async () => 0,
};
const saved: TeamRecord = {
  teamName: 'ohms',
  question: 3,
  score: 20,
  owner: 'me',
  startedAt: 0,
  timestamp: 0,
  disqualified: true,
};
const disqualified: GameState = {
  ...initialGameState,
  phase: 'playing',
  team: { teamKey: 'ohms', teamName: 'ohms', deadline: Infinity },
  saved,
  disqualified: true,
};

function watch(state: GameState, stored: () => TeamRecord | null) {
  const get = vi.fn(async () => stored());
  const dispatch = vi.fn();
  const teams = { get } as Partial<TeamPort> as TeamPort;
  const hook = renderHook(({ current }) => useReinstatement(current, dispatch, teams, identity), {
    initialProps: { current: state },
  });
  return { get, dispatch, hook };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useReinstatement', () => {
  it('reads a disqualified team every 10 s, and plays it on once reinstated', async () => {
    let stored: TeamRecord = saved;
    const { get, dispatch } = watch(disqualified, () => stored);
    await vi.advanceTimersByTimeAsync(REINSTATEMENT_POLL_MS);
    expect(get).toHaveBeenCalledWith('ohms');
    expect(dispatch).not.toHaveBeenCalled();
    stored = { ...saved, disqualified: false };
    await vi.advanceTimersByTimeAsync(REINSTATEMENT_POLL_MS);
    expect(get).toHaveBeenCalledTimes(2);
    expect(dispatch).toHaveBeenCalledWith({ type: 'REINSTATED', record: stored });
  });

  it('sends the device back to the intro when the team was reset or moved away', async () => {
    const { dispatch } = watch(disqualified, () => ({ ...saved, owner: 'another device' }));
    await vi.advanceTimersByTimeAsync(REINSTATEMENT_POLL_MS);
    expect(dispatch).toHaveBeenCalledWith({ type: 'TEAM_GONE' });
  });

  it('reads nothing for a team that plays, and stops at unmount or once reinstated', async () => {
    expect(watch(initialGameState, () => saved).get).not.toHaveBeenCalled();
    const playing = watch({ ...disqualified, disqualified: false }, () => saved);
    await vi.advanceTimersByTimeAsync(3 * REINSTATEMENT_POLL_MS);
    expect(playing.get).not.toHaveBeenCalled();

    const unmounted = watch(disqualified, () => saved);
    unmounted.hook.unmount();
    const reinstated = watch(disqualified, () => saved);
    await vi.advanceTimersByTimeAsync(REINSTATEMENT_POLL_MS);
    reinstated.hook.rerender({ current: { ...disqualified, disqualified: false } });
    await vi.advanceTimersByTimeAsync(3 * REINSTATEMENT_POLL_MS);
    expect(unmounted.get).not.toHaveBeenCalled();
    expect(reinstated.get).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
