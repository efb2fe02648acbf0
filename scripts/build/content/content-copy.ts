import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../hosting-rules.ts';

/**
 * A throw-away copy of content/ and the pictures for the content tests, which break its files
 * one way at a time; `edit` changes one JSON file in place.
 */
export function contentCopy() {
  const root = mkdtempSync(join(tmpdir(), 'ecs-content-'));
  cpSync(join(projectRoot, 'content'), join(root, 'content'), { recursive: true });
  cpSync(join(projectRoot, 'public/images'), join(root, 'public/images'), { recursive: true });
  return {
    root,
    edit(file: string, change: (data: Record<string, unknown>) => void) {
      const path = join(root, file);
      const data = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
      change(data);
      writeFileSync(path, JSON.stringify(data));
    },
    write(file: string, content: string | Buffer) {
      writeFileSync(join(root, file), content);
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
