import { describe, expect, it } from 'vitest';
import { emptyRole, type RoleTraffic } from '../loopback/loopback-traffic.ts';
import { nightFigures, type NightRecord } from './figures.ts';
import type { PhoneOutcome } from './plan.ts';

const role = (traffic: Partial<RoleTraffic>): RoleTraffic => ({ ...emptyRole(), ...traffic });
const phone = (teamKey: string, played: Partial<PhoneOutcome>): PhoneOutcome => ({
  teamKey,
  account: 'had',
  registered: true,
  typedRight: 0,
  question: 1,
  score: 0,
  stuck: null,
  ...played,
});

const night = (phones: PhoneOutcome[], board: NightRecord['board']): NightRecord => ({
  options: {
    plan: 'spark',
    spectators: 2,
    oneAddress: true,
    chaos: true,
    quotaStep: true,
    reportFile: null,
    compress: 12,
    roundTripMs: 1000,
    seed: 7,
  },
  teams: phones.length,
  consoles: 2,
  result: {
    phones,
    answers: { right: [4, 12], wrong: [3, 6], faulted: 1 },
    firestoreReads: 9,
    boardErrors: { spectator: 2 },
    busy: 0.5,
    timers: { count: 1000, lateOverRoundTrip: 5 },
  },
  traffic: {
    peakConnections: 40,
    roles: {
      team: role({ requests: 600, downloadBytes: 60_000, refused: 1, droppedAnswers: 2 }),
      spectator: role({
        requests: 240,
        downloadBytes: 1_200_000,
        openingBytes: 30_000,
        connectionMs: 300_000,
        refused: 5,
        stalled: 3,
      }),
    },
  },
  board,
  signUps: { refused: 0, accepted: 3 },
  quotaStep: null,
  nightMs: 60 * 60_000,
  busyDatabaseThread: 0.25,
});

describe('the hall night figures', () => {
  it('finds a right answer missing from the board, one counted twice, and teams stuck or apart from it', () => {
    const figures = nightFigures(
      night(
        [
          phone('ok', { typedRight: 2, question: 3, score: 20 }),
          phone('lost', { typedRight: 3, question: 3, score: 20 }),
          phone('twice', { typedRight: 1, question: 2, score: 10 }),
          phone('stuck', {
            typedRight: 1,
            question: 2,
            score: 10,
            stuck: 'an answer was never saved',
          }),
          phone('refused', { account: 'refused', registered: false }),
          phone('failed', { account: 'failed', registered: false }),
        ],
        {
          ok: { question: 3, score: 20 },
          lost: { question: 3, score: 20 },
          twice: { question: 3, score: 20 },
          stuck: { question: 2, score: 10 },
        },
      ),
    );
    expect(figures).toMatchObject({
      lostPoints: 1,
      doubleCounted: 1,
      // "twice" shows another riddle than its phone, "stuck" waits on an answer, "failed" never played.
      stuckTeams: 3,
      teamsWithoutAccount: 2,
    });
  });

  it('sums the roles, and gives each role its rates per device and minute of the night', () => {
    const figures = nightFigures(night([phone('a', {}), phone('b', {})], {}));
    expect(figures).toMatchObject({
      refusedRequests: 6,
      refusedTeamRequests: 1,
      rtdbDownloadBytes: 1_260_000,
      requestsPerRightAnswer: 3,
      requestsPerWrongAnswer: 2,
      answersWithAFault: 1,
      firestoreReads: 9,
      nightMinutes: 60,
      phoneRoundTripMs: 1000,
      roundTripSpread: 0.8,
      faults: { droppedRequests: 0, droppedAnswers: 2, stalled: 3 },
      emulation: {
        seed: 7,
        busyDatabaseThread: 0.25,
        busyDevicesThread: 0.5,
        timersLate: 0.005,
      },
    });
    expect(figures.roles.team).toMatchObject({ devices: 2, requestsPerMinute: 5 });
    expect(figures.roles.spectator).toMatchObject({
      devices: 2,
      requestsPerMinute: 2,
      downloadBytesPerMinute: 10_000,
      openingBytes: 15_000,
      // 300 s of connections held over a night of 5 real minutes (60 at 12 times), by 2 boards.
      connectionsHeld: 0.5,
    });
    expect(figures.roles.console).toMatchObject({ devices: 2, requestsPerMinute: 0 });
  });
});
