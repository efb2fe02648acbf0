import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { TeamStanding } from '../../../backend/ports.ts';
import { Leaderboard } from './leaderboard.tsx';
import { boardBackend, standing } from './standing-test-utils.ts';

function renderWithTeams() {
  let push: (teams: TeamStanding[]) => void = () => undefined;
  const backend = boardBackend((callback) => {
    push = callback;
    return () => undefined;
  });
  render(
    <MemoryRouter>
      <Leaderboard loadGameBackend={async () => backend} />
    </MemoryRouter>,
  );
  return (list: TeamStanding[]) => act(() => push(list));
}

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('rowheader').textContent);

describe('Leaderboard', () => {
  it('ranks teams by score, then the earlier last answer, and updates live', async () => {
    const push = renderWithTeams();
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    push([standing('ohms', 20, 500), standing('diodes', 30, 900), standing('gates', 20, 100)]);
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(rowNames()).toEqual(['diodes', 'gates', 'ohms']);
    const top = screen.getAllByRole('row')[1];
    expect(within(top as HTMLElement).getByText('3 / 21')).toBeInTheDocument();
    push([standing('ohms', 40, 1000), standing('diodes', 30, 900), standing('gates', 20, 100)]);
    expect(await screen.findByRole('rowheader', { name: 'ohms' })).toBeInTheDocument();
    expect(rowNames()).toEqual(['ohms', 'diodes', 'gates']);
  });

  it('marks a disqualified team and ranks it last, live, until it is reinstated', async () => {
    const push = renderWithTeams();
    await act(async () => undefined);
    push([standing('ohms', 20, 500), { ...standing('diodes', 30, 900), disqualified: true }]);
    expect(await screen.findByRole('rowheader', { name: 'diodes (disqualified)' })).toBeVisible();
    expect(rowNames()).toEqual(['ohms', 'diodes (disqualified)']);
    push([standing('ohms', 20, 500), { ...standing('diodes', 30, 900), disqualified: false }]);
    expect(await screen.findByRole('rowheader', { name: 'diodes' })).toBeVisible();
    expect(rowNames()).toEqual(['diodes', 'ohms']);
  });

  it('links back to the game', () => {
    renderWithTeams();
    expect(screen.getByRole('link', { name: 'Back to the game' })).toHaveAttribute('href', '/CoS');
  });
});
