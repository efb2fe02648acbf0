import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameIdentity } from '@/backend/ports.ts';
import { answerProof } from '@/game/answer-proof.ts';
import { initialGameState, type GameState } from '@/game/machine.ts';
import { keepLastTyped } from './last-typed.ts';
import { useSpellingOffer } from './use-spelling-offer.ts';

const me: GameIdentity = { uid: 'me', getIdToken: async () => 't', clockOffset: async () => 0 };
const playing: GameState = {
  ...initialGameState,
  phase: 'playing',
  question: 3,
  team: { teamKey: 'ohms', teamName: 'ohms', deadline: Date.now() + 60_000 },
};
const GUESSED_AT = 1_000_000;

function offer(spellingsAt: Record<string, number> | undefined, accepted = true) {
  const isAcceptedSpelling = vi.fn(async () => accepted);
  // One port for every render, as the page's backend is.
  const teams = { isAcceptedSpelling };
  const hook = renderHook(() => useSpellingOffer(playing, spellingsAt, teams, me));
  return { hook, isAcceptedSpelling };
}

afterEach(() => localStorage.clear());

describe("the offer to enter a team's last answer again, accepted since", () => {
  it('asks about the last wrong answer on the riddle once its notice is newer, and offers it', async () => {
    keepLastTyped({ teamKey: 'ohms', question: 3, text: 'Edi Son', at: GUESSED_AT });
    const { hook, isAcceptedSpelling } = offer({ 3: GUESSED_AT + 1 });
    await waitFor(() => expect(hook.result.current).toBe('Edi Son'));
    expect(isAcceptedSpelling).toHaveBeenCalledTimes(1);
    expect(isAcceptedSpelling).toHaveBeenCalledWith(me, 3, await answerProof('3', 'Edi Son'));
  });

  it('offers nothing when the database says that answer is not the accepted one', async () => {
    keepLastTyped({ teamKey: 'ohms', question: 3, text: 'faraday', at: GUESSED_AT });
    const { hook, isAcceptedSpelling } = offer({ 3: GUESSED_AT + 1 }, false);
    await waitFor(() => expect(isAcceptedSpelling).toHaveBeenCalled());
    expect(hook.result.current).toBeNull();
  });

  it('asks nothing for a notice older than the answer, of another riddle, or without one', () => {
    keepLastTyped({ teamKey: 'ohms', question: 3, text: 'edison', at: GUESSED_AT });
    const notices: (Record<string, number> | undefined)[] = [
      { 3: GUESSED_AT - 1 },
      { 2: GUESSED_AT + 1 },
      undefined,
    ];
    for (const spellingsAt of notices) {
      const { hook, isAcceptedSpelling } = offer(spellingsAt);
      expect(isAcceptedSpelling).not.toHaveBeenCalled();
      expect(hook.result.current).toBeNull();
      hook.unmount();
    }
  });

  it('offers each team on one device its own answer: another team typing since forgets none', async () => {
    keepLastTyped({ teamKey: 'ohms', question: 3, text: 'Edi Son', at: GUESSED_AT });
    keepLastTyped({ teamKey: 'diodes', question: 3, text: 'edison', at: GUESSED_AT + 5 });
    const { hook } = offer({ 3: GUESSED_AT + 10 });
    await waitFor(() => expect(hook.result.current).toBe('Edi Son'));
  });

  it("asks nothing about another team's or another riddle's answer kept on this device", () => {
    keepLastTyped({ teamKey: 'diodes', question: 3, text: 'edison', at: GUESSED_AT });
    expect(offer({ 3: GUESSED_AT + 1 }).isAcceptedSpelling).not.toHaveBeenCalled();
    keepLastTyped({ teamKey: 'ohms', question: 2, text: 'edison', at: GUESSED_AT });
    expect(offer({ 3: GUESSED_AT + 1 }).isAcceptedSpelling).not.toHaveBeenCalled();
  });
});
