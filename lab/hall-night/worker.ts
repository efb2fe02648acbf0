import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import type { Unsubscribe } from '../../src/backend/ports.ts';
import { questionPort } from '../rehearse/question-port.ts';
import { compressTime, sleep, timerLateness } from './night-clock.ts';
import type { PhoneContext } from './answer.ts';
import { playPhone } from './phone.ts';
import { teamKey } from '../../src/game/team-name.ts';
import { teamName } from '../rehearse/team-play.ts';
import { PACE, seeded, type HallPlan, type HallResult, type PhoneOutcome } from './plan.ts';
import { openScreen, type BoardErrors } from './screens.ts';

/**
 * The hall's devices, in a thread of their own whose clock runs as fast as the night's (so the
 * site's timers keep a real night's pace): the phones of the teams, the spectators' boards, the
 * projector and the consoles. Tells the main thread each new account, then the night's result.
 */
const plan = workerData as HallPlan;
timerLateness.roundTripMs = plan.roundTripMs;
compressTime(plan.clock);
const busyFrom = performance.eventLoopUtilization();
const { nightStart } = plan.clock;
const errors: BoardErrors = {};
const screens: Promise<Unsubscribe>[] = [];
const organizer = {
  uid: plan.organizer.uid,
  getIdToken: async () => plan.organizer.idToken,
  clockOffset: async () => 0,
};
const open = (role: 'spectator' | 'projector' | 'console', number: number, at: number) =>
  screens.push(
    sleep(at - Date.now()).then(() =>
      openScreen(plan.target.databaseURL, role, number, errors, organizer),
    ),
  );

const random = seeded(plan.seed);
open('projector', 0, nightStart);
for (let number = 0; number < plan.consoles; number += 1) open('console', number, nightStart);
for (let number = 0; number < plan.spectators; number += 1) {
  open('spectator', number, nightStart + random() * PACE.boardArrivals);
}

const context: PhoneContext = {
  plan,
  questions: questionPort(plan.target),
  answers: { right: [0, 0], wrong: [0, 0], faulted: 0 },
  counts: { firestoreReads: 0 },
  onAccount: (uid) => parentPort?.postMessage({ type: 'account', uid }),
};
const outcomes = Array.from({ length: plan.teams }, (_, index): PhoneOutcome => ({
  teamKey: teamKey(teamName(plan.runId, index)),
  account: 'failed',
  registered: false,
  typedRight: 0,
  question: 1,
  score: 0,
  stuck: 'never got to play',
}));
const phones = outcomes.map(async (outcome, index) => {
  await sleep(nightStart + ((index + random()) / plan.teams) * PACE.phoneArrivals - Date.now());
  outcome.stuck = null;
  await playPhone(context, index, seeded(plan.seed + index + 1), outcome);
});
// Every phone is done by the close, unless it is stuck: its outcome says where.
await Promise.race([Promise.all(phones), sleep(plan.schedule.closesAt - Date.now())]);
await sleep(plan.schedule.closesAt - Date.now());
for (const stop of await Promise.all(screens)) stop();

const result: HallResult = {
  phones: outcomes,
  answers: context.answers,
  firestoreReads: context.counts.firestoreReads,
  boardErrors: errors,
  busy: performance.eventLoopUtilization(busyFrom).utilization,
  timers: {
    count: timerLateness.timers,
    lateOverRoundTrip: timerLateness.lateOverRoundTrip,
  },
};
parentPort?.postMessage({ type: 'done', result });
