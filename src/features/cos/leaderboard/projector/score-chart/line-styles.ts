/**
 * How each of the ten lines is told apart from the back of a hall: by its dash and its marker
 * as well as its colour, so no line needs colour vision to be followed. Markers are SVG path
 * data in a unit box, drawn the same on the chart's canvas (Path2D) and beside each name (SVG).
 */
const MARKERS = {
  circle: 'M1 0A1 1 0 1 1-1 0A1 1 0 1 1 1 0Z',
  square: 'M-.85-.85H.85V.85H-.85Z',
  triangle: 'M0-1.15L1.05.8H-1.05Z',
  diamond: 'M0-1.25L1.1 0L0 1.25L-1.1 0Z',
} as const;

export interface LineStyle {
  colour: string;
  /** The dash, in multiples of the line's width: empty for a solid line. */
  dash: readonly number[];
  marker: string;
}

const SOLID: readonly number[] = [];
const DASHED = [3.5, 1.5];
const DOTTED = [0.1, 2];
const DASH_DOT = [3.5, 1.5, 0.1, 1.5];

/** Rank by rank: light colours, each at least 7:1 against the board's surface. */
export const LINE_STYLES: readonly LineStyle[] = [
  { colour: '#ffd166', dash: SOLID, marker: MARKERS.circle },
  { colour: '#35c4ff', dash: SOLID, marker: MARKERS.square },
  { colour: '#ff8c8c', dash: SOLID, marker: MARKERS.triangle },
  { colour: '#6ee7a8', dash: DASHED, marker: MARKERS.diamond },
  { colour: '#d4b0ff', dash: DASHED, marker: MARKERS.circle },
  { colour: '#ffa8d8', dash: DASHED, marker: MARKERS.square },
  { colour: '#a8ecff', dash: DOTTED, marker: MARKERS.triangle },
  { colour: '#f0f3a4', dash: DOTTED, marker: MARKERS.diamond },
  { colour: '#ffc48a', dash: DASH_DOT, marker: MARKERS.circle },
  { colour: '#eef1ff', dash: DASH_DOT, marker: MARKERS.square },
];

/** The style of the line ranked `rank` (1 first). */
export const lineStyle = (rank: number): LineStyle =>
  LINE_STYLES[(rank - 1) % LINE_STYLES.length] ?? LINE_STYLES[0]!;
