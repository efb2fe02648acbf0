import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BackendError, type TeamPort } from '@/backend/ports.ts';
import { QUESTION_COUNT, REDIRECT_DELAY_MS, TIME_LIMIT_MINUTES } from '@/game/numbers.ts';
import type { TeamRecord } from '@/game/types.ts';
import { notify } from '@/components/toast/notify.ts';
import {
  ME,
  answer,
  enterTeam,
  playEachTestInTheEvening,
  renderGame,
  seedTeam,
} from '@/test/game-test-harness.tsx';
import { FINAL_SCORE, onRiddle, questionHeading, scoreAfter } from '@/test/game-texts.ts';
import { storedTable } from '@/test/local-tables.ts';

vi.mock('@/components/toast/notify.ts', () => import('@/test/notify-mock.ts'));

playEachTestInTheEvening();

const storedTeams = () => storedTable<TeamRecord>('teams');

describe('intro', () => {
  it('shows the rules and hides NEXT before 18:00, then offers it from 18:00', async () => {
    vi.setSystemTime(new Date('2026-11-21T17:59:50'));
    renderGame();
    expect(
      screen.getByText(`The time limit is ${TIME_LIMIT_MINUTES} minutes.`),
    ).toBeInTheDocument();
    expect(await screen.findByText('GAME HAS NOT STARTED YET')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'NEXT' })).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(15_000);
    });
    expect(screen.getByRole('button', { name: 'NEXT' })).toBeInTheDocument();
    expect(screen.queryByText('GAME HAS NOT STARTED YET')).not.toBeInTheDocument();
  });
});

describe('team entry', () => {
  it('needs a team name', async () => {
    const { user } = renderGame();
    await user.click(await screen.findByRole('button', { name: 'NEXT' }));
    await user.click(screen.getByRole('button', { name: 'START THE GAME' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your team name');
  });

  it('registers a new team and starts at question 1 with score 0', async () => {
    const { user } = renderGame();
    await enterTeam(user, '  Flip Flops ');
    expect(await screen.findByRole('heading', { name: questionHeading(1) })).toBeInTheDocument();
    expect(await screen.findByText('Riddle number 1')).toBeInTheDocument();
    expect(storedTeams()['flip flops']).toMatchObject({
      teamName: 'flip flops',
      owner: ME,
      question: 1,
    });
  });

  it("sends another device's team back to the intro with the alert", async () => {
    seedTeam('op amps', { ...onRiddle(4), owner: 'someone-else' });
    const { user } = renderGame();
    await enterTeam(user, 'OP AMPS');
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already logged in!');
    expect(screen.getByRole('button', { name: 'NEXT' })).toBeInTheDocument();
    expect(notify.error).toHaveBeenCalledWith('You have already logged in!');
  });

  it("resumes this device's team at its saved question and score", async () => {
    seedTeam('diodes', onRiddle(5));
    const { user } = renderGame();
    await enterTeam(user, 'Diodes');
    expect(await screen.findByRole('heading', { name: questionHeading(5) })).toBeInTheDocument();
    expect(screen.getByText(scoreAfter(4))).toBeInTheDocument();
  });

  it('congratulates a finished team and goes home, even when its last guess cannot be read', async () => {
    seedTeam('full adders', onRiddle(QUESTION_COUNT + 1));
    const lastGuess = vi.fn(() => Promise.reject(new BackendError('NETWORK')));
    const { user, router } = renderGame({
      wrapTeams: (teams): TeamPort => ({ ...teams, lastGuess }),
    });
    await enterTeam(user, 'Full Adders');
    expect(await screen.findByRole('heading', { name: FINAL_SCORE })).toBeInTheDocument();
    expect(screen.getByText('Congrats! You have solved all the questions.')).toBeInTheDocument();
    expect(screen.queryByText(/progress is not saved yet/)).toBeNull();
    expect(lastGuess).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS);
    });
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('one identity, had when the network lets it', () => {
  const startFailed = 'Could not reach the game. Check your connection and try again.';

  it('offline while the intro asks, online at START: the team plays and its answers count', async () => {
    const { user, ensureGameIdentity } = renderGame({ identityFailures: 3 });
    expect(await screen.findByRole('button', { name: 'NEXT' })).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(ensureGameIdentity).toHaveBeenCalledTimes(3);
    await enterTeam(user, 'Late Links');
    expect(await screen.findByText('Riddle number 1')).toBeInTheDocument();
    await answer(user, 'answer1');
    expect(await screen.findByText('Riddle number 2')).toBeInTheDocument();
    expect(storedTeams()['late links']).toMatchObject({ owner: ME, question: 2 });
  });

  it('still offline at START: says so, and START again plays', async () => {
    const { user } = renderGame({ identityFailures: 6 });
    await user.click(await screen.findByRole('button', { name: 'NEXT' }));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await user.type(screen.getByLabelText('Team name'), 'Late Links');
    await user.click(screen.getByRole('button', { name: 'START THE GAME' }));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByRole('alert')).toHaveTextContent(startFailed);
    await user.click(screen.getByRole('button', { name: 'START THE GAME' }));
    expect(await screen.findByText('Riddle number 1')).toBeInTheDocument();
  });

  it('a sign-up refused for its quota: says what happened and what to do, and loses nothing', async () => {
    const onLogIn = vi.fn();
    // Refused at the intro, at the team entry's look for a team of its own, and at START.
    const { user, ensureGameIdentity } = renderGame({
      identityFailures: 3,
      identityError: 'auth/too-many-requests',
      onLogIn,
    });
    expect(await screen.findByRole('button', { name: 'NEXT' })).toBeVisible();
    const said = await screen.findByRole('alert');
    expect(said).toHaveTextContent(/Too many players have joined the game from this network/);
    expect(said).toHaveTextContent(/Log in with your ECE account instead: it needs no new account/);
    expect(said).toHaveTextContent(/ask an organizer to raise the limit/);
    expect(ensureGameIdentity).toHaveBeenCalledTimes(1);
    const logIn = screen.getByRole('button', { name: 'Log in with your ECE account' });
    await user.click(logIn);
    // The button, so that the dialog gives it focus back when it closes.
    expect(onLogIn).toHaveBeenCalledExactlyOnceWith(logIn);

    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    await user.type(screen.getByLabelText('Team name'), 'Quota Kids');
    await user.click(screen.getByRole('button', { name: 'START THE GAME' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Too many players have joined/);
    expect(screen.getByLabelText('Team name')).toHaveValue('Quota Kids');
    expect(storedTeams()).toEqual({});
    await user.click(screen.getByRole('button', { name: 'START THE GAME' }));
    expect(await screen.findByText('Riddle number 1')).toBeInTheDocument();
    expect(storedTeams()['quota kids']).toMatchObject({ owner: ME, question: 1 });
  });

  it('a member signing in after the intro asked: the team plays under the uid it was given', async () => {
    const { user } = renderGame({ laterUid: 'member' });
    await enterTeam(user, 'Signal Path');
    await answer(user, 'answer1');
    expect(await screen.findByText('Riddle number 2')).toBeInTheDocument();
    expect(screen.queryByText(/progress is not saved/)).not.toBeInTheDocument();
    expect(storedTeams()['signal path']).toMatchObject({ owner: ME, question: 2 });
  });

  it('the game failing to load: says so, and keeps trying', async () => {
    renderGame({ backendFailures: 2 });
    expect(screen.getByText('Checking the game night…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('alert')).toHaveTextContent(startFailed);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole('button', { name: 'NEXT' })).toBeVisible();
    expect(screen.queryByText(startFailed)).not.toBeInTheDocument();
  });
});
