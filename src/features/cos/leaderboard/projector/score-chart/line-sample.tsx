import type { LineStyle } from './line-styles.ts';

const WIDTH = 3;

/** A short piece of a line in its style, its marker on it: the key beside each team's name. */
export function LineSample({ style, className }: { style: LineStyle; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 30 12" aria-hidden="true" focusable="false">
      <line
        x1="1"
        y1="6"
        x2="29"
        y2="6"
        stroke={style.colour}
        strokeWidth={WIDTH}
        strokeLinecap="round"
        strokeDasharray={style.dash.map((part) => part * WIDTH).join(' ') || undefined}
      />
      <path
        d={style.marker}
        transform="translate(15 6) scale(4)"
        fill={style.colour}
        style={{ stroke: 'var(--color-bg)', strokeWidth: 0.3 }}
      />
    </svg>
  );
}
