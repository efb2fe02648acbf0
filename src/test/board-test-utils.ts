import type { ArchivePort, NightPort, TeamPort } from '@/backend/ports.ts';
import type { NightState } from '@/game/types.ts';
import type { BoardBackend } from '@/features/cos/leaderboard/board-backend.ts';

/** A night with no schedule, no announcement, and the board live. */
export const liveNight: NightState = {
  schedule: null,
  announcement: null,
  errata: {},
  frozenAt: null,
  boardEditedAt: null,
};

const noPastNights: ArchivePort = { listNights: async () => [], getNight: async () => null };

/**
 * The ports a board (and the projector) reads: the teams' stream, given by `watchAll`, the
 * archive, and (a live night with no solves unless given) the night and the solves.
 */
export function boardBackend(
  watchAll: TeamPort['watchAll'],
  archive: ArchivePort = noPastNights,
  parts: {
    watchNight?: NightPort['watchNight'];
    getSolves?: TeamPort['getSolves'];
    getTeamSolves?: TeamPort['getTeamSolves'];
  } = {},
): BoardBackend & { teams: Pick<TeamPort, 'getTeamSolves'> } {
  const watchNight: NightPort['watchNight'] = (callback) => {
    callback(liveNight);
    return () => undefined;
  };
  return {
    teams: {
      watchAll,
      getSolves: parts.getSolves ?? (async () => ({})),
      getTeamSolves: parts.getTeamSolves ?? (async () => ({})),
    },
    night: { watchNight: parts.watchNight ?? watchNight },
    archive,
  };
}
