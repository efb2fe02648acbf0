import type {
  FieldValue as AdminFieldValue,
  Timestamp as AdminTimestamp,
} from 'firebase-admin/firestore';
import { archiveDateOf } from '../../src/game/new-night.ts';
import type { GameSchedule } from '../../src/game/types.ts';
import { deadlines, NoAnswer, type DeadlineTarget } from './call-timeout.ts';
import { openAdminApp, WriteFailure, type OpenedStore } from './game-command.ts';
import {
  planNewNight,
  type NewNightPlan,
  type NewNightRequest,
} from '../game-new-night/new-night-plan.ts';
import { planSchedule } from '../game-schedule/schedule-plan.ts';
import type {
  FirestoreWrites,
  NightPlan,
  ScheduleRequest,
  StoredNight,
  StoredQuestion,
} from '../game-schedule/schedule-request.ts';
import type { Outcome } from './outcome.ts';
import type { Target } from './upload-target.ts';

type Fields = Record<string, unknown>;

/** firebase-admin's Firestore, as far as the store uses it (`questions/`); `Ref` is a document's. */
export interface FirestoreLike<Ref> {
  collection(path: string): {
    select(field: string): {
      get(): Promise<{ docs: { id: string; get(field: string): unknown }[] }>;
    };
    doc(id: string): Ref;
  };
  batch(): {
    set(ref: Ref, data: Fields): unknown;
    update(ref: Ref, data: Fields): unknown;
    commit(): Promise<unknown>;
  };
}

/** firebase-admin's Realtime Database, as far as the store uses it. */
export interface DatabaseLike {
  ref(path?: string): {
    get(): Promise<{ val(): unknown }>;
    update(values: Fields): Promise<unknown>;
  };
}

/** What the night commands read from and write to the two databases. */
export interface NightStore {
  readSchedule(): Promise<GameSchedule | null>;
  readTeams(): Promise<Record<string, unknown>>;
  readBank(): Promise<Pick<StoredNight, 'answers' | 'alternatives'>>;
  readArchive(date: string): Promise<unknown>;
  readQuestions(): Promise<StoredQuestion[]>;
  writeQuestions(writes: FirestoreWrites): Promise<void>;
  updateDatabase(updates: Fields): Promise<void>;
}

/**
 * The two databases behind a night, through firebase-admin objects passed in
 * (a Firestore, a Database, and the Timestamp and FieldValue classes), so tests can
 * pass fakes or an emulator-backed Firestore. Every call has a deadline (see deadlines in
 * call-timeout.ts, from the target), past which it rejects with a NoAnswer.
 */
export function adminNightStore<Ref>({
  firestore,
  database,
  Timestamp,
  FieldValue,
  target = {},
}: {
  firestore: FirestoreLike<Ref>;
  database: DatabaseLike;
  Timestamp: typeof AdminTimestamp;
  FieldValue: typeof AdminFieldValue;
  target?: DeadlineTarget;
}): NightStore {
  const questions = firestore.collection('questions');
  const within = deadlines(target);
  const read = async (path: string) =>
    (await within.database(() => database.ref(path).get())).val();
  return {
    async readSchedule() {
      const held = (await read('game/schedule')) as Fields | null;
      return held === null
        ? null
        : { opensAt: Number(held.opensAt), closesAt: Number(held.closesAt) };
    },
    async readTeams() {
      return ((await read('user')) as Fields | null) ?? {};
    },
    async readBank() {
      return {
        answers: ((await read('answers')) as Fields | null) ?? {},
        alternatives: ((await read('alternatives')) as StoredNight['alternatives'] | null) ?? {},
      };
    },
    async readArchive(date) {
      return read(`archive/${date}`);
    },
    async readQuestions() {
      const snapshot = await within.firestore(() => questions.select('opensAt').get());
      return snapshot.docs.map((doc) => {
        const opensAt = doc.get('opensAt');
        if (opensAt === undefined) return { id: doc.id, opensAt: null };
        return { id: doc.id, opensAt: opensAt instanceof Timestamp ? opensAt.toMillis() : NaN };
      });
    },
    async writeQuestions({ opensAt, set, stamp }) {
      if (set.length + stamp.length === 0) return;
      const stampField = opensAt === null ? {} : { opensAt: Timestamp.fromMillis(opensAt) };
      const batch = firestore.batch();
      // set() without merge replaces the whole document: no field of an older upload survives.
      for (const { id, document } of set)
        batch.set(questions.doc(id), { ...document, ...stampField });
      // Stamping drops an older upload's answerHash, which firestore.rules refuse to serve.
      const stamped = { ...stampField, answerHash: FieldValue.delete() };
      for (const id of stamp) batch.update(questions.doc(id), stamped);
      await within.firestore(() => batch.commit(), { writing: true });
    },
    async updateDatabase(updates) {
      await within.database(() => database.ref().update(updates), { writing: true });
    },
  };
}

/**
 * Firestore first, then RTDB in one multi-path update; a failure becomes a WriteFailure,
 * and a call that never answered stays a NoAnswer, which says as much.
 */
async function writePlan(store: NightStore, plan: NightPlan): Promise<void> {
  try {
    await store.writeQuestions(plan.firestore);
    await store.updateDatabase(plan.database);
  } catch (failure) {
    throw failure instanceof NoAnswer ? failure : new WriteFailure(failure);
  }
}

/**
 * Reads what the databases hold (the stored bank too, for an upload), plans the write
 * (see planSchedule), and writes
 * Firestore first, then RTDB in one multi-path update: moving a night later hides
 * the riddles before the new schedule lets anyone register.
 * Returns the plan, or `{ problem }` with nothing written.
 */
export async function writeSchedule(
  store: NightStore,
  request: Omit<ScheduleRequest, 'stored'>,
): Promise<Outcome<NightPlan>> {
  const stored: StoredNight = {
    schedule: await store.readSchedule(),
    questions: await store.readQuestions(),
    ...(request.uploads ? await store.readBank() : {}),
  };
  const plan = planSchedule({ ...request, stored });
  if (plan.problem !== undefined) return plan;
  await writePlan(store, plan);
  return plan;
}

/**
 * Reads what a new night replaces, plans it (see planNewNight) and, unless `dryRun`,
 * writes as writeSchedule does: Firestore first, then RTDB in one multi-path update holding
 * the archive entry, the cleared nodes and the schedule, so RTDB is never half done.
 * Returns the plan, or `{ problem }` with nothing written.
 */
export async function startNewNight(
  store: NightStore,
  { dryRun, ...request }: Omit<NewNightRequest, 'stored'> & { dryRun: boolean },
): Promise<Outcome<NewNightPlan>> {
  const schedule = await store.readSchedule();
  const date = archiveDateOf(schedule);
  const stored = {
    schedule,
    teams: await store.readTeams(),
    archived: date === null ? null : await store.readArchive(date),
    questions: await store.readQuestions(),
  };
  const plan = planNewNight({ ...request, stored });
  if (plan.problem !== undefined || dryRun) return plan;
  await writePlan(store, plan);
  return plan;
}

/**
 * Opens firebase-admin on `target` (see uploadTarget); `close` ends the app. `database` replaces
 * its Realtime Database where it cannot reach one (the loopback database, see sample-night.ts).
 */
export async function openAdminNightStore(
  target: Target,
  database?: DatabaseLike,
): Promise<OpenedStore<NightStore>> {
  const { getFirestore, Timestamp, FieldValue } = await import('firebase-admin/firestore');
  const { getDatabase } = await import('firebase-admin/database');
  const { app, close } = await openAdminApp(target);
  const store = adminNightStore({
    firestore: getFirestore(app),
    database: database ?? getDatabase(app),
    Timestamp,
    FieldValue,
    target,
  });
  return { store, close };
}
