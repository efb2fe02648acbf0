// What follows from a night's use of the limits: the largest night a plan holds, its bill.
import { fits, nightUse } from './capacity-model.ts';
import type { Night } from './cost-types.ts';
import type { NightCosts } from './cost-types.ts';
import { BLAZE_PRICES, FREE, GB, type Plan } from './plans.ts';
import { NIGHT_COSTS } from './role-costs.ts';

/**
 * The largest night `plan` holds with the same spectators to teams (and the same hall):
 * null when not even one team (or spectator) fits.
 */
export function largestNight(
  night: Night,
  plan: Plan,
  costs: NightCosts = NIGHT_COSTS,
): Night | null {
  const scaled = (size: number): Night =>
    night.teams > 0
      ? { ...night, teams: size, spectators: Math.round((size * night.spectators) / night.teams) }
      : { ...night, spectators: size };
  const held = (size: number) => fits(nightUse(scaled(size), plan, costs));
  if (!held(1)) return null;
  let low = 1;
  let high = 2;
  while (held(high) && high < 10_000_000) [low, high] = [high, high * 2];
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (held(middle)) low = middle;
    else high = middle;
  }
  return scaled(low);
}

/**
 * A night's bill on Blaze, in US dollars, when none of the free usage is left (the month's
 * downloads spent, the day's transfer and reads too); within the free usage it costs nothing.
 */
export function blazeCost(night: Night, costs: NightCosts = NIGHT_COSTS) {
  const uses = Object.fromEntries(nightUse(night, 'blaze', costs).map((use) => [use.id, use.used]));
  const download = ((uses.download ?? 0) / GB) * BLAZE_PRICES.downloadPerGB;
  const hosting =
    uses.hosting === null || uses.hosting === undefined
      ? null
      : (uses.hosting / GB) * BLAZE_PRICES.hostingPerGB;
  const firestore = ((uses.firestore ?? 0) / 100_000) * BLAZE_PRICES.firestorePer100kReads;
  const stored = ((uses.stored ?? 0) / GB) * BLAZE_PRICES.storedPerGBMonth;
  const withinFree =
    (uses.download ?? 0) <= FREE.downloadBytesPerMonth &&
    (uses.hosting ?? 0) <= FREE.hostingBytesPerDay &&
    (uses.firestore ?? 0) <= FREE.firestoreReadsPerDay;
  const total = download + (hosting ?? 0) + firestore + stored;
  return { download, hosting, firestore, stored, total, withinFree };
}
