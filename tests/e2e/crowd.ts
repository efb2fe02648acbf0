/** A team record as the game stores it, `score / 10` riddles solved, the last `score` seconds after its start. */
export const teamRecord = (teamName: string, score: number, startedAt: number) => ({
  teamName,
  question: score / 10 + 1,
  score,
  owner: `uid-${teamName}`,
  startedAt,
  timestamp: startedAt + score * 1000,
});

/** The 40-character name without a space that a team may choose: the longest word a cell must hold. */
export const LONGEST_NAME = 'OscillatorsAndAmplifiersOfNITSilchar2026';

/**
 * A night's worth of teams (34) keyed as the game keys them: one with LONGEST_NAME, one
 * disqualified (`team bits 5`), the others spread from 0 to 210 points.
 */
export function crowdOfTeams(startedAt: number) {
  const teams: Record<string, ReturnType<typeof teamRecord> & { disqualified?: boolean }> = {};
  for (let i = 0; i < 32; i += 1) {
    const name = `team ${['amps', 'bits', 'coils', 'diodes'][i % 4]} ${i}`;
    if (i !== 5) teams[name] = teamRecord(name, ((i * 7) % 22) * 10, startedAt);
  }
  teams[LONGEST_NAME.toLowerCase()] = teamRecord(LONGEST_NAME, 70, startedAt);
  teams['team bits 5'] = { ...teamRecord('team bits 5', 120, startedAt), disqualified: true };
  teams['team ohms 40'] = teamRecord('team ohms 40', 0, startedAt);
  return teams;
}
