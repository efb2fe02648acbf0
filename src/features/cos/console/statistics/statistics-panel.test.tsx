import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QUESTION_COUNT } from '@/game/numbers.ts';
import type { TypedAnswers } from '@/game/typed-answers.ts';
import type { TeamStanding } from '@/game/types.ts';
import { points } from '@/test/game-texts.ts';
import { GRID_PAGE } from './solve-grid.tsx';
import { StatisticsPanel } from './statistics-panel.tsx';

const MINUTE = 60_000;
const START = Date.now() - 20 * MINUTE;
const team = (teamKey: string, question: number): TeamStanding => ({
  teamKey,
  teamName: teamKey,
  question,
  score: points(question - 1),
  owner: `uid-${teamKey}`,
  startedAt: START,
  timestamp: START,
});
const TEAMS = [team('ohms', 2), team('diodes', 1), team('gates', 1)];
const SOLVES = { ohms: { 1: START + 4 * MINUTE } };
const TYPED: TypedAnswers = {
  ohms: { 1: { question: 1, text: 'edison' }, 2: { question: 1, text: 'tesla' } },
  diodes: { 1: { question: 1, text: 'edison' } },
  gates: { 1: { question: 1, text: 'faraday' } },
};

function renderPanel(more: Partial<Parameters<typeof StatisticsPanel>[0]> = {}) {
  const acceptSpelling = vi.fn(async () => undefined);
  render(
    <StatisticsPanel
      teams={TEAMS}
      solves={SOLVES}
      schedule={null}
      typed={TYPED}
      accepted={{}}
      failed={false}
      acceptSpelling={acceptSpelling}
      {...more}
    />,
  );
  return acceptSpelling;
}

const cells = (riddle: string) =>
  within(screen.getByRole('rowheader', { name: riddle }).closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe("the organizers' statistics", () => {
  it('shows per riddle the teams on it, solves, times to solve and wrong guesses', () => {
    renderPanel();
    const table = screen.getByRole('table', { name: /^Per riddle, the teams on it now/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Riddle', 'On it now', 'Solves', 'Median min', 'Slowest min', 'Wrong guesses']);
    expect(within(table).getAllByRole('row')).toHaveLength(QUESTION_COUNT + 1);
    expect(cells('1')).toEqual(['2', '1', '4', '4', '3']);
    expect(cells('2')).toEqual(['1', '0', '–', '–', '0']);
  });

  it('lists the most common wrong answers with the teams that typed each', () => {
    renderPanel();
    const list = screen.getByRole('list', { name: 'Riddle 1' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'edison2 teamsAccept “edison” for riddle 1',
      'faraday1 teamAccept “faraday” for riddle 1',
    ]);
  });

  it('accepts a wrong answer as a spelling only once the organizer confirms', async () => {
    const user = userEvent.setup();
    const acceptSpelling = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Accept “edison” for riddle 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept “edison” for riddle 1?' });
    expect(dialog).toHaveTextContent('The 2 teams who typed it will be told');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(acceptSpelling).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Accept “edison” for riddle 1' }));
    await user.click(screen.getByRole('button', { name: 'Accept the spelling' }));
    expect(acceptSpelling).toHaveBeenCalledWith(1, 'edison');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says a refused acceptance, and marks one accepted already', async () => {
    const user = userEvent.setup();
    renderPanel({
      acceptSpelling: async () => Promise.reject(new Error('PERMISSION_DENIED')),
      accepted: { 1: { abc: { by: 'uid-organizer', at: START, text: 'faraday' } } },
    });
    expect(screen.queryByRole('button', { name: /faraday/ })).toBeNull();
    expect(screen.getByRole('list', { name: 'Riddle 1' })).toHaveTextContent(
      'faraday1 teamAccepted',
    );
    await user.click(screen.getByRole('button', { name: 'Accept “edison” for riddle 1' }));
    await user.click(screen.getByRole('button', { name: 'Accept the spelling' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be accepted');
  });

  it('shows who solved what and when, a page of teams at a time', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: GRID_PAGE + 3 }, (_, index) => team(`team ${index}`, 1));
    renderPanel({ teams: [...TEAMS, ...many] });
    const grid = screen.getByRole('region', { name: 'Who solved what, and when' });
    const ohms = within(grid).getByRole('rowheader', { name: 'ohms' }).closest('tr') as HTMLElement;
    // What a screen reader reads of each cell: the riddle's number shown on a phone is not read.
    const spoken = within(ohms)
      .getAllByRole('cell')
      .map((cell) =>
        Array.from(cell.childNodes)
          .filter(
            (node) => !(node instanceof Element && node.getAttribute('aria-hidden') === 'true'),
          )
          .map((node) => node.textContent)
          .join(''),
      );
    expect(spoken.slice(0, 3)).toEqual(['4', 'now', '']);
    expect(within(ohms).getAllByRole('cell')[0]).toHaveTextContent(/^14$/);
    expect(within(grid).getAllByRole('row')).toHaveLength(GRID_PAGE + 1);
    await user.click(screen.getByRole('button', { name: 'Show 6 more teams' }));
    expect(within(grid).getAllByRole('row')).toHaveLength(TEAMS.length + many.length + 1);
  });

  it('waits for the typed answers before showing any figure', () => {
    renderPanel({ typed: null });
    expect(screen.getByText('Loading…')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when the typed answers could not be watched, rather than loading for ever', () => {
    renderPanel({ typed: null, failed: true });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The statistics could not be loaded. Reload the page to try again.',
    );
    expect(screen.queryByText('Loading…')).toBeNull();
  });
});
