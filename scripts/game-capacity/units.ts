// Figures in words and tables, for `npm run game:capacity` and docs/capacity.md.

const significant = (value: number) =>
  value >= 100 ? Math.round(value).toLocaleString('en-US') : String(Number(value.toPrecision(3)));

/** 1.12 GB, 689 MB, 50.4 KB, 223 B (powers of 1000, as Firebase counts). */
export function bytes(value: number): string {
  const units: [number, string][] = [
    [1e9, 'GB'],
    [1e6, 'MB'],
    [1e3, 'KB'],
  ];
  for (const [size, unit] of units)
    if (value >= size) return `${significant(value / size)} ${unit}`;
  return `${Math.round(value)} B`;
}

/** 6,300; 227; 0.0388. */
export const count = (value: number) => significant(value);

/** "at once", 41 s, 6 min, 3.2 hours, 2.1 days. */
export function duration(seconds: number): string {
  if (seconds <= 0) return 'at once';
  if (seconds < 90) return `${significant(seconds)} s`;
  if (seconds < 5400) return `${significant(seconds / 60)} min`;
  if (seconds < 2 * 86_400) return `${significant(seconds / 3600)} hours`;
  return `${significant(seconds / 86_400)} days`;
}

export const dollars = (value: number) => `$${value < 10 ? value.toFixed(2) : Math.round(value)}`;

/** Rows as a Markdown table (the first row is the header); Prettier aligns it in the docs. */
export function markdownTable(rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const [header = [], ...body] = rows;
  return [line(header), line(header.map(() => '---')), ...body.map(line)].join('\n');
}

/** Rows as a plain table for a terminal, columns padded. */
export function textTable(rows: string[][]): string {
  const widths = rows[0]?.map((_, column) =>
    Math.max(...rows.map((row) => (row[column] ?? '').length)),
  );
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths?.[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
