/**
 * npm run notes:upload -- FILE [--dry-run]
 *
 * Checks a semester notes file (as src/content/semester-notes.sample.json), then replaces
 * Firestore notes/semesters with it, which only verified department addresses can read
 * (docs/content.md). Against the emulator when FIRESTORE_EMULATOR_HOST is set, else against
 * the project of the service account in GOOGLE_APPLICATION_CREDENTIALS. Prints counts only.
 */
import { exitWith } from '../common/game-command.ts';
import { runNotesCommand } from './notes-command.ts';
import { openNotesStore } from './notes-store.ts';

exitWith(
  await runNotesCommand({
    argv: process.argv.slice(2),
    env: process.env,
    openStore: openNotesStore,
    log: console.info,
    error: console.error,
  }),
);
