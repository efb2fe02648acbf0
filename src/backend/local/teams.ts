import { pollWithBackoff } from '../backoff-poll.ts';
import { POINTS_PER_ANSWER, TEAM_NAME_MAX_LENGTH, TIME_LIMIT_MS } from '../game-rules.ts';
import { isNightOpen } from '../schedule.ts';
import { BackendError } from '../ports.ts';
import type { GameIdentity, GameSchedule, TeamPort, TeamRecord, TeamStanding } from '../ports.ts';

const STORAGE_KEY = 'ecs.cos.teams';
/** Other tabs are heard at once (storage events); the poll is a backstop, so it backs off. */
const POLL = { minMs: 5000, maxMs: 30_000 };

export interface LocalTeamsOptions {
  storage: Storage;
  now: () => number;
  /** The proof that solves `questionNumber`, or null past the last question. */
  proofFor: (questionNumber: number) => Promise<string | null>;
  /** The night now; with none, teams may register at any time (SPEC's 18:00 is the page's). */
  schedule: () => GameSchedule | null;
}

type TeamTable = Record<string, TeamRecord>;

function denied(reason: string): BackendError {
  return new BackendError('PERMISSION_DENIED', `Permission denied: ${reason}`);
}

function parseTeams(stored: string | null): TeamTable {
  try {
    const parsed: unknown = JSON.parse(stored ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as TeamTable) : {};
  } catch {
    return {};
  }
}

/** Teams in browser storage, held to the same rules as database.rules.json. */
export function createLocalTeams({
  storage,
  now,
  proofFor,
  schedule,
}: LocalTeamsOptions): TeamPort {
  const listeners = new Set<() => void>();

  function read(): TeamTable {
    return parseTeams(storage.getItem(STORAGE_KEY));
  }

  function write(key: string, record: TeamRecord): TeamRecord {
    storage.setItem(STORAGE_KEY, JSON.stringify({ ...read(), [key]: record }));
    listeners.forEach((listener) => listener());
    return { ...record };
  }

  return {
    async get(key) {
      const record = read()[key];
      return record ? { ...record } : null;
    },

    async register(identity: GameIdentity, key, teamName) {
      if (read()[key]) throw denied('team already exists');
      if (teamName.length < 1 || teamName.length > TEAM_NAME_MAX_LENGTH) throw denied('team name');
      const time = now();
      const night = schedule();
      if (night && !isNightOpen(night, time)) throw denied('outside the game night');
      return write(key, {
        teamName,
        question: 1,
        score: 0,
        owner: identity.uid,
        startedAt: time,
        timestamp: time,
      });
    },

    async advance(identity, key, current, proof) {
      const stored = read()[key];
      if (!stored || stored.owner !== identity.uid) throw denied('not the team owner');
      if (stored.question !== current.question || stored.score !== current.score) {
        throw denied('not the next question');
      }
      const expected = await proofFor(stored.question);
      if (expected === null || proof !== expected) throw denied('proof');
      const time = now();
      const closesAt = schedule()?.closesAt ?? Infinity;
      if (time >= Math.min(stored.startedAt + TIME_LIMIT_MS, closesAt)) throw denied('time is up');
      return write(key, {
        ...stored,
        question: stored.question + 1,
        score: stored.score + POINTS_PER_ANSWER,
        timestamp: time,
      });
    },

    watchAll(callback) {
      let lastStored: string | null | undefined;
      const check = async (): Promise<boolean> => {
        const stored = storage.getItem(STORAGE_KEY);
        if (stored === lastStored) return false;
        lastStored = stored;
        const standings: TeamStanding[] = Object.entries(parseTeams(stored)).map(
          ([teamKey, record]) => ({
            ...record,
            teamKey,
          }),
        );
        callback(standings);
        return true;
      };
      const emit = () => void check();
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key === STORAGE_KEY) emit();
      };
      listeners.add(emit);
      window.addEventListener('storage', onStorage);
      const stopPolling = pollWithBackoff(check, POLL);
      return () => {
        listeners.delete(emit);
        window.removeEventListener('storage', onStorage);
        stopPolling();
      };
    },
  };
}
