// Firebase's limits, the capacity model's figures and the sign-up quota, as docs/capacity.md,
// docs/hall-night.md and docs/game-night.md give them.
import { MAX_NIGHT_HOURS, ACCOUNT_LEAD_MINUTES } from '../../src/game/numbers.ts';
import { CALL_TIMEOUT_MS } from '../common/call-timeout.ts';
import { capacityDocs } from '../game-capacity/capacity-docs.ts';
import { HALL, LATE_TIMERS_SHARE, NIGHT_DOWNLOAD_SHARE } from '../game-capacity/capacity-model.ts';
import { SCRIPT_RATE } from '../game-capacity/capacity-tables.ts';
import {
  BLAZE_PRICES,
  FREE,
  LIMITS,
  SOURCES,
  TLS_HANDSHAKE_BYTES,
  TLS_RECORD_BYTES,
} from '../game-capacity/plans.ts';
import {
  OPENING,
  PEAK_DEVIATIONS,
  RESPONSE_OVERHEAD_BYTES,
  SLOW_ANSWERS,
} from '../game-capacity/role-costs.ts';
import {
  DEFAULT_ROUND_TRIP_MS,
  meanRoundTripMs,
  ROUND_TRIP_SPREAD,
  roundTripQuantileMs,
} from '../game-capacity/round-trip.ts';
import { bytes, count, markdownTable } from '../game-capacity/units.ts';
import {
  DEFAULT_SIGN_UPS_PER_HOUR,
  MAX_SIGN_UP_QUOTA,
  SIGN_UPS_PER_TEAM,
} from '../game-schedule/signup-quota.ts';
import { seconds } from './game-facts.ts';
import type { Facts } from './fact-regions.ts';

/** Where Firebase says each limit, linked the first time the table names it. */
const ADDRESSES: Partial<Record<string, string>> = {
  [SOURCES.auth]: 'https://firebase.google.com/docs/auth/limits',
  [SOURCES.rtdbLimits]: 'https://firebase.google.com/docs/database/usage/limits',
  [SOURCES.rtdbBilling]: 'https://firebase.google.com/docs/database/usage/billing',
  [SOURCES.pricing]: 'https://firebase.google.com/pricing',
  [SOURCES.hosting]: 'https://firebase.google.com/docs/hosting/usage-quotas-pricing',
  [SOURCES.firestore]: 'https://firebase.google.com/docs/firestore/pricing',
};

const price = (dollars: number) => `$${dollars}`;
const free = (limit: string) => `${limit} free, then`;

/**
 * Every limit a night meets. The model counts the figures of plans.ts and signup-quota.ts; the
 * rows it does not count (a night stays far below them) say their figures here alone.
 */
function limitsTable(): string {
  const download = `${bytes(FREE.downloadBytesPerMonth)} a month`;
  const hosting = `${bytes(FREE.hostingBytesPerDay)} a day`;
  const reads = `${count(FREE.firestoreReadsPerDay)} a day`;
  const rows: [string, string, string, string[]][] = [
    [
      'new accounts (anonymous or not) per IP address',
      `${DEFAULT_SIGN_UPS_PER_HOUR} an hour; raised for a window up to ${MAX_SIGN_UP_QUOTA}`,
      'the same',
      [SOURCES.auth, 'the Identity Toolkit admin API v2 (`quota.signUpQuotaConfig`, below)'],
    ],
    ['anonymous accounts in the project', '100 million', 'the same', [SOURCES.auth]],
    [
      'daily active users, only if upgraded to Identity Platform',
      '3,000 a day',
      'billed',
      [SOURCES.auth],
    ],
    [
      'Realtime Database connections at once',
      count(FREE.connections),
      `${count(LIMITS.blaze.connections)} per database`,
      [SOURCES.rtdbLimits],
    ],
    [
      'Realtime Database download',
      `${download}, then refused`,
      `${free(download)} ${price(BLAZE_PRICES.downloadPerGB)} a GB`,
      [SOURCES.rtdbBilling, SOURCES.pricing],
    ],
    [
      'Realtime Database stored',
      bytes(FREE.storedBytes),
      `${free(bytes(FREE.storedBytes))} ${price(BLAZE_PRICES.storedPerGBMonth)} a GB a month`,
      [SOURCES.rtdbBilling],
    ],
    [
      'Hosting transfer',
      hosting,
      `${free(hosting)} ${price(BLAZE_PRICES.hostingPerGB)} a GB`,
      [SOURCES.hosting, SOURCES.pricing],
    ],
    [
      'Hosting storage',
      bytes(FREE.hostingStoredBytes),
      `${free(bytes(FREE.hostingStoredBytes))} $0.026 a GB`,
      [SOURCES.hosting, SOURCES.pricing],
    ],
    [
      'Firestore document reads',
      `${reads} (reset about midnight Pacific time)`,
      `${free(reads)} ${price(BLAZE_PRICES.firestorePer100kReads)} per 100,000`,
      [`${SOURCES.firestore} (the multi-region price; a single region's is on that page)`],
    ],
    [
      'Firestore outbound transfer',
      '10 GiB a month',
      '10 GiB a month free, then billed',
      [SOURCES.firestore],
    ],
  ];
  const linked = new Set<string>();
  const cite = (source: string) => {
    const name = Object.keys(ADDRESSES).find((known) => source.startsWith(known));
    if (!name || linked.has(name)) return source;
    linked.add(name);
    return source.replace(name, `[${name}](${ADDRESSES[name]})`);
  };
  const body = rows.map(([limit, spark, blaze, sources]) => [
    limit,
    spark,
    blaze,
    sources.map(cite).join('; '),
  ]);
  return markdownTable([['limit', 'Spark', 'Blaze', 'source'], ...body]);
}

export const CAPACITY_FACTS: Facts = {
  'capacity-limits': limitsTable,
  'capacity-reference-night': capacityDocs,
  'capacity-default-hours': () => String(HALL.hours),
  'capacity-default-addresses': () => String(HALL.addresses),
  'capacity-script-rate': () => String(SCRIPT_RATE),
  'signups-free': () => String(DEFAULT_SIGN_UPS_PER_HOUR),
  'signups-per-team': () => String(SIGN_UPS_PER_TEAM),
  'signups-max': () => String(MAX_SIGN_UP_QUOTA),
  'signups-teams-unraised': () => String(DEFAULT_SIGN_UPS_PER_HOUR / SIGN_UPS_PER_TEAM),
  'signups-teams-most': () => String(MAX_SIGN_UP_QUOTA / SIGN_UPS_PER_TEAM),
  'signups-window-most': () => `${MAX_NIGHT_HOURS} hours ${ACCOUNT_LEAD_MINUTES} minutes`,
  'command-deadline': () => seconds(CALL_TIMEOUT_MS),
  'spark-connections': () => count(FREE.connections),
  'spark-download': () => bytes(FREE.downloadBytesPerMonth),
  'connection-budget': () => count(FREE.connections),
  'round-trip-spread': () => String(ROUND_TRIP_SPREAD),
  'round-trip-default': () => `${DEFAULT_ROUND_TRIP_MS} ms`,
  'round-trip-mean-ratio': () => String(Number((meanRoundTripMs(1) / 1).toFixed(2))),
  'round-trip-p90-ratio': () => String(Number(roundTripQuantileMs(1, 1.2816).toFixed(1))),
  'round-trip-p99-ratio': () => String(Number(roundTripQuantileMs(1, 2.3263).toFixed(1))),
  'peak-deviations': () => String(PEAK_DEVIATIONS),
  'late-timers-share': () => `${LATE_TIMERS_SHARE * 100} %`,
  'slow-answers': () =>
    `${SLOW_ANSWERS.share * 100} % of requests ${SLOW_ANSWERS.extraSeconds} s late`,
  'download-budget': () => bytes(NIGHT_DOWNLOAD_SHARE * FREE.downloadBytesPerMonth),
  'opening-spread': () => `${OPENING.spreadMinutes} minutes`,
  'tls-handshake': () => bytes(TLS_HANDSHAKE_BYTES),
  'tls-record': () => bytes(TLS_RECORD_BYTES),
  'response-overhead': () => bytes(RESPONSE_OVERHEAD_BYTES),
};
