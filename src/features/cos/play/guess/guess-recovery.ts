import { nextGuessOnDevice } from '@/game/guess-wait.ts';
import type { GameEvent } from '@/game/machine.ts';
import { errorCode, type GameIdentity, type TeamPort } from '@/backend/ports.ts';
import type { TeamRecord } from '@/game/types.ts';

/** The team's ports that finish a guess whose verdict was lost. */
export type RecoveryPorts = Pick<TeamPort, 'get' | 'lastGuess' | 'advance'>;

export interface Recovered {
  /** The team's record, moved on when its last recorded guess was right. */
  record: TeamRecord;
  /** When the team may guess again, on this device's clock (null: now). */
  nextGuessAt: number | null;
}

/**
 * Picks up where the team's last recorded guess left off (after a reload, a reply the network
 * lost, or a refusal at the bell): a right guess for the current question whose answer (its
 * proof and advance, saved together) was never saved is finished without typing it again (also up to a minute after the
 * bell, when it was recorded before it); after a wrong one its wait still runs.
 */
export async function finishLastGuess(
  teams: RecoveryPorts,
  identity: GameIdentity,
  teamKey: string,
  current: TeamRecord,
  clockOffset: number,
): Promise<Recovered> {
  const stored = (await teams.get(teamKey)) ?? current;
  const last = await teams.lastGuess(identity, teamKey);
  const waitUntil = nextGuessOnDevice(last, stored.question, clockOffset);
  if (!last || last.question !== stored.question) return { record: stored, nextGuessAt: null };
  try {
    return {
      record: await teams.advance(identity, teamKey, stored, last.proof),
      nextGuessAt: null,
    };
  } catch (error) {
    // The recorded guess was wrong (or its bell long past): the record stays where it is.
    if (errorCode(error) !== 'PERMISSION_DENIED') throw error;
    return { record: stored, nextGuessAt: waitUntil };
  }
}

/**
 * Why the database refused a guess or proof of a team whose hour still runs: the organizers
 * reset it or moved it to another device (TEAM_GONE), or disqualified it; null when the
 * record says neither (or cannot be read), so the refusal may be tried again.
 */
export async function explainRefusal(
  teams: Pick<TeamPort, 'get'>,
  identity: GameIdentity,
  teamKey: string,
): Promise<Extract<GameEvent, { type: 'TEAM_GONE' | 'DISQUALIFIED' }> | null> {
  const record = await teams.get(teamKey).catch(() => undefined);
  if (record === null || (record && record.owner !== identity.uid)) return { type: 'TEAM_GONE' };
  return record?.disqualified === true ? { type: 'DISQUALIFIED' } : null;
}
