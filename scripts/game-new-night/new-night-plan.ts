import {
  CLEARED_PATHS,
  planNewNight as decideNewNight,
  type ArchiveDecision,
  type NewNightRefusal,
} from '../../src/game/new-night.ts';
import { INSTITUTE_TIME_ZONE, utcOffsetMinutes } from '../../src/game/archive.ts';
import type { GameSchedule } from '../../src/game/types.ts';
import { openedAlready } from '../game-schedule/schedule-refusals.ts';
import { describePlan, planSchedule } from '../game-schedule/schedule-plan.ts';
import type { NightPlan, StoredQuestion } from '../game-schedule/schedule-request.ts';
import { describeSchedule } from '../common/night-time.ts';
import type { Outcome } from '../common/outcome.ts';

/** What the databases hold before a new night. */
export interface StoredNewNight {
  /** `game/schedule` (null: none). */
  schedule: GameSchedule | null;
  /** `user/`: team key -> record. */
  teams: Record<string, unknown>;
  /** `archive/{date}` for that night's date (null: none). */
  archived: unknown;
  questions: StoredQuestion[];
}

export interface NewNightRequest {
  schedule: GameSchedule;
  stored: StoredNewNight;
  force: boolean;
  offsetMinutes: number;
  now: number;
}

/** The archive entry written, or kept as it is, or why there is none. */
export type NewNightArchive =
  { date: string; night: GameSchedule; teams: number; write: boolean } | { none: string };

export interface NewNightPlan extends NightPlan {
  archive: NewNightArchive;
}

/** A refusal of src/game/new-night.ts in words that say what to do (nothing is written). */
function problemOf(refusal: NewNightRefusal, { schedule, offsetMinutes }: NewNightRequest): string {
  switch (refusal.refused) {
    case 'invalid-schedule':
      return 'The new night must close after it opens: nothing was written.';
    case 'opened':
      return openedAlready(schedule, offsetMinutes);
    case 'running':
      return `A night is running (${describeSchedule(refusal.night, offsetMinutes)}): nothing was written. Run this after it closes, or add --force to end it now with the standings as they are.`;
    case 'unscheduled-teams':
      return `user/ holds ${refusal.teams} teams but game/schedule holds no night to archive them under: nothing was written. Add --force to clear them without an archive.`;
    case 'not-team-records': {
      const paths = refusal.keys.map((key) => `user/${key}`).join(', ');
      return `Not team records, so they cannot be archived: ${paths}. Nothing was written. Fix or delete them in the Firebase console first.`;
    }
    case 'archived-differently':
      return `archive/${refusal.date} already holds another night, which is never overwritten: nothing was written. Compare it with user/ in the Firebase console.`;
  }
}

function archiveOf(decision: ArchiveDecision): NewNightArchive {
  if ('date' in decision) {
    const { date, night, teams, write } = decision;
    return { date, night, teams, write };
  }
  if (decision.none === 'no-teams') return { none: 'no team played the previous night' };
  return decision.teams === 0
    ? { none: 'there is no previous night in game/schedule' }
    : {
        none: `there is no previous night in game/schedule to archive its ${decision.teams} teams under`,
      };
}

/**
 * Decides what `npm run game:new-night` writes, as src/game/new-night.ts decides a new night:
 * the finished night's standings to `archive/{date}` (not again when an identical entry is there),
 * the paths it clears, and the new night exactly as game:schedule writes it (planSchedule with
 * `replace`, as the old night is what it replaces). `database` is one root multi-path update.
 */
export function planNewNight(request: NewNightRequest): Outcome<NewNightPlan> {
  const { schedule, stored, force, offsetMinutes, now } = request;
  const decided = decideNewNight({
    schedule,
    held: { schedule: stored.schedule, teams: stored.teams, archived: stored.archived },
    force,
    now,
    withoutSchedule: 'closed',
  });
  if ('refused' in decided) return { problem: problemOf(decided, request) };
  const database: Record<string, unknown> = {};
  const kept = decided.archive;
  if ('date' in kept && kept.write) database[`archive/${kept.date}`] = kept.entry;
  const night = planSchedule({
    schedule,
    uploads: null,
    stored: { schedule: stored.schedule, questions: stored.questions },
    replace: true,
    offsetMinutes,
    now,
  });
  if (night.problem !== undefined) return { problem: night.problem };
  for (const path of decided.cleared) database[path] = null;
  Object.assign(database, night.database);
  return { archive: archiveOf(kept), firestore: night.firestore, database };
}

/** The plan in words, for --dry-run and the report after writing. */
export function describeNewNight({ archive, firestore, database }: NewNightPlan): string {
  const lines: string[] = [];
  if ('none' in archive) lines.push(`  nothing archived: ${archive.none}`);
  else {
    // In the zone its archive date is counted in, so that the date and the night agree.
    const india = utcOffsetMinutes(INSTITUTE_TIME_ZONE, archive.night.opensAt);
    const what = `the night of ${describeSchedule(archive.night, india)}, ${archive.teams} teams`;
    lines.push(
      archive.write
        ? `  RTDB archive/${archive.date} = ${what}`
        : `  RTDB archive/${archive.date} already holds ${what}: kept as it is`,
    );
  }
  lines.push(`  RTDB cleared: ${CLEARED_PATHS.join(', ')}`);
  return `${lines.join('\n')}\n${describePlan({ firestore, database })}`;
}
