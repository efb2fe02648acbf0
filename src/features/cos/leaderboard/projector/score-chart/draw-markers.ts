import uPlot from 'uplot';
import { lineStyle } from './line-styles.ts';
import type { ScoreRace } from './score-race.ts';

/**
 * A marker of each line's own shape (line-styles.ts) at each of its solves, about a line of the
 * chart's type across, outlined in the page's background colour where lines cross.
 */
export function drawMarkers(u: uPlot, race: ScoreRace, fontPx: number, outline: string) {
  const { ctx } = u;
  const scale = (fontPx / 2.6) * uPlot.pxRatio;
  ctx.save();
  for (const line of race.lines) {
    const { colour, marker } = lineStyle(line.rank);
    const shape = new Path2D(marker);
    for (const [at, score] of line.steps.slice(1)) {
      ctx.setTransform(scale, 0, 0, scale, u.valToPos(at, 'x', true), u.valToPos(score, 'y', true));
      ctx.fillStyle = colour;
      ctx.fill(shape);
      ctx.lineWidth = 1.5 / (fontPx / 2.6);
      ctx.strokeStyle = outline;
      ctx.stroke(shape);
    }
  }
  ctx.restore();
}
