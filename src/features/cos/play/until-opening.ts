const DAY_SECONDS = 24 * 60 * 60;

/** "02:03", "1:02:03" or, a day or more ahead, "9 days, 22:50:13": the time until the night opens. */
export function untilOpening(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  const days = Math.floor(seconds / DAY_SECONDS);
  const hours = Math.floor((seconds % DAY_SECONDS) / 3600);
  const [mm, ss, hh] = [Math.floor(seconds / 60) % 60, seconds % 60, hours].map((part) =>
    String(part).padStart(2, '0'),
  );
  if (days > 0) return `${days} ${days === 1 ? 'day' : 'days'}, ${hh}:${mm}:${ss}`;
  return hours > 0 ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}
