import type { ArchivePort, NightPort, TeamPort } from '@/backend/ports.ts';

/** The ports a board reads: the teams live, their solves (for a freeze), the night, the past. */
export interface BoardBackend {
  teams: Pick<TeamPort, 'watchAll' | 'getSolves'>;
  night: Pick<NightPort, 'watchNight'>;
  archive: ArchivePort;
}

export type LoadBoard = () => Promise<BoardBackend>;
