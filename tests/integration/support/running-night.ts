import { sampleProofNodes } from '@/test/sample-riddles.ts';

/** RTDB `answers` and `alternatives` for the sample bank, as questions:upload writes them. */
export const { answers, alternatives } = await sampleProofNodes();

const HOUR = 3_600_000;

/** A night running from an hour ago for a day, long enough for every clock jump of a test. */
export const runningNight = () => ({
  game: { schedule: { opensAt: Date.now() - HOUR, closesAt: Date.now() + 24 * HOUR } },
  answers,
  alternatives,
});
