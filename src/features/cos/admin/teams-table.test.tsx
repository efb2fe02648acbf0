import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { standing } from '../leaderboard/standing-test-utils.ts';
import { TeamsTable } from './teams-table.tsx';

const MINUTE = 60_000;
const ranked = [
  { ...standing('diodes', 210, 50 * MINUTE), question: 22 },
  standing('ohms', 30, 20 * MINUTE),
  { ...standing('gates', 30, 25 * MINUTE), startedAt: 5 * MINUTE },
].map((team, index) => ({ rank: index + 1, team }));

const teamNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('rowheader').textContent);

function renderTable(now = 30 * MINUTE, onAction = vi.fn()) {
  render(
    <TeamsTable
      ranked={ranked}
      schedule={null}
      now={now}
      guessCounts={{ gates: 12 }}
      onAction={onAction}
    />,
  );
}

describe('the teams table', () => {
  it('shows each team where it stands, in rank order', () => {
    renderTable();
    expect(teamNames()).toEqual(['diodes', 'ohms', 'gates']);
    const gates = screen.getByRole('row', { name: /gates/ });
    expect(
      within(gates)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '3',
      '4 / 21',
      '30',
      expect.any(String),
      '12',
      '35',
      expect.any(String),
      'ABC234',
      'playing',
      'ResetBanMoveDisqualify',
    ]);
    expect(within(screen.getByRole('row', { name: /diodes/ })).getByText('finished')).toBeVisible();
  });

  it('filters by name and says how many teams it shows', async () => {
    renderTable();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter teams' }), 'O');
    expect(teamNames()).toEqual(['diodes', 'ohms']);
    expect(screen.getByRole('status')).toHaveTextContent('2 of 3 teams');
  });

  it('sorts by a column, and the other way on a second press', async () => {
    renderTable();
    const team = screen.getByRole('button', { name: 'Team' });
    await userEvent.click(team);
    expect(teamNames()).toEqual(['diodes', 'gates', 'ohms']);
    expect(screen.getByRole('columnheader', { name: 'Team' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(team);
    expect(teamNames()).toEqual(['ohms', 'gates', 'diodes']);
    expect(screen.getByRole('columnheader', { name: 'Team' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('marks a team whose hour is over', () => {
    renderTable(62 * MINUTE);
    expect(
      within(screen.getByRole('row', { name: /ohms/ })).getByText('out of time'),
    ).toBeVisible();
  });

  it("offers each row's actions, and Reinstate for a disqualified team", async () => {
    const onAction = vi.fn();
    const disqualified = { rank: 4, team: { ...standing('relays', 0, 0), disqualified: true } };
    render(
      <TeamsTable
        ranked={[...ranked, disqualified]}
        schedule={null}
        now={0}
        guessCounts={{}}
        onAction={onAction}
      />,
    );
    const ohms = screen.getByRole('row', { name: /ohms/ });
    await userEvent.click(within(ohms).getByRole('button', { name: 'Move' }));
    expect(onAction).toHaveBeenCalledWith('move', ranked[1]?.team);
    const relays = screen.getByRole('row', { name: /relays/ });
    expect(within(relays).getByText('disqualified')).toBeVisible();
    expect(within(relays).queryByRole('button', { name: 'Disqualify' })).toBeNull();
    await userEvent.click(within(relays).getByRole('button', { name: 'Reinstate' }));
    expect(onAction).toHaveBeenLastCalledWith('reinstate', disqualified.team);
  });
});
