/** uPlot and the chart's drawing: loaded with the wall's chart only, never with the site. */
export const loadChartDrawing = () => import('./draw-score-chart.ts');
