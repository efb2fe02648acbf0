import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { standing } from '@/game/standing-test-utils.ts';
import type { TeamStanding } from '@/game/types.ts';
import { useSolves } from './use-solves.ts';

const backend = async () => ({
  teams: {
    getSolves: async () => ({ ohms: { 1: 100 }, gates: { 1: 300 } }),
    getTeamSolves: async () => ({}),
  },
});
const onRiddle = (name: string, question: number, timestamp: number): TeamStanding => ({
  ...standing(name, (question - 1) * 10, timestamp),
  question,
});

describe("the console's solves", () => {
  it("keeps a team's solves while the team stays the same, and adds its new solve", async () => {
    const ohms = onRiddle('ohms', 2, 100);
    const gates = onRiddle('gates', 2, 300);
    const hook = renderHook(({ teams }) => useSolves(backend, teams), {
      initialProps: { teams: [ohms, gates] },
    });
    await waitFor(() => expect(hook.result.current).not.toBeNull());
    const before = hook.result.current;
    expect(before).toEqual({ ohms: { 1: 100 }, gates: { 1: 300 } });
    hook.rerender({ teams: [ohms, onRiddle('gates', 3, 500)] });
    expect(hook.result.current).toEqual({ ohms: { 1: 100 }, gates: { 1: 300, 2: 500 } });
    expect(hook.result.current?.ohms).toBe(before?.ohms);
  });
});
