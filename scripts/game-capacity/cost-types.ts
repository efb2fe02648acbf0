// The shape of role-costs.ts: what one device of each role costs on the night.

export type Role = 'team' | 'spectator' | 'projector' | 'console';

/** A cost of one device: `fixed + perTeam × teams`, and how it was found. */
export interface Figure {
  fixed: number;
  perTeam: number;
  how: string;
}

export interface RoleCost {
  label: string;
  /** A team plays its hour; the others watch the whole night. */
  active: 'hour' | 'night';
  /** Streams it holds open: a connection each for as long as it is open. */
  streams: Figure;
  requestsPerMinute: Figure;
  /** Realtime Database bytes downloaded a minute, headers and TLS records included. */
  downloadBytesPerMinute: Figure;
  /** Downloaded once as its page opens. */
  openingBytes: Figure;
  firestoreReadsPerMinute: Figure;
  /** Its first visit of the site, from Hosting; null until measured. */
  firstVisitBytes: Figure | null;
}

/** Everything the capacity model reads of the devices' costs. */
export interface NightCosts {
  roles: Record<Role, RoleCost>;
  opening: { requestsPerTeam: number; spreadMinutes: number };
  /** Answers late on a flaky network: this share of requests holds its connection this much longer. */
  slowAnswers: { share: number; extraSeconds: number };
  /** How far above the busiest average the peak of requests in flight goes, in standard deviations. */
  peakDeviations: number;
  storedBytesPerTeam: number;
  /** The night's events: corrections, announcements, edits, wakes, hints, teammates, media. */
  events: NightEvents;
}

/** The hall and the night a plan is for. */
export interface Night {
  teams: number;
  spectators: number;
  projectors: number;
  consoles: number;
  /** How long the night stays open. */
  hours: number;
  /** The public IP addresses the hall reaches Firebase through (a campus network: one or few). */
  addresses: number;
  /** A phone's median round trip to the database (ms); each draws around it with a slow tail. */
  roundTripMs: number;
}

/** What a night holds beyond the polls each device's cost holds (night-events.ts plans it). */
export interface NightEvents {
  errata: number;
  announcements: number;
  boardEdits: number;
  wakesPerSpectatorHour: number;
  hintsPerRiddle: number;
  teammatesPerTeam: number;
  mediaBytesPerRiddle: number;
}
