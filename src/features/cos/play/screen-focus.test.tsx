import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QUESTION_COUNT } from '@/game/numbers.ts';
import {
  ownTeam,
  playEachTestInTheEvening,
  renderGame,
  seedTeam,
} from '@/test/game-test-harness.tsx';
import { FINAL_SCORE, onRiddle, questionHeading } from '@/test/game-texts.ts';

vi.mock('@/components/toast/notify.ts', () => import('@/test/notify-mock.ts'));

playEachTestInTheEvening();

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
    expect(await screen.findByRole('heading', { name: questionHeading(2) })).toBeInTheDocument();
    expect(screen.getByLabelText('Your answer')).toHaveFocus();
  });

  it('RESUME THE GAME puts it in the answer box', async () => {
    seedTeam('op amps', { teamName: 'op amps', ...onRiddle(3) });
    ownTeam('op amps');
    const { user } = renderGame();
    await user.click(await screen.findByRole('button', { name: 'NEXT' }));
    const resume = await screen.findByRole('button', { name: 'RESUME THE GAME' });
    await waitFor(() => expect(resume).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: questionHeading(3) })).toBeInTheDocument();
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
    seedTeam('full adders', onRiddle(QUESTION_COUNT));
    const { user } = renderGame();
    await user.click(await screen.findByRole('button', { name: 'NEXT' }));
    await user.keyboard('Full Adders{Enter}');
    await screen.findByText(`Riddle number ${QUESTION_COUNT}`);
    await user.keyboard(`answer${QUESTION_COUNT}{Enter}`);
    expect(await screen.findByRole('heading', { name: FINAL_SCORE })).toHaveFocus();
  });
});
