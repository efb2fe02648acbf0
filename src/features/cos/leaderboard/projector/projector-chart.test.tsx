import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TeamStanding } from '@/game/types.ts';
import { standing } from '@/game/standing-test-utils.ts';
import { boardBackend } from '@/test/board-test-utils.ts';
import { ProjectorBoard } from './projector-board.tsx';

// uPlot draws on a canvas, which jsdom has not: the drawing is stood in for (score-chart.test.tsx).
vi.mock('./score-chart/draw-score-chart.ts', () => ({
  drawScoreChart: () => ({
    show: () => undefined,
    resize: () => undefined,
    destroy: () => undefined,
  }),
}));

/** 30 teams, `team 1` leading. */
const thirty = (): TeamStanding[] =>
  Array.from({ length: 30 }, (_, index) => standing(`team ${index + 1}`, 300 - index * 10, 0));

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

async function renderWall() {
  const getTeamSolves = vi.fn(async (teamKey: string) => {
    const solved = (thirty().find((team) => team.teamKey === teamKey)?.question ?? 1) - 1;
    return Object.fromEntries(Array.from({ length: solved }, (_, q) => [String(q + 1), q]));
  });
  const backend = boardBackend(
    (callback) => {
      callback(thirty());
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

  it('shows no chart, and reads no solves, on a narrow screen', async () => {
    mockWall({ wide: false });
    await renderWall();
    expect(screen.getByRole('table', { name: 'Teams ranked by score' })).toBeVisible();
    expect(screen.queryByRole('figure')).toBeNull();
  });
});
