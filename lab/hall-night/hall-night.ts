import { writeFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { deviceCode } from '../../src/game/device-code.ts';
import { BELL_GRACE_MS, TIME_LIMIT_MS } from '../../src/game/numbers.ts';
import { teamKey } from '../../src/game/team-name.ts';
import type { LoopbackDatabase } from '../loopback/loopback-database.ts';
import { HALL } from '../../scripts/game-capacity/capacity-model.ts';
import { toQuotaConfig } from '../../scripts/game-schedule/signup-quota.ts';
import type { Context, Player } from '../rehearse/context.ts';
import { WRONG_ANSWER } from '../rehearse/night.ts';
import { CHAOS, type HallOptions } from '../rehearse/options.ts';
import { noteTeam, teamName } from '../rehearse/team-play.ts';
import { runDevices } from './devices-thread.ts';
import { nightFigures, type Board, type HallFigures } from './figures.ts';
import { nightNow, type NightClock } from './night-clock.ts';
import { judgeNight } from './budget.ts';
import { drawRoundTripMs } from '../../scripts/game-capacity/round-trip.ts';
import { PACE, seeded, type HallPlan, type HallResult } from './plan.ts';
import { postNightTexts } from './night-texts.ts';
import { quotaStep } from './quota-step.ts';
import { startSignUpLimiter } from './sign-up-limiter.ts';

/** The hall's consoles, as the capacity model plans them. */
const CONSOLES = HALL.consoles;

/**
 * The night at hall scale (--plan spark, docs/hall-night.md): the loopback database on the night's
 * clock, compressed; the sign-up limiter and the quota step; the devices' thread; then the
 * figures, written to --report FILE, and checked against NIGHT_BUDGET (plan.ts).
 */
export async function playHallNight(
  context: Context,
  hall: HallOptions,
  database: LoopbackDatabase,
  organizer: Player,
): Promise<HallFigures> {
  const { admin, report, options, target } = context;
  const realStart = Date.now();
  const clock: NightClock = {
    factor: hall.compress,
    realStart,
    nightStart: realStart + context.clock.offset,
  };
  database.setClock(() => nightNow(clock));
  const opensAt = clock.nightStart + PACE.early;
  // Every team's hour counts from the opening, however late in registration it came.
  const schedule = {
    opensAt,
    closesAt: opensAt + TIME_LIMIT_MS + BELL_GRACE_MS + PACE.afterLastHour,
  };
  await admin.database.update({ 'game/schedule': schedule });
  await admin.riddles?.open(context.riddles.map(({ qNo }) => qNo));
  const limiter = await startSignUpLimiter(target.authEmulatorHost ?? '', () => nightNow(clock));
  try {
    const quota = hall.quotaStep ? await quotaStep(context, limiter, schedule) : null;
    report.phase(
      'quota',
      quota
        ? `the quota step set ${quota.quota} sign-ups an hour per address from ${new Date(quota.startsAt).toISOString()} to ${new Date(quota.endsAt).toISOString()} (night clock), read back the same`
        : hall.quotaStep
          ? 'the default 100 sign-ups an hour per address covers the night'
          : 'no quota step (--no-quota): 100 sign-ups an hour per address',
    );
    const runId = context.runId;
    for (let index = 0; index < options.teams; index += 1) {
      noteTeam(context, teamKey(teamName(runId, index)));
    }
    const minutes = ((schedule.closesAt - clock.nightStart) / 60_000).toFixed(0);
    report.phase(
      'hall',
      `${options.teams} phones, ${hall.spectators} boards, a projector and ${CONSOLES} consoles: a ${minutes}-minute night, ${hall.compress} times faster (${((schedule.closesAt - clock.nightStart) / hall.compress / 1000).toFixed(0)} s)…`,
    );
    const plan: HallPlan = {
      clock,
      target,
      authHost: limiter.host,
      schedule,
      runId,
      teams: options.teams,
      spectators: hall.spectators,
      organizer: { uid: organizer.identity.uid, idToken: await organizer.identity.getIdToken() },
      consoles: CONSOLES,
      oneAddress: hall.oneAddress,
      roundTripMs: hall.roundTripMs,
      riddles: context.riddles.map(({ qNo, number, answer, accepted }) => ({
        qNo,
        number,
        answer,
        accepted: accepted?.typed ?? null,
      })),
      wrongAnswer: WRONG_ANSWER,
      seed: hall.seed,
    };
    database.takeTraffic();
    const faults = hall.chaos ? CHAOS : { dropRequest: 0, dropAnswer: 0, stall: 0, stallMs: 0 };
    const random = seeded(hall.seed ^ 0x5eed);
    database.setNetwork({
      ...faults,
      roundTripMs: () => drawRoundTripMs(hall.roundTripMs, random) / hall.compress,
      stallMs: faults.stallMs / hall.compress,
      random,
    });
    const busyFrom = performance.eventLoopUtilization();
    const stopTexts = postNightTexts(context, clock, opensAt, TIME_LIMIT_MS);
    let result: HallResult;
    try {
      result = await runDevices(plan, context.signal, (uid) => {
        context.ledger.accounts.push(uid);
        for (const node of ['owners', 'evicted']) context.ledger.note(`${node}/${uid}`);
        const code = deviceCode(uid);
        if (code) context.ledger.note(`devices/${code}`);
      });
    } finally {
      stopTexts();
      database.setNetwork(null);
      // The database's clock goes on at the machine's pace from where the night left it.
      const nightEnd = nightNow(clock);
      const realEnd = Date.now();
      database.setClock(() => nightEnd + Date.now() - realEnd);
      context.clock.offset = nightEnd - realEnd;
    }
    const figures = nightFigures({
      options: hall,
      teams: options.teams,
      consoles: CONSOLES,
      result,
      traffic: database.takeTraffic(),
      board: ((await admin.database.get('user')) ?? {}) as Board,
      signUps: limiter.counts(),
      quotaStep: quota && toQuotaConfig(quota),
      nightMs: schedule.closesAt - clock.nightStart,
      busyDatabaseThread: performance.eventLoopUtilization(busyFrom).utilization,
    });
    if (hall.reportFile) await writeFile(hall.reportFile, `${JSON.stringify(figures, null, 2)}\n`);
    judgeNight(context, hall, figures);
    return figures;
  } finally {
    await limiter.close();
  }
}
