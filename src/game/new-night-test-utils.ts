/** The nights and the team the new-night tests share: last year's night, next year's, alpha. */
export const at = (text: string) => Date.parse(text);
export const last = {
  opensAt: at('2026-12-05T18:00+05:30'),
  closesAt: at('2026-12-05T20:00+05:30'),
};
export const next = {
  opensAt: at('2027-12-04T18:00+05:30'),
  closesAt: at('2027-12-04T20:00+05:30'),
};
/** A team that played `last`, owned by uid-a. */
export const alpha = {
  teamName: 'alpha',
  question: 4,
  score: 30,
  owner: 'uid-a',
  startedAt: last.opensAt + 1000,
  timestamp: last.opensAt + 900_000,
};
