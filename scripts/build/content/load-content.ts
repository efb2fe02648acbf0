import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import type { z } from 'zod';
import {
  contentCollections,
  type Content,
  type ContentCollections,
} from '../../../src/content/schema/collections.ts';
import { crossCheck, type ContentProblem } from '../../../src/content/schema/cross-checks.ts';
import type { FindPicture, PictureFile } from '../../../src/content/schema/picture.ts';
import { plainWords } from './plain-words.ts';
import { withoutBlanks } from './without-blanks.ts';

/** Pictures as the site serves them: site-relative paths under the root's public/ folder. */
export function picturesIn(root: string): FindPicture {
  return (src) => {
    const path = join(root, 'public', src);
    if (src.includes('..') || !existsSync(path) || !statSync(path).isFile()) return undefined;
    const bytes = readFileSync(path);
    return { bytes: bytes.length, format: formatOf(bytes) } satisfies PictureFile;
  };
}

function formatOf(bytes: Uint8Array): string | undefined {
  try {
    return imageSize(bytes).type;
  } catch {
    return undefined;
  }
}

type Outcome =
  { content: Content; problems: [] } | { content: undefined; problems: ContentProblem[] };

/**
 * Reads every content file under `root`, checks each against its schema and all of them against
 * each other, and gives the content, or every problem found (not only the first).
 */
export function loadContent(root: string): Outcome {
  const collections: ContentCollections = contentCollections(picturesIn(root));
  const problems: ContentProblem[] = [];
  const read = <Schema extends z.ZodType>(file: string, schema: Schema) => {
    const path = join(root, file);
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      const reason = existsSync(path) ? (error as Error).message : 'the file is missing';
      problems.push({ file, field: '(whole file)', message: `cannot be read: ${reason}` });
      return undefined;
    }
    const result = schema.safeParse(withoutBlanks(data), { error: plainWords });
    if (result.success) return result.data as z.output<Schema>;
    for (const issue of result.error.issues) problems.push({ file, ...fieldAndMessage(issue) });
    return undefined;
  };

  const folders = Object.fromEntries(
    Object.entries(collections.folders).map(([name, { folder, schema }]) => [
      name,
      jsonFiles(join(root, folder)).flatMap((file) => {
        const record = read(`${folder}/${file}.json`, schema);
        return record === undefined ? [] : [{ ...(record as object), file }];
      }),
    ]),
  );
  const files = Object.fromEntries(
    Object.entries(collections.files).map(([name, { file, schema }]) => [name, read(file, schema)]),
  );
  if (problems.length > 0) return { content: undefined, problems };
  const content = { ...folders, ...files } as Content;
  const crossProblems = crossCheck(content);
  return crossProblems.length > 0
    ? { content: undefined, problems: crossProblems }
    : { content, problems: [] };
}

function jsonFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => entry.name.slice(0, -'.json'.length))
    .sort();
}

/** `roles.2.term`: the field's path, lists counted from 1 as a person counts them. */
function fieldAndMessage(issue: z.core.$ZodIssue): Omit<ContentProblem, 'file'> {
  const path = issue.path.map((part) =>
    typeof part === 'number' ? String(part + 1) : String(part),
  );
  if (issue.code === 'unrecognized_keys')
    return {
      field: [...path, issue.keys.join(', ')].join('.'),
      message: 'is not a field the site knows (a typing mistake, or a field to remove?)',
    };
  return { field: path.join('.') || '(whole file)', message: issue.message };
}

/** The problems as the build prints them: one line each, the file first. */
export function describeProblems(problems: readonly ContentProblem[]): string {
  const lines = problems.map(({ file, field, message }) => `  ${file}: ${field} ${message}`);
  return [
    `The content has ${problems.length} problem${problems.length === 1 ? '' : 's'} (docs/content.md says what each field takes):`,
    ...lines,
  ].join('\n');
}
