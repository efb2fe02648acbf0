/** How many guesses each team has made tonight, from `guesses/` ({teamKey: {count}}). */
export type GuessCounts = Record<string, number>;

export function toGuessCounts(value: unknown): GuessCounts {
  if (typeof value !== 'object' || value === null) return {};
  const counts: GuessCounts = {};
  for (const [teamKey, guess] of Object.entries(value)) {
    const count: unknown = (guess as { count?: unknown } | null)?.count;
    if (typeof count === 'number' && Number.isInteger(count) && count > 0) counts[teamKey] = count;
  }
  return counts;
}
