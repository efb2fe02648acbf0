import type { Solves } from './ports.ts';

/** The stored `solves` node, keeping only numeric times under each team and riddle. */
export function toSolves(value: unknown): Solves {
  const solves: Solves = {};
  // The REST API sends an array for keys 1, 2, 3... (riddles, or teams named by numbers):
  // its entries read the same as an object's.
  if (typeof value !== 'object' || value === null) return solves;
  for (const [teamKey, times] of Object.entries(value)) {
    if (typeof times !== 'object' || times === null) continue;
    const kept = Object.entries(times).filter(
      (entry): entry is [string, number] => typeof entry[1] === 'number',
    );
    if (kept.length > 0) solves[teamKey] = Object.fromEntries(kept);
  }
  return solves;
}
