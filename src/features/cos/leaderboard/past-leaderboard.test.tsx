import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { ArchivePort } from '@/backend/ports.ts';
import { PastLeaderboard } from './past-leaderboard.tsx';
import { outOfAll } from '@/test/game-texts.ts';
import { archiveOf, fixtureNight, pastTeam } from '@/test/past-test-utils.ts';
import { boardBackend } from '@/test/board-test-utils.ts';

function renderNight(date: string, archive: ArchivePort = archiveOf(fixtureNight)) {
  const backend = boardBackend(() => () => undefined, archive);
  render(
    <MemoryRouter>
      <PastLeaderboard date={date} loadGameBackend={async () => backend} />
    </MemoryRouter>,
  );
}

describe('PastLeaderboard', () => {
  it("shows the night's final board, ranked, disqualified teams last and marked", async () => {
    const late = pastTeam('late cheat', 1, 50, true);
    renderNight(
      '2026-12-05',
      archiveOf({ ...fixtureNight, teams: { ...fixtureNight.teams, late } }),
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Leaderboard of 5 December 2026' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Teams ranked by score' });
    const names = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual([
      'diodes',
      'gates',
      'ohms',
      'cheats (disqualified)',
      'late cheat (disqualified)',
    ]);
    const top = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(top).getByText(outOfAll(3))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All leaderboards' })).toHaveAttribute(
      'href',
      '/CoS/leaderboard',
    );
  });

  it('says plainly that there was no game night on an unknown date', async () => {
    renderNight('2025-12-06');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No game night on that date' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All leaderboards' })).toHaveAttribute(
      'href',
      '/CoS/leaderboard',
    );
  });

  it('does not ask the archive about a malformed date', () => {
    const archive = { ...archiveOf(fixtureNight), getNight: vi.fn(async () => null) };
    renderNight('2026-12-5', archive);
    expect(
      screen.getByRole('heading', { level: 1, name: 'No game night on that date' }),
    ).toBeInTheDocument();
    expect(archive.getNight).not.toHaveBeenCalled();
  });

  it('says when the night could not be loaded', async () => {
    const archive = {
      ...archiveOf(fixtureNight),
      getNight: () => Promise.reject(new Error('offline')),
    };
    renderNight('2026-12-05', archive);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This leaderboard could not be loaded.',
    );
  });
});
