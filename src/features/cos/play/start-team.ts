import { errorCode, type GameIdentity, type TeamPort } from '@/backend/ports.ts';
import type { GameEvent } from '@/game/machine.ts';
import { QUESTION_COUNT } from '@/game/numbers.ts';
import { teamKey } from '@/game/team-name.ts';
import type { GameSchedule, TeamRecord } from '@/game/types.ts';
import { finishLastGuess, type RecoveryPorts } from './guess/guess-recovery.ts';
import type { MeasuredIdentity } from './use-game-night.ts';

export type StartOutcome =
  | { type: 'TEAM_REGISTERED' | 'TEAM_RESUMED'; teamKey: string; record: TeamRecord }
  | { type: 'TEAM_TAKEN' }
  | { type: 'INELIGIBLE' }
  | { type: 'REGISTRATION_CLOSED' };

/** The team's ports that START THE GAME and RESUME THE GAME use. */
export type EntryPorts = Pick<TeamPort, 'register' | 'eligibility'> & RecoveryPorts;

/**
 * Registers the team, or resumes it when this device owns it; anyone else's name is taken. An
 * organizer's account, or one evicted tonight, registers none (INELIGIBLE).
 */
export async function startTeam(
  teams: Pick<TeamPort, 'get' | 'register' | 'eligibility'>,
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
    // The database refused it as late (the backend left the phone's note for the organizers).
    if (errorCode(error) === 'REGISTRATION_CLOSED') return { type: 'REGISTRATION_CLOSED' };
    // Another device may have taken the name between the read and the write.
    if (errorCode(error) !== 'PERMISSION_DENIED') throw error;
    const winner = await teams.get(teamKey);
    if (winner) return resumeOrTaken(winner);
    // Or the account may not play tonight (made an organizer, or evicted, since the intro).
    if ((await teams.eligibility(identity)) !== 'player') return { type: 'INELIGIBLE' };
    throw error;
  }
}

/**
 * What START THE GAME or RESUME THE GAME comes to, as the events that move the game on. A
 * resumed team's last recorded guess is finished first (its reply may have been lost); when
 * that fails the team plays on and SAVE_FAILED has the progress saver retry it.
 */
export async function enterTeam(
  teams: EntryPorts,
  { identity, clockOffset }: MeasuredIdentity,
  teamName: string,
  schedule: GameSchedule | null,
): Promise<GameEvent[]> {
  const outcome = await startTeam(teams, identity, teamKey(teamName), teamName);
  if (
    outcome.type === 'TEAM_TAKEN' ||
    outcome.type === 'INELIGIBLE' ||
    outcome.type === 'REGISTRATION_CLOSED'
  ) {
    return [outcome];
  }
  const entered = { ...outcome, clockOffset, schedule };
  // A finished team has no last guess to finish: a failed read must not say it was lost.
  if (outcome.type === 'TEAM_REGISTERED' || outcome.record.question > QUESTION_COUNT) {
    return [entered];
  }
  try {
    const { record, teamKey: key } = outcome;
    return [{ ...entered, ...(await finishLastGuess(teams, identity, key, record, clockOffset)) }];
  } catch {
    return [entered, { type: 'SAVE_FAILED' }];
  }
}

/** The name of the team this identity registered tonight, while that team is still its own. */
export async function ownedTeamName(
  teams: Pick<TeamPort, 'ownedTeam' | 'get'>,
  identity: GameIdentity,
): Promise<string | null> {
  const key = await teams.ownedTeam(identity);
  const record = key === null ? null : await teams.get(key);
  return record?.owner === identity.uid ? record.teamName : null;
}
