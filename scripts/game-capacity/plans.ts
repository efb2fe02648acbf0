// Firebase's limits and prices a game night meets, each with the page it comes from
// (docs/capacity.md lists them with their addresses). GB here is 10^9 bytes.

export type Plan = 'spark' | 'blaze';

export const PLAN_NAMES: Record<Plan, string> = { spark: 'Spark', blaze: 'Blaze' };

export const SOURCES = {
  auth: 'Firebase Authentication limits',
  adminApi: 'Identity Toolkit API v2, projects.updateConfig',
  rtdbLimits: 'Realtime Database limits',
  rtdbBilling: 'Understand Realtime Database billing',
  pricing: 'Firebase pricing',
  hosting: 'Hosting usage, quotas and pricing',
  firestore: 'Understand Cloud Firestore billing',
} as const;

export const GB = 1e9;
export const MB = 1e6;

/** What a plan allows; Infinity where Blaze bills instead of refusing. */
export interface PlanLimits {
  /** Realtime Database connections open at once (each stream, each request while it runs). */
  connections: number;
  /** Realtime Database downloads a month, protocol, TLS and refused requests included. */
  downloadBytesPerMonth: number;
  /** Realtime Database stored data. */
  storedBytes: number;
  /** Hosting transfer a day. */
  hostingBytesPerDay: number;
  /** Hosting storage (the deployed site). */
  hostingStoredBytes: number;
  /** Firestore document reads a day (reset around midnight Pacific time). */
  firestoreReadsPerDay: number;
}

/** The no-cost usage, which Spark refuses past and Blaze starts billing after. */
export const FREE: PlanLimits = {
  connections: 100,
  downloadBytesPerMonth: 10 * GB,
  storedBytes: 1 * GB,
  hostingBytesPerDay: 360 * MB,
  hostingStoredBytes: 10 * GB,
  firestoreReadsPerDay: 50_000,
};

export const LIMITS: Record<Plan, PlanLimits> = {
  spark: FREE,
  blaze: {
    connections: 200_000,
    downloadBytesPerMonth: Infinity,
    storedBytes: Infinity,
    hostingBytesPerDay: Infinity,
    hostingStoredBytes: Infinity,
    firestoreReadsPerDay: Infinity,
  },
};

/** Blaze's prices past the no-cost usage, in US dollars. */
export const BLAZE_PRICES = {
  downloadPerGB: 1,
  storedPerGBMonth: 5,
  hostingPerGB: 0.15,
  /** Firestore's multi-region price; a single region's is on the same page. */
  firestorePer100kReads: 0.06,
};

/**
 * Firebase's Realtime Database billing page: "approximately 3.5KB for the initial handshake, and
 * approximately tens of bytes for TLS record headers on each outgoing message". A record carries
 * at most 16 KiB; 29 bytes is TLS 1.2's AES-GCM record overhead (header, nonce, tag).
 */
export const TLS_HANDSHAKE_BYTES = 3500;
export const TLS_RECORD_BYTES = 29;
