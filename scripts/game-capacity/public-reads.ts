// What a stranger's script can read again and again, and how fast that spends Spark's quota.
import { QUESTION_COUNT } from '../../src/game/numbers.ts';
import type { Night } from './cost-types.ts';
import { BLAZE_PRICES, FREE, GB, TLS_HANDSHAKE_BYTES } from './plans.ts';
import {
  ARCHIVE_BYTES_PER_TEAM,
  BOARD_BYTES_PER_TEAM,
  GAME_NODE_BYTES,
  solvesBytes,
} from './record-bytes.ts';
import { FIRST_VISIT_BYTES, RESPONSE_OVERHEAD_BYTES } from './role-costs.ts';

/** The home page's initial scripts alone (`npm run test:budget`): its first visit is more. */
export const HOME_SCRIPTS_BYTES = 89.8 * 1024;

export interface PublicRead {
  what: string;
  quota: 'download' | 'connections' | 'firestore' | 'hosting';
  /** Bytes one request costs (a fresh TLS connection each, as a script costing the most sends it). */
  bytes: number;
  /** True where `bytes` is only a lower bound (a figure not measured yet). */
  atLeast: boolean;
  /** Seconds until Spark's quota is spent at the script's rate; 0: at once. */
  exhaustsInSeconds: number;
  /** What the same script costs an hour on Blaze, in US dollars. */
  blazeDollarsPerHour: number;
  /** What the organizers do about it. */
  remedy: string;
}

const DOWNLOAD_REMEDY =
  'Spark refuses every read past the month’s 10 GB, the teams’ too: watch the Realtime Database usage tab; on Blaze it is billed instead: set a budget alert';

/** Each public read of a night of `night.teams` teams, for a script sending `rate` a second. */
export function publicReads(night: Night, rate: number): PublicRead[] {
  const perRequest = RESPONSE_OVERHEAD_BYTES + TLS_HANDSHAKE_BYTES;
  const download = (what: string, body: number): PublicRead => {
    const bytes = body + perRequest;
    return {
      what,
      quota: 'download',
      bytes,
      atLeast: false,
      exhaustsInSeconds: FREE.downloadBytesPerMonth / (bytes * rate),
      blazeDollarsPerHour: ((bytes * rate * 3600) / GB) * BLAZE_PRICES.downloadPerGB,
      remedy: DOWNLOAD_REMEDY,
    };
  };
  const home = FIRST_VISIT_BYTES.home ?? HOME_SCRIPTS_BYTES;
  return [
    download('the board, `user`', night.teams * BOARD_BYTES_PER_TEAM),
    download(
      'the solve times, `solves` (at the end of the night)',
      night.teams * solvesBytes(QUESTION_COUNT),
    ),
    download('a past night, `archive/{date}`', night.teams * ARCHIVE_BYTES_PER_TEAM),
    download('the night, `game`', GAME_NODE_BYTES),
    download('any path the rules refuse (refused reads are billed too)', 0),
    {
      what: 'a stream of any public path, held open',
      quota: 'connections',
      bytes: perRequest,
      atLeast: false,
      exhaustsInSeconds: 0,
      blazeDollarsPerHour: 0,
      remedy:
        'on Spark, 100 streams hold every connection and no team can send a guess until they close; no rule stops it: Blaze (200,000 connections) does',
    },
    {
      what: 'a riddle, `questions/{n}` in Firestore (once it opens)',
      quota: 'firestore',
      bytes: 0,
      atLeast: false,
      exhaustsInSeconds: FREE.firestoreReadsPerDay / rate,
      blazeDollarsPerHour: ((rate * 3600) / 100_000) * BLAZE_PRICES.firestorePer100kReads,
      remedy:
        'Spark refuses Firestore reads until midnight Pacific time, and teams cannot open their next riddle: hold the night on Blaze',
    },
    {
      what: 'the home page, first visit (Hosting)',
      quota: 'hosting',
      bytes: home,
      atLeast: FIRST_VISIT_BYTES.home === null,
      exhaustsInSeconds: FREE.hostingBytesPerDay / (home * rate),
      blazeDollarsPerHour: ((home * rate * 3600) / GB) * BLAZE_PRICES.hostingPerGB,
      remedy:
        'Spark stops serving the site for the rest of the day: hold the week of a registration drive on Blaze, with a budget alert',
    },
  ];
}
