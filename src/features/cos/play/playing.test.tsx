import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BackendError, type TeamPort } from '@/backend/ports.ts';
import {
  GUESS_COOLDOWN_MS,
  MESSAGE_DELAY_MS,
  QUESTION_COUNT,
  REDIRECT_DELAY_MS,
  TIME_LIMIT_MINUTES,
  TIME_LIMIT_MS,
} from '@/game/numbers.ts';
import type { GuessRecord, TeamRecord } from '@/game/types.ts';
import { notify } from '@/components/toast/notify.ts';
import { createLocalGame } from '@/backend/local/game.ts';
import { MESSAGES } from './game-messages.ts';
import { CORRECT_SHOWN_MS } from './guess/use-guess.ts';
import {
  answer,
  bank,
  EVENING,
  enterTeam,
  losingGuessReplies,
  passTime,
  playAs,
  playEachTestInTheEvening,
  renderGame,
  seedGuess,
  seedTeam,
} from '@/test/game-test-harness.tsx';
import {
  COOLDOWN_SECONDS,
  FINAL_SCORE,
  nextGuessIn,
  onRiddle,
  questionHeading,
  scoreAfter,
  timeLeftAfter,
} from '@/test/game-texts.ts';
import { seedTables, storedTable } from '@/test/local-tables.ts';

vi.mock('@/components/toast/notify.ts', () => import('@/test/notify-mock.ts'));

const storedGuess = (key: string) => storedTable<GuessRecord>('guesses')[key];
const storedTeam = (key: string) => storedTable<TeamRecord>('teams')[key];
const LAST = QUESTION_COUNT;
const MINUTE = 60_000;

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

playEachTestInTheEvening();

describe('playing', () => {
  it('warns on a wrong answer and lets the team retry', async () => {
    const { user } = await playAs('Resistors');
    await answer(user, 'answer2');
    expect(await screen.findByText('Wrong answer')).toBeInTheDocument();
    expect(notify.warning).toHaveBeenCalledWith('Wrong answer');
    await answer(user, 'wrong again');
    expect(screen.getByRole('heading', { name: questionHeading(1) })).toBeInTheDocument();
    expect(storedTeam('resistors')).toMatchObject(onRiddle(1));
  });

  it('moves on with the points of a right answer and saves it', async () => {
    const { user } = await playAs('Capacitors');
    await answer(user, ' ANSWER 1 ');
    expect(await screen.findByRole('heading', { name: questionHeading(2) })).toBeInTheDocument();
    expect(screen.getByText('Correct answer')).toBeInTheDocument();
    expect(notify.success).toHaveBeenCalledWith('Correct answer');
    expect(screen.getByText(scoreAfter(1))).toBeInTheDocument();
    await waitFor(() => expect(storedTeam('capacitors')).toMatchObject(onRiddle(2)));
    // It was riddle 1's: under riddle 2 it stays a few seconds, not until the next verdict.
    await passTime(CORRECT_SHOWN_MS);
    expect(screen.queryByText('Correct answer')).toBeNull();
  });

  it('takes another spelling the riddle accepts', async () => {
    const { user } = await playAs('Spellers');
    await answer(user, 'First-Answer');
    expect(await screen.findByRole('heading', { name: questionHeading(2) })).toBeInTheDocument();
    expect(storedTeam('spellers')).toMatchObject(onRiddle(2));
  });

  it('answers the next riddle at once after a right answer, with no wait shown', async () => {
    const { user } = await playAs('Quick Quartz');
    await answer(user, 'answer1');
    expect(await screen.findByRole('heading', { name: questionHeading(2) })).toBeInTheDocument();
    await passTime(1000);
    expect(screen.queryByText(/Next guess in/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit' })).not.toHaveAttribute('aria-disabled');
    await answer(user, 'answer2');
    expect(await screen.findByRole('heading', { name: questionHeading(3) })).toBeInTheDocument();
    expect(screen.queryByText(/Next guess in/)).toBeNull();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(storedTeam('quick quartz')).toMatchObject(onRiddle(3));
  });

  it('moves the team on for a right answer recorded 2 s before its hour ends, its verdict coming after the bell', async () => {
    const bell = EVENING.getTime() + 10 * MINUTE;
    const startedAt = bell - TIME_LIMIT_MS;
    seedTeam('last second', { ...onRiddle(5), startedAt });
    const { user } = await playAs('Last Second', {
      riddle: 5,
      wrapTeams: (teams): TeamPort => ({
        // The guess is recorded, but the network loses its reply and fails until after the bell.
        ...losingGuessReplies(teams, 1),
        advance: (...args) =>
          Date.now() > bell ? teams.advance(...args) : Promise.reject(new BackendError('NETWORK')),
      }),
    });
    await user.type(screen.getByLabelText('Your answer'), 'answer5');
    // Sent 2 s before the bell, however long the typing took on a busy machine.
    vi.setSystemTime(bell - 2000);
    await user.keyboard('{Enter}');
    expect(await screen.findByText(/progress is not saved yet/)).toBeInTheDocument();
    expect(storedGuess('last second')).toMatchObject({ question: 5 });
    expect(storedGuess('last second')?.at).toBeLessThan(bell);
    await passTime(5000);
    expect(Date.now()).toBeGreaterThan(bell);
    expect(await screen.findByRole('heading', { name: questionHeading(6) })).toBeInTheDocument();
    expect(screen.getByText(scoreAfter(5))).toBeInTheDocument();
    expect(storedTeam('last second')).toMatchObject(onRiddle(6));
    expect(screen.queryByText(/progress is not saved yet/)).not.toBeInTheDocument();
    expect(screen.queryByText(/does not count/)).not.toBeInTheDocument();
    expect(screen.getByText('Time is up! Answers are no longer accepted.')).toBeInTheDocument();
  });

  it('finishes from the record a right guess whose verdict the bell refused, after time is up', async () => {
    const bell = EVENING.getTime() + 10 * MINUTE;
    const startedAt = bell - TIME_LIMIT_MS;
    seedTeam('bell ringers', { ...onRiddle(5), startedAt });
    const { user } = await playAs('Bell Ringers', {
      riddle: 5,
      wrapTeams: (teams): TeamPort => ({
        ...teams,
        // Recorded 1 s before the bell, however long the typing took on a busy machine; the
        // reply comes 3 s later, as a refusal.
        guess: async (_identity, teamKey, current, proof) => {
          seedGuess(teamKey, { question: current.question, proof, at: bell - 1000, count: 1 });
          await new Promise((resolve) => window.setTimeout(resolve, 3000));
          throw new BackendError('PERMISSION_DENIED');
        },
      }),
    });
    await user.type(screen.getByLabelText('Your answer'), 'answer5');
    vi.setSystemTime(bell - 1000);
    await user.keyboard('{Enter}');
    await passTime(4000);
    expect(Date.now()).toBeGreaterThan(bell);
    expect(await screen.findByRole('heading', { name: questionHeading(6) })).toBeInTheDocument();
    expect(storedTeam('bell ringers')).toMatchObject(onRiddle(6));
    expect(screen.queryByText(/does not count/)).not.toBeInTheDocument();
  });

  it('tells a wrong from a right answer by a cross or a tick and colour, in a polite live region', async () => {
    const { user } = await playAs('Inductors');
    await answer(user, 'answer2');
    const wrong = await screen.findByText('Wrong answer');
    expect(wrong.closest('[aria-live="polite"]')).not.toBeNull();
    const cross = wrong.querySelector('svg[aria-hidden="true"]')?.innerHTML;
    expect(cross).toBeTruthy();
    await screen.findByText(nextGuessIn(COOLDOWN_SECONDS - 1));
    await passTime(GUESS_COOLDOWN_MS);
    await user.clear(screen.getByLabelText('Your answer'));
    await answer(user, 'answer1');
    const right = await screen.findByText('Correct answer');
    expect(right.closest('[aria-live="polite"]')).not.toBeNull();
    expect(right.querySelector('svg[aria-hidden="true"]')?.innerHTML).not.toBe(cross);
    expect(right.className).not.toBe(wrong.className);
  });

  it('tells the team progress is not saved yet and finishes the recorded guess', async () => {
    let failures = 1;
    const { user } = await playAs('Inductors', {
      wrapTeams: (teams): TeamPort => ({
        ...losingGuessReplies(teams, 1),
        advance: (...args) =>
          failures-- > 0 ? Promise.reject(new BackendError('unavailable')) : teams.advance(...args),
      }),
    });
    await answer(user, 'answer1');
    expect(await screen.findByText(/progress is not saved yet/)).toBeInTheDocument();
    expect(storedTeam('inductors')).toMatchObject({ question: 1 });
    await passTime(2000);
    await waitFor(() => expect(storedTeam('inductors')).toMatchObject(onRiddle(2)));
    expect(await screen.findByRole('heading', { name: questionHeading(2) })).toBeInTheDocument();
    expect(screen.queryByText(/progress is not saved yet/)).not.toBeInTheDocument();
  });

  it('counts down the hour and then accepts no answers', async () => {
    await playAs('Late Latches');
    expect(screen.getByRole('timer')).toHaveTextContent(timeLeftAfter(0));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TIME_LIMIT_MS - MINUTE);
    });
    expect(screen.getByRole('timer')).toHaveTextContent(timeLeftAfter(TIME_LIMIT_MINUTES - 1));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(MINUTE);
    });
    expect(screen.getByRole('timer')).toHaveTextContent(timeLeftAfter(TIME_LIMIT_MINUTES));
    expect(screen.getByText('Time is up! Answers are no longer accepted.')).toBeInTheDocument();
    expectAnswersRefused();
  });

  it('counts the hour on the server clock when the device clock is wrong', async () => {
    // The device runs five and a half hours fast, as a dual-boot laptop can: the server
    // started the team just now by its own clock, which reads 5.5 hours less.
    const deviceAhead = 5.5 * 60 * MINUTE;
    seedTeam('skewed schmitts', { startedAt: EVENING.getTime() - deviceAhead });
    await playAs('Skewed Schmitts', { clockOffset: -deviceAhead });
    expect(screen.getByRole('timer')).toHaveTextContent(timeLeftAfter(0));
    expect(screen.getByLabelText('Your answer')).not.toHaveAttribute('readonly');
  });

  it('stops retrying a save the server refuses after the hour, and says it did not count', async () => {
    const startedAt = EVENING.getTime() + MINUTE - TIME_LIMIT_MS;
    seedTeam('slow slew', { ...onRiddle(5), startedAt });
    const hourOver = () => Date.now() >= startedAt + TIME_LIMIT_MS;
    const advance = vi.fn(() => Promise.reject(new BackendError('PERMISSION_DENIED')));
    const { user } = await playAs('Slow Slew', {
      riddle: 5,
      wrapTeams: (teams): TeamPort => ({
        ...losingGuessReplies(teams),
        // Offline until the hour is over; then the server refuses the late save.
        lastGuess: (...args) =>
          hourOver() ? teams.lastGuess(...args) : Promise.reject(new BackendError('NETWORK')),
        advance,
      }),
    });
    await answer(user, 'answer5');
    expect(await screen.findByText(/progress is not saved yet/)).toBeInTheDocument();
    expect(screen.getByText(scoreAfter(4))).toBeInTheDocument();

    await passTime(2 * MINUTE);
    expect(
      screen.getByText('Time ran out before your last answer was saved, so it does not count.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/progress is not saved yet/)).not.toBeInTheDocument();
    expect(screen.getByText(scoreAfter(4))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: questionHeading(5) })).toBeInTheDocument();
    expectAnswersRefused();
    const attempts = advance.mock.calls.length;
    expect(attempts).toBeGreaterThan(0);
    await passTime(5 * MINUTE);
    expect(advance).toHaveBeenCalledTimes(attempts);
  });

  it('asks before unloading only while playing', async () => {
    seedTeam('full adders', onRiddle(LAST));
    const { user } = renderGame();
    expect(unloadPrevented()).toBe(false);
    await enterTeam(user, 'Full Adders');
    await screen.findByText(`Riddle number ${LAST}`);
    expect(unloadPrevented()).toBe(true);
    await answer(user, `answer${LAST}`);
    await screen.findByText('Congrats! You have solved all the questions.');
    expect(unloadPrevented()).toBe(false);
  });

  it('asks before leaving for another page of the site, and stays if told to', async () => {
    const confirm = vi
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    const { router } = await playAs('Wanderers');
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
    seedTeam('ripple counters', onRiddle(LAST));
    const { user } = await playAs('Ripple Counters', {
      riddle: LAST,
      wrapTeams: (teams): TeamPort => ({
        ...losingGuessReplies(teams),
        advance: () => Promise.reject(new BackendError('UNAVAILABLE')),
      }),
    });
    await answer(user, `answer${LAST}`);
    expect(await screen.findByText(/progress is not saved yet/)).toBeInTheDocument();
    expect(screen.queryByText('Congrats! You have solved all the questions.')).toBeNull();
    expect(unloadPrevented()).toBe(true);
  });
});

describe('finish', () => {
  it('saves, congratulates, says it redirects, and goes home', async () => {
    seedTeam('half adders', onRiddle(LAST));
    const { user, router } = await playAs('Half Adders', { riddle: LAST });
    await answer(user, `answer${LAST}`);
    expect(
      await screen.findByText('Congrats! You have solved all the questions.'),
    ).toBeInTheDocument();
    expect(storedTeam('half adders')).toMatchObject(onRiddle(LAST + 1));
    expect(screen.getByRole('heading', { name: FINAL_SCORE })).toBeInTheDocument();
    expect(screen.queryByText('Redirecting you to home page!')).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(MESSAGE_DELAY_MS);
    });
    expect(screen.getByText('Redirecting you to home page!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/CoS');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS - MESSAGE_DELAY_MS);
    });
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });

  it("shows the team's place and the way to the board, and stays when the player taps", async () => {
    seedTeam('half adders', onRiddle(LAST));
    const earlier = { ...onRiddle(LAST + 1), owner: 'another', timestamp: Date.now() - MINUTE };
    seedTables({
      teams: {
        ...storedTable<TeamRecord>('teams'),
        'first past': { ...earlier, teamName: 'first past', startedAt: Date.now() - 2 * MINUTE },
        'slow starters': {
          ...onRiddle(2),
          teamName: 'slow starters',
          owner: 'a third',
          startedAt: Date.now() - 3 * MINUTE,
          timestamp: Date.now() - 2 * MINUTE,
        },
      },
    });
    const { user, router } = await playAs('Half Adders', { riddle: LAST });
    await answer(user, `answer${LAST}`);
    expect(await screen.findByText('Your team is ranked 2 of 3 tonight.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the leaderboard' })).toHaveAttribute(
      'href',
      '/CoS/leaderboard',
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(MESSAGE_DELAY_MS);
    });
    expect(screen.getByText('Redirecting you to home page!')).toBeInTheDocument();
    expect(screen.getByText('Tap or press a key to stay.')).toBeInTheDocument();
    await user.pointer({ keys: '[MouseLeft]', target: screen.getByText(FINAL_SCORE) });
    expect(screen.queryByText('Redirecting you to home page!')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS * 2);
    });
    expect(router.state.location.pathname).toBe('/CoS');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('after a last answer the server refused, shows the score it kept and stays', async () => {
    const startedAt = EVENING.getTime() + MINUTE - TIME_LIMIT_MS;
    seedTeam('late latches', { ...onRiddle(LAST), startedAt });
    const advance = vi.fn(() => Promise.reject(new BackendError('PERMISSION_DENIED')));
    const { user, router } = await playAs('Late Latches', {
      riddle: LAST,
      wrapTeams: (teams): TeamPort => ({
        ...losingGuessReplies(teams),
        lastGuess: (...args) =>
          Date.now() >= startedAt + TIME_LIMIT_MS
            ? teams.lastGuess(...args)
            : Promise.reject(new BackendError('NETWORK')),
        advance,
      }),
    });
    await answer(user, `answer${LAST}`);
    expect(await screen.findByText(/progress is not saved yet/)).toBeInTheDocument();
    await passTime(2 * MINUTE);
    expect(screen.getByText(scoreAfter(LAST - 1))).toBeInTheDocument();
    expect(
      screen.getByText('Time ran out before your last answer was saved, so it does not count.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Congrats! You have solved all the questions.')).toBeNull();
    expect(router.state.location.pathname).toBe('/CoS');
  });
});

describe('cooldown', () => {
  it('after a wrong guess: Submit aria-disabled and focused, the box editable, the wait said', async () => {
    const { user } = await playAs('Patient Probes');
    await answer(user, 'nope');
    // Said once as the wait begins (never a second too long); the seconds run down only on screen.
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(nextGuessIn(COOLDOWN_SECONDS)),
    );
    const shown = await screen.findByText(nextGuessIn(COOLDOWN_SECONDS - 1));
    expect(shown).toHaveAttribute('aria-hidden', 'true');
    await passTime(1000);
    expect(screen.getByText(nextGuessIn(COOLDOWN_SECONDS - 2))).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toBe(nextGuessIn(COOLDOWN_SECONDS));
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
    await passTime(GUESS_COOLDOWN_MS - 2000);
    expect(screen.queryByText(/Next guess in/)).toBeNull();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(submit).not.toHaveAttribute('aria-disabled');
    await user.click(submit);
    expect(await screen.findByRole('heading', { name: questionHeading(2) })).toBeInTheDocument();
  });
});

describe('a riddle that cannot be loaded', () => {
  playEachTestInTheEvening();

  it('is asked for again, ever later, while the page says so', async () => {
    const game = createLocalGame({ storage: localStorage, bank, schedule: null });
    let failures = 2;
    const questions = {
      getQuestion: async (n: number) => {
        if (failures > 0) {
          failures -= 1;
          throw new BackendError('NETWORK', 'The question could not be loaded.');
        }
        return game.questions.getQuestion(n);
      },
    };
    const { user } = renderGame({ backend: { ...game, questions } });
    await enterTeam(user, 'ohms');
    expect(await screen.findByText(MESSAGES.riddleRetrying)).toBeVisible();
    await passTime(1000);
    expect(screen.queryByText('Riddle number 1')).toBeNull();
    await passTime(2000);
    expect(await screen.findByText('Riddle number 1')).toBeVisible();
    expect(screen.queryByText(MESSAGES.riddleRetrying)).toBeNull();
  });
});
