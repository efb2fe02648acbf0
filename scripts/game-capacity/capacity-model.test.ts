import { describe, expect, it } from 'vitest';
import { blazeCost, largestNight } from './capacity-bounds.ts';
import { bindingLimit, fits, HALL, nightUse, type Night } from './capacity-model.ts';
import type { Figure, NightCosts, RoleCost } from './cost-types.ts';

/** Costs chosen for easy sums, so the model's arithmetic is checked, not the figures. */
const flat = (fixed: number, perTeam = 0): Figure => ({ fixed, perTeam, how: 'chosen' });
const role = (active: 'hour' | 'night', parts: Partial<RoleCost> = {}): RoleCost => ({
  label: active,
  active,
  connections: flat(0),
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
      connections: flat(0.1),
      downloadBytesPerMinute: flat(1000),
      firestoreReadsPerMinute: flat(0.5),
      firstVisitBytes: flat(200_000),
    }),
    spectator: role('night', {
      connections: flat(1),
      downloadBytesPerMinute: flat(0, 10),
      openingBytes: flat(0, 100),
      firstVisitBytes: flat(200_000),
    }),
    projector: role('night', { connections: flat(1) }),
    console: role('night', { connections: flat(2) }),
  },
  opening: { requestsPerTeam: 6, spreadMinutes: 1 },
  requestSeconds: 0.5,
  storedBytesPerTeam: 2000,
};

const night: Night = { ...HALL, teams: 300, spectators: 40 };
const used = (of: Night, plan: 'spark' | 'blaze' = 'spark') =>
  Object.fromEntries(nightUse(of, plan, costs).map((use) => [use.id, use.used]));

describe('the capacity model', () => {
  it('adds up each role’s devices over its active minutes', () => {
    expect(used(night)).toEqual({
      'sign-ups': 600,
      // 300 × 0.1 + 40 × 1 + 1 + 2 × 2, and the opening: 300 × 6 requests in 60 s, 0.5 s each
      connections: 30 + 40 + 1 + 4 + 15,
      // teams: 1000 B for their hour; spectators: 3000 B a minute for the 2 hours, 30 KB opening
      download: 300 * 1000 * 60 + 40 * (3000 * 120 + 30_000),
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

  it('allows a fifth less than the connections, a tenth of the month’s download on Spark', () => {
    const allowed = Object.fromEntries(
      nightUse(night, 'spark', costs).map((use) => [use.id, use.allowed]),
    );
    expect(allowed).toEqual({
      'sign-ups': 1000,
      connections: 80,
      download: 1e9,
      hosting: 360e6,
      firestore: 50_000,
      stored: 1e9,
    });
    const blaze = nightUse(night, 'blaze', costs);
    expect(blaze.find(({ id }) => id === 'connections')?.allowed).toBe(160_000);
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
    // 0.1 t + 0.05 t (the opening) + round(2t / 15) spectators + 5 ≤ 80: 266 teams, 35 spectators.
    const largest = largestNight({ ...night, teams: 30, spectators: 4 }, 'spark', costs);
    expect(largest).toMatchObject({ teams: 266, spectators: 35 });
    expect(largestNight(night, 'blaze', costs)).toMatchObject({ teams: 500 });
    const crowd = largestNight({ ...night, teams: 0, spectators: 10 }, 'spark', costs);
    expect(crowd).toMatchObject({ teams: 0, spectators: 75 });
  });

  it('prices a night on Blaze with none of the free usage left', () => {
    const bill = blazeCost(night, costs);
    expect(bill.download).toBeCloseTo((18e6 + 15.6e6) / 1e9, 6);
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
