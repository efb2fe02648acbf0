import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { drawMarkers } from './draw-markers.ts';
import { labelsThatFit } from './axis-labels.ts';
import { lineStyle } from './line-styles.ts';
import type { ScoreRace } from './score-race.ts';

/** A drawn chart: given each new race and size; tells where each line ends after each draw. */
export interface DrawnChart {
  show(race: ScoreRace): void;
  resize(width: number, height: number): void;
  destroy(): void;
}

/**
 * Where the lines end, in CSS px from the chart's top, the plot's top and bottom, and how far
 * apart names in the chart's type must stand.
 */
export interface LineEnds {
  ends: number[];
  top: number;
  bottom: number;
  gap: number;
}

const MINUTE_MS = 60_000;
const TIME_STEPS = [1, 2, 5, 10, 15, 20, 30, 60, 120].map((minutes) => minutes * MINUTE_MS);
const SCORE_STEPS = [10, 20, 50, 100];
const clock = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

/** The widest a time label can be in `font`, in CSS px ("12:45 PM", or the locale's own). */
function widestTime(font: string): number {
  const context = document.createElement('canvas').getContext('2d');
  const sample = clock.format(new Date(2026, 11, 5, 22, 48));
  if (!context) return sample.length * parseFloat(font) * 0.6;
  context.font = font;
  return context.measureText(sample).width;
}

/** The line and marker width: thick enough to follow from the back of a hall. */
const lineWidth = (fontPx: number) => Math.max(3, Math.round(fontPx / 5));

function options(
  race: ScoreRace,
  current: () => ScoreRace,
  target: HTMLElement,
  onDrawn: (ends: LineEnds) => void,
): uPlot.Options {
  const style = getComputedStyle(target);
  const fontPx = parseFloat(style.fontSize);
  const font = `${fontPx}px ${style.fontFamily}`;
  const text = style.color;
  const grid = style.getPropertyValue('--color-border').trim() || '#2d3870';
  const outline = style.getPropertyValue('--color-bg').trim() || '#0b1026';
  const width = lineWidth(fontPx);
  const timeWidth = widestTime(font);
  const axis = {
    stroke: text,
    font,
    labelFont: `700 ${font}`,
    labelSize: fontPx * 1.6,
    grid: { stroke: grid, width: 1 },
    ticks: { stroke: grid, width: 1 },
  };
  return {
    width: target.clientWidth,
    height: target.clientHeight,
    ms: 1,
    legend: { show: false },
    cursor: { show: false },
    select: { show: false, left: 0, top: 0, width: 0, height: 0 },
    padding: [fontPx, fontPx * 0.75, 0, 0],
    scales: {
      x: { time: false, range: (_u, min, max) => [min, Math.max(max, min + MINUTE_MS)] },
      y: { range: (_u, _min, max) => [0, Math.max(SCORE_STEPS[0]!, Math.ceil(max / 10) * 10)] },
    },
    axes: [
      {
        ...axis,
        label: 'Time',
        incrs: TIME_STEPS,
        // Labels a word's space apart at least, so two never run together.
        space: timeWidth + fontPx,
        values: (u: uPlot, splits: number[]) =>
          // valToPos counts from the plot's left edge; the canvas ends u.width from its own.
          labelsThatFit(
            splits,
            (at) => u.valToPos(at, 'x'),
            u.width - u.bbox.left / uPlot.pxRatio,
            {
              width: timeWidth,
              format: (at) => clock.format(at),
            },
          ),
      },
      { ...axis, label: 'Score', incrs: SCORE_STEPS, space: fontPx * 2, size: fontPx * 3 },
    ],
    series: [
      {},
      ...race.lines.map((line) => {
        const { colour, dash } = lineStyle(line.rank);
        return {
          label: line.teamName,
          stroke: colour,
          width,
          dash: dash.map((part) => part * width),
          cap: 'round' as const,
          paths: uPlot.paths.stepped!({ align: 1 }),
          points: { show: false },
        };
      }),
    ],
    hooks: {
      draw: [
        (u) => {
          const drawn = current();
          drawMarkers(u, drawn, fontPx, outline);
          const top = u.bbox.top / uPlot.pxRatio;
          onDrawn({
            ends: drawn.lines.map((line) => top + u.valToPos(line.score, 'y')),
            top,
            bottom: top + u.bbox.height / uPlot.pxRatio,
            gap: fontPx * 1.25,
          });
        },
      ],
    },
  };
}

const data = (race: ScoreRace): uPlot.AlignedData => [race.times, ...race.scores];

/**
 * Draws `race` in `target` with uPlot (a canvas), a marker at each solve, and draws it again
 * as `show` and `resize` say: a new chart when the ranks drawn change (each rank has its own
 * style), else new data in the same one.
 */
export function drawScoreChart(
  target: HTMLElement,
  first: ScoreRace,
  onDrawn: (ends: LineEnds) => void,
): DrawnChart {
  let race = first;
  const make = () =>
    new uPlot(
      options(race, () => race, target, onDrawn),
      data(race),
      target,
    );
  let plot = make();
  return {
    show(next) {
      const sameStyles =
        next.lines.length === race.lines.length &&
        next.lines.every((line, index) => line.rank === race.lines[index]?.rank);
      race = next;
      if (sameStyles) {
        plot.setData(data(race));
      } else {
        plot.destroy();
        plot = make();
      }
    },
    resize(width, height) {
      plot.setSize({ width, height });
    },
    destroy() {
      plot.destroy();
    },
  };
}
