import { errorCode, type GameIdentity, type OrganizerPort } from '@/backend/ports.ts';
import type { TeamStanding } from '@/game/types.ts';

export type TeamAction = 'reset' | 'evict' | 'move' | 'disqualify' | 'reinstate';

/** What an organizer asked for: the action, the team, and for a move the new device's code. */
export interface TeamActionRequest {
  action: TeamAction;
  team: TeamStanding;
  deviceCode?: string;
}

export const ACTION_WORDS: Record<TeamAction, string> = {
  reset: 'Reset',
  evict: 'Ban',
  move: 'Move',
  disqualify: 'Disqualify',
  reinstate: 'Reinstate',
};

export const ACTION_TEXTS: Record<TeamAction, string> = {
  reset:
    "The team's progress is deleted and its name is free again, for anyone, the device that played it included. This cannot be undone.",
  evict:
    "The team's progress is deleted and its name is free again, but the device that played it cannot enter any team until the next night: for a device that took a name that is not its own. This cannot be undone.",
  move: 'The team plays on at its question and score on the device whose intro screen shows this code; the device it is on now can no longer play for it.',
  disqualify:
    'The team stays on the leaderboard, ranked last and marked disqualified, and cannot answer any more riddles.',
  reinstate: 'The team is ranked by its score again, and plays on if its hour is not over.',
};

/** `Reset team ohms?` */
export function actionTitle({ action, team }: TeamActionRequest): string {
  return `${ACTION_WORDS[action]} team ${team.teamName}?`;
}

/** Carries the request out as the organizer `identity`. */
export function runTeamAction(
  organizer: OrganizerPort,
  identity: GameIdentity,
  { action, team, deviceCode = '' }: TeamActionRequest,
): Promise<void> {
  if (action === 'reset') return organizer.resetTeam(identity, team);
  if (action === 'evict') return organizer.evictTeam(identity, team);
  if (action === 'move') return organizer.moveTeam(identity, team, deviceCode);
  return organizer.setDisqualified(identity, team, action === 'disqualify');
}

/** Why the database refused the request, in a sentence for the dialog. */
export function refusalMessage({ action, deviceCode }: TeamActionRequest, error: unknown): string {
  const code = errorCode(error);
  if (action === 'move' && code === 'NOT_FOUND') {
    return `No device shows the code ${deviceCode ?? ''}. Check the code on the new device's intro screen.`;
  }
  if (action === 'move' && code === 'EVICTED') {
    return `The device with the code ${deviceCode ?? ''} was banned tonight: it cannot play for any team until the next night.`;
  }
  if (action === 'move' && code === 'PERMISSION_DENIED') {
    return 'The device with that code already plays for a team or is signed in as an organizer (organizers cannot play), or your account may no longer change teams.';
  }
  if (code === 'PERMISSION_DENIED') {
    return 'The database refused the change: your account may no longer change teams.';
  }
  return 'The change could not be made. Check the connection and try again.';
}
