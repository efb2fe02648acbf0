import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TeamStanding } from '@/game/types.ts';
import { renderLeaderboard } from './leaderboard-test-utils.tsx';
import { boardBackend } from '@/test/board-test-utils.ts';
import { standing } from '@/game/standing-test-utils.ts';
import { outOfAll, points, scoreAfter } from '@/test/game-texts.ts';

/** A team on the board that solved `riddles` riddles, the last at `timestamp`. */
const solved = (name: string, riddles: number, timestamp: number) =>
  standing(name, points(riddles), timestamp);

async function renderWithTeams() {
  let push: (teams: TeamStanding[]) => void = () => undefined;
  const backend = boardBackend((callback) => {
    push = callback;
    return () => undefined;
  });
  await renderLeaderboard(backend);
  return (list: TeamStanding[]) => act(() => push(list));
}

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('rowheader').textContent);

describe('Leaderboard', () => {
  it('ranks teams by score, then the earlier last answer, and updates live', async () => {
    const push = await renderWithTeams();
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    push([solved('ohms', 2, 500), solved('diodes', 3, 900), solved('gates', 2, 100)]);
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(rowNames()).toEqual(['diodes', 'gates', 'ohms']);
    const top = screen.getAllByRole('row')[1];
    expect(within(top as HTMLElement).getByText(outOfAll(3))).toBeInTheDocument();
    push([solved('ohms', 4, 1000), solved('diodes', 3, 900), solved('gates', 2, 100)]);
    expect(await screen.findByRole('rowheader', { name: 'ohms' })).toBeInTheDocument();
    expect(rowNames()).toEqual(['ohms', 'diodes', 'gates']);
  });

  it('marks a disqualified team and ranks it last, live, until it is reinstated', async () => {
    const push = await renderWithTeams();
    push([standing('ohms', 20, 500), { ...standing('diodes', 30, 900), disqualified: true }]);
    expect(await screen.findByRole('rowheader', { name: 'diodes (disqualified)' })).toBeVisible();
    expect(rowNames()).toEqual(['ohms', 'diodes (disqualified)']);
    push([standing('ohms', 20, 500), { ...standing('diodes', 30, 900), disqualified: false }]);
    expect(await screen.findByRole('rowheader', { name: 'diodes' })).toBeVisible();
    expect(rowNames()).toEqual(['diodes', 'ohms']);
  });

  it('gives every team its rank, name, riddles solved, score and last correct answer, with the column names', async () => {
    const push = await renderWithTeams();
    const answeredAt = Date.parse('2026-11-21T19:42:10');
    push([solved('ohms', 2, answeredAt), standing('gates', 0, 0)]);
    const table = await screen.findByRole('table', { name: 'Teams ranked by score' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Rank',
      'Team',
      'Solved',
      'Score',
      'Last correct answer',
    ]);
    const cellsOf = (name: string) =>
      within(within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    const time = new Intl.DateTimeFormat(undefined, {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    // The rank is the stylesheet's counter: a team that climbs renders no other row again.
    expect(cellsOf('ohms')).toEqual(['', outOfAll(2), scoreAfter(2), time.format(answeredAt)]);
    expect(cellsOf('gates')).toEqual(['', outOfAll(0), '0', '–']);
  });

  it('links back to the game', async () => {
    await renderWithTeams();
    expect(screen.getByRole('link', { name: 'Back to the game' })).toHaveAttribute('href', '/CoS');
  });
});
