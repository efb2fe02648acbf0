import type { GameSchedule } from '../../src/game/types.ts';
import type { ScheduleRequest, StoredNight } from './schedule-request.ts';
import { describeInstant, describeSchedule } from '../common/night-time.ts';
import type { Upload } from '../questions-upload/question-bank.ts';

// Why game:schedule or questions:upload must write nothing (see planSchedule for the request).

const sameNight = (a: GameSchedule, b: GameSchedule) =>
  a.opensAt === b.opensAt && a.closesAt === b.closesAt;

/** What the databases already hold that a write of `schedule` (null: none) would contradict. */
function disagreements(
  schedule: GameSchedule | null,
  stored: StoredNight,
  offsetMinutes: number,
): string[] {
  const found: string[] = [];
  const held = stored.schedule;
  if (held && !(schedule && sameNight(held, schedule))) {
    const valid = Number.isFinite(held.opensAt) && Number.isFinite(held.closesAt);
    found.push(
      valid
        ? `game/schedule is ${describeSchedule(held, offsetMinutes)}`
        : 'game/schedule is not valid',
    );
  }
  const byTime = new Map<string, string[]>();
  for (const { id, opensAt } of stored.questions) {
    if (opensAt === null || opensAt === schedule?.opensAt) continue;
    const when = describeInstant(opensAt, offsetMinutes);
    byTime.set(when, [...(byTime.get(when) ?? []), `questions/${id}`]);
  }
  for (const [when, paths] of byTime) found.push(`${paths.join(', ')} open at ${when}`);
  return found;
}

/** A night that opens in the past shows every riddle at once, unless it is the one already held. */
function opensTooEarly(
  schedule: GameSchedule | null,
  stored: StoredNight,
  now: number | null,
): schedule is GameSchedule {
  if (!schedule || now === null || schedule.opensAt > now) return false;
  const held = stored.schedule && sameNight(stored.schedule, schedule);
  return !held && !stored.questions.some(({ opensAt }) => opensAt === schedule.opensAt);
}

/** Why a night given to open in the past is refused: every riddle would be readable at once. */
export function openedAlready(schedule: GameSchedule, offsetMinutes: number): string {
  return `The night you gave has already opened (${describeSchedule(schedule, offsetMinutes)}): every riddle would be readable at once. Nothing was written. Check the date, or give a time still to come.`;
}

const NEW_NIGHT_FIRST =
  'Nothing was written. Run npm run game:new-night first: it archives that night and sets the next one.';

/**
 * Why the write would publish early, or null: the night it writes into (the one given, or the
 * stored one for an upload with --no-schedule) has already opened, running or over. An upload
 * would make its riddles readable and its answers count at once (in the night, or in practice
 * after it); a stamp would make a riddle readable at once.
 */
function publishesEarly({
  schedule,
  uploads,
  stored,
  offsetMinutes,
  now,
}: ScheduleRequest): string | null {
  const night = schedule ?? stored.schedule;
  if (now === null || !night || !(night.opensAt <= now)) return null;
  const when = describeSchedule(night, offsetMinutes);
  if (uploads) {
    return `The night ${when} has already opened: an upload now would make its riddles readable and its answers count at once. ${NEW_NIGHT_FIRST} Then upload for the next night.`;
  }
  const unopened = stored.questions.filter(({ opensAt }) => opensAt !== night.opensAt);
  if (unopened.length === 0) return null;
  const paths = unopened.map(({ id }) => `questions/${id}`).join(', ');
  const them = unopened.length === 1 ? 'it' : 'them';
  return `The night ${when} has already opened: stamping ${paths} with it would make ${them} readable at once. ${NEW_NIGHT_FIRST}`;
}

const sameKeys = (held: Record<string, unknown> | undefined, proofs: string[]) => {
  const keys = Object.keys(held ?? {});
  return keys.length === proofs.length && proofs.every((proof) => keys.includes(proof));
};

/** The uploaded riddles whose stored proof or accepted spellings the upload would change. */
function changedRiddles(uploads: Upload[] | null, stored: StoredNight): string[] {
  const answers = stored.answers ?? {};
  const alternatives = stored.alternatives ?? {};
  return (uploads ?? [])
    .filter(({ qNo, proof, alternatives: spellings }) => {
      if (answers[qNo] === undefined) return false;
      return answers[qNo] !== proof || !sameKeys(alternatives[qNo], spellings);
    })
    .map(({ qNo }) => qNo);
}

/**
 * Why the write planSchedule is asked for must not happen, in words that say what to do
 * (nothing has been written), or null when it may go ahead.
 */
export function refusal(request: ScheduleRequest): string | null {
  const { schedule, uploads, stored, replace, replaceLive, offsetMinutes, now } = request;
  if (opensTooEarly(schedule, stored, now)) {
    return openedAlready(schedule, offsetMinutes);
  }
  const early = publishesEarly(request);
  if (early) return early;
  const found = disagreements(schedule, stored, offsetMinutes);
  if (found.length > 0 && !(schedule && replace)) {
    const fix = schedule
      ? 'To move the night to the time you gave, run the same command with --replace.'
      : 'Give that night with --opens and --hours to upload into it.';
    const over = now !== null && stored.schedule && stored.schedule.closesAt <= now;
    const next = over
      ? ' That night is over: npm run game:new-night archives it and sets the next one, where --replace keeps its teams.'
      : '';
    return `The databases already hold another night:\n- ${found.join('\n- ')}\nNothing was written. ${fix}${next}`;
  }
  const changed = changedRiddles(uploads, stored);
  if (changed.length > 0 && !replaceLive) {
    const riddles = `riddle${changed.length === 1 ? '' : 's'} ${changed.join(', ')}`;
    return `The databases already hold a bank, and this upload changes the answer or accepted spellings of ${riddles}. Nothing was written. To replace that bank on purpose, run the same command with --replace-live.`;
  }
  return null;
}
