import { POINTS_PER_ANSWER } from '../../src/game/numbers.ts';
import type { Traffic } from '../loopback/loopback-traffic.ts';
import type { SignUpQuotaConfig } from '../../scripts/game-schedule/signup-quota.ts';
import { CHAOS, type HallOptions } from '../rehearse/options.ts';
import { ROUND_TRIP_SPREAD } from '../../scripts/game-capacity/round-trip.ts';
import type { HallResult } from './plan.ts';
import type { Plan } from '../../scripts/game-capacity/plans.ts';

/** A team on the board at the end, as the service account reads it. */
export type Board = Record<string, { question: number; score: number } | undefined>;

/** One role's cost per device over the night (docs/hall-night.md). */
export interface RoleFigures {
  devices: number;
  /** The most connections the role's devices held at once, together. */
  peakConnections: number;
  /** Connections one device held on average over the night (requests and streams). */
  connectionsHeld: number;
  requestsPerMinute: number;
  /** Everything downloaded, the opening included, per device and minute of night. */
  downloadBytesPerMinute: number;
  /** Sent and downloaded by one device as its page opened (OPENING_HEADER in loopback-traffic.ts). */
  openingRequests: number;
  openingBytes: number;
  refused: number;
  handshakes: number;
}

/** The report of --report FILE: the emulated night's figures, as for the real night it stands for. */
export interface HallFigures {
  teams: number;
  spectators: number;
  plan: Plan;
  oneAddress: boolean;
  chaos: typeof CHAOS | null;
  quotaStep: SignUpQuotaConfig | null;
  compression: number;
  nightMinutes: number;
  /** A phone's median round trip (ms), and the spread of ln(round trip) each request drew with. */
  phoneRoundTripMs: number;
  roundTripSpread: number;
  peakConnections: number;
  refusedSignups: number;
  teamsWithoutAccount: number;
  refusedRequests: number;
  refusedTeamRequests: number;
  rtdbDownloadBytes: number;
  firestoreReads: number;
  requestsPerRightAnswer: number;
  requestsPerWrongAnswer: number;
  answersWithAFault: number;
  lostPoints: number;
  stuckTeams: number;
  doubleCounted: number;
  roles: Record<string, RoleFigures>;
  faults: { droppedRequests: number; droppedAnswers: number; stalled: number };
  boardErrors: Record<string, number>;
  emulation: {
    seed: number;
    busyDatabaseThread: number;
    busyDevicesThread: number;
    /** The share of the devices' timers that ran more than a phone's round trip late. */
    timersLate: number;
  };
}

export interface NightRecord {
  options: HallOptions;
  teams: number;
  consoles: number;
  result: HallResult;
  traffic: Traffic;
  board: Board;
  signUps: { refused: number; accepted: number };
  quotaStep: SignUpQuotaConfig | null;
  nightMs: number;
  busyDatabaseThread: number;
}

const rounded = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;
const ratio = ([answers, requests]: [number, number]) => (answers === 0 ? 0 : requests / answers);

/**
 * The night's figures: the loopback database's counts (traffic), the phones' own account of
 * what they typed (result), and the board at the end. The emulated night is the real night's
 * length in night time, so totals are the real night's; rates are per device and night minute.
 */
export function nightFigures(night: NightRecord): HallFigures {
  const { options, result, traffic, board } = night;
  const minutes = night.nightMs / 60_000;
  const realNightMs = night.nightMs / options.compress;
  const devices: Record<string, number> = {
    team: night.teams,
    spectator: options.spectators,
    projector: 1,
    console: night.consoles,
  };
  const roles = Object.fromEntries(
    Object.entries(devices).map(([role, count]) => {
      const seen = traffic.roles[role];
      const each = (total: number) => (count === 0 ? 0 : total / count);
      const per = (total: number) => rounded(each(total) / minutes);
      return [
        role,
        {
          devices: count,
          peakConnections: seen?.peakConnections ?? 0,
          connectionsHeld: rounded(each(seen?.connectionMs ?? 0) / realNightMs, 4),
          requestsPerMinute: per(seen?.requests ?? 0),
          downloadBytesPerMinute: per(seen?.downloadBytes ?? 0),
          openingRequests: rounded(each(seen?.openingRequests ?? 0), 1),
          openingBytes: Math.round(each(seen?.openingBytes ?? 0)),
          refused: seen?.refused ?? 0,
          handshakes: seen?.handshakes ?? 0,
        },
      ];
    }),
  );
  const all = Object.values(traffic.roles);
  const sum = (pick: (role: (typeof all)[number]) => number) =>
    all.reduce((total, role) => total + pick(role), 0);
  let lostPoints = 0;
  let doubleCounted = 0;
  let stuckTeams = 0;
  for (const phone of result.phones) {
    const shown = board[phone.teamKey];
    const solved = shown ? shown.question - 1 : 0;
    lostPoints += Math.max(0, phone.typedRight - solved);
    doubleCounted += Math.max(0, solved - phone.typedRight);
    if (shown && shown.score !== solved * POINTS_PER_ANSWER) doubleCounted += 1;
    const apart =
      phone.registered && (shown?.question !== phone.question || shown.score !== phone.score);
    const neverPlayed = phone.account !== 'refused' && !phone.registered;
    if (phone.stuck !== null || apart || neverPlayed) stuckTeams += 1;
  }
  return {
    teams: night.teams,
    spectators: options.spectators,
    plan: options.plan,
    oneAddress: options.oneAddress,
    chaos: options.chaos ? CHAOS : null,
    quotaStep: night.quotaStep,
    compression: options.compress,
    nightMinutes: rounded(minutes, 1),
    phoneRoundTripMs: options.roundTripMs,
    roundTripSpread: ROUND_TRIP_SPREAD,
    peakConnections: traffic.peakConnections,
    refusedSignups: night.signUps.refused,
    teamsWithoutAccount: result.phones.filter(({ account }) => account !== 'had').length,
    refusedRequests: sum(({ refused }) => refused),
    refusedTeamRequests: traffic.roles.team?.refused ?? 0,
    rtdbDownloadBytes: sum(({ downloadBytes }) => downloadBytes),
    firestoreReads: result.firestoreReads,
    requestsPerRightAnswer: rounded(ratio(result.answers.right)),
    requestsPerWrongAnswer: rounded(ratio(result.answers.wrong)),
    answersWithAFault: result.answers.faulted,
    lostPoints,
    stuckTeams,
    doubleCounted,
    roles,
    faults: {
      droppedRequests: sum(({ droppedRequests }) => droppedRequests),
      droppedAnswers: sum(({ droppedAnswers }) => droppedAnswers),
      stalled: sum(({ stalled }) => stalled),
    },
    boardErrors: result.boardErrors,
    emulation: {
      seed: options.seed,
      busyDatabaseThread: rounded(night.busyDatabaseThread),
      busyDevicesThread: rounded(result.busy),
      timersLate: rounded(ratio([result.timers.count, result.timers.lateOverRoundTrip]), 4),
    },
  };
}
