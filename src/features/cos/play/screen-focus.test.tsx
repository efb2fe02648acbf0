import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENING, ME, renderGame, seedTeam } from '../testing/game-test-harness.tsx';

vi.mock('@/components/toast/notify.ts', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(EVENING);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('focus as the game moves from screen to screen', () => {
  it('leaves the intro alone on arrival, then NEXT puts it in the team-name field', async () => {
    const { user } = renderGame();
    const next = await screen.findByRole('button', { name: 'NEXT' });
    expect(document.body).toHaveFocus();
    next.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByLabelText('Team name')).toHaveFocus();
  });

  it('START THE GAME puts it in the answer box, which keeps it after a right answer sent with Submit', async () => {
    const { user } = renderGame();
    await user.click(await screen.findByRole('button', { name: 'NEXT' }));
    await user.keyboard('Ohm Squad{Enter}');
    const field = await screen.findByLabelText('Your answer');
    await waitFor(() => expect(field).toHaveFocus());
    await screen.findByText('Riddle number 1');
    await user.keyboard('answer1');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Question 2 of 21' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your answer')).toHaveFocus();
  });

  it('RESUME THE GAME puts it in the answer box', async () => {
    seedTeam('op amps', { teamName: 'op amps', question: 3, score: 20 });
    localStorage.setItem('ecs.cos.owners', JSON.stringify({ [ME]: 'op amps' }));
    const { user } = renderGame();
    await user.click(await screen.findByRole('button', { name: 'NEXT' }));
    const resume = await screen.findByRole('button', { name: 'RESUME THE GAME' });
    await waitFor(() => expect(resume).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Question 3 of 21' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your answer')).toHaveFocus();
  });

  it("back on the intro (another device's team) focus is on its heading, not on <body>", async () => {
    seedTeam('op amps', { owner: 'someone-else' });
    const { user } = renderGame();
    await user.click(await screen.findByRole('button', { name: 'NEXT' }));
    await user.keyboard('OP AMPS{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already logged in!');
    expect(
      screen.getByRole('heading', { name: 'Welcome to the Chamber of Secrets' }),
    ).toHaveFocus();
  });

  it('the finish puts it on the final score', async () => {
    seedTeam('full adders', { question: 21, score: 200 });
    const { user } = renderGame();
    await user.click(await screen.findByRole('button', { name: 'NEXT' }));
    await user.keyboard('Full Adders{Enter}');
    await screen.findByText('Riddle number 21');
    await user.keyboard('answer21{Enter}');
    expect(await screen.findByRole('heading', { name: 'Final score: 210' })).toHaveFocus();
  });
});
