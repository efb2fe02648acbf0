import { describe, expect, it } from 'vitest';
import { blazeCost, largestNight } from './capacity-bounds.ts';
import { bindingLimit, fits, HALL, nightUse } from './capacity-model.ts';
import type { Night } from './cost-types.ts';
import type { Figure, NightCosts, RoleCost } from './cost-types.ts';
import { ROUND_TRIP_SPREAD } from './round-trip.ts';

/** Costs chosen for easy sums, so the model's arithmetic is checked, not the figures. */
const flat = (fixed: number, perTeam = 0): Figure => ({ fixed, perTeam, how: 'chosen' });
const role = (active: 'hour' | 'night', parts: Partial<RoleCost> = {}): RoleCost => ({
  label: active,
  active,
  streams: flat(0),
  requestsPerMinute: flat(0),
  downloadBytesPerMinute: flat(0),
  openingBytes: flat(0),
  firestoreReadsPerMinute: flat(0),
  firstVisitBytes: flat(0),
  ...parts,
});
const costs: NightCosts = {
  roles: {
    team: role('hour', {
      requestsPerMinute: flat(12),
      downloadBytesPerMinute: flat(1000),
      firestoreReadsPerMinute: flat(0.5),
      firstVisitBytes: flat(200_000),
    }),
    spectator: role('night', {
      requestsPerMinute: flat(120),
      downloadBytesPerMinute: flat(0, 10),
      openingBytes: flat(0, 100),
      firstVisitBytes: flat(200_000),
    }),
    projector: role('night', { streams: flat(1) }),
    console: role('night', { streams: flat(2) }),
  },
  opening: { requestsPerTeam: 6, spreadMinutes: 1 },
  // With the round trip below, a request holds its connection 0.25 + 0.5 × 0.5 = 0.5 s.
  slowAnswers: { share: 0.5, extraSeconds: 0.5 },
  peakDeviations: 2,
  storedBytesPerTeam: 2000,
  events: {
    errata: 0,
    announcements: 0,
    boardEdits: 0,
    wakesPerSpectatorHour: 0,
    hintsPerRiddle: 0,
    teammatesPerTeam: 0,
    mediaBytesPerRiddle: 0,
  },
};

/** A median whose log-normal mean is 250 ms (round-trip.ts). */
const roundTripMs = 250 / Math.exp(ROUND_TRIP_SPREAD ** 2 / 2);
const night: Night = { ...HALL, teams: 300, spectators: 40, roundTripMs };
const used = (of: Night, plan: 'spark' | 'blaze' = 'spark') =>
  Object.fromEntries(nightUse(of, plan, costs).map((use) => [use.id, use.used]));

describe('the capacity model', () => {
  it('adds up each role’s devices over its active minutes', () => {
    const { connections, ...rest } = used(night);
    // Requests in flight: 300 × 0.2 a second + 40 × 2, and the opening's 300 × 6 in 60 s, each
    // held 0.5 s: 30 + 40 + 15; two deviations above them; the streams, 1 + 2 × 2.
    expect(connections).toBeCloseTo(85 + 2 * Math.sqrt(85) + 5, 9);
    expect(rest).toEqual({
      'sign-ups': 600,
      // teams: 1000 B for their hour; spectators: 3000 B a minute for the 2 hours, 30 KB opening;
      // with no events planned, each team still reads `aids` once (21 × 40 B and a response's 400)
      download: 300 * 1000 * 60 + 40 * (3000 * 120 + 30_000) + 300 * (21 * 40 + 400),
      hosting: 340 * 200_000,
      firestore: 300 * 0.5 * 60,
      stored: 300 * 2000,
    });
  });

  it('counts a team’s hour only while the night is open', () => {
    expect(used({ ...night, hours: 0.5 }).firestore).toBe(300 * 0.5 * 30);
  });

  it('shares the sign-ups of the hour among the hall’s addresses', () => {
    expect(used({ ...night, addresses: 4 })['sign-ups']).toBe(150);
    expect(used({ ...night, teams: 301, addresses: 4 })['sign-ups']).toBe(151);
  });

  it('holds the peak to the whole connection limit, a tenth of the month’s download on Spark', () => {
    const allowed = Object.fromEntries(
      nightUse(night, 'spark', costs).map((use) => [use.id, use.allowed]),
    );
    expect(allowed).toEqual({
      'sign-ups': 1000,
      connections: 100,
      download: 1e9,
      hosting: 360e6,
      firestore: 50_000,
      stored: 1e9,
    });
    const blaze = nightUse(night, 'blaze', costs);
    expect(blaze.find(({ id }) => id === 'connections')?.allowed).toBe(200_000);
    expect(blaze.filter(({ allowed }) => allowed === Infinity)).toHaveLength(4);
  });

  it('names the limit the night comes closest to, and whether every one holds', () => {
    const uses = nightUse(night, 'spark', costs);
    expect(bindingLimit(uses).id).toBe('connections');
    expect(fits(uses)).toBe(false);
    expect(bindingLimit(nightUse(night, 'blaze', costs)).id).toBe('sign-ups');
    expect(fits(nightUse(night, 'blaze', costs))).toBe(true);
  });

  it('finds the largest night with spectators in the same proportion', () => {
    // Busiest b = 0.1 t + 0.05 t (the opening) + s, s = round(2t / 15); b + 2√b + 5 ≤ 100:
    // 273 teams and 36 spectators give 99.5; 274 and 37 give 100.8.
    const largest = largestNight({ ...night, teams: 30, spectators: 4 }, 'spark', costs);
    expect(largest).toMatchObject({ teams: 273, spectators: 36 });
    expect(largestNight(night, 'blaze', costs)).toMatchObject({ teams: 500 });
    const crowd = largestNight({ ...night, teams: 0, spectators: 10 }, 'spark', costs);
    // s + 2√s + 5 ≤ 100: 77 give 99.6, 78 give 100.7.
    expect(crowd).toMatchObject({ teams: 0, spectators: 77 });
  });

  it('prices a night on Blaze with none of the free usage left', () => {
    const bill = blazeCost(night, costs);
    expect(bill.download).toBeCloseTo((18e6 + 15.6e6 + 372_000) / 1e9, 6);
    expect(bill.hosting).toBeCloseTo(0.068 * 0.15, 6);
    expect(bill.firestore).toBeCloseTo(0.0054, 6);
    expect(bill.total).toBeCloseTo(bill.download + bill.hosting! + bill.firestore + bill.stored, 9);
    expect(bill.withinFree).toBe(true);
  });

  it('leaves a cost out while it is not measured, and binds on the others', () => {
    const unmeasured = {
      ...costs,
      roles: { ...costs.roles, team: { ...costs.roles.team, firstVisitBytes: null } },
    };
    const uses = nightUse(night, 'spark', unmeasured);
    expect(uses.find(({ id }) => id === 'hosting')?.used).toBeNull();
    expect(bindingLimit(uses).id).toBe('connections');
    expect(blazeCost(night, unmeasured).hosting).toBeNull();
  });
});
