import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No module imports itself through others, types included. ESLint's import-x/no-cycle follows
 * value imports only (it skips every `import type`), so this test reads each file's imports as
 * TypeScript does, `import type` and `export ... from` among them, and looks for a cycle.
 */
const root = resolve(import.meta.dirname, '..', '..');
const FOLDERS = ['src', 'scripts', 'lab', 'rules', 'tests'];
const SCRIPT = /\.(?:ts|tsx|mts|mjs)$/;

function scripts(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SCRIPT.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The repository files `file` imports: relative paths and `@/` (src/), as written. */
function importsOf(file: string, text: string, known: Set<string>): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.flatMap(({ fileName }) => {
    const base = fileName.startsWith('@/')
      ? join(root, 'src', fileName.slice(2))
      : fileName.startsWith('.')
        ? resolve(dirname(file), fileName)
        : null;
    const found = base && [base, `${base}.ts`, `${base}.tsx`].find((path) => known.has(path));
    return found ? [found] : [];
  });
}

/** Each cycle of the graph once, as the files on it (Tarjan's strongly connected components). */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component = stack.splice(stack.indexOf(node));
    if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('import cycles', () => {
  it('are found through type imports too', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['a', 'c']],
      ['c', []],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b']]);
    expect(
      cycles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
    const [x, z] = [join(root, 'src/x.ts'), join(root, 'src/y/z.ts')];
    const known = new Set([x, z]);
    const text = "import type { A } from './y/z.ts';\nexport { B } from '@/x.ts';\nimport 'react';";
    expect(importsOf(join(root, 'src/w.ts'), text, known)).toEqual([z, x]);
  });

  it('join no two modules of the repository', () => {
    const files = FOLDERS.flatMap(scripts);
    const known = new Set(files);
    const graph = new Map(
      files.map((file) => [file, importsOf(file, readFileSync(file, 'utf8'), known)]),
    );
    const found = cycles(graph).map((cycle) => cycle.map((file) => relative(root, file)));
    expect(found).toEqual([]);
  });
});
