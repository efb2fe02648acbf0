import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BackendError, type TeamPort } from '@/backend/ports.ts';
import {
  answer,
  EVENING,
  ME,
  ownTeam,
  playEachTestInTheEvening,
  renderGame,
  seedTeam,
} from '@/test/game-test-harness.tsx';
import { onRiddle, questionHeading, scoreAfter, timeLeftAfter } from '@/test/game-texts.ts';
import { seedTables, storedTable } from '@/test/local-tables.ts';

/** What players see of the organizers' console: the device code, announcements, disqualification. */
const DISQUALIFIED = 'This team is disqualified. Answers are no longer accepted.';
const TEAM_GONE =
  'This team is no longer played on this device. If that is a mistake, ask an organizer.';
const ORGANIZER = 'You are an organizer: organizers run the night and cannot play it.';
const EVICTED =
  "The organizers removed this device from tonight's game. If that is a mistake, ask an organizer.";
const teams = () => storedTable<object>('teams');

/** As the console's Ban leaves local storage: the team gone, its device kept out. */
function evict(teamKey: string) {
  takeAway(teamKey, 'reset');
  seedTables({ evicted: { [ME]: teamKey } });
}

/** As an organizer's console in another tab of this browser leaves the night. */
function announce(text: string, at: number) {
  act(() => seedTables({ night: { announcement: { text, at } } }));
}

function disqualify(teamKey: string, disqualified = true) {
  seedTables({ teams: { ...teams(), [teamKey]: { ...teams()[teamKey], disqualified } } });
}

/** As the console's Move (to another device) or Reset leaves local storage. */
function takeAway(teamKey: string, by: 'move' | 'reset') {
  const { [teamKey]: team, ...others } = teams();
  const kept = by === 'move' ? { ...others, [teamKey]: { ...team, owner: 'new-device' } } : others;
  seedTables({ teams: kept, owners: by === 'move' ? { 'new-device': teamKey } : {} });
}

async function resume() {
  const rendered = renderGame();
  await rendered.user.click(await screen.findByRole('button', { name: 'NEXT' }));
  await rendered.user.click(await screen.findByRole('button', { name: 'RESUME THE GAME' }));
  return rendered;
}

playEachTestInTheEvening();

describe('what players see of the organizers', () => {
  it("shows the intro's device code once the database knows it is this device's, its zero struck through", async () => {
    renderGame();
    // Its text runs over several elements: the paragraph is found by the whole of it.
    const shown = await screen.findByText(
      (_, element) => element?.tagName === 'P' && element.textContent === 'Device code: DE0V1C',
    );
    expect(storedTable('devices')).toEqual({ DE0V1C: ME });
    // The digit 0 has its own element, which the stylesheet strikes through, unlike the letter O.
    expect(within(shown).getByText('0')).toHaveClass('zero');
  });

  it('shows the announcement on the intro and, live, while the team plays', async () => {
    announce('Riddle 7 has a typo.', 1_000);
    const { user } = renderGame();
    expect(await screen.findByText('Riddle 7 has a typo.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    await user.type(screen.getByLabelText('Team name'), 'ohms{Enter}');
    expect(await screen.findByRole('heading', { name: questionHeading(1) })).toBeInTheDocument();
    announce('Ten minutes left.', 2_000);
    expect(screen.getByText('Ten minutes left.')).toBeInTheDocument();
    expect(screen.queryByText('Riddle 7 has a typo.')).not.toBeInTheDocument();
  });

  it('resumes a team moved to this device at its question and score', async () => {
    // A move leaves the team owned by this device and only this device's owner entry naming it.
    const startedAt = EVENING.getTime() - 20 * 60_000;
    seedTeam('op amps', { ...onRiddle(6), owner: ME, startedAt });
    ownTeam('op amps');
    const { user } = renderGame();
    await user.click(await screen.findByRole('button', { name: 'NEXT' }));
    expect(await screen.findByText('This device is already playing as op amps.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'RESUME THE GAME' }));
    expect(await screen.findByRole('heading', { name: questionHeading(6) })).toBeInTheDocument();
    expect(screen.getByText(scoreAfter(5))).toBeInTheDocument();
    expect(screen.getByText(timeLeftAfter(20))).toBeInTheDocument();
    await answer(user, 'answer6');
    expect(await screen.findByRole('heading', { name: questionHeading(7) })).toBeInTheDocument();
  });

  it('tells a disqualified team so when it comes back, and takes no answer', async () => {
    seedTeam('op amps', { ...onRiddle(3), disqualified: true });
    ownTeam('op amps');
    const { user } = await resume();
    expect(await screen.findByText(DISQUALIFIED)).toBeInTheDocument();
    expect(screen.getByLabelText('Your answer')).toHaveAttribute('readonly');
    await answer(user, 'answer3');
    expect(storedTable('guesses')).toEqual({});
    expect(screen.getByRole('heading', { name: questionHeading(3) })).toBeInTheDocument();
  });

  it('sends a team moved to another device back to the intro at its next answer', async () => {
    const { user } = renderGame();
    await user.click(await screen.findByRole('button', { name: 'NEXT' }));
    await user.type(screen.getByLabelText('Team name'), 'ohms{Enter}');
    expect(await screen.findByRole('heading', { name: questionHeading(1) })).toBeInTheDocument();
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
    expect(await screen.findByRole('heading', { name: questionHeading(1) })).toBeInTheDocument();
    disqualify('ohms');
    await answer(user, 'answer1');
    expect(await screen.findByText(DISQUALIFIED)).toBeInTheDocument();
    expect(screen.getByLabelText('Your answer')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByText('Your progress is not saved yet. Retrying…')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: questionHeading(1) })).toBeInTheDocument();
  });

  it('lets a disqualified team play on within 10 s of its reinstatement', async () => {
    seedTeam('op amps', { ...onRiddle(3), disqualified: true });
    ownTeam('op amps');
    const { user } = await resume();
    expect(await screen.findByText(DISQUALIFIED)).toBeInTheDocument();
    disqualify('op amps', false);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.queryByText(DISQUALIFIED)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Your answer')).not.toHaveAttribute('readonly');
    await answer(user, 'answer3');
    expect(await screen.findByRole('heading', { name: questionHeading(4) })).toBeInTheDocument();
  });
});

describe('accounts that may not play', () => {
  it("tells an organizer's account it runs the night, instead of offering NEXT", async () => {
    const email = 'lead@ece.nits.ac.in';
    seedTables({ accounts: { [email]: { uid: ME, email } }, organizers: [email] });
    renderGame();
    expect(await screen.findByText(ORGANIZER)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'NEXT' })).toBeNull();
    expect(screen.getByRole('link', { name: "Open the organizers' console" })).toHaveAttribute(
      'href',
      '/CoS/admin',
    );
  });

  it('tells a device the organizers removed so, instead of offering NEXT', async () => {
    seedTables({ evicted: { [ME]: 'squatters' } });
    renderGame();
    expect(await screen.findByText(EVICTED)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'NEXT' })).toBeNull();
  });

  it('sends a banned team back to the intro, which says why and offers no NEXT', async () => {
    const { user } = renderGame();
    await user.click(await screen.findByRole('button', { name: 'NEXT' }));
    await user.type(screen.getByLabelText('Team name'), 'ohms{Enter}');
    expect(await screen.findByRole('heading', { name: questionHeading(1) })).toBeInTheDocument();
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
    seedTables({ evicted: { [ME]: 'squatters' } });
    await user.click(screen.getByRole('button', { name: 'START THE GAME' }));
    expect(await screen.findByText(EVICTED)).toBeVisible();
    expect(screen.queryByLabelText('Team name')).toBeNull();
    expect(teams()).toEqual({});
  });
});
