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
  /** Realtime Database connections held on average (a stream holds one; a request while it runs). */
  connections: Figure;
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
  requestSeconds: number;
  storedBytesPerTeam: number;
}
