import { describeInstant, describeNight } from './night-time.mjs';

const sameNight = (a, b) => a.opensAt === b.opensAt && a.closesAt === b.closesAt;

/** What the databases already hold that a write of `schedule` (null: none) would contradict. */
function disagreements(schedule, stored, offsetMinutes) {
  const found = [];
  const held = stored.schedule;
  if (held && !(schedule && sameNight(held, schedule))) {
    const valid = Number.isFinite(held.opensAt) && Number.isFinite(held.closesAt);
    found.push(
      valid
        ? `game/schedule is ${describeNight(held, offsetMinutes)}`
        : 'game/schedule is not valid',
    );
  }
  const byTime = new Map();
  for (const { id, opensAt } of stored.questions) {
    if (opensAt === null || opensAt === schedule?.opensAt) continue;
    const when = describeInstant(opensAt, offsetMinutes);
    byTime.set(when, [...(byTime.get(when) ?? []), `questions/${id}`]);
  }
  for (const [when, paths] of byTime) found.push(`${paths.join(', ')} open at ${when}`);
  return found;
}

/** A night that opens in the past shows every riddle at once, unless it is the one already held. */
function opensTooEarly(schedule, stored, now) {
  if (!schedule || now === null || schedule.opensAt > now) return false;
  const held = stored.schedule && sameNight(stored.schedule, schedule);
  return !held && !stored.questions.some(({ opensAt }) => opensAt === schedule.opensAt);
}

/**
 * Decides what `game:schedule` (`uploads` null) or `questions:upload` writes, from the
 * databases' current state, so that Firestore and RTDB never disagree about the night.
 *
 * stored: `{ schedule: { opensAt, closesAt } | null, questions: [{ id, opensAt: ms | null }] }`
 * (`opensAt` NaN when a document holds something other than a timestamp).
 * Returns `{ problem }` or
 * `{ firestore: { opensAt, set: [{ id, document }], stamp: [id] }, database: { path: value } }`:
 * `set` replaces documents whole, `stamp` only sets their opensAt, `database` is one
 * multi-path update. `now` (ms) refuses a new night that has already opened; null skips that.
 *
 * @param {{
 *   schedule: { opensAt: number, closesAt: number } | null,
 *   uploads: { qNo: string, document: object, proof: string }[] | null,
 *   stored: { schedule: { opensAt: number, closesAt: number } | null, questions: { id: string, opensAt: number | null }[] },
 *   replace: boolean,
 *   offsetMinutes: number,
 *   now: number | null,
 * }} request
 */
export function planNight({ schedule, uploads, stored, replace, offsetMinutes, now }) {
  if (opensTooEarly(schedule, stored, now)) {
    return {
      problem: `The night you gave has already opened (${describeNight(schedule, offsetMinutes)}): every riddle would be readable at once. Nothing was written. Check the date, or give a time still to come.`,
    };
  }
  const found = disagreements(schedule, stored, offsetMinutes);
  if (found.length > 0 && !(schedule && replace)) {
    const fix = schedule
      ? 'To move the night to the time you gave, run the same command with --replace.'
      : 'Give that night with --opens and --hours to upload into it.';
    return {
      problem: `The databases already hold another night:\n- ${found.join('\n- ')}\nNothing was written. ${fix}`,
    };
  }

  const set = (uploads ?? []).map(({ qNo, document }) => ({ id: qNo, document }));
  const written = new Set(set.map(({ id }) => id));
  const stamp = schedule
    ? stored.questions.map(({ id }) => id).filter((id) => !written.has(id))
    : [];
  const database = {};
  for (const { qNo, proof } of uploads ?? []) database[`answers/${qNo}`] = proof;
  if (schedule) database['game/schedule'] = { ...schedule };
  return { firestore: { opensAt: schedule?.opensAt ?? null, set, stamp }, database };
}

/** The plan in words, for --dry-run and the report after writing: paths and field names only. */
export function describePlan({ firestore, database }) {
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
  const answers = Object.keys(database).filter((path) => path.startsWith('answers/'));
  if (answers.length > 0) lines.push(`  RTDB answers/{qNo}: ${answers.length} proofs`);
  if (database['game/schedule']) lines.push('  RTDB game/schedule = { opensAt, closesAt }');
  return lines.join('\n');
}
