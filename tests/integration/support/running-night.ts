import { sampleProofNodes } from '@/test/sample-riddles.ts';

/** RTDB `answers` and `alternatives` for the sample bank, as questions:upload writes them. */
export const { answers, alternatives } = await sampleProofNodes();

const HOUR = 3_600_000;
/** The running night opened this long ago: its registration still open (REGISTRATION_MS). */
export const OPENED_AGO = 60_000;

/**
 * A night running from a minute ago for a day, long enough for every clock jump of a test; its
 * teams' hour counts from that opening (`opensAt`, for the contracts).
 */
export const runningNight = (opensAt = Date.now() - OPENED_AGO) => ({
  game: { schedule: { opensAt, closesAt: opensAt + 24 * HOUR } },
  answers,
  alternatives,
});
