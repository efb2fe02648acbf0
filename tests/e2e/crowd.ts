import { QUESTION_COUNT } from '@/game/numbers.ts';
import { teamRecord } from './game.ts';

/** The 40-character name without a space that a team may choose: the longest word a cell must hold. */
export const LONGEST_NAME = 'OscillatorsAndAmplifiersOfNITSilchar2026';

/**
 * A night's worth of teams (CROWD_SIZE) keyed as the game keys them: one with LONGEST_NAME (7 riddles
 * solved), one disqualified (`team bits 5`), the others spread from none solved to all.
 */
export function crowdOfTeams(startedAt: number) {
  const teams: Record<string, ReturnType<typeof teamRecord> & { disqualified?: boolean }> = {};
  for (let i = 0; i < 32; i += 1) {
    const name = `team ${['amps', 'bits', 'coils', 'diodes'][i % 4]} ${i}`;
    if (i !== 5) teams[name] = teamRecord(name, (i * 7) % (QUESTION_COUNT + 1), startedAt);
  }
  teams[LONGEST_NAME.toLowerCase()] = teamRecord(LONGEST_NAME, 7, startedAt);
  teams['team bits 5'] = { ...teamRecord('team bits 5', 12, startedAt), disqualified: true };
  teams['team ohms 40'] = teamRecord('team ohms 40', 0, startedAt);
  return teams;
}

/** How many teams crowdOfTeams gives. */
export const CROWD_SIZE = Object.keys(crowdOfTeams(0)).length;
