/**
 * Where to put the names at the lines' ends: each as near its line's end (`wanted`, px from
 * the top) as it can be while the names stay `gap` apart, in their lines' order from the top,
 * and inside [top, bottom]. Lines that end level (teams with the same score) get their names
 * one under another.
 */
export function spreadLabels(
  wanted: readonly number[],
  gap: number,
  top: number,
  bottom: number,
): number[] {
  const order = wanted.map((_, index) => index).sort((a, b) => wanted[a]! - wanted[b]! || a - b);
  const placed = order.map((index) => wanted[index]!);
  for (let at = 0; at < placed.length; at += 1) {
    placed[at] = Math.max(placed[at]!, top, at > 0 ? placed[at - 1]! + gap : top);
  }
  for (let at = placed.length - 1; at >= 0; at -= 1) {
    placed[at] = Math.min(placed[at]!, at < placed.length - 1 ? placed[at + 1]! - gap : bottom);
  }
  const shown: number[] = new Array<number>(wanted.length);
  order.forEach((index, at) => (shown[index] = Math.max(placed[at]!, top)));
  return shown;
}
