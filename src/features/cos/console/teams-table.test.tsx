import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { standing } from '@/game/standing-test-utils.ts';
import { QUESTION_COUNT, TIME_LIMIT_MINUTES, TIME_LIMIT_MS } from '@/game/numbers.ts';
import { outOfAll, points, scoreAfter } from '@/test/game-texts.ts';
import { TeamsTable } from './teams-table.tsx';

const MINUTE = 60_000;
const ranked = [
  { ...standing('diodes', points(QUESTION_COUNT), 50 * MINUTE), question: QUESTION_COUNT + 1 },
  standing('ohms', points(3), 20 * MINUTE),
  { ...standing('gates', points(3), 25 * MINUTE), startedAt: 5 * MINUTE },
].map((team, index) => ({ rank: index + 1, team }));

/** What a screen reader reads of each cell of the team's row: the column's name shown beside a value on a phone is not read. */
const spokenCells = (team: string) =>
  within(screen.getByRole('row', { name: new RegExp(team) }))
    .getAllByRole('cell')
    .map((cell) =>
      Array.from(cell.childNodes)
        .filter((node) => !(node instanceof Element && node.getAttribute('aria-hidden') === 'true'))
        .map((node) => node.textContent)
        .join(''),
    );

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
    expect(spokenCells('gates')).toEqual([
      '3',
      outOfAll(4),
      scoreAfter(3),
      expect.any(String),
      '12',
      String(TIME_LIMIT_MINUTES - 25),
      expect.any(String),
      'ABC234',
      'playing',
      'ResetBanMoveDisqualify',
    ]);
    expect(within(screen.getByRole('row', { name: /diodes/ })).getByText('finished')).toBeVisible();
  });

  it("names each row's buttons for its team, so a list of buttons says which team each acts on", () => {
    renderTable();
    const ohms = screen.getByRole('row', { name: /ohms/ });
    expect(
      within(ohms)
        .getAllByRole('button')
        .map((button) => [button.textContent, button.getAttribute('aria-label')]),
    ).toEqual([
      ['Reset', 'Reset team ohms'],
      ['Ban', 'Ban team ohms'],
      ['Move', 'Move team ohms'],
      ['Disqualify', 'Disqualify team ohms'],
    ]);
    expect(screen.getAllByRole('button', { name: /^Reset team / })).toHaveLength(3);
  });

  it("gives each value its column's name, shown on a phone and hidden from screen readers, which hear the header", () => {
    renderTable();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    const row = screen.getByRole('row', { name: /ohms/ });
    const cells = Array.from(row.children);
    expect(headers).toHaveLength(cells.length);
    cells.forEach((cell, column) => {
      const label = cell.querySelector('[aria-hidden="true"]');
      if (cell.tagName === 'TH' || headers[column] === 'Actions') expect(label).toBeNull();
      else expect(label).toHaveTextContent(headers[column] ?? '');
    });
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
    renderTable(TIME_LIMIT_MS + 2 * MINUTE);
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
    await userEvent.click(within(ohms).getByRole('button', { name: 'Move team ohms' }));
    expect(onAction).toHaveBeenCalledWith('move', ranked[1]?.team);
    const relays = screen.getByRole('row', { name: /relays/ });
    expect(within(relays).getByText('disqualified')).toBeVisible();
    expect(within(relays).queryByRole('button', { name: /^Disqualify/ })).toBeNull();
    await userEvent.click(within(relays).getByRole('button', { name: 'Reinstate team relays' }));
    expect(onAction).toHaveBeenLastCalledWith('reinstate', disqualified.team);
  });
});

describe('the teams table as teams climb', () => {
  /** `count` teams, `team 1` leading, ranked as the panel ranks them. */
  const board = (count: number, climber?: string) =>
    Array.from({ length: count }, (_, index) =>
      standing(
        `team ${index + 1}`,
        `team ${index + 1}` === climber ? 1000 : (count - index) * 10,
        0,
      ),
    )
      .sort((a, b) => b.score - a.score)
      .map((team, index) => ({ rank: index + 1, team }));
  const table = (ranked: ReturnType<typeof board>) => (
    <TeamsTable ranked={ranked} schedule={null} now={0} guessCounts={{}} onAction={vi.fn()} />
  );

  it('puts a team that scores in its new place alone: the rows it passed are not moved', () => {
    const view = render(table(board(30)));
    const body = screen.getAllByRole('rowgroup')[1]!;
    const moves = new MutationObserver(() => undefined);
    moves.observe(body, { childList: true });
    view.rerender(table(board(30, 'team 30')));
    const added = moves.takeRecords().flatMap((record) => Array.from(record.addedNodes));
    expect(teamNames().slice(0, 2)).toEqual(['team 30', 'team 1']);
    expect(added).toHaveLength(1);
  });

  it('keeps the focus on the same button of a team that climbs, and not once it was put down', () => {
    const view = render(table(board(5)));
    const move = () => screen.getByRole('button', { name: 'Move team team 5' });
    act(() => move().focus());
    view.rerender(table(board(5, 'team 5')));
    expect(teamNames()[0]).toBe('team 5');
    expect(move()).toHaveFocus();

    act(() => move().blur());
    const climbedAgain = board(5, 'team 5').map((row) =>
      row.team.teamKey === 'team 5' ? { ...row, team: { ...row.team, score: 1010 } } : row,
    );
    view.rerender(table(climbedAgain));
    expect(document.body).toHaveFocus();
  });
});
