import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README, the lab's README and docs/ name files, folders and each other's headings: every
 * relative link must reach a file (and heading) that exists, and every repository path they name
 * in code style or in the README's folder map must exist, so moving a file names the pages to
 * update. The README's map holds every folder of the code, and its documentation table every
 * page of docs/, so a new one is found on them.
 */
const root = resolve(import.meta.dirname, '..');

const FENCE = /^(```|~~~)/;
/**
 * Paths in code style that name a place in the repository (not a URL, a pattern or a database
 * path): a span that is one, or one word of a command (`npx vitest run src/game/guess-wait.test.ts`).
 */
const REPOSITORY_PATH = /^(src|scripts|lab|rules|tests|docs|public|\.ci)\/[\w./-]*$/;
/** The folders whose every folder the README's map must show. */
const MAPPED = ['src', 'scripts', 'lab', 'rules', 'tests'];

/** The lines outside fenced code blocks, and the blocks themselves. */
function split(markdown: string): { prose: string[]; blocks: string[][] } {
  const prose: string[] = [];
  const blocks: string[][] = [];
  let block: string[] | null = null;
  for (const line of markdown.split('\n')) {
    if (FENCE.test(line.trim())) {
      if (block) {
        blocks.push(block);
        block = null;
      } else {
        block = [];
      }
    } else if (block) {
      block.push(line);
    } else {
      prose.push(line);
    }
  }
  return { prose, blocks };
}

/** A heading's anchor as GitHub makes it: plain text, lowercase, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every heading's anchor; a repeated heading gets -1, -2 ... as on GitHub. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const found = new Set<string>();
  for (const line of split(markdown).prose) {
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (!heading) continue;
    const base = slug(heading[1] ?? '');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    found.add(count === 0 ? base : `${base}-${count}`);
  }
  return found;
}

/** The prose with code spans removed, so that a link written inside code is not taken. */
const withoutCode = (line: string) => line.replace(/`[^`]*`/g, '');

/** The targets of inline links and images: `[text](target)`, `![alt](target)`. */
function linkTargets(markdown: string): string[] {
  const prose = split(markdown).prose.map(withoutCode).join('\n');
  return [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1] ?? '');
}

/** Repository paths named in code style outside code blocks. */
function codePaths(markdown: string): string[] {
  const spans = split(markdown).prose.flatMap((line) => [...line.matchAll(/`([^`]+)`/g)]);
  const words = spans.flatMap((span) => (span[1] ?? '').split(/[\s"']+/));
  return words.filter((word) => REPOSITORY_PATH.test(word));
}

/**
 * The paths a folder map names (`name/` opens a folder for the deeper lines; `a.ts, b.ts` names
 * two files; a line that only goes on with the description is skipped).
 */
function treePaths(lines: string[]): string[] {
  const descriptionColumn = Math.min(
    ...lines.map((line) => /^(\s*\S+(?:, \S+)*\s{2,})\S/.exec(line)?.[1]?.length ?? Infinity),
  );
  const folders: string[] = [];
  const paths: string[] = [];
  for (const line of lines) {
    const indent = line.length - line.trimStart().length;
    if (line.trim() === '' || indent >= descriptionColumn) continue;
    const depth = indent / 2;
    folders.length = depth;
    const names = (line.trim().split(/\s{2,}/)[0] ?? '').split(', ');
    for (const name of names) paths.push([...folders, name].join(''));
    const last = names.at(-1) ?? '';
    if (last.endsWith('/')) folders[depth] = last;
  }
  return paths;
}

function markdownFiles(): string[] {
  const docs = readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(root, 'docs', name));
  return [join(root, 'README.md'), join(root, 'lab', 'README.md'), ...docs];
}

/** The README's folder map: the code block that starts with `src/`. */
function readmeMap(): string[] | undefined {
  const readme = split(readFileSync(join(root, 'README.md'), 'utf8'));
  return readme.blocks.find((block) => block[0] === 'src/');
}

/** The folders directly under `MAPPED`, as the map writes them (`src/game/`). */
const codeFolders = () =>
  MAPPED.flatMap((top) =>
    readdirSync(join(root, top), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${top}/${entry.name}/`),
  );

/** What is wrong with a link from `file`, or null when it reaches its file and heading. */
function brokenLink(file: string, target: string): string | null {
  if (/^[a-z]+:/i.test(target)) return null;
  const [path = '', anchor] = target.split('#');
  const destination = path === '' ? file : resolve(dirname(file), path);
  const inside = relative(root, destination);
  if (inside.startsWith('..')) return 'leaves the repository';
  if (!existsSync(destination)) return 'no such file';
  if (anchor === undefined) return null;
  if (statSync(destination).isDirectory() || !destination.endsWith('.md')) {
    return 'an anchor in a file that has no headings';
  }
  return anchors(readFileSync(destination, 'utf8')).has(anchor) ? null : 'no such heading';
}

describe('markdown helpers', () => {
  it('makes anchors as GitHub does', () => {
    expect(slug('1. Rehearse on the staging project')).toBe('1-rehearse-on-the-staging-project');
    expect(slug('`npm run perf`')).toBe('npm-run-perf');
    expect(slug('What the organizers can do, as players see it')).toBe(
      'what-the-organizers-can-do-as-players-see-it',
    );
    expect([...anchors('# A\n## Notes\n```\n# not a heading\n```\n## Notes')]).toEqual([
      'a',
      'notes',
      'notes-1',
    ]);
  });

  it('finds links and code paths in prose, not in code', () => {
    const markdown =
      'See [a](docs/a.md#x) and `src/game/` but not `[b](c.md)`.\n```\n[d](e.md)\n```';
    expect(linkTargets(markdown)).toEqual(['docs/a.md#x']);
    expect(codePaths(markdown)).toEqual(['src/game/']);
    expect(codePaths('`user/{teamKey}`, `public/images/<section>/`, `npm test`')).toEqual([]);
    expect(
      codePaths('`npx x "vitest run tests/a.test.ts"` and `node scripts/b.mjs ~/c.json`'),
    ).toEqual(['tests/a.test.ts', 'scripts/b.mjs']);
  });

  it('reads a folder map', () => {
    const map = [
      'src/',
      '  a.ts, b.ts     two files',
      '  game/          the rules,',
      '                 on two lines',
      '    deep/        deeper',
      'docs/            the docs',
    ];
    expect(treePaths(map)).toEqual([
      'src/',
      'src/a.ts',
      'src/b.ts',
      'src/game/',
      'src/game/deep/',
      'docs/',
    ]);
  });
});

describe('the README and docs/', () => {
  it('link only to files and headings that exist', () => {
    const broken = markdownFiles().flatMap((file) =>
      linkTargets(readFileSync(file, 'utf8')).flatMap((target) => {
        const problem = brokenLink(file, target);
        return problem ? [`${relative(root, file)}: ${target} (${problem})`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });

  it('name only repository paths that exist', () => {
    const missing = markdownFiles().flatMap((file) =>
      codePaths(readFileSync(file, 'utf8'))
        .filter((path) => !existsSync(join(root, path)))
        .map((path) => `${relative(root, file)}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it("map only folders and files that exist (the README's folder map)", () => {
    const map = readmeMap();
    expect(map, 'the README has a folder map starting with src/').toBeDefined();
    const missing = treePaths(map ?? []).filter((path) => !existsSync(join(root, path)));
    expect(missing).toEqual([]);
  });

  it(`map every folder of ${MAPPED.join(', ')} (the README's folder map)`, () => {
    const mapped = new Set(treePaths(readmeMap() ?? []));
    expect(codeFolders().filter((folder) => !mapped.has(folder))).toEqual([]);
  });

  it("list every page of docs/ (the README's documentation table)", () => {
    const readme = join(root, 'README.md');
    const linked = new Set(
      linkTargets(readFileSync(readme, 'utf8')).map((target) =>
        relative(root, resolve(root, target.split('#')[0] ?? '')),
      ),
    );
    const pages = readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md'));
    expect(pages.map((name) => `docs/${name}`).filter((page) => !linked.has(page))).toEqual([]);
  });
});
