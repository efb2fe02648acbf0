/**
 * An axis's labels, each centred on its tick at `positionOf(value)` (px from the plot's left):
 * one whose half past its tick would pass `right` (the canvas's edge, where the names' column
 * begins) is left out, as uPlot would cut it there.
 */
export function labelsThatFit(
  values: readonly number[],
  positionOf: (value: number) => number,
  right: number,
  label: { width: number; format: (value: number) => string },
): string[] {
  return values.map((value) =>
    positionOf(value) + label.width / 2 <= right ? label.format(value) : '',
  );
}
