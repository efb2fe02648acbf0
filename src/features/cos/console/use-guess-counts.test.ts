import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GameIdentity, OrganizerPort } from '@/backend/ports.ts';
import { useGuessCounts } from './use-guess-counts.ts';

const organizer = {
  watchGuessCounts: (
    _identity: GameIdentity,
    callback: (counts: Record<string, number>) => void,
  ) => {
    callback({ ohms: 9 });
    return () => undefined;
  },
} as Partial<OrganizerPort> as OrganizerPort;
const me: GameIdentity = { uid: 'u', getIdToken: async () => 't', clockOffset: async () => 0 };

describe("the console's guess counts", () => {
  it("reads each team's count with the organizer's identity", async () => {
    const identity = async () => me;
    const counts = renderHook(() => useGuessCounts(organizer, identity)).result;
    await waitFor(() => expect(counts.current).toEqual({ counts: { ohms: 9 }, failed: false }));
  });

  it('says when the identity cannot be had, rather than showing no guesses', async () => {
    const identity = () => Promise.reject(new Error('offline'));
    const counts = renderHook(() => useGuessCounts(organizer, identity)).result;
    await waitFor(() => expect(counts.current).toEqual({ counts: {}, failed: true }));
  });
});
