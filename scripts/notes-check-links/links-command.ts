import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { notesProblems, type SemesterNotes } from '../../src/content/semester-notes.ts';
import { reasonOf, withTargetStore, type CommandOptions } from '../common/game-command.ts';
import type { Outcome } from '../common/outcome.ts';
import { notesTarget } from '../common/upload-target.ts';
import { NOTES_DOCUMENT } from '../notes-upload/notes-store.ts';
import { deadLinks, linksOf, type CheckOptions, type FetchLike } from './check-links.ts';
import { LINK_CHECK_DOCUMENT, type LinksStore } from './links-store.ts';

export const LINKS_USAGE = `Usage: npm run notes:check-links -- (FILE | --firestore) [--save] [--timeout SECONDS]
Tries every link of the semester notes (each course structure, subject folder and
item) with HEAD, then GET where HEAD is refused, and lists the dead ones by semester,
subject and item, never by link. Exits 1 when a link is dead.
  FILE         a notes file, as src/content/semester-notes.sample.json
  --firestore  the notes the site serves, Firestore ${NOTES_DOCUMENT}
  --save       also keep the list in Firestore ${LINK_CHECK_DOCUMENT}, for the console
  --timeout    seconds one request may take (15)
Firestore needs GOOGLE_APPLICATION_CREDENTIALS (and GCLOUD_PROJECT when the key names no
project), or FIRESTORE_EMULATOR_HOST and GCLOUD_PROJECT for the emulator.`;

interface LinksArgs {
  file?: string;
  firestore: boolean;
  save: boolean;
  timeoutMs: number;
}

export function parseLinksArgs(argv: string[]): Outcome<LinksArgs> {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: {
        firestore: { type: 'boolean' },
        save: { type: 'boolean' },
        timeout: { type: 'string' },
      },
      allowPositionals: true,
    });
    const firestore = values.firestore === true;
    const [file, ...rest] = positionals;
    if (rest.length > 0 || Boolean(file) === firestore) {
      return { problem: 'Name one notes file, or --firestore.' };
    }
    const seconds = Number(values.timeout ?? 15);
    if (!(seconds > 0)) return { problem: '--timeout takes a number of seconds.' };
    return { file, firestore, save: values.save === true, timeoutMs: seconds * 1000 };
  } catch (error) {
    return { problem: reasonOf(error) };
  }
}

function asNotes(notes: unknown, source: string): Outcome<{ notes: readonly SemesterNotes[] }> {
  const problems = notesProblems(notes);
  if (problems.length > 0) {
    return { problem: `The notes of ${source} are not valid:\n- ${problems.join('\n- ')}` };
  }
  // notesProblems found none: they are the eight semesters' notes.
  return { notes: notes as SemesterNotes[] };
}

async function notesOfFile(file: string, readText: (file: string) => Promise<string>) {
  try {
    return asNotes(JSON.parse(await readText(file)), file);
  } catch (error) {
    const reason = error instanceof SyntaxError ? 'it is not valid JSON' : 'it cannot be read';
    return { problem: `Could not load ${file}: ${reason}.` };
  }
}

/**
 * The core of `npm run notes:check-links`: everything outside it is passed in (`fetch`, the
 * store, `readText`, `log`, `error`). Resolves to the exit code: 1 when a link is dead.
 */
export async function runLinksCommand(
  options: CommandOptions<LinksStore> & {
    fetch: FetchLike;
    readText?: (file: string) => Promise<string>;
    wait?: CheckOptions['wait'];
  },
): Promise<number> {
  const { argv, env, openStore, log, error, fetch, wait } = options;
  const { readText = (file: string) => readFile(file, 'utf8') } = options;
  const args = parseLinksArgs(argv);
  if (args.problem !== undefined) {
    error(`${args.problem}\n\n${LINKS_USAGE}`);
    return 1;
  }
  const { file, save, timeoutMs } = args;

  async function check(notes: readonly SemesterNotes[], source: string, store?: LinksStore) {
    const links = linksOf(notes);
    const dead = await deadLinks(links, { fetch, wait, timeoutMs });
    const counted = `Checked ${links.length} links of ${source}:`;
    if (dead.length === 0) log(`${counted} none is dead.`);
    else
      error(
        `${counted} ${dead.length} dead.\n${dead.map((d) => `- ${d.where}: ${d.reason}`).join('\n')}`,
      );
    if (store) {
      await store.saveReport({ checkedAt: new Date(), links: links.length, dead });
      log(`The list is in ${LINK_CHECK_DOCUMENT}, for the console.`);
    }
    return dead.length === 0 ? 0 : 1;
  }

  const fromFile = file ? await notesOfFile(resolve(file), readText) : undefined;
  if (fromFile?.problem !== undefined) {
    error(fromFile.problem);
    return 1;
  }
  if (file && fromFile && !save) return check(fromFile.notes, file);
  return withTargetStore({ target: notesTarget(env), openStore, error }, async (store, target) => {
    if (fromFile) return check(fromFile.notes, file ?? '', store);
    const read = asNotes(await store.readNotes(), `${NOTES_DOCUMENT} on ${target.description}`);
    if (read.problem !== undefined) {
      error(read.problem);
      return 1;
    }
    return check(
      read.notes,
      `${NOTES_DOCUMENT} on ${target.description}`,
      save ? store : undefined,
    );
  });
}
