import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { standing } from '@/game/standing-test-utils.ts';
import type { DrawnChart, LineEnds } from './draw-score-chart.ts';
import { ScoreChart } from './score-chart.tsx';
import { scoreRace, type ScoreRace } from './score-race.ts';

const drawn = vi.hoisted(() => ({
  races: [] as ScoreRace[],
  tellEnds: (_ends: LineEnds) => undefined as void,
}));

// The canvas is uPlot's, which jsdom cannot draw: the chart's drawing is stood in for here.
vi.mock('./draw-score-chart.ts', () => ({
  drawScoreChart: (_target: HTMLElement, race: ScoreRace, onDrawn: (ends: LineEnds) => void) => {
    drawn.races.push(race);
    drawn.tellEnds = onDrawn;
    const chart: DrawnChart = {
      show: (next) => void drawn.races.push(next),
      resize: () => undefined,
      destroy: () => undefined,
    };
    return chart;
  },
}));

const race = (scores: number[]) =>
  scoreRace(
    scores.map((score, index) => ({ ...standing(`team ${index + 1}`, score, 0), startedAt: 0 })),
    Object.fromEntries(
      scores.map((score, index) => [
        `team ${index + 1}`,
        Object.fromEntries(Array.from({ length: score / 10 }, (_, q) => [String(q + 1), q + 1])),
      ]),
    ),
    100,
  );

describe('the score chart', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    drawn.races = [];
  });
  afterEach(() => vi.unstubAllGlobals());

  it('names each line at its end, with its score for a screen reader, kept apart when level', async () => {
    render(<ScoreChart race={race([30, 20, 20])} />);
    const figure = screen.getByRole('figure', { name: 'Score over time: the top ten' });
    expect(
      within(figure)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['team 1: 30 points', 'team 2: 20 points', 'team 3: 20 points']);
    await vi.waitFor(() => expect(drawn.races).toHaveLength(1));
    act(() => drawn.tellEnds({ ends: [10, 200, 200], top: 0, bottom: 400, gap: 30 }));
    const tops = within(figure)
      .getAllByRole('listitem')
      .map((item) => parseFloat(item.style.top));
    expect(tops).toEqual([10, 200, 230]);
  });

  it('draws each new race in the same chart, in a task after the render that brought it', async () => {
    const chart = render(<ScoreChart race={race([10])} />);
    await vi.waitFor(() => expect(drawn.races).toHaveLength(1));
    const next = race([20]);
    chart.rerender(<ScoreChart race={next} />);
    expect(screen.getByRole('listitem')).toHaveTextContent('team 1: 20 points');
    expect(drawn.races).toHaveLength(1);
    await act(() => new Promise((done) => setTimeout(done, 0)));
    expect(drawn.races).toHaveLength(2);
    expect(drawn.races.at(-1)).toBe(next);
  });

  it('draws only the newest of the races given before its task runs', async () => {
    const chart = render(<ScoreChart race={race([10])} />);
    await vi.waitFor(() => expect(drawn.races).toHaveLength(1));
    const newest = race([30]);
    chart.rerender(<ScoreChart race={race([20])} />);
    chart.rerender(<ScoreChart race={newest} />);
    await act(() => new Promise((done) => setTimeout(done, 0)));
    expect(drawn.races).toEqual([drawn.races[0], newest]);
  });
});
