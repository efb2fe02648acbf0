import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BackendError, type GameIdentity, type OrganizerPort } from '@/backend/ports.ts';
import type { TypedAnswers } from '@/game/typed-answers.ts';
import { useStatisticsFeed } from './use-statistics-feed.ts';

const identity: GameIdentity = {
  uid: 'uid-organizer',
  getIdToken: async () => 'token',
  clockOffset: async () => 0,
};

/** An organizer port whose watches the test drives: what they read, and their failures. */
function scriptedOrganizer() {
  const feeds: {
    typed?: (typed: TypedAnswers) => void;
    typedFailed?: (error: BackendError) => void;
    acceptedFailed?: (error: BackendError) => void;
  } = {};
  const organizer = {
    watchTypedAnswers: (_identity, callback, onError) => {
      feeds.typed = callback;
      feeds.typedFailed = onError;
      return () => undefined;
    },
    watchAcceptedSpellings: (_identity, _callback, onError) => {
      feeds.acceptedFailed = onError;
      return () => undefined;
    },
  } as Pick<OrganizerPort, 'watchTypedAnswers' | 'watchAcceptedSpellings'> as OrganizerPort;
  return { organizer, feeds };
}

const refused = new BackendError('PERMISSION_DENIED', 'Permission denied');
const TYPED: TypedAnswers = { ohms: { 1: { question: 1, text: 'edison' } } };

describe("the statistics' feed", () => {
  it('says when a watch fails, until it reads again', async () => {
    const { organizer, feeds } = scriptedOrganizer();
    const feed = renderHook(() => useStatisticsFeed(organizer, async () => identity)).result;
    await waitFor(() => expect(feeds.typedFailed).toBeDefined());
    expect(feed.current.failed).toBe(false);
    act(() => feeds.typedFailed?.(refused));
    expect(feed.current).toMatchObject({ typed: null, failed: true });
    act(() => feeds.typed?.(TYPED));
    expect(feed.current).toMatchObject({ typed: TYPED, failed: false });
    // The spellings' watch failing is said too, whatever the typed answers do.
    act(() => feeds.acceptedFailed?.(new BackendError('NETWORK', 'offline')));
    act(() => feeds.typed?.(TYPED));
    expect(feed.current.failed).toBe(true);
  });

  it("says so when the organizer's identity cannot be had", async () => {
    const { organizer } = scriptedOrganizer();
    const feed = renderHook(() =>
      useStatisticsFeed(organizer, () => Promise.reject(new Error('offline'))),
    ).result;
    await waitFor(() => expect(feed.current.failed).toBe(true));
  });
});
