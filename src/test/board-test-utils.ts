import type { ArchivePort, GameBackend, NightPort, TeamPort } from '@/backend/ports.ts';
import type { NightState } from '@/game/types.ts';

/** A night with no schedule, no announcement, and the board live. */
export const liveNight: NightState = { schedule: null, announcement: null, frozenAt: null };

const unused = () => Promise.reject(new Error('unused by the leaderboard'));

const noPastNights: ArchivePort = { listNights: async () => [], getNight: async () => null };

/** The parts of the night and the teams a test may drive besides the teams' stream. */
export interface BoardParts {
  watchNight?: NightPort['watchNight'];
  getSolves?: TeamPort['getSolves'];
}

/**
 * A game backend whose live parts are the teams' stream, given by `watchAll`, the archive,
 * and (a live night with no solves unless given) the night and the solves.
 */
export function boardBackend(
  watchAll: TeamPort['watchAll'],
  archive: ArchivePort = noPastNights,
  parts: BoardParts = {},
): GameBackend {
  const teams: TeamPort = {
    get: async () => null,
    register: unused,
    ownedTeam: async () => null,
    eligibility: async () => 'player',
    guess: unused,
    lastGuess: unused,
    advance: unused,
    getSolves: parts.getSolves ?? (async () => ({})),
    watchAll,
  };
  const night: NightPort = {
    withoutSchedule: 'closed',
    watchNight:
      parts.watchNight ??
      ((callback) => {
        callback(liveNight);
        return () => undefined;
      }),
    checkPractice: unused,
    registerDevice: unused,
  };
  return { teams, questions: { getQuestion: async () => null }, night, archive };
}
