import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError, type TeamPort } from '@/backend/ports.ts';
import { answer, EVENING, ME, renderGame, seedTeam } from '../testing/game-test-harness.tsx';

/** What players see of the organizers' console: the device code, announcements, disqualification. */
const DISQUALIFIED = 'This team is disqualified. Answers are no longer accepted.';
const TEAM_GONE =
  'This team is no longer played on this device. If that is a mistake, ask an organizer.';
const ORGANIZER = 'You are an organizer: organizers run the night and cannot play it.';
const EVICTED =
  "The organizers removed this device from tonight's game. If that is a mistake, ask an organizer.";
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? '{}') as object;

/** As the console's Ban leaves local storage: the team gone, its device kept out. */
function evict(teamKey: string) {
  takeAway(teamKey, 'reset');
  localStorage.setItem('ecs.cos.evicted', JSON.stringify({ [ME]: teamKey }));
}

/** As an organizer's console in another tab of this browser leaves `ecs.cos.night`. */
function announce(text: string, at: number) {
  localStorage.setItem('ecs.cos.night', JSON.stringify({ announcement: { text, at } }));
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'ecs.cos.night' }));
  });
}

function disqualify(teamKey: string, disqualified = true) {
  const teams = stored('ecs.cos.teams') as Record<string, object>;
  const team = { ...teams[teamKey], disqualified };
  localStorage.setItem('ecs.cos.teams', JSON.stringify({ ...teams, [teamKey]: team }));
}

/** As the console's Move (to another device) or Reset leaves local storage. */
function takeAway(teamKey: string, by: 'move' | 'reset') {
  const { [teamKey]: team, ...others } = stored('ecs.cos.teams') as Record<string, object>;
  const kept = by === 'move' ? { ...others, [teamKey]: { ...team, owner: 'new-device' } } : others;
  localStorage.setItem('ecs.cos.teams', JSON.stringify(kept));
  const owners = by === 'move' ? { 'new-device': teamKey } : {};
  localStorage.setItem('ecs.cos.owners', JSON.stringify(owners));
}

async function resume() {
  const rendered = renderGame();
  await rendered.user.click(await screen.findByRole('button', { name: 'NEXT' }));
  await rendered.user.click(await screen.findByRole('button', { name: 'RESUME THE GAME' }));
  return rendered;
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(EVENING);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('what players see of the organizers', () => {
  it("shows the intro's device code once the database knows it is this device's, its zero struck through", async () => {
    renderGame();
    // Its text runs over several elements: the paragraph is found by the whole of it.
    const shown = await screen.findByText(
      (_, element) => element?.tagName === 'P' && element.textContent === 'Device code: DE0V1C',
    );
    expect(stored('ecs.cos.devices')).toEqual({ DE0V1C: ME });
    // The digit 0 has its own element, which the stylesheet strikes through, unlike the letter O.
    expect(within(shown).getByText('0')).toHaveClass('zero');
  });

  it('shows the announcement on the intro and, live, while the team plays', async () => {
    announce('Riddle 7 has a typo.', 1_000);
    const { user } = renderGame();
    expect(await screen.findByText('Riddle 7 has a typo.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    await user.type(screen.getByLabelText('Team name'), 'ohms{Enter}');
    expect(await screen.findByRole('heading', { name: 'Question 1 of 21' })).toBeInTheDocument();
    announce('Ten minutes left.', 2_000);
    expect(screen.getByText('Ten minutes left.')).toBeInTheDocument();
    expect(screen.queryByText('Riddle 7 has a typo.')).not.toBeInTheDocument();
  });

  it('resumes a team moved to this device at its question and score', async () => {
    // A move leaves the team owned by this device and only this device's owner entry naming it.
    const startedAt = EVENING.getTime() - 20 * 60_000;
    seedTeam('op amps', { question: 6, score: 50, owner: ME, startedAt });
    localStorage.setItem('ecs.cos.owners', JSON.stringify({ [ME]: 'op amps' }));
    const { user } = renderGame();
    await user.click(await screen.findByRole('button', { name: 'NEXT' }));
    expect(await screen.findByText('This device is already playing as op amps.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'RESUME THE GAME' }));
    expect(await screen.findByRole('heading', { name: 'Question 6 of 21' })).toBeInTheDocument();
    expect(screen.getByText('50')).toBeInTheDocument();
    expect(screen.getByText('40:00')).toBeInTheDocument();
    await answer(user, 'answer6');
    expect(await screen.findByRole('heading', { name: 'Question 7 of 21' })).toBeInTheDocument();
  });

  it('tells a disqualified team so when it comes back, and takes no answer', async () => {
    seedTeam('op amps', { question: 3, score: 20, disqualified: true });
    localStorage.setItem('ecs.cos.owners', JSON.stringify({ [ME]: 'op amps' }));
    const { user } = await resume();
    expect(await screen.findByText(DISQUALIFIED)).toBeInTheDocument();
    expect(screen.getByLabelText('Your answer')).toHaveAttribute('readonly');
    await answer(user, 'answer3');
    expect(stored('ecs.cos.guesses')).toEqual({});
    expect(screen.getByRole('heading', { name: 'Question 3 of 21' })).toBeInTheDocument();
  });

  it('sends a team moved to another device back to the intro at its next answer', async () => {
    const { user } = renderGame();
    await user.click(await screen.findByRole('button', { name: 'NEXT' }));
    await user.type(screen.getByLabelText('Team name'), 'ohms{Enter}');
    expect(await screen.findByRole('heading', { name: 'Question 1 of 21' })).toBeInTheDocument();
    takeAway('ohms', 'move');
    await answer(user, 'answer1');
    expect(await screen.findByRole('alert')).toHaveTextContent(TEAM_GONE);
    expect(screen.getByRole('button', { name: 'NEXT' })).toBeInTheDocument();
    expect(screen.queryByText('Your progress is not saved yet. Retrying…')).not.toBeInTheDocument();
  });

  it('stops saving a lost verdict of a team reset meanwhile, and says why', async () => {
    const lastGuess = vi.fn<TeamPort['lastGuess']>();
    const { user } = renderGame({
      wrapTeams: (teams) => ({
        ...teams,
        guess: async () => {
          takeAway('ohms', 'reset');
          throw new BackendError('NETWORK', 'The reply was lost.');
        },
        lastGuess: lastGuess.mockImplementation(teams.lastGuess),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'NEXT' }));
    await user.type(screen.getByLabelText('Team name'), 'ohms{Enter}');
    await answer(user, 'answer1');
    expect(await screen.findByRole('alert')).toHaveTextContent(TEAM_GONE);
    const tries = lastGuess.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(lastGuess).toHaveBeenCalledTimes(tries);
  });

  it('tells a team disqualified while it plays so at its next answer', async () => {
    const { user } = renderGame();
    await user.click(await screen.findByRole('button', { name: 'NEXT' }));
    await user.type(screen.getByLabelText('Team name'), 'ohms{Enter}');
    expect(await screen.findByRole('heading', { name: 'Question 1 of 21' })).toBeInTheDocument();
    disqualify('ohms');
    await answer(user, 'answer1');
    expect(await screen.findByText(DISQUALIFIED)).toBeInTheDocument();
    expect(screen.getByLabelText('Your answer')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByText('Your progress is not saved yet. Retrying…')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Question 1 of 21' })).toBeInTheDocument();
  });

  it('lets a disqualified team play on within 10 s of its reinstatement', async () => {
    seedTeam('op amps', { question: 3, score: 20, disqualified: true });
    localStorage.setItem('ecs.cos.owners', JSON.stringify({ [ME]: 'op amps' }));
    const { user } = await resume();
    expect(await screen.findByText(DISQUALIFIED)).toBeInTheDocument();
    disqualify('op amps', false);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.queryByText(DISQUALIFIED)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Your answer')).not.toHaveAttribute('readonly');
    await answer(user, 'answer3');
    expect(await screen.findByRole('heading', { name: 'Question 4 of 21' })).toBeInTheDocument();
  });
});

describe('accounts that may not play', () => {
  it("tells an organizer's account it runs the night, instead of offering NEXT", async () => {
    const email = 'lead@ece.nits.ac.in';
    localStorage.setItem('ecs.auth.accounts', JSON.stringify({ [email]: { uid: ME, email } }));
    localStorage.setItem('ecs.cos.organizers', JSON.stringify([email]));
    renderGame();
    expect(await screen.findByText(ORGANIZER)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'NEXT' })).toBeNull();
    expect(screen.getByRole('link', { name: "Open the organizers' console" })).toHaveAttribute(
      'href',
      '/CoS/admin',
    );
  });

  it('tells a device the organizers removed so, instead of offering NEXT', async () => {
    localStorage.setItem('ecs.cos.evicted', JSON.stringify({ [ME]: 'squatters' }));
    renderGame();
    expect(await screen.findByText(EVICTED)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'NEXT' })).toBeNull();
  });

  it('sends a banned team back to the intro, which says why and offers no NEXT', async () => {
    const { user } = renderGame();
    await user.click(await screen.findByRole('button', { name: 'NEXT' }));
    await user.type(screen.getByLabelText('Team name'), 'ohms{Enter}');
    expect(await screen.findByRole('heading', { name: 'Question 1 of 21' })).toBeInTheDocument();
    evict('ohms');
    await answer(user, 'answer1');
    expect(await screen.findByRole('alert')).toHaveTextContent(TEAM_GONE);
    expect(await screen.findByText(EVICTED)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'NEXT' })).toBeNull();
  });

  it('takes a device banned while it names its team back to the intro, which says why', async () => {
    const { user } = renderGame();
    await user.click(await screen.findByRole('button', { name: 'NEXT' }));
    await user.type(screen.getByLabelText('Team name'), 'ohms');
    localStorage.setItem('ecs.cos.evicted', JSON.stringify({ [ME]: 'squatters' }));
    await user.click(screen.getByRole('button', { name: 'START THE GAME' }));
    expect(await screen.findByText(EVICTED)).toBeVisible();
    expect(screen.queryByLabelText('Team name')).toBeNull();
    expect(stored('ecs.cos.teams')).toEqual({});
  });
});
