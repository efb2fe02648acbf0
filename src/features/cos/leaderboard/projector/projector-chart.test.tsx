import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TeamStanding } from '@/game/types.ts';
import { standing } from '@/game/standing-test-utils.ts';
import { boardBackend } from '@/test/board-test-utils.ts';
import { ProjectorBoard } from './projector-board.tsx';

/** What the chart is asked to draw after its first drawing. */
const drawn = vi.hoisted(() => ({ show: vi.fn() }));

// uPlot draws on a canvas, which jsdom has not: the drawing is stood in for (score-chart.test.tsx).
vi.mock('./score-chart/draw-score-chart.ts', () => ({
  drawScoreChart: () => ({
    show: drawn.show,
    resize: () => undefined,
    destroy: () => undefined,
  }),
}));

/** How often the chart's drawing was asked to load. */
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./score-chart/load-chart-drawing.ts', () => ({
  loadChartDrawing: () => {
    loads.count += 1;
    return import('./score-chart/draw-score-chart.ts');
  },
}));

/** 30 teams, `team 1` leading, each having solved riddle n at time n. */
const thirty = (): TeamStanding[] =>
  Array.from({ length: 30 }, (_, index) => {
    const score = 300 - index * 10;
    return standing(`team ${index + 1}`, score, score / 10);
  });

/** A team's solves as its record says them: riddle n at time n, its last at its timestamp. */
function solvesOf(team: TeamStanding | undefined): Record<string, number> {
  const solved = (team?.question ?? 1) - 1;
  const times = Array.from({ length: solved }, (_, index): [string, number] => [
    String(index + 1),
    index + 1,
  ]);
  if (team && solved > 0) times[solved - 1] = [String(solved), team.timestamp];
  return Object.fromEntries(times);
}

function mockWall({ wide }: { wide: boolean }) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: wide && query.includes('min-width'),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
}

async function renderWall(
  board = { push: (_teams: TeamStanding[]) => undefined as void },
  readDone = (_teamKey: string) => Promise.resolve(),
) {
  let shown = thirty();
  const getTeamSolves = vi.fn(async (teamKey: string) => {
    await readDone(teamKey);
    return solvesOf(shown.find((team) => team.teamKey === teamKey));
  });
  const backend = boardBackend(
    (callback) => {
      board.push = (teams) => {
        shown = teams;
        act(() => callback(teams));
      };
      callback(shown);
      return () => undefined;
    },
    undefined,
    { getTeamSolves },
  );
  render(<ProjectorBoard loadGameBackend={async () => backend} />);
  await act(() => vi.advanceTimersByTimeAsync(0));
  return getTeamSolves;
}

describe('the score chart on the wall', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('charts the top ten beside the board, reading the solves of those ten teams only', async () => {
    mockWall({ wide: true });
    const getTeamSolves = await renderWall();
    const chart = screen.getByRole('figure', { name: 'Score over time: the top ten' });
    const names = within(chart).getAllByRole('listitem');
    expect(names).toHaveLength(10);
    expect(names[0]).toHaveTextContent('team 1: 300 points');
    expect(getTeamSolves.mock.calls.map(([teamKey]) => teamKey).sort()).toEqual(
      Array.from({ length: 10 }, (_, index) => `team ${index + 1}`).sort(),
    );
  });

  it('draws again when the top ten change, not when a team below them moves', async () => {
    mockWall({ wide: true });
    const board = { push: (_teams: TeamStanding[]) => undefined as void };
    await renderWall(board);
    const moved = (name: string) =>
      thirty().map((team) =>
        team.teamName === name
          ? { ...team, question: team.question + 1, score: team.score + 10, timestamp: 100 }
          : team,
      );
    await act(() => vi.advanceTimersByTimeAsync(0));
    drawn.show.mockClear();
    board.push(moved('team 25'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    // Team 25 now scores 70, as team 24 does.
    expect(screen.getAllByRole('cell', { name: '70' })).toHaveLength(2);
    expect(drawn.show).not.toHaveBeenCalled();
    board.push(moved('team 2'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(drawn.show).toHaveBeenCalled();
  });

  it('keeps the chart drawn while a team new to the top ten has its solves read, then draws once', async () => {
    mockWall({ wide: true });
    const board = { push: (_teams: TeamStanding[]) => undefined as void };
    let letRead = () => undefined as void;
    const team11Read = new Promise<void>((done) => (letRead = done));
    await renderWall(board, (teamKey) => (teamKey === 'team 11' ? team11Read : Promise.resolve()));
    await act(() => vi.advanceTimersByTimeAsync(0));
    drawn.show.mockClear();
    board.push(
      thirty().map((team) => (team.teamName === 'team 11' ? standing('team 11', 310, 100) : team)),
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    const chart = screen.getByRole('figure', { name: 'Score over time: the top ten' });
    const first = () => within(chart).getAllByRole('listitem')[0];
    expect(first()).toHaveTextContent('team 1:');
    expect(drawn.show).not.toHaveBeenCalled();
    letRead();
    // The read's answer renders, then the chart draws in a task of its own.
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(first()).toHaveTextContent('team 11:');
    expect(drawn.show).toHaveBeenCalledTimes(1);
  });

  it('loads the chart while the top ten have their solves read, not after', async () => {
    mockWall({ wide: true });
    loads.count = 0;
    await renderWall(undefined, () => new Promise(() => undefined));
    expect(screen.queryByRole('figure')).toBeNull();
    expect(loads.count).toBeGreaterThan(0);
  });

  it('shows no chart, and reads no solves, on a narrow screen', async () => {
    mockWall({ wide: false });
    await renderWall();
    expect(screen.getByRole('table', { name: 'Teams ranked by score' })).toBeVisible();
    expect(screen.queryByRole('figure')).toBeNull();
  });
});
