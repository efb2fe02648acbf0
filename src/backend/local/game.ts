import bank from '@/content/cos-questions.sample.json';
import type { GameBackend } from '../ports.ts';
import { createRestAids } from '../rtdb/aids-rest.ts';
import { createRestArchive } from '../rtdb/archive-rest.ts';
import { createRestNight } from '../rtdb/night-rest.ts';
import { watchNode } from '../rtdb/node-stream.ts';
import { restUrl } from '../rtdb/rtdb-rest.ts';
import { createRestTeams } from '../rtdb/teams-rest.ts';
import { LOCAL_DATABASE_URL as DATABASE } from './browser-database.ts';
import { localDatabase, type LocalDatabaseOptions } from './local-database.ts';
import { asLocalNight } from './night.ts';
import { type BankEntry, createLocalQuestions } from './questions.ts';

export interface LocalGameOptions extends LocalDatabaseOptions {
  bank?: readonly BankEntry[];
}

/** How often a watch reads its node again should its stream fail (it does not in this page). */
const BACKSTOP_POLL_MS = 5000;

/**
 * The game's backend in local mode: the hosted game's REST adapters, on this page's database
 * (localDatabase), which the compiled rules judge; the riddles from the bank. Every watch
 * streams, so a change in this tab or another shows at once.
 */
export function createLocalGame(options?: LocalGameOptions): GameBackend {
  const { fetch, EventSource } = localDatabase(options);
  const night = createRestNight(DATABASE, { fetch });
  const gameUrl = async () => restUrl(DATABASE, ['game']);
  return {
    questions: createLocalQuestions(options?.bank ?? bank),
    teams: createRestTeams(DATABASE, { fetch, EventSource, boardWatch: 'stream' }),
    night: {
      ...night,
      withoutSchedule: 'evening',
      watchNight: (callback) =>
        watchNode(
          { url: gameUrl, fetch, EventSource, pollMs: BACKSTOP_POLL_MS },
          (game) => callback(asLocalNight(game)),
          () => undefined,
        ),
    },
    archive: createRestArchive(DATABASE, { fetch }),
    aids: createRestAids(DATABASE, fetch),
  };
}
