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

/** The nodes that make the night: `game`, and the texts beside it. */
const NIGHT_NODES = ['game', 'announcement', 'errata'] as const;
type NightNode = (typeof NIGHT_NODES)[number];

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
  return {
    questions: createLocalQuestions(options?.bank ?? bank),
    teams: createRestTeams(DATABASE, { fetch, EventSource, boardWatch: 'stream' }),
    night: {
      ...night,
      withoutSchedule: 'evening',
      watchNight: (callback) => {
        // The texts live beside `game`: each node is streamed, and the night told once all three
        // have come, then at each change of any.
        const latest: Partial<Record<NightNode, unknown>> = {};
        const tell = () => {
          if (NIGHT_NODES.every((node) => node in latest)) {
            const { game, announcement, errata } = latest;
            callback(asLocalNight(game, { announcement, errata }));
          }
        };
        const stops = NIGHT_NODES.map((node) =>
          watchNode(
            {
              url: async () => restUrl(DATABASE, [node]),
              fetch,
              EventSource,
              pollMs: BACKSTOP_POLL_MS,
            },
            (value) => {
              latest[node] = value;
              tell();
            },
            () => undefined,
          ),
        );
        return () => stops.forEach((stop) => stop());
      },
    },
    archive: createRestArchive(DATABASE, { fetch }),
    aids: createRestAids(DATABASE, fetch),
  };
}
