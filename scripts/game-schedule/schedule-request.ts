import type { GameSchedule } from '../../src/game/types.ts';
import type { RiddleDocument, Upload } from '../questions-upload/question-bank.ts';

/** A `questions/*` document's id and opensAt (ms; null without one, NaN for a non-timestamp). */
export interface StoredQuestion {
  id: string;
  opensAt: number | null;
}

/** What the databases hold of the night; `answers` and `alternatives` are read for an upload. */
export interface StoredNight {
  schedule: GameSchedule | null;
  questions: StoredQuestion[];
  answers?: Record<string, unknown>;
  alternatives?: Record<string, Record<string, unknown> | undefined>;
}

/** A write game:schedule (`uploads` null) or questions:upload asks for (see planSchedule). */
export interface ScheduleRequest {
  schedule: GameSchedule | null;
  uploads: Upload[] | null;
  stored: StoredNight;
  replace: boolean;
  replaceLive?: boolean | undefined;
  offsetMinutes: number;
  /** Server time now, to refuse a night that has already opened; null skips that. */
  now: number | null;
}

/** What Firestore gets: documents `set` whole, others `stamp`ed with opensAt only. */
export interface FirestoreWrites {
  opensAt: number | null;
  set: { id: string; document: RiddleDocument }[];
  stamp: string[];
}

/** A planned write: Firestore first, then RTDB in one multi-path update. */
export interface NightPlan {
  firestore: FirestoreWrites;
  database: Record<string, unknown>;
}
