import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../backend/ports.ts';
import type { TeamPort, TeamRecord } from '../../backend/ports.ts';
import { notify } from '../../components/toast/notify.ts';
import { answer, EVENING, enterTeam, renderGame, seedTeam } from './game-test-harness.tsx';

vi.mock('../../components/toast/notify.ts', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

const storedTeam = (key: string): TeamRecord | undefined =>
  (JSON.parse(localStorage.getItem('ecs.cos.teams') ?? '{}') as Record<string, TeamRecord>)[key];

const unloadPrevented = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(EVENING);
});

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('playing', () => {
  it('warns on a wrong answer and lets the team retry', async () => {
    const { user } = renderGame();
    await enterTeam(user, 'Resistors');
    await screen.findByText('Riddle number 1');
    await answer(user, 'answer2');
    expect(await screen.findByText('Wrong answer')).toBeInTheDocument();
    expect(notify.warning).toHaveBeenCalledWith('Wrong answer');
    await answer(user, 'wrong again');
    expect(screen.getByRole('heading', { name: 'Question 1 of 21' })).toBeInTheDocument();
    expect(storedTeam('resistors')).toMatchObject({ question: 1, score: 0 });
  });

  it('moves on with 10 points for a right answer and saves it', async () => {
    const { user } = renderGame();
    await enterTeam(user, 'Capacitors');
    await screen.findByText('Riddle number 1');
    await answer(user, ' ANSWER 1 ');
    expect(await screen.findByRole('heading', { name: 'Question 2 of 21' })).toBeInTheDocument();
    expect(screen.getByText('Correct answer')).toBeInTheDocument();
    expect(notify.success).toHaveBeenCalledWith('Correct answer');
    expect(screen.getByText('10')).toBeInTheDocument();
    await waitFor(() => expect(storedTeam('capacitors')).toMatchObject({ question: 2, score: 10 }));
  });

  it('tells the team progress is not saved yet and retries until it is', async () => {
    let failures = 1;
    const { user } = renderGame((teams): TeamPort => ({
      ...teams,
      advance: (...args) =>
        failures-- > 0 ? Promise.reject(new BackendError('unavailable')) : teams.advance(...args),
    }));
    await enterTeam(user, 'Inductors');
    await screen.findByText('Riddle number 1');
    await answer(user, 'answer1');
    expect(await screen.findByText(/progress is not saved yet/)).toBeInTheDocument();
    expect(storedTeam('inductors')).toMatchObject({ question: 1 });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    await waitFor(() => expect(storedTeam('inductors')).toMatchObject({ question: 2, score: 10 }));
    expect(screen.queryByText(/progress is not saved yet/)).not.toBeInTheDocument();
  });

  it('counts down the 60 minutes and then accepts no answers', async () => {
    const { user } = renderGame();
    await enterTeam(user, 'Late Latches');
    await screen.findByText('Riddle number 1');
    expect(screen.getByRole('timer')).toHaveTextContent('60:00');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(59 * 60 * 1000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('01:00');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60 * 1000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
    expect(screen.getByText('Time is up! Answers are no longer accepted.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your answer')).toBeDisabled();
  });

  it('asks before unloading only while playing', async () => {
    seedTeam('full adders', { question: 21, score: 200 });
    const { user } = renderGame();
    expect(unloadPrevented()).toBe(false);
    await enterTeam(user, 'Full Adders');
    await screen.findByText('Riddle number 21');
    expect(unloadPrevented()).toBe(true);
    await answer(user, 'answer21');
    await screen.findByText('Congrats! You have solved all the questions.');
    expect(unloadPrevented()).toBe(false);
  });
});

describe('finish', () => {
  it('saves, congratulates, says it redirects after 1 s and goes home at 3 s', async () => {
    seedTeam('half adders', { question: 21, score: 200 });
    const { user, router } = renderGame();
    await enterTeam(user, 'Half Adders');
    await screen.findByText('Riddle number 21');
    await answer(user, 'answer21');
    expect(
      await screen.findByText('Congrats! You have solved all the questions.'),
    ).toBeInTheDocument();
    expect(storedTeam('half adders')).toMatchObject({ question: 22, score: 210 });
    expect(screen.getByRole('heading', { name: 'Final score: 210' })).toBeInTheDocument();
    expect(screen.queryByText('Redirecting you to home page!')).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByText('Redirecting you to home page!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/CoS');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });
});
