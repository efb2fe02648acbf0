import bank from '@/content/cos-questions.sample.json';
import { config } from '@/config.ts';
import type { GameSchedule } from '@/game/types.ts';
import type { GameBackend } from '../ports.ts';
import { createLocalAids } from './aids.ts';
import { type BankEntry, createLocalQuestions } from './questions.ts';
import { createLocalArchive } from './archive.ts';
import { createLocalNight, scheduleFromEnv } from './night.ts';
import { localOrganizers } from './organizer-list.ts';
import { isAcceptedSpelling } from './spellings.ts';
import { createLocalTeams } from './teams.ts';

export interface LocalGameOptions {
  storage?: Storage;
  now?: () => number;
  bank?: readonly BankEntry[];
  /** The night from `.env.local`; a night stored in this browser wins over it. */
  schedule?: GameSchedule | null;
  /** Organizers' e-mails, comma-separated (default: VITE_LOCAL_ORGANIZERS). */
  organizers?: string;
}

/** The game's backend in local mode: the sample bank and teams in this browser's storage. */
export function createLocalGame(options: LocalGameOptions = {}): GameBackend {
  const storage = options.storage ?? window.localStorage;
  const questions = createLocalQuestions(options.bank ?? bank);
  const now = options.now ?? Date.now;
  const isRight = async (questionNumber: number, proof: string) =>
    (await questions.isRight(questionNumber, proof)) ||
    isAcceptedSpelling(storage, questionNumber, proof);
  const night = createLocalNight(
    storage,
    options.schedule === undefined ? scheduleFromEnv(config.localNight) : options.schedule,
    { now, isRight },
  );
  const teams = createLocalTeams({
    storage,
    now,
    isRight,
    schedule: () => night.read().schedule,
    organizers: localOrganizers(storage, options.organizers ?? config.localOrganizers),
  });
  const aids = createLocalAids({ storage, now, bank: options.bank ?? bank, night: night.read });
  return { questions, teams, night, archive: createLocalArchive(storage), aids };
}
