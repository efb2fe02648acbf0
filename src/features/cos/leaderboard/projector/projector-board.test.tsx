import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BoardWatch } from '@/backend/ports.ts';
import type { NightState, TeamStanding } from '@/game/types.ts';
import { boardBackend, liveNight } from '@/test/board-test-utils.ts';
import { standing } from '@/game/standing-test-utils.ts';
import { MOST_ROWS } from './use-board-pages.ts';
import { PAGE_MS } from './use-page-turns.ts';
import { ProjectorBoard } from './projector-board.tsx';
import { mockReducedMotion } from '@/test/browser-stubs.ts';

/** 50 teams, `team 1` leading: the top three and, as jsdom lays nothing out, pages of MOST_ROWS. */
const fifty = (): TeamStanding[] =>
  Array.from({ length: 50 }, (_, index) => standing(`team ${index + 1}`, 500 - index * 10, 0));

async function renderWall(teams = fifty()) {
  const drive = {
    teams: (_teams: TeamStanding[]) => undefined as void,
    night: (_night: NightState) => undefined as void,
    how: [] as (BoardWatch | undefined)[],
  };
  const backend = boardBackend(
    (callback, _onError, how) => {
      drive.how.push(how);
      drive.teams = (next) => act(() => callback(next));
      return () => undefined;
    },
    undefined,
    {
      watchNight: (callback) => {
        drive.night = (night) => act(() => callback(night));
        callback(liveNight);
        return () => undefined;
      },
    },
  );
  render(<ProjectorBoard loadGameBackend={async () => backend} />);
  await act(() => vi.advanceTimersByTimeAsync(0));
  drive.teams(teams);
  await act(() => vi.advanceTimersByTimeAsync(0));
  return drive;
}

/** Each shown row as its rank and team. */
const shownRows = () =>
  within(screen.getByRole('table', { name: 'Teams ranked by score' }))
    .getAllByRole('row')
    .slice(1)
    .map(
      (row) =>
        `${within(row).getAllByRole('cell')[0]?.textContent} ${within(row).getByRole('rowheader').textContent}`,
    );

/** A press (fake timers: user-event would wait on them). */
const press = (button: HTMLElement) => act(() => fireEvent.click(button));

describe('the leaderboard on a projector', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('reads the teams as every public board does, holding no stream', async () => {
    const drive = await renderWall();
    expect(drive.how).toEqual(['changes']);
  });

  it('keeps the top three up and turns through the rest, a page every PAGE_MS, round to the start', async () => {
    expect(MOST_ROWS).toBe(40);
    await renderWall();
    expect(screen.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Rank', 'Team', 'Solved', 'Score', 'Last correct answer']);
    const first = shownRows();
    expect(first.slice(0, 4)).toEqual(['1 team 1', '2 team 2', '3 team 3', '4 team 4']);
    expect(first.at(-1)).toBe('43 team 43');
    expect(screen.getByText('Teams 4–43 of 50')).toBeVisible();

    await act(() => vi.advanceTimersByTimeAsync(PAGE_MS - 100));
    expect(shownRows()).toEqual(first);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(shownRows()).toEqual([
      '1 team 1',
      '2 team 2',
      '3 team 3',
      ...['44', '45', '46', '47', '48', '49', '50'].map((rank) => `${rank} team ${rank}`),
    ]);
    expect(screen.getByText('Teams 44–50 of 50')).toBeVisible();

    await act(() => vi.advanceTimersByTimeAsync(PAGE_MS));
    expect(shownRows()).toEqual(first);
  });

  it('is live: a team that climbs shows at its new rank on the page up', async () => {
    const wall = await renderWall();
    wall.teams(
      fifty().map((team) => (team.teamName === 'team 9' ? { ...team, score: 990 } : team)),
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(shownRows().slice(0, 4)).toEqual(['1 team 9', '2 team 1', '3 team 2', '4 team 3']);
  });

  it('measures its rows again when a name on the wall changes, not when only a score does', async () => {
    const wall = await renderWall();
    const measure = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    const renamed = (change: Partial<TeamStanding>) =>
      fifty().map((team) => (team.teamName === 'team 20' ? { ...team, ...change } : team));
    wall.teams(renamed({ score: 311 }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('cell', { name: '311' })).toBeVisible();
    expect(measure).not.toHaveBeenCalled();
    wall.teams(renamed({ score: 311, teamName: 'the twentieth team' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(measure).toHaveBeenCalled();
    measure.mockRestore();
  });

  it('starts a turned page from as many rows as the page before held, laid out once, and from the most again when another row has room', async () => {
    // A wall laid out by hand: each row of a page 10 px tall, the area's bottom edge at `edge`.
    let edge = 85;
    const rendered: number[] = [];
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      if (this instanceof HTMLTableRowElement) {
        const bottom = (this.sectionRowIndex + 1) * 10;
        return DOMRect.fromRect({ y: bottom - 10, height: 10 });
      }
      const page = this.querySelectorAll('tbody')[1];
      if (page) rendered.push(page.rows.length);
      return DOMRect.fromRect({ height: edge });
    });
    await renderWall();
    expect(shownRows().slice(3)).toEqual(
      ['4', '5', '6', '7', '8', '9', '10', '11'].map((rank) => `${rank} team ${rank}`),
    );
    expect(rendered[0]).toBe(MOST_ROWS);

    rendered.length = 0;
    await act(() => vi.advanceTimersByTimeAsync(PAGE_MS));
    expect(rendered).toEqual([8]);
    expect(screen.getByText('Teams 12–19 of 50')).toBeVisible();

    edge = 125;
    rendered.length = 0;
    await act(() => vi.advanceTimersByTimeAsync(PAGE_MS));
    // From the most: the 31 teams left.
    expect(rendered.slice(0, 2)).toEqual([8, 31]);
    expect(screen.getByText('Teams 20–31 of 50')).toBeVisible();
  });

  it('shows the freeze and the announcement, with no Dismiss button on the wall', async () => {
    const wall = await renderWall();
    const frozenAt = Date.parse('2026-11-21T19:40:00');
    wall.night({ ...liveNight, frozenAt, announcement: { text: 'Ten minutes left.', at: 1 } });
    await act(() => vi.advanceTimersByTimeAsync(0));
    const short = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });
    expect(screen.getByText(`Frozen at ${short.format(frozenAt)}`)).toBeVisible();
    expect(screen.getByText('Ten minutes left.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
  });

  it('lists the corrections in riddle order beside the announcement, with no button of their own', async () => {
    const wall = await renderWall();
    const buttons = screen.getAllByRole('button').length;
    wall.night({
      ...liveNight,
      announcement: { text: 'Ten minutes left.', at: 1 },
      errata: {
        12: { text: 'Ignore the picture.', at: 2 },
        7: { text: 'Read "north" for "south".', at: 3 },
      },
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    const corrections = screen.getByRole('region', { name: 'Corrections' });
    expect(
      within(corrections)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Question 7Read "north" for "south".', 'Question 12Ignore the picture.']);
    // Side by side with the announcement: one row holds both (the journey sees them on the wall).
    expect(corrections.parentElement?.parentElement).toContainElement(
      screen.getByText('Ten minutes left.'),
    );
    expect(screen.getAllByRole('button')).toHaveLength(buttons);
  });

  it('stops turning when paused, and turns by hand', async () => {
    await renderWall();
    press(screen.getByRole('button', { name: 'Pause paging' }));
    await act(() => vi.advanceTimersByTimeAsync(3 * PAGE_MS));
    expect(screen.getByText('Teams 4–43 of 50')).toBeVisible();
    press(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Teams 44–50 of 50')).toBeVisible();
    press(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByText('Teams 4–43 of 50')).toBeVisible();
    press(screen.getByRole('button', { name: 'Play paging' }));
    await act(() => vi.advanceTimersByTimeAsync(PAGE_MS));
    expect(screen.getByText('Teams 44–50 of 50')).toBeVisible();
  });

  it('never turns by itself under prefers-reduced-motion, and offers Play', async () => {
    mockReducedMotion(true);
    await renderWall();
    await act(() => vi.advanceTimersByTimeAsync(5 * PAGE_MS));
    expect(screen.getByText('Teams 4–43 of 50')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Play paging' })).toBeVisible();
  });

  it('shows one page when every team fits, and no page at all for three teams', async () => {
    const wall = await renderWall(fifty().slice(0, 20));
    expect(screen.getByText('Teams 4–20 of 20')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(2 * PAGE_MS));
    expect(screen.getByText('Teams 4–20 of 20')).toBeVisible();
    wall.teams(fifty().slice(0, 3));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(shownRows()).toEqual(['1 team 1', '2 team 2', '3 team 3']);
    expect(screen.queryByText(/^Teams \d/)).toBeNull();
  });
});
