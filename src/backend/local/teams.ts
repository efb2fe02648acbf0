import { beatsTheBell, bellAt } from '@/game/bell.ts';
import { mustWait } from '@/game/guess-wait.ts';
import { POINTS_PER_ANSWER, QUESTION_COUNT } from '@/game/numbers.ts';
import { encodeTeamKey, isValidTeamName } from '@/game/team-name.ts';
import { isNightOpen } from '@/game/schedule.ts';
import { toSolves } from '@/game/records.ts';
import { BackendError, errorCode, type GameIdentity, type TeamPort } from '../ports.ts';
import type { GameSchedule, GuessRecord, TeamRecord } from '@/game/types.ts';
import type { LocalOrganizers } from './organizer-list.ts';
import { isAcceptedSpelling } from './spellings.ts';
import {
  EVICTED_STORAGE_KEY as EVICTED_KEY,
  GUESSES_STORAGE_KEY as GUESSES_KEY,
  OWNERS_STORAGE_KEY as OWNERS_KEY,
  parseTable,
  readTable,
  SOLVES_STORAGE_KEY as SOLVES_KEY,
  TEAMS_STORAGE_KEY as STORAGE_KEY,
  TYPED_STORAGE_KEY as TYPED_KEY,
  watchStorageKey,
  writeTable,
} from './tables.ts';

export interface LocalTeamsOptions {
  storage: Storage;
  now: () => number;
  /**
   * Whether `proof` solves riddle `questionNumber`: its answer or an accepted spelling, the bank's
   * or one organizers accepted tonight.
   */
  isRight: (questionNumber: number, proof: string) => Promise<boolean>;
  /** Who organizes: an organizer's account registers no team. */
  organizers: LocalOrganizers;
  /** The night now; with none, teams may register at any time (the page keeps START_HOUR). */
  schedule: () => GameSchedule | null;
}

function denied(reason: string): BackendError {
  return new BackendError('PERMISSION_DENIED', `Permission denied: ${reason}`);
}

/** The rules' `teamName` check: valid, lowercased, and the very name its key encodes. */
function isNameOfKey(teamName: string, key: string): boolean {
  return (
    isValidTeamName(teamName) &&
    teamName === teamName.toLowerCase() &&
    encodeTeamKey(teamName) === key
  );
}

/** Teams in browser storage, held to the same rules as database.rules.json. */
export function createLocalTeams({
  storage,
  now,
  isRight,
  schedule,
  organizers,
}: LocalTeamsOptions): TeamPort {
  const read = () => readTable<TeamRecord>(storage, STORAGE_KEY);
  const readGuesses = () => readTable<GuessRecord>(storage, GUESSES_KEY);
  const readOwners = () => readTable<string>(storage, OWNERS_KEY);
  const readSolves = () => toSolves(readTable<unknown>(storage, SOLVES_KEY));
  const readEvicted = () => readTable<string>(storage, EVICTED_KEY);
  const acceptedSince = (question: number, proof: string) =>
    isAcceptedSpelling(storage, question, proof);

  function recordOwnedBy(identity: GameIdentity, key: string): TeamRecord {
    const stored = read()[key];
    if (!stored || stored.owner !== identity.uid) throw denied('not the team owner');
    return stored;
  }

  const hourEnds = (record: TeamRecord): number => bellAt(record.startedAt, schedule());

  /** What `guesses/$teamKey` accepts: the owner's current question, counted, one per cooldown. */
  function recordGuess(
    identity: GameIdentity,
    key: string,
    current: TeamRecord,
    proof: string,
    text: string,
  ): GuessRecord | { type: 'cooldown'; guess: GuessRecord } {
    const stored = recordOwnedBy(identity, key);
    if (stored.question !== current.question) throw denied('not the current question');
    if (stored.disqualified === true) throw denied('disqualified');
    const time = now();
    if (stored.question > QUESTION_COUNT || time >= hourEnds(stored)) throw denied('time is up');
    // A night postponed after a team registered: it waits for the new opening.
    if (time < (schedule()?.opensAt ?? -Infinity)) throw denied('the night has not opened');
    const previous = readGuesses()[key];
    // Its last guess entered again, accepted since as a spelling, is not held back by the wait.
    const reentersAccepted = previous?.proof === proof && acceptedSince(previous.question, proof);
    if (previous && mustWait(previous, stored.question, time) && !reentersAccepted) {
      return { type: 'cooldown', guess: { ...previous } };
    }
    const guess = { question: stored.question, proof, at: time, count: (previous?.count ?? 0) + 1 };
    const typed = readTable<Record<string, unknown>>(storage, TYPED_KEY);
    const entry = { question: stored.question, text };
    writeTable(storage, TYPED_KEY, { ...typed, [key]: { ...typed[key], [guess.count]: entry } });
    writeTable(storage, GUESSES_KEY, { ...readGuesses(), [key]: guess });
    return guess;
  }

  /** What `proofs/$teamKey/$q` and the advance accept, in one step (proofs are not kept here). */
  async function moveOn(identity: GameIdentity, key: string, current: TeamRecord, proof: string) {
    const stored = recordOwnedBy(identity, key);
    if (stored.question !== current.question || stored.score !== current.score) {
      throw denied('not the next question');
    }
    const last = readGuesses()[key];
    if (!(await isRight(stored.question, proof))) throw denied('proof');
    if (last?.question !== stored.question || last.proof !== proof) throw denied('no such guess');
    if (stored.disqualified === true) throw denied('disqualified');
    if (readSolves()[key]?.[String(stored.question)] !== undefined) throw denied('solved already');
    const time = now();
    // A right guess recorded before the bell still counts when its advance lands just after it.
    if (!beatsTheBell(hourEnds(stored), last.at, time)) throw denied('time is up');
    const next = {
      ...stored,
      question: stored.question + 1,
      score: stored.score + POINTS_PER_ANSWER,
      timestamp: time,
    };
    return together(SOLVES_KEY, solvedAt(key, stored.question, time), () => write(key, next));
  }

  /** `solves` with riddle `question` of team `key` solved at `time`. */
  function solvedAt(key: string, question: number, time: number) {
    const solves = readSolves();
    return { ...solves, [key]: { ...solves[key], [String(question)]: time } };
  }

  /** Writes `value` at `otherKey` and then the team: if the team cannot be kept, nor is the other. */
  function together(
    otherKey: string,
    value: Record<string, unknown>,
    writeTeam: () => TeamRecord,
  ): TeamRecord {
    const before = storage.getItem(otherKey) === null ? null : readTable(storage, otherKey);
    writeTable(storage, otherKey, value);
    try {
      return writeTeam();
    } catch (error) {
      writeTable(storage, otherKey, before);
      throw error;
    }
  }

  function write(key: string, record: TeamRecord): TeamRecord {
    writeTable(storage, STORAGE_KEY, { ...read(), [key]: record });
    return { ...record };
  }

  /** The team and its owner entry as one write. */
  function create(key: string, record: TeamRecord): TeamRecord {
    return together(OWNERS_KEY, { ...readOwners(), [record.owner]: key }, () => write(key, record));
  }

  return {
    async get(key) {
      const record = read()[key];
      return record ? { ...record } : null;
    },

    async register(identity: GameIdentity, key, teamName) {
      if (read()[key]) throw denied('team already exists');
      if (!isNameOfKey(teamName, key)) throw denied('team name');
      if (readOwners()[identity.uid] !== undefined) throw denied('owns a team already');
      if (organizers.isOrganizerUid(identity.uid)) throw denied('organizers do not play');
      if (readEvicted()[identity.uid] !== undefined) throw denied('removed from tonight');
      const time = now();
      const night = schedule();
      if (night && !isNightOpen(night, time)) throw denied('outside the game night');
      return create(key, {
        teamName,
        question: 1,
        score: 0,
        owner: identity.uid,
        startedAt: time,
        timestamp: time,
      });
    },

    async ownedTeam(identity) {
      return readOwners()[identity.uid] ?? null;
    },

    async eligibility(identity) {
      if (organizers.isOrganizerUid(identity.uid)) return 'organizer';
      return readEvicted()[identity.uid] === undefined ? 'player' : 'evicted';
    },

    async guess(identity, key, current, proof, text) {
      const recorded = recordGuess(identity, key, current, proof, text);
      if ('type' in recorded) return recorded;
      try {
        return { type: 'correct', record: await moveOn(identity, key, current, proof) };
      } catch (error) {
        // As in the database, only a refusal is the verdict; storage that fails is not.
        if (errorCode(error) === 'PERMISSION_DENIED')
          return { type: 'wrong', guess: { ...recorded } };
        throw error;
      }
    },

    async lastGuess(identity, key) {
      recordOwnedBy(identity, key);
      const last = readGuesses()[key];
      return last ? { ...last } : null;
    },

    advance: moveOn,

    async isAcceptedSpelling(identity, question, proof) {
      // As `alternatives/$q/$proof`: readable only at the team's own last guess on riddle q.
      const key = readOwners()[identity.uid];
      const last = key === undefined ? undefined : readGuesses()[key];
      if (last?.question !== question || last.proof !== proof) throw denied('not its last guess');
      return acceptedSince(question, proof);
    },

    async getSolves() {
      return readSolves();
    },

    async getTeamSolves(key) {
      return { ...readSolves()[key] };
    },

    watchAll(callback) {
      return watchStorageKey(storage, STORAGE_KEY, (stored) =>
        callback(
          Object.entries(parseTable<TeamRecord>(stored)).map(([teamKey, record]) => ({
            ...record,
            teamKey,
          })),
        ),
      );
    },
  };
}
