import type { ArchivedNight, ArchivedTeam } from '@/game/types.ts';
import type { ArchivePort } from '@/backend/ports.ts';
import { points } from './game-texts.ts';

/** A past night's team that solved `solved` riddles, the last at `timestamp`. */
export const pastTeam = (
  teamName: string,
  solved: number,
  timestamp: number,
  disqualified = false,
): ArchivedTeam => ({
  teamName,
  question: solved + 1,
  score: points(solved),
  startedAt: 0,
  timestamp,
  disqualified,
});

/** The night of 5 December 2026: a tie broken by time, and a disqualified leader. */
export const fixtureNight: ArchivedNight = {
  date: '2026-12-05',
  opensAt: Date.parse('2026-12-05T18:00+05:30'),
  closesAt: Date.parse('2026-12-05T20:00+05:30'),
  teams: {
    ohms: pastTeam('ohms', 2, 500),
    cheats: pastTeam('cheats', 9, 100, true),
    diodes: pastTeam('diodes', 3, 900),
    gates: pastTeam('gates', 2, 100),
  },
};

/** An archive holding `nights`, answering as the adapters do. */
export function archiveOf(...nights: ArchivedNight[]): ArchivePort {
  return {
    listNights: async () =>
      nights
        .map((night) => night.date)
        .sort()
        .reverse(),
    getNight: async (date) => nights.find((night) => night.date === date) ?? null,
  };
}
