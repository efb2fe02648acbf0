// A phone's round trip to the database as a distribution with a slow tail, shared by the
// capacity model and the emulated night (docs/capacity.md, "Round trips").

/**
 * The spread of ln(round trip): a log-normal round trip around its median. With 0.8, one round
 * trip in ten takes more than 2.8 times the median and one in a hundred more than 6.4 times: a
 * crowded campus Wi-Fi's tail, an assumption stated in docs/capacity.md.
 */
export const ROUND_TRIP_SPREAD = 0.8;

/** The median round trip the model and the emulated night use unless told (`--rtt`). */
export const DEFAULT_ROUND_TRIP_MS = 300;

/** The mean of a log-normal round trip with median `medianMs`: what a request holds on average. */
export const meanRoundTripMs = (medianMs: number) =>
  medianMs * Math.exp(ROUND_TRIP_SPREAD ** 2 / 2);

/** The round trip `z` standard deviations of ln(round trip) above the median (z 1.28: one in ten). */
export function roundTripQuantileMs(medianMs: number, z: number): number {
  return medianMs * Math.exp(ROUND_TRIP_SPREAD * z);
}

/** One round trip drawn around `medianMs` (Box–Muller over `random`, which gives [0, 1)). */
export function drawRoundTripMs(medianMs: number, random: () => number): number {
  const normal = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  return medianMs * Math.exp(ROUND_TRIP_SPREAD * normal);
}
