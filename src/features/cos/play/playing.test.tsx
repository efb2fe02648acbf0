import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError, type TeamPort } from '@/backend/ports.ts';
import type { GuessRecord, TeamRecord } from '@/game/types.ts';
import { notify } from '@/components/toast/notify.ts';
import {
  answer,
  EVENING,
  enterTeam,
  losingGuessReplies,
  renderGame,
  seedGuess,
  seedTeam,
} from '../testing/game-test-harness.tsx';

vi.mock('@/components/toast/notify.ts', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

const storedGuess = (key: string): GuessRecord | undefined =>
  (JSON.parse(localStorage.getItem('ecs.cos.guesses') ?? '{}') as Record<string, GuessRecord>)[key];

const storedTeam = (key: string): TeamRecord | undefined =>
  (JSON.parse(localStorage.getItem('ecs.cos.teams') ?? '{}') as Record<string, TeamRecord>)[key];

const unloadPrevented = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

/** The field stays focusable (a disabled one would drop a keyboard user's focus) but takes no answer. */
function expectAnswersRefused() {
  const field = screen.getByLabelText('Your answer');
  expect(field).toHaveAttribute('readonly');
  expect(field).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-disabled', 'true');
}

/** Lets fake time pass in steps, so React renders (and schedules the next retry) in between. */
async function passTime(ms: number, stepMs = 1000) {
  for (let passed = 0; passed < ms; passed += stepMs) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(stepMs);
    });
  }
}

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

  it('takes another spelling the riddle accepts', async () => {
    const { user } = renderGame();
    await enterTeam(user, 'Spellers');
    await screen.findByText('Riddle number 1');
    await answer(user, 'First-Answer');
    expect(await screen.findByRole('heading', { name: 'Question 2 of 21' })).toBeInTheDocument();
    expect(storedTeam('spellers')).toMatchObject({ question: 2, score: 10 });
  });

  it('answers the next riddle at once after a right answer, with no wait shown', async () => {
    const { user } = renderGame();
    await enterTeam(user, 'Quick Quartz');
    await screen.findByText('Riddle number 1');
    await answer(user, 'answer1');
    expect(await screen.findByRole('heading', { name: 'Question 2 of 21' })).toBeInTheDocument();
    await passTime(1000);
    expect(screen.queryByText(/Next guess in/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit' })).not.toHaveAttribute('aria-disabled');
    await answer(user, 'answer2');
    expect(await screen.findByRole('heading', { name: 'Question 3 of 21' })).toBeInTheDocument();
    expect(screen.queryByText(/Next guess in/)).toBeNull();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(storedTeam('quick quartz')).toMatchObject({ question: 3, score: 20 });
  });

  it('moves the team on for a right answer recorded 2 s before its hour ends, its verdict coming after the bell', async () => {
    const startedAt = EVENING.getTime() - 50 * 60_000;
    const bell = startedAt + 60 * 60_000;
    seedTeam('last second', { question: 5, score: 40, startedAt });
    const { user } = renderGame({
      wrapTeams: (teams): TeamPort => ({
        // The guess is recorded, but the network loses its reply and fails until after the bell.
        ...losingGuessReplies(teams, 1),
        advance: (...args) =>
          Date.now() > bell ? teams.advance(...args) : Promise.reject(new BackendError('NETWORK')),
      }),
    });
    await enterTeam(user, 'Last Second');
    await screen.findByText('Riddle number 5');
    await user.type(screen.getByLabelText('Your answer'), 'answer5');
    // Sent 2 s before the bell, however long the typing took on a busy machine.
    vi.setSystemTime(bell - 2000);
    await user.keyboard('{Enter}');
    expect(await screen.findByText(/progress is not saved yet/)).toBeInTheDocument();
    expect(storedGuess('last second')).toMatchObject({ question: 5 });
    expect(storedGuess('last second')?.at).toBeLessThan(bell);
    await passTime(5000);
    expect(Date.now()).toBeGreaterThan(bell);
    expect(await screen.findByRole('heading', { name: 'Question 6 of 21' })).toBeInTheDocument();
    expect(screen.getByText('50')).toBeInTheDocument();
    expect(storedTeam('last second')).toMatchObject({ question: 6, score: 50 });
    expect(screen.queryByText(/progress is not saved yet/)).not.toBeInTheDocument();
    expect(screen.queryByText(/does not count/)).not.toBeInTheDocument();
    expect(screen.getByText('Time is up! Answers are no longer accepted.')).toBeInTheDocument();
  });

  it('finishes from the record a right guess whose verdict the bell refused, after time is up', async () => {
    const startedAt = EVENING.getTime() - 50 * 60_000;
    const bell = startedAt + 60 * 60_000;
    seedTeam('bell ringers', { question: 5, score: 40, startedAt });
    const { user } = renderGame({
      wrapTeams: (teams): TeamPort => ({
        ...teams,
        // Recorded 1 s before the bell; the reply comes 3 s later, as a refusal.
        guess: async (_identity, teamKey, current, proof) => {
          seedGuess(teamKey, { question: current.question, proof, at: Date.now(), count: 1 });
          await new Promise((resolve) => window.setTimeout(resolve, 3000));
          throw new BackendError('PERMISSION_DENIED');
        },
      }),
    });
    await enterTeam(user, 'Bell Ringers');
    await screen.findByText('Riddle number 5');
    await user.type(screen.getByLabelText('Your answer'), 'answer5');
    vi.setSystemTime(bell - 1000);
    await user.keyboard('{Enter}');
    await passTime(4000);
    expect(Date.now()).toBeGreaterThan(bell);
    expect(await screen.findByRole('heading', { name: 'Question 6 of 21' })).toBeInTheDocument();
    expect(storedTeam('bell ringers')).toMatchObject({ question: 6, score: 50 });
    expect(screen.queryByText(/does not count/)).not.toBeInTheDocument();
  });

  it('tells a wrong from a right answer by a cross or a tick and colour, in a polite live region', async () => {
    const { user } = renderGame();
    await enterTeam(user, 'Inductors');
    await screen.findByText('Riddle number 1');
    await answer(user, 'answer2');
    const wrong = await screen.findByText('Wrong answer');
    expect(wrong.closest('[aria-live="polite"]')).not.toBeNull();
    const cross = wrong.querySelector('svg[aria-hidden="true"]')?.innerHTML;
    expect(cross).toBeTruthy();
    await screen.findByText('Next guess in 4 s');
    await passTime(5000);
    await user.clear(screen.getByLabelText('Your answer'));
    await answer(user, 'answer1');
    const right = await screen.findByText('Correct answer');
    expect(right.closest('[aria-live="polite"]')).not.toBeNull();
    expect(right.querySelector('svg[aria-hidden="true"]')?.innerHTML).not.toBe(cross);
    expect(right.className).not.toBe(wrong.className);
  });

  it('tells the team progress is not saved yet and finishes the recorded guess', async () => {
    let failures = 1;
    const { user } = renderGame({
      wrapTeams: (teams): TeamPort => ({
        ...losingGuessReplies(teams, 1),
        advance: (...args) =>
          failures-- > 0 ? Promise.reject(new BackendError('unavailable')) : teams.advance(...args),
      }),
    });
    await enterTeam(user, 'Inductors');
    await screen.findByText('Riddle number 1');
    await answer(user, 'answer1');
    expect(await screen.findByText(/progress is not saved yet/)).toBeInTheDocument();
    expect(storedTeam('inductors')).toMatchObject({ question: 1 });
    await passTime(2000);
    await waitFor(() => expect(storedTeam('inductors')).toMatchObject({ question: 2, score: 10 }));
    expect(await screen.findByRole('heading', { name: 'Question 2 of 21' })).toBeInTheDocument();
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
    expectAnswersRefused();
  });

  it('counts the hour on the server clock when the device clock is wrong', async () => {
    // The device runs five and a half hours fast, as a dual-boot laptop can: the server
    // started the team just now by its own clock, which reads 5.5 hours less.
    const deviceAhead = 5.5 * 60 * 60_000;
    seedTeam('skewed schmitts', { startedAt: EVENING.getTime() - deviceAhead });
    const { user } = renderGame({ clockOffset: -deviceAhead });
    await enterTeam(user, 'Skewed Schmitts');
    await screen.findByText('Riddle number 1');
    expect(screen.getByRole('timer')).toHaveTextContent('60:00');
    expect(screen.getByLabelText('Your answer')).not.toHaveAttribute('readonly');
  });

  it('stops retrying a save the server refuses after the hour, and says it did not count', async () => {
    const startedAt = EVENING.getTime() - 59 * 60_000;
    seedTeam('slow slew', { question: 5, score: 40, startedAt });
    const hourOver = () => Date.now() >= startedAt + 60 * 60_000;
    const advance = vi.fn(() => Promise.reject(new BackendError('PERMISSION_DENIED')));
    const { user } = renderGame({
      wrapTeams: (teams): TeamPort => ({
        ...losingGuessReplies(teams),
        // Offline until the hour is over; then the server refuses the late save.
        lastGuess: (...args) =>
          hourOver() ? teams.lastGuess(...args) : Promise.reject(new BackendError('NETWORK')),
        advance,
      }),
    });
    await enterTeam(user, 'Slow Slew');
    await screen.findByText('Riddle number 5');
    await answer(user, 'answer5');
    expect(await screen.findByText(/progress is not saved yet/)).toBeInTheDocument();
    expect(screen.getByText('40')).toBeInTheDocument();

    await passTime(2 * 60_000);
    expect(
      screen.getByText('Time ran out before your last answer was saved, so it does not count.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/progress is not saved yet/)).not.toBeInTheDocument();
    expect(screen.getByText('40')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Question 5 of 21' })).toBeInTheDocument();
    expectAnswersRefused();
    const attempts = advance.mock.calls.length;
    expect(attempts).toBeGreaterThan(0);
    await passTime(5 * 60_000);
    expect(advance).toHaveBeenCalledTimes(attempts);
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

  it('asks before leaving for another page of the site, and stays if told to', async () => {
    const confirm = vi
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    const { user, router } = renderGame();
    await enterTeam(user, 'Wanderers');
    await screen.findByText('Riddle number 1');
    await act(() => router.navigate('/'));
    expect(confirm).toHaveBeenCalledWith(
      'Leave the game? Your team can resume later on this device.',
    );
    expect(router.state.location.pathname).toBe('/CoS');
    await act(() => router.navigate('/'));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(router.state.location.pathname).toBe('/');
    confirm.mockRestore();
  });

  it('still asks before leaving while the last answer is not saved', async () => {
    seedTeam('ripple counters', { question: 21, score: 200 });
    const { user } = renderGame({
      wrapTeams: (teams): TeamPort => ({
        ...losingGuessReplies(teams),
        advance: () => Promise.reject(new BackendError('UNAVAILABLE')),
      }),
    });
    await enterTeam(user, 'Ripple Counters');
    await screen.findByText('Riddle number 21');
    await answer(user, 'answer21');
    expect(await screen.findByText(/progress is not saved yet/)).toBeInTheDocument();
    expect(screen.queryByText('Congrats! You have solved all the questions.')).toBeNull();
    expect(unloadPrevented()).toBe(true);
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

  it('after a last answer the server refused, shows the score it kept and stays', async () => {
    const startedAt = EVENING.getTime() - 59 * 60_000;
    seedTeam('late latches', { question: 21, score: 200, startedAt });
    const advance = vi.fn(() => Promise.reject(new BackendError('PERMISSION_DENIED')));
    const { user, router } = renderGame({
      wrapTeams: (teams): TeamPort => ({
        ...losingGuessReplies(teams),
        lastGuess: (...args) =>
          Date.now() >= startedAt + 60 * 60_000
            ? teams.lastGuess(...args)
            : Promise.reject(new BackendError('NETWORK')),
        advance,
      }),
    });
    await enterTeam(user, 'Late Latches');
    await screen.findByText('Riddle number 21');
    await answer(user, 'answer21');
    expect(await screen.findByText(/progress is not saved yet/)).toBeInTheDocument();
    await passTime(2 * 60_000);
    expect(screen.getByText('200')).toBeInTheDocument();
    expect(
      screen.getByText('Time ran out before your last answer was saved, so it does not count.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Congrats! You have solved all the questions.')).toBeNull();
    expect(router.state.location.pathname).toBe('/CoS');
  });
});

describe('cooldown', () => {
  it('after a wrong guess: Submit aria-disabled and focused, the box editable, the wait said', async () => {
    const { user } = renderGame();
    await enterTeam(user, 'Patient Probes');
    await screen.findByText('Riddle number 1');
    await answer(user, 'nope');
    // Said once as the wait begins (never a second too long); the seconds run down only on screen.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(/^Next guess in 5 s$/),
    );
    expect(await screen.findByText('Next guess in 4 s')).toHaveAttribute('aria-hidden', 'true');
    await passTime(1000);
    expect(screen.getByText('Next guess in 3 s')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^Next guess in 5 s$/);
    const submit = screen.getByRole('button', { name: 'Submit' });
    submit.focus();
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(submit).not.toBeDisabled();
    await user.click(submit);
    expect(submit).toHaveFocus();
    const field = screen.getByLabelText('Your answer');
    expect(field).not.toHaveAttribute('readonly');
    await user.clear(field);
    await user.type(field, 'answer1');
    expect(storedTeam('patient probes')).toMatchObject({ question: 1 });
    await passTime(3000);
    expect(screen.queryByText(/Next guess in/)).toBeNull();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(submit).not.toHaveAttribute('aria-disabled');
    await user.click(submit);
    expect(await screen.findByRole('heading', { name: 'Question 2 of 21' })).toBeInTheDocument();
  });
});
