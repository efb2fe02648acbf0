import { refusal } from './schedule-refusals.ts';
import type { NightPlan, ScheduleRequest } from './schedule-request.ts';
import type { Outcome } from '../common/outcome.ts';
import { aidWrites, proofWrites } from '../../src/backend/rtdb/bank-writes.ts';
import { describeAids } from '../questions-upload/bank-aids.ts';
import { RIDDLE_NODES, staleRiddles } from './stale-riddles.ts';

/**
 * Decides what `game:schedule` (`uploads` null) or `questions:upload` writes, from the
 * databases' current state, so that Firestore and RTDB never disagree about the night and
 * nothing is published early: `set` replaces documents whole, `stamp` only sets their opensAt,
 * `remove` deletes the riddles an upload's bank leaves out (an upload is the whole bank: no riddle
 * of an older one, public since its close, comes back), `database` is one multi-path update. What it refuses is in schedule-refusals.ts: `now` refuses
 * a night that has already opened (null skips that), `replace` lets the write move the night,
 * and `replaceLive` lets an upload change proofs or spellings already stored.
 */
export function planSchedule(request: ScheduleRequest): Outcome<NightPlan> {
  const { schedule, uploads, stored, now } = request;
  const problem = refusal(request);
  if (problem) return { problem };

  const set = (uploads ?? []).map(({ qNo, document }) => ({ id: qNo, document }));
  const removed = staleRiddles(uploads, stored);
  // A night that has opened is written only when every riddle already opens then (refusal).
  const stamp =
    schedule && !uploads && !(now !== null && schedule.opensAt <= now)
      ? stored.questions.map(({ id }) => id)
      : [];
  const remove = stored.questions.map(({ id }) => id).filter((id) => removed.includes(id));
  const database = {
    ...proofWrites(uploads ?? []),
    ...aidWrites(uploads ?? []),
    ...Object.fromEntries(
      removed.flatMap((qNo) => RIDDLE_NODES.map((node) => [`${node}/${qNo}`, null])),
    ),
  };
  if (schedule) database['game/schedule'] = { ...schedule };
  return {
    firestore: { opensAt: schedule?.opensAt ?? null, set, stamp, remove },
    database,
    removed,
  };
}

const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** The plan in words, for --dry-run and the report after writing: paths and field names only. */
export function describePlan({ firestore, database: written, removed }: NightPlan): string {
  const database = Object.fromEntries(
    Object.entries(written).filter(([path]) => !removed.includes(path.split('/')[1] ?? '')),
  );
  const opensAt = firestore.opensAt === null ? [] : ['opensAt'];
  const lines = firestore.set.map(
    ({ id, document }) =>
      `  questions/${id} = { ${[...Object.keys(document), ...opensAt].join(', ')} }`,
  );
  if (firestore.stamp.length > 0) {
    lines.push(
      `  questions/${firestore.stamp.join(', ')}: opensAt only, an older answerHash removed`,
    );
  }
  if (removed.length > 0) {
    lines.push(
      `  removed, not in the bank: riddle${removed.length === 1 ? '' : 's'} ${removed.join(', ')} (questions/{qNo} and RTDB ${RIDDLE_NODES.join(', ')})`,
    );
  }
  const answers = Object.keys(database).filter((path) => path.startsWith('answers/'));
  if (answers.length > 0) lines.push(`  RTDB answers/{qNo}: ${answers.length} proofs`);
  const spellings = Object.entries(database)
    .filter(([path]) => path.startsWith('alternatives/'))
    .map(([, held]) => Object.keys(held ?? {}).length);
  if (spellings.length > 0) {
    const riddles = spellings.filter((count) => count > 0).length;
    const total = spellings.reduce((sum, count) => sum + count, 0);
    const cleared = spellings.length - riddles;
    const parts: string[] = [];
    if (riddles > 0) parts.push(`${counted(riddles, 'riddle')}, ${counted(total, 'spelling')}`);
    if (cleared > 0) parts.push(`cleared for ${counted(cleared, 'riddle')} without accept`);
    lines.push(`  RTDB alternatives/{qNo}: ${parts.join('; ')}`);
  }
  lines.push(...describeAids(database));
  if (database['game/schedule']) lines.push('  RTDB game/schedule = { opensAt, closesAt }');
  return lines.join('\n');
}
