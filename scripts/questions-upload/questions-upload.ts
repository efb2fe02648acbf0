/**
 * npm run questions:upload -- FILE --opens 2026-12-05T18:00+05:30 --hours 2 [--replace] [--replace-live] [--dry-run]
 * npm run questions:upload -- FILE --no-schedule [--replace-live] [--dry-run]
 *
 * Validates a question bank (JSON array of { qNo, question, answer, accept?, image?, audio? }),
 * then writes each Firestore questions/{qNo} whole (the riddle only, nothing derived from the
 * answer, stamped with the night's opensAt), RTDB answers/{qNo} (the proof),
 * alternatives/{qNo} (the accepted spellings' proofs) and game/schedule (see
 * scripts/common/night-args.ts for the usage text). Against the
 * emulators when FIRESTORE_EMULATOR_HOST / FIREBASE_DATABASE_EMULATOR_HOST are set, else
 * against the project of the service account in GOOGLE_APPLICATION_CREDENTIALS.
 * Prints paths, field names and times only: no answer, hash or proof.
 */
import { exitWith } from '../common/game-command.ts';
import { runScheduleCommand } from '../game-schedule/schedule-command.ts';
import { openAdminNightStore } from '../common/night-store.ts';

exitWith(
  await runScheduleCommand({
    argv: process.argv.slice(2),
    withBank: true,
    env: process.env,
    openStore: openAdminNightStore,
    log: console.info,
    error: console.error,
  }),
);
