import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createLocalGame } from '@/backend/local/game.ts';
import { seedTables } from '@/test/local-tables.ts';
import {
  answer,
  bank,
  EVENING,
  passTime,
  playAs,
  playEachTestInTheEvening,
  renderGame,
} from '@/test/game-test-harness.tsx';
import { nextGuessIn } from '@/test/game-texts.ts';
import { RiddleHints } from './riddle-hints.tsx';
import { HINT_RETRY_MS } from './use-riddle-hints.ts';

vi.mock('@/components/toast/notify.ts', () => import('@/test/notify-mock.ts'));

const MINUTE = 60_000;
/** The harness's riddles, riddle 1 with two hints, a nudge and a solution, riddle 2 a solution. */
const aided = bank.map((entry) =>
  entry.qNo === '1'
    ? {
        ...entry,
        hints: [
          { after: 5, text: 'It is named after a physicist.' },
          { after: 15, text: 'V = IR.' },
        ],
        nudges: [{ answer: 'ohms law', reply: 'Keep going: name the unit.' }],
        solution: 'Divide voltage by current.',
      }
    : entry.qNo === '2'
      ? { ...entry, solution: 'The second solution.' }
      : entry,
);
const schedule = {
  opensAt: EVENING.getTime() - 30 * MINUTE,
  closesAt: EVENING.getTime() + 2 * 60 * MINUTE,
};
const game = () => createLocalGame({ storage: localStorage, bank: aided, schedule });

describe('a riddle’s help while the team plays', () => {
  playEachTestInTheEvening();

  it('shows no hint before its minutes, a countdown to it, and the hint once they pass', async () => {
    await playAs('ohms', { backend: game(), schedule });
    expect(await screen.findByText('First hint in 5:00')).toBeInTheDocument();
    expect(screen.queryByText(/physicist/)).not.toBeInTheDocument();
    await passTime(5 * MINUTE - 2000, 10_000);
    expect(screen.queryByText(/physicist/)).not.toBeInTheDocument();
    await passTime(3000);
    expect(await screen.findByText('It is named after a physicist.')).toBeInTheDocument();
    expect(screen.getByText('Hint 1:')).toBeInTheDocument();
    // Numbered by its label alone: a numbered list would read "1. Hint 1:".
    const hints = screen.getByRole('region', { name: 'Hints' });
    expect(within(hints).getByRole('list').tagName).toBe('UL');
    expect(screen.getByText(/^Next hint in 9:5\d$/)).toBeInTheDocument();
    expect(screen.queryByText('V = IR.')).not.toBeInTheDocument();
  });

  it('shows a hint the organizers release at once, and none on a riddle without hints', async () => {
    await playAs('ohms', { backend: game(), schedule });
    await screen.findByText('First hint in 5:00');
    seedTables({ night: { released: { 1: { 2: true } } } });
    expect(await screen.findByText('V = IR.')).toBeInTheDocument();
    expect(screen.queryByText(/physicist/)).not.toBeInTheDocument();
  });

  it("says a nudge's reply in place of Wrong answer, and the wait still applies", async () => {
    const { user } = await playAs('ohms', { backend: game(), schedule });
    await answer(user, 'Ohms  Law');
    expect(await screen.findByText('Keep going: name the unit.')).toBeInTheDocument();
    expect(screen.queryByText('Wrong answer')).not.toBeInTheDocument();
    expect(screen.getAllByText(nextGuessIn(5)).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-disabled', 'true');
    await passTime(6000);
    await user.clear(screen.getByLabelText('Your answer'));
    await answer(user, 'volts');
    expect(await screen.findByText('Wrong answer')).toBeInTheDocument();
    expect(screen.queryByText('Keep going: name the unit.')).not.toBeInTheDocument();
  });
});

describe('a hint the rules refuse at first', () => {
  playEachTestInTheEvening();

  it('is asked for again 5 s later, then later still, once per opening', async () => {
    const readHint = vi.fn(async () => null as string | null);
    render(
      <RiddleHints
        port={{ readHint }}
        identity={null}
        question={1}
        clockOffset={0}
        hints={[0]}
        reachedAt={Date.now()}
        released={[]}
        closed={false}
      />,
    );
    await passTime(1000);
    expect(readHint).toHaveBeenCalledTimes(1);
    await passTime(HINT_RETRY_MS);
    expect(readHint).toHaveBeenCalledTimes(2);
    readHint.mockResolvedValue('A clock a little fast.');
    await passTime(HINT_RETRY_MS);
    expect(readHint).toHaveBeenCalledTimes(2);
    await passTime(HINT_RETRY_MS);
    expect(await screen.findByText('A clock a little fast.')).toBeInTheDocument();
    await passTime(3 * HINT_RETRY_MS);
    expect(readHint).toHaveBeenCalledTimes(3);
  });
});

describe('practice after the night', () => {
  playEachTestInTheEvening();

  it('shows every hint, the answered riddle’s solution, and this one’s a press away', async () => {
    vi.setSystemTime(schedule.closesAt + MINUTE);
    const { user } = renderGame({ backend: game(), schedule });
    await user.click(await screen.findByRole('button', { name: 'Practice the riddles' }));
    expect(await screen.findByText('V = IR.')).toBeInTheDocument();
    expect(screen.getByText('It is named after a physicist.')).toBeInTheDocument();
    expect(screen.queryByText('Divide voltage by current.')).not.toBeInTheDocument();
    await answer(user, 'answer1');
    expect(await screen.findByText('Riddle number 2')).toBeInTheDocument();
    const answered = await screen.findByRole('region', { name: 'Solution to question 1' });
    expect(answered).toHaveTextContent('Divide voltage by current.');
    expect(screen.queryByText('The second solution.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Give up: show the solution' }));
    expect(await screen.findByText('The second solution.')).toBeInTheDocument();
  });
});
