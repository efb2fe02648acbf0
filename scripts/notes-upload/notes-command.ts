import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { notesProblems, type SemesterNotes } from '../../src/content/semester-notes.ts';
import { NoAnswer } from '../common/call-timeout.ts';
import { reasonOf, withTargetStore, type CommandOptions } from '../common/game-command.ts';
import { NOTES_DOCUMENT, type NotesStore } from './notes-store.ts';
import type { Outcome } from '../common/outcome.ts';
import { notesTarget } from '../common/upload-target.ts';

export const NOTES_USAGE = `Usage: npm run notes:upload -- FILE [--dry-run]
Checks a semester notes file (the eight semesters, First to Eighth, each with its
courseStructure link and its subjects' id, name, dest folder link, image and items,
as src/content/semester-notes.sample.json), then replaces Firestore ${NOTES_DOCUMENT}
with it whole. Only an account with a verified address at the department's domain
can read it (firestore.rules). It prints counts, never a link.
  --dry-run   check the file and print what would be written; connects to nothing
A real project needs GOOGLE_APPLICATION_CREDENTIALS (and GCLOUD_PROJECT when the key
names no project); the emulator needs FIRESTORE_EMULATOR_HOST and GCLOUD_PROJECT.`;

interface NotesArgs {
  file: string;
  dryRun: boolean;
}

export function parseNotesArgs(argv: string[]): Outcome<NotesArgs> {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: { 'dry-run': { type: 'boolean' } },
      allowPositionals: true,
    });
    const [file, ...rest] = positionals;
    if (!file || rest.length > 0) return { problem: 'Name one notes file.' };
    return { file, dryRun: values['dry-run'] === true };
  } catch (error) {
    return { problem: reasonOf(error) };
  }
}

/** `{ notes }` from the file, or the problem, naming semesters and fields but never a link. */
async function loadNotes(
  file: string,
  readText: (file: string) => Promise<string>,
): Promise<Outcome<{ notes: readonly SemesterNotes[] }>> {
  let notes: unknown;
  try {
    notes = JSON.parse(await readText(file));
  } catch (error) {
    const reason = error instanceof SyntaxError ? 'it is not valid JSON' : 'it cannot be read';
    return { problem: `Could not load ${file}: ${reason}.` };
  }
  const problems = notesProblems(notes);
  if (problems.length > 0)
    return { problem: `The notes are not valid:\n- ${problems.join('\n- ')}` };
  // notesProblems found none: the file holds the eight semesters' notes.
  return { notes: notes as SemesterNotes[] };
}

function describeNotes(notes: readonly SemesterNotes[]): string {
  const subjects = notes.flatMap((semester) => semester.subjects);
  const items = subjects.reduce((count, subject) => count + subject.items.length, 0);
  const links = notes.length + subjects.length + items;
  return `${NOTES_DOCUMENT}: ${notes.length} semesters, ${subjects.length} subjects, ${items} items, ${links} links`;
}

/**
 * The core of `npm run notes:upload`. Everything outside is passed in: `env`, `readText(path)`
 * for the file, `openStore(target)` resolving to `{ store, close }` (see openNotesStore), and
 * `log` / `error`. Resolves to the exit code.
 */
export async function runNotesCommand(
  options: CommandOptions<NotesStore> & { readText?: (file: string) => Promise<string> },
): Promise<number> {
  const { argv, env, openStore, log, error } = options;
  const { readText = (file: string) => readFile(file, 'utf8') } = options;
  const args = parseNotesArgs(argv);
  if (args.problem !== undefined) {
    error(`${args.problem}\n\n${NOTES_USAGE}`);
    return 1;
  }
  const loaded = await loadNotes(resolve(args.file), readText);
  if (loaded.problem !== undefined) {
    error(loaded.problem);
    return 1;
  }
  if (args.dryRun) {
    log(`Dry run, nothing written. Would replace:\n  ${describeNotes(loaded.notes)}`);
    return 0;
  }
  return withTargetStore({ target: notesTarget(env), openStore, error }, async (store, target) => {
    try {
      await store.writeNotes(loaded.notes);
    } catch (failure) {
      error(failure instanceof NoAnswer ? failure.message : `Writing failed: ${reasonOf(failure)}`);
      return 1;
    }
    log(`Wrote to ${target.description}:\n  ${describeNotes(loaded.notes)}`);
    return 0;
  });
}
