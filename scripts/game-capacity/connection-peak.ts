// Connections at the peak (docs/capacity.md, "How the model counts"): streams held open, and the
// requests in flight when the hall is busiest, each for a round trip drawn with a slow tail.
import type { Night } from './cost-types.ts';
import type { Figure, NightCosts, Role } from './cost-types.ts';
import { meanRoundTripMs } from './round-trip.ts';

const valueOf = ({ fixed, perTeam }: Figure, teams: number) => fixed + perTeam * teams;

export function countOf(role: Role, night: Night): number {
  const counts = {
    team: night.teams,
    spectator: night.spectators,
    projector: night.projectors,
    console: night.consoles,
  };
  return counts[role];
}

/** How long a request holds its connection on average: its round trip, and a late answer's wait. */
export function holdSeconds(night: Night, { slowAnswers }: NightCosts): number {
  return meanRoundTripMs(night.roundTripMs) / 1000 + slowAnswers.share * slowAnswers.extraSeconds;
}

/** The connections one device of `role` holds on average: its streams, its requests in flight. */
export function deviceConnections(role: Role, night: Night, costs: NightCosts): number {
  const cost = costs.roles[role];
  const perSecond = valueOf(cost.requestsPerMinute, night.teams) / 60;
  return valueOf(cost.streams, night.teams) + perSecond * holdSeconds(night, costs);
}

export interface ConnectionPeak {
  /** Streams held open by every device together. */
  streams: number;
  /** Requests in flight on average while every device is open and the teams start. */
  busiest: number;
  /** The peak the night must stay under: streams, the busiest requests and their spread. */
  peak: number;
}

/**
 * Requests in flight at a moment, from many devices each sending on its own, are close to a
 * Poisson count (an M/G/∞ queue: the round trips may have any distribution), whose mean is the
 * request rate times the mean hold; its peak over the busiest minutes is `peakDeviations`
 * standard deviations (the square root of the mean) above that mean.
 */
export function connectionPeak(night: Night, costs: NightCosts): ConnectionPeak {
  const roles = Object.keys(costs.roles) as Role[];
  const of = (pick: (role: Role) => number) =>
    roles.reduce((total, role) => total + countOf(role, night) * pick(role), 0);
  const streams = of((role) => valueOf(costs.roles[role].streams, night.teams));
  const polling = of((role) => valueOf(costs.roles[role].requestsPerMinute, night.teams) / 60);
  const { requestsPerTeam, spreadMinutes } = costs.opening;
  const opening = (night.teams * requestsPerTeam) / (spreadMinutes * 60);
  const busiest = (polling + opening) * holdSeconds(night, costs);
  return { streams, busiest, peak: streams + busiest + costs.peakDeviations * Math.sqrt(busiest) };
}
