// After `npm run build`: no notes or course-structure link is in the built site (dist/, the
// pre-rendered pages included, and the server bundle dist-ssr/ while a build keeps it). The
// links are for the department's verified students, so only the database serves them
// (docs/content.md). `node scripts/build/check-notes-links.mjs [NOTES_FILE]` checks against the
// sample file, or against the real file an organizer names.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '../..');
export const SAMPLE_NOTES_FILE = join(root, 'src/content/semester-notes.sample.json');
export const BUILD_DIR = join(root, 'dist');
/** The pre-renderer deletes its server bundle once the pages are written. */
export const SSR_DIR = join(root, 'dist-ssr');

/** Every link of a notes file: each semester's course structure, subject folder and item. */
export function notesLinks(notes) {
  return notes.flatMap((semester) => [
    semester.courseStructure,
    ...semester.subjects.flatMap((subject) => [
      subject.dest,
      ...(subject.items ?? []).map((item) => item.link),
    ]),
  ]);
}

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The files under `dirs` that hold any of `links`, as written or with its slashes escaped (as
 * JSON in a script may write them), each with the first link found.
 */
export function filesWithLinks(dirs, links) {
  const forms = links.flatMap((link) => [link, link.replaceAll('/', '\\/')]);
  const found = [];
  for (const dir of dirs) {
    for (const file of filesUnder(dir)) {
      const text = readFileSync(file, 'latin1');
      const link = forms.find((form) => text.includes(form));
      if (link) found.push({ file, link });
    }
  }
  return found;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const notesFile = resolve(process.argv[2] ?? SAMPLE_NOTES_FILE);
  const links = notesLinks(JSON.parse(readFileSync(notesFile, 'utf8')));
  if (!existsSync(BUILD_DIR))
    throw new Error(`${BUILD_DIR} is missing: run \`npm run build\` first.`);
  const found = filesWithLinks(
    [BUILD_DIR, SSR_DIR].filter((dir) => existsSync(dir)),
    links,
  );
  for (const { file, link } of found) {
    console.error(`NOTES LINK IN THE BUILD: ${relative(root, file)} holds ${link}`);
  }
  if (found.length === 0) {
    console.info(
      `No notes link in the build (${links.length} links of ${relative(root, notesFile)}).`,
    );
  }
  process.exitCode = found.length === 0 ? 0 : 1;
}
