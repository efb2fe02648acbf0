import { useCallback, useEffect, useRef, useState } from 'react';
import type { DrawnChart, LineEnds } from './draw-score-chart.ts';
import { LineSample } from './line-sample.tsx';
import { loadChartDrawing } from './load-chart-drawing.ts';
import { lineStyle } from './line-styles.ts';
import type { ScoreRace } from './score-race.ts';
import { spreadLabels } from './spread-labels.ts';
import styles from './score-chart.module.css';

/**
 * The top ten's score over time, beside the board: a canvas drawn by uPlot (loaded with this
 * chart only, never with the site) and each team's name at its line's end, with its line's dash
 * and marker, as text a screen reader reads with the score.
 */
export function ScoreChart({ race }: { race: ScoreRace }) {
  const plotRef = useRef<HTMLDivElement>(null);
  const chart = useRef<DrawnChart | null>(null);
  const latest = useRef(race);
  /** The race the chart last drew, so that none is drawn twice. */
  const drawnRace = useRef<ScoreRace | null>(null);
  const [tops, setTops] = useState<number[] | null>(null);
  const [failed, setFailed] = useState(false);

  const placeNames = useCallback(
    ({ ends, top, bottom, gap }: LineEnds) => setTops(spreadLabels(ends, gap, top, bottom)),
    [],
  );

  useEffect(() => {
    const plot = plotRef.current;
    if (!plot) return;
    let stopped = false;
    const resized = new ResizeObserver(() =>
      chart.current?.resize(plot.clientWidth, plot.clientHeight),
    );
    loadChartDrawing().then(
      ({ drawScoreChart }) => {
        if (stopped) return;
        chart.current = drawScoreChart(plot, latest.current, placeNames);
        drawnRace.current = latest.current;
        resized.observe(plot);
      },
      () => setFailed(true),
    );
    return () => {
      stopped = true;
      resized.disconnect();
      chart.current?.destroy();
      chart.current = null;
    };
  }, [placeNames]);

  useEffect(() => {
    latest.current = race;
    // In a task of its own, not in the one that commits the board's new render: a draw with
    // its canvas's raster took 20 to 45 ms on a 4x slowed CPU, and with the board's render in
    // the same task, passed 50 ms. A newer race given before the task runs is drawn instead.
    const timer = window.setTimeout(() => {
      if (!chart.current || drawnRace.current === race) return;
      chart.current.show(race);
      drawnRace.current = race;
    }, 0);
    return () => window.clearTimeout(timer);
  }, [race]);

  return (
    <figure className={styles.chart} aria-labelledby="score-chart-caption">
      <figcaption id="score-chart-caption" className={styles.caption}>
        Score over time: the top ten
      </figcaption>
      {failed && <p className={styles.failed}>The chart could not be loaded.</p>}
      <div className={styles.body}>
        <div ref={plotRef} className={styles.plot} />
        <ol className={tops ? styles.names : styles.namesBeforeDrawn}>
          {race.lines.map((line, index) => (
            <li key={line.teamKey} className={styles.name} style={{ top: tops?.[index] ?? 0 }}>
              <LineSample style={lineStyle(line.rank)} className={styles.sample} />
              <span className={styles.teamName}>{line.teamName}</span>
              <span className="visually-hidden">: {line.score} points</span>
            </li>
          ))}
        </ol>
      </div>
    </figure>
  );
}
