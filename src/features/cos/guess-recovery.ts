import { GUESS_COOLDOWN_MS } from '../../backend/game-rules.ts';
import type { GameEvent } from './game-machine.ts';
import {
  errorCode,
  type GameIdentity,
  type TeamPort,
  type TeamRecord,
} from '../../backend/ports.ts';

export interface Recovered {
  /** The team's record, moved on when its last recorded guess was right. */
  record: TeamRecord;
  /** When the team may guess again, on this device's clock (null: now). */
  nextGuessAt: number | null;
}

/**
 * Picks up where the team's last recorded guess left off (after a reload, or a reply the
 * network lost): a right guess for the current question whose proof or advance was never
 * saved is finished without typing it again; otherwise its cooldown still runs.
 */
export async function finishLastGuess(
  teams: TeamPort,
  identity: GameIdentity,
  teamKey: string,
  current: TeamRecord,
  clockOffset: number,
): Promise<Recovered> {
  const stored = (await teams.get(teamKey)) ?? current;
  const last = await teams.lastGuess(identity, teamKey);
  const nextGuessAt = last ? last.at + GUESS_COOLDOWN_MS - clockOffset : null;
  if (!last || last.question !== stored.question) return { record: stored, nextGuessAt };
  try {
    return {
      record: await teams.advance(identity, teamKey, stored, last.proof),
      nextGuessAt: null,
    };
  } catch (error) {
    // The recorded guess was wrong (or the hour is over): the record stays where it is.
    if (errorCode(error) !== 'PERMISSION_DENIED') throw error;
    return { record: stored, nextGuessAt };
  }
}

/**
 * Why the database refused a guess or proof of a team whose hour still runs: the organizers
 * reset it or moved it to another device (TEAM_GONE), or disqualified it; null when the
 * record says neither (or cannot be read), so the refusal may be tried again.
 */
export async function explainRefusal(
  teams: TeamPort,
  identity: GameIdentity,
  teamKey: string,
): Promise<Extract<GameEvent, { type: 'TEAM_GONE' | 'DISQUALIFIED' }> | null> {
  const record = await teams.get(teamKey).catch(() => undefined);
  if (record === null || (record && record.owner !== identity.uid)) return { type: 'TEAM_GONE' };
  return record?.disqualified === true ? { type: 'DISQUALIFIED' } : null;
}
