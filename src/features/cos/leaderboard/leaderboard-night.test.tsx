import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NightState, Solves, TeamStanding } from '@/game/types.ts';
import { renderLeaderboard } from './leaderboard-test-utils.tsx';
import { boardBackend, liveNight } from '@/test/board-test-utils.ts';
import { standing } from '@/game/standing-test-utils.ts';
import { outOfAll, points, scoreAfter } from '@/test/game-texts.ts';
import { SOLVES_RETRY_MS } from './use-live-standings.ts';

const OPENS = Date.parse('2026-11-21T19:00:00');
const FROZEN_AT = Date.parse('2026-11-21T19:40:00');
const MINUTE = 60_000;
const frozenNight: NightState = { ...liveNight, frozenAt: FROZEN_AT };

/** Now: amps leads with 5 riddles solved, bits has 3, and late registered after the freeze. */
const now = (): TeamStanding[] => [
  { ...standing('amps', points(5), FROZEN_AT + 10 * MINUTE), startedAt: OPENS },
  { ...standing('bits', points(3), FROZEN_AT - MINUTE), startedAt: OPENS },
  { ...standing('late', points(1), FROZEN_AT + 9 * MINUTE), startedAt: FROZEN_AT + MINUTE },
];
/** At the freeze, amps had solved 1 riddle and bits 2. */
const solves: Solves = {
  amps: { '1': OPENS + 5 * MINUTE, '2': FROZEN_AT + 5 * MINUTE, '3': FROZEN_AT + 10 * MINUTE },
  bits: { '1': OPENS + 9 * MINUTE, '2': FROZEN_AT - MINUTE },
  late: { '1': FROZEN_AT + 9 * MINUTE },
};

/** A leaderboard whose teams, night and solves the test drives. */
async function renderBoard(getSolves = vi.fn(async () => solves)) {
  const drive = {
    teams: (_teams: TeamStanding[]) => undefined as void,
    night: (_night: NightState) => undefined as void,
  };
  const backend = boardBackend(
    (callback) => {
      drive.teams = (teams) => act(() => callback(teams));
      return () => undefined;
    },
    undefined,
    {
      getSolves,
      watchNight: (callback) => {
        drive.night = (night) => act(() => callback(night));
        return () => undefined;
      },
    },
  );
  await renderLeaderboard(backend);
  return { ...drive, getSolves };
}

const rows = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
const names = () => screen.queryAllByRole('rowheader').map((cell) => cell.textContent);
const frozenLine = () =>
  `Frozen at ${new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(FROZEN_AT)}`;

describe('Leaderboard, frozen', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the standings as of the freeze and stops changing, then goes live when unfrozen', async () => {
    const board = await renderBoard();
    board.teams(now());
    board.night(frozenNight);
    expect(await screen.findByText(frozenLine())).toBeVisible();
    expect(await screen.findByRole('rowheader', { name: 'bits' })).toBeVisible();
    expect(names()).toEqual(['bits', 'amps']);
    expect(rows()).toEqual([
      ['', outOfAll(2), scoreAfter(2), expect.any(String)],
      ['', outOfAll(1), scoreAfter(1), expect.any(String)],
    ]);
    expect(screen.queryByText(/^Last updated/)).toBeNull();

    board.teams(now().map((team) => ({ ...team, score: team.score + points(1) })));
    expect(names()).toEqual(['bits', 'amps']);
    expect(rows()[0]?.[2]).toBe(scoreAfter(2));
    expect(board.getSolves).toHaveBeenCalledTimes(1);

    board.night(liveNight);
    expect(await screen.findByRole('rowheader', { name: 'late' })).toBeVisible();
    expect(names()).toEqual(['amps', 'bits', 'late']);
    expect(screen.queryByText(frozenLine())).toBeNull();
    expect(screen.getByText('Chamber of Secrets standings, updated live.')).toBeVisible();
  });

  it('shows no live standings before it knows whether the board is frozen', async () => {
    const board = await renderBoard();
    board.teams(now());
    expect(screen.getByText('Loading…')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    board.night(frozenNight);
    expect(await screen.findByRole('rowheader', { name: 'bits' })).toBeVisible();
    expect(names()).toEqual(['bits', 'amps']);
  });

  it('says when the solves could not be read, and reads them again', async () => {
    vi.useFakeTimers();
    const getSolves = vi.fn(async () => solves).mockRejectedValueOnce(new Error('offline'));
    const board = await renderBoard(getSolves);
    board.teams(now());
    board.night(frozenNight);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('alert')).toHaveTextContent('could not be loaded');
    expect(screen.queryByRole('table')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(SOLVES_RETRY_MS));
    expect(getSolves).toHaveBeenCalledTimes(2);
    expect(names()).toEqual(['bits', 'amps']);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('Leaderboard, announcement', () => {
  it('shows the announcement above the board, live', async () => {
    const board = await renderBoard();
    board.teams(now());
    board.night({ ...liveNight, announcement: { text: 'Riddle 7 has a typo.', at: 7_001 } });
    expect(await screen.findByText('Riddle 7 has a typo.')).toBeVisible();
    const banner = screen.getByText('Riddle 7 has a typo.').closest('[aria-live="polite"]');
    expect(banner?.compareDocumentPosition(screen.getByRole('heading', { level: 1 }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );

    board.night({ ...liveNight, announcement: { text: 'Ten minutes left.', at: 7_002 } });
    expect(screen.getByText('Ten minutes left.')).toBeVisible();
    board.night(liveNight);
    expect(screen.queryByText('Ten minutes left.')).toBeNull();
  });
});

describe('Leaderboard, after the night', () => {
  afterEach(() => vi.useRealTimers());

  it('says the night closed and shows its announcement no more, from the moment it closes', async () => {
    vi.useFakeTimers({ now: OPENS + 119 * MINUTE });
    const closesAt = OPENS + 120 * MINUTE;
    const board = await renderBoard();
    board.teams(now());
    board.night({
      ...liveNight,
      schedule: { opensAt: OPENS, closesAt },
      announcement: { text: 'Ten minutes left!', at: OPENS + 110 * MINUTE },
    });
    expect(screen.getByText('Chamber of Secrets standings, updated live.')).toBeVisible();
    expect(screen.getByText('Ten minutes left!')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(MINUTE));
    const closedAt = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(closesAt);
    expect(
      screen.getByText(`The night closed at ${closedAt}: these are its final standings.`),
    ).toBeVisible();
    expect(screen.queryByText(/updated live/)).toBeNull();
    expect(screen.queryByText('Ten minutes left!')).toBeNull();
  });
});
