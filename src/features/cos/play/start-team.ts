import { errorCode, type GameIdentity, type TeamPort } from '@/backend/ports.ts';
import type { TeamRecord } from '@/game/types.ts';

export type StartOutcome =
  | { type: 'TEAM_REGISTERED' | 'TEAM_RESUMED'; teamKey: string; record: TeamRecord }
  | { type: 'TEAM_TAKEN' }
  | { type: 'INELIGIBLE' };

/**
 * Registers the team, or resumes it when this device owns it; anyone else's name is taken. An
 * organizer's account, or one evicted tonight, registers none (INELIGIBLE).
 */
export async function startTeam(
  teams: TeamPort,
  identity: GameIdentity,
  teamKey: string,
  teamName: string,
): Promise<StartOutcome> {
  const resumeOrTaken = (record: TeamRecord): StartOutcome =>
    record.owner === identity.uid
      ? { type: 'TEAM_RESUMED', teamKey, record }
      : { type: 'TEAM_TAKEN' };

  const existing = await teams.get(teamKey);
  if (existing) return resumeOrTaken(existing);
  try {
    return {
      type: 'TEAM_REGISTERED',
      teamKey,
      record: await teams.register(identity, teamKey, teamName),
    };
  } catch (error) {
    // Another device may have taken the name between the read and the write.
    if (errorCode(error) !== 'PERMISSION_DENIED') throw error;
    const winner = await teams.get(teamKey);
    if (winner) return resumeOrTaken(winner);
    // Or the account may not play tonight (made an organizer, or evicted, since the intro).
    if ((await teams.eligibility(identity)) !== 'player') return { type: 'INELIGIBLE' };
    throw error;
  }
}

/** The name of the team this identity registered tonight, while that team is still its own. */
export async function ownedTeamName(
  teams: TeamPort,
  identity: GameIdentity,
): Promise<string | null> {
  const key = await teams.ownedTeam(identity);
  const record = key === null ? null : await teams.get(key);
  return record?.owner === identity.uid ? record.teamName : null;
}
