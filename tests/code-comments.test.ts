import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Code comments name files, and the docs, comments and tests explain by citing: every repository
 * path a comment names must exist, and nothing may cite a document the repository does not hold
 * (docs/testing.md, "The docs' links and paths").
 */
const root = resolve(import.meta.dirname, '..');

const CODE_FOLDERS = ['src', 'scripts', 'lab', 'rules', 'tests', '.ci'];
const ROOT_FILES = [
  'eslint.config.js',
  'vite.config.ts',
  'vitest.config.ts',
  'playwright.config.ts',
  'firestore.rules',
  '.env.example',
  'index.html',
];
const SKIPPED = new Set(['node_modules', 'dist', 'dist-ssr', 'test-results', 'playwright-report']);

/** A repository path in running text: `src/game/numbers.ts`, `rules/database/`. */
const REPOSITORY_PATH =
  /(?<![\w./@$-])((?:src|scripts|lab|rules|tests|docs|public|\.ci)\/[\w./-]*[\w/])/g;

/**
 * What cites a document kept outside the repository: a design, specification or style guide
 * by name, its sections, an issue by number, or "the design's" and "the issue's" anything.
 */
const OUTSIDE_CITATIONS = [
  /\b(?:DESIGN|SPEC|STYLE)(?:\.md)?\b/,
  /§/,
  /\bthe (?:design|spec|specification|issue|brief)(?:'s|’s)/i,
  /\b(?:issue|PR|pull request) ?#?\d+/i,
];

function filesUnder(folder: string): string[] {
  if (!existsSync(join(root, folder))) return [];
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((path) => !path.split('/').some((part) => SKIPPED.has(part)));
}

const isScript = (path: string) => /\.(?:[cm]?[jt]sx?)$/.test(path);

/** The comments of a script, as TypeScript reads them (never a string or a regular expression). */
function scriptComments(path: string, text: string): string[] {
  const kind = path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, kind);
  const found = new Map<number, string>();
  const take = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) found.set(range.pos, text.slice(range.pos, range.end));
  };
  const visit = (node: ts.Node) => {
    take(ts.getLeadingCommentRanges(text, node.getFullStart()));
    take(ts.getTrailingCommentRanges(text, node.getEnd()));
    node.forEachChild(visit);
  };
  visit(source);
  take(ts.getLeadingCommentRanges(text, source.endOfFileToken.getFullStart()));
  return [...found.values()];
}

/** The comments of any other file: CSS and rules blocks, `//` and `#` lines, HTML comments. */
function otherComments(text: string): string[] {
  const patterns = [/\/\*[\s\S]*?\*\//g, /(?<![:\w])\/\/.*$/gm, /^\s*#.*$/gm, /<!--[\s\S]*?-->/g];
  return patterns.flatMap((pattern) => text.match(pattern) ?? []);
}

/**
 * The comments of a file that `mentions` something in its text: parsing every file would take
 * most of a test's time on a slow machine, and few mention anything.
 */
function comments(path: string, mentions: (text: string) => boolean): string[] {
  const text = readFileSync(join(root, path), 'utf8');
  if (!mentions(text)) return [];
  return isScript(path) ? scriptComments(path, text) : otherComments(text);
}

const codeFiles = () =>
  [...CODE_FOLDERS.flatMap(filesUnder), ...ROOT_FILES].filter(
    (path) => !/\.(?:json|svg|png|webp|wav|mp3|woff2?)$/.test(path),
  );
const markdownFiles = () =>
  ['README.md', ...filesUnder('lab'), ...filesUnder('docs')].filter((p) => p.endsWith('.md'));
const isTest = (path: string) => path.startsWith('tests/') || /\.(?:test|spec)\.tsx?$/.test(path);
/** This file, whose examples are the citations it refuses. */
const THIS_FILE = relative(root, import.meta.filename);

const pathsIn = (text: string) =>
  [...text.matchAll(REPOSITORY_PATH)].map((match) => (match[1] ?? '').replace(/\.$/, ''));
const citationsIn = (text: string) =>
  OUTSIDE_CITATIONS.flatMap((pattern) => text.match(pattern)?.[0] ?? []);
const namesMissingPath = (text: string) =>
  pathsIn(text).some((path) => !existsSync(join(root, path)));
const cites = (text: string) => citationsIn(text).length > 0;

describe('reading comments', () => {
  it('takes comments, never strings or regular expressions', () => {
    const code =
      "/** See src/a.ts. */\nconst a = '// src/b.ts'; // src/c.ts\nconst b = /\\/\\/ src\\/d/;\n";
    expect(scriptComments('x.ts', code).flatMap(pathsIn)).toEqual(['src/a.ts', 'src/c.ts']);
    expect(otherComments('a { b: url(https://x/y) } /* src/e.css */\n# lab/f\n')).toEqual([
      '/* src/e.css */',
      '# lab/f',
    ]);
  });

  it('finds citations of documents outside the repository', () => {
    const cited = [
      'as DESIGN.md says',
      "the design's §4b",
      'SPEC says',
      "the issue's hall",
      'see issue #41',
    ];
    expect(cited.map((text) => citationsIn(text).length > 0)).toEqual(cited.map(() => true));
    const plain = ['design tokens', 'DEV_SERVER_SPECS', "the token's issue time", 'docs/game.md'];
    expect(plain.flatMap(citationsIn)).toEqual([]);
  });
});

describe('code comments', () => {
  it('name only repository paths that exist', () => {
    const missing = codeFiles().flatMap((file) =>
      comments(file, namesMissingPath)
        .flatMap(pathsIn)
        .filter((path) => !existsSync(join(root, path)))
        .map((path) => `${file}: ${path}`),
    );
    expect(missing).toEqual([]);
  });
});

describe('docs, comments and tests', () => {
  it('cite no document outside the repository', () => {
    const cited = [
      ...markdownFiles().map((file) => [file, readFileSync(join(root, file), 'utf8')] as const),
      ...codeFiles()
        .filter((file) => file !== THIS_FILE)
        .map((file) => {
          const text = isTest(file)
            ? readFileSync(join(root, file), 'utf8')
            : comments(file, cites).join('\n');
          return [file, text] as const;
        }),
    ].flatMap(([file, text]) => citationsIn(text).map((citation) => `${file}: ${citation}`));
    expect(cited).toEqual([]);
  });
});
