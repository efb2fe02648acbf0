import {
  BackendError,
  type BoardWatch,
  type Eligibility,
  errorCode,
  type GameIdentity,
  type GuessOutcome,
  type TeamPort,
} from '../ports.ts';
import type { GuessRecord, TeamRecord } from '@/game/types.ts';
import { mustWait } from '@/game/guess-wait.ts';
import { POINTS_PER_ANSWER } from '@/game/numbers.ts';
import { toGuessRecord, toSolves, toTeamRecord } from '@/game/records.ts';
import {
  restRequest,
  restRootPatch,
  restUrl,
  SERVER_TIMESTAMP,
  type FetchLike,
} from './rtdb-rest.ts';
import { watchTeams } from './team-stream.ts';

export interface RestTeamsOptions {
  fetch?: FetchLike;
  /** Server-sent events for the boards that stream; pass undefined to poll instead. */
  EventSource?: typeof EventSource;
  /** How often a board that polls reads what changed (team-stream.ts). */
  pollMs?: number;
  /**
   * How every board watches, whatever it asks for: local mode's database (a loopback in the
   * page) streams to all, as it holds no connection.
   */
  boardWatch?: BoardWatch;
}

/** How often a board that polls reads the teams that changed: a phone's board, 10 s behind at most. */
export const BOARD_POLL_MS = 10_000;

function toTimestamp(written: unknown, path: string): number | null {
  const value = (written as Record<string, unknown> | null)?.[path];
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

  /** The last guess seen per team, so that a guess costs no read for its count. */
  const lastGuesses = new Map<string, GuessRecord | null>();

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
    const teamPath = `user/${teamKey}`;
    // One root update, so the rules see the team and its owner entry together: they refuse it
    // where a record exists (a taken name) or the identity owns a team already.
    const written = await restRootPatch(fetchImpl, databaseURL, token, {
      [teamPath]: record,
      [`owners/${identity.uid}`]: teamKey,
    });
    lastGuesses.set(teamKey, null);
    const stored = (written as Record<string, unknown> | null)?.[teamPath];
    return toTeamRecord(stored) ?? savedRecord(teamKey);
  }

  async function ownedTeam(identity: GameIdentity): Promise<string | null> {
    const url = restUrl(databaseURL, ['owners', identity.uid], await identity.getIdToken());
    const key = await restRequest(fetchImpl, url, 'GET');
    return typeof key === 'string' ? key : null;
  }

  /** `admins/{uid}` and `evicted/{uid}` are readable by that uid alone: two reads, together. */
  async function eligibility(identity: GameIdentity): Promise<Eligibility> {
    const token = await identity.getIdToken();
    const [admin, evicted] = await Promise.all(
      ['admins', 'evicted'].map((node) =>
        restRequest(fetchImpl, restUrl(databaseURL, [node, identity.uid], token), 'GET'),
      ),
    );
    if (admin === true) return 'organizer';
    return evicted === null ? 'player' : 'evicted';
  }

  async function lastGuess(identity: GameIdentity, teamKey: string): Promise<GuessRecord | null> {
    const url = restUrl(databaseURL, ['guesses', teamKey], await identity.getIdToken());
    const stored = toGuessRecord(await restRequest(fetchImpl, url, 'GET'));
    lastGuesses.set(teamKey, stored);
    return stored;
  }

  async function recordGuess(
    identity: GameIdentity,
    teamKey: string,
    current: TeamRecord,
    proof: string,
    text: string,
  ): Promise<GuessOutcome | GuessRecord> {
    const known = lastGuesses.has(teamKey);
    const previous = known
      ? (lastGuesses.get(teamKey) ?? null)
      : await lastGuess(identity, teamKey);
    const count = (previous?.count ?? 0) + 1;
    const guessPath = `guesses/${teamKey}`;
    const guess = { question: current.question, proof, at: SERVER_TIMESTAMP, count };
    try {
      // One root update: the rules take what was typed only with its guess, so the wait limits it.
      const reply = await restRootPatch(fetchImpl, databaseURL, await identity.getIdToken(), {
        [guessPath]: guess,
        [`typed/${teamKey}/${count}`]: { question: current.question, text },
      });
      const written = toGuessRecord((reply as Record<string, unknown> | null)?.[guessPath]);
      const recorded = written ?? (await lastGuess(identity, teamKey));
      if (!recorded) throw new BackendError('UNKNOWN', 'The guess was not recorded.');
      lastGuesses.set(teamKey, recorded);
      return recorded;
    } catch (error) {
      if (errorCode(error) !== 'PERMISSION_DENIED') throw error;
      const stored = await lastGuess(identity, teamKey);
      // Another tab or device guessed since: count on from its guess.
      if (known && stored?.count !== previous?.count) {
        return recordGuess(identity, teamKey, current, proof, text);
      }
      const serverNow = Date.now() + (await identity.clockOffset());
      if (stored && mustWait(stored, current.question, serverNow)) {
        return { type: 'cooldown', guess: stored };
      }
      throw error;
    }
  }

  /**
   * A right answer saved: its proof, the move to the next riddle and its solve, in one root update
   * that the rules judge together. They take it only when the proof is the riddle's and the
   * team's last recorded guess; otherwise (no proof, stale record, not the owner, time up,
   * disqualified) it is refused with PERMISSION_DENIED.
   */
  async function saveAnswer(
    identity: GameIdentity,
    teamKey: string,
    current: TeamRecord,
    proof: string,
  ): Promise<TeamRecord> {
    const question = current.question + 1;
    const score = current.score + POINTS_PER_ANSWER;
    const timestampPath = `user/${teamKey}/timestamp`;
    const written = await restRootPatch(fetchImpl, databaseURL, await identity.getIdToken(), {
      [`proofs/${teamKey}/${current.question}`]: proof,
      [`user/${teamKey}/question`]: question,
      [`user/${teamKey}/score`]: score,
      [timestampPath]: SERVER_TIMESTAMP,
      [`solves/${teamKey}/${current.question}`]: SERVER_TIMESTAMP,
    });
    const timestamp = toTimestamp(written, timestampPath) ?? (await savedRecord(teamKey)).timestamp;
    return { ...current, question, score, timestamp };
  }

  async function getSolves() {
    return toSolves(await restRequest(fetchImpl, restUrl(databaseURL, ['solves']), 'GET'));
  }

  async function getTeamSolves(teamKey: string) {
    const times = await restRequest(fetchImpl, restUrl(databaseURL, ['solves', teamKey]), 'GET');
    return toSolves({ [teamKey]: times })[teamKey] ?? {};
  }

  async function guess(
    identity: GameIdentity,
    teamKey: string,
    current: TeamRecord,
    proof: string,
    text: string,
  ): Promise<GuessOutcome> {
    const recorded = await recordGuess(identity, teamKey, current, proof, text);
    if ('type' in recorded) return recorded;
    try {
      return { type: 'correct', record: await saveAnswer(identity, teamKey, current, proof) };
    } catch (error) {
      // The rules take the answer only when its proof is the riddle's: a refusal is the verdict.
      if (errorCode(error) === 'PERMISSION_DENIED') return { type: 'wrong', guess: recorded };
      throw error;
    }
  }

  /** alternatives/{q}/{proof}: readable only at the proof of the team's own last guess. */
  async function isAcceptedSpelling(identity: GameIdentity, question: number, proof: string) {
    const url = restUrl(
      databaseURL,
      ['alternatives', String(question), proof],
      await identity.getIdToken(),
    );
    return (await restRequest(fetchImpl, url, 'GET')) === true;
  }

  return {
    get,
    register,
    isAcceptedSpelling,
    ownedTeam,
    eligibility,
    guess,
    lastGuess,
    advance: saveAnswer,
    getSolves,
    getTeamSolves,
    watchAll: (callback, onError, how = 'changes') =>
      watchTeams(
        {
          url: restUrl(databaseURL, ['user']),
          fetch: fetchImpl,
          EventSource: 'EventSource' in options ? options.EventSource : globalThis.EventSource,
          pollMs: options.pollMs ?? BOARD_POLL_MS,
        },
        options.boardWatch ?? how,
        callback,
        onError,
      ),
  };
}
