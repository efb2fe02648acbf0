import {
  BackendError,
  errorCode,
  type GameIdentity,
  type TeamPort,
  type TeamRecord,
} from '../ports.ts';
import { POINTS_PER_ANSWER } from '../game-rules.ts';
import { restRequest, restUrl, SERVER_TIMESTAMP, type FetchLike } from './rtdb-rest.ts';
import { watchTeams } from './team-stream.ts';
import { toTeamRecord } from './team-record.ts';

export interface RestTeamsOptions {
  fetch?: FetchLike;
  /** Server-sent events for the leaderboard; pass undefined to poll instead. */
  EventSource?: typeof EventSource;
  pollMs?: number;
}

function toTimestamp(written: unknown): number | null {
  const value = (written as { timestamp?: unknown } | null)?.timestamp;
  return typeof value === 'number' ? value : null;
}

/**
 * Team records over the Realtime Database REST API (no RTDB SDK): one record
 * per request, server timestamps, and the database rules as the referee.
 */
export function createRestTeams(databaseURL: string, options: RestTeamsOptions = {}): TeamPort {
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const userUrl = (teamKey: string, idToken?: string) =>
    restUrl(databaseURL, ['user', teamKey], idToken);

  async function get(teamKey: string): Promise<TeamRecord | null> {
    return toTeamRecord(await restRequest(fetchImpl, userUrl(teamKey), 'GET'));
  }

  async function savedRecord(teamKey: string): Promise<TeamRecord> {
    const record = await get(teamKey);
    if (!record) throw new BackendError('UNKNOWN', 'The team record was not saved.');
    return record;
  }

  async function register(
    identity: GameIdentity,
    teamKey: string,
    teamName: string,
  ): Promise<TeamRecord> {
    const token = await identity.getIdToken();
    const record = {
      teamName,
      question: 1,
      score: 0,
      owner: identity.uid,
      startedAt: SERVER_TIMESTAMP,
      timestamp: SERVER_TIMESTAMP,
    };
    // The rules accept a create only where no record exists, so a taken name is refused here.
    const written = await restRequest(fetchImpl, userUrl(teamKey, token), 'PUT', record);
    return toTeamRecord(written) ?? savedRecord(teamKey);
  }

  async function advance(
    identity: GameIdentity,
    teamKey: string,
    current: TeamRecord,
    proof: string,
  ): Promise<TeamRecord> {
    const token = await identity.getIdToken();
    const proofUrl = restUrl(databaseURL, ['proofs', teamKey, String(current.question)], token);
    try {
      await restRequest(fetchImpl, proofUrl, 'PUT', proof);
    } catch (error) {
      // Proofs are write-once: a retry after a lost reply is refused but the proof is there.
      if (errorCode(error) !== 'PERMISSION_DENIED') throw error;
    }
    const patch = {
      question: current.question + 1,
      score: current.score + POINTS_PER_ANSWER,
      timestamp: SERVER_TIMESTAMP,
    };
    // Refused (wrong proof, stale record, not the owner, time up) surfaces as PERMISSION_DENIED.
    const written = await restRequest(fetchImpl, userUrl(teamKey, token), 'PATCH', patch);
    const timestamp = toTimestamp(written) ?? (await savedRecord(teamKey)).timestamp;
    return { ...current, question: patch.question, score: patch.score, timestamp };
  }

  return {
    get,
    register,
    advance,
    watchAll: (callback, onError) =>
      watchTeams(
        {
          url: restUrl(databaseURL, ['user']),
          fetch: fetchImpl,
          EventSource: 'EventSource' in options ? options.EventSource : globalThis.EventSource,
          pollMs: options.pollMs ?? 5000,
        },
        callback,
        onError,
      ),
  };
}
