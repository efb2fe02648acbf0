import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { contentCopy } from './content-copy.ts';
import { contentData } from './content-plugin.ts';

let copy: ReturnType<typeof contentCopy> | undefined;
afterEach(() => copy?.remove());

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const hook = (plugin: Plugin, name: 'buildStart' | 'load' | 'resolveId') =>
  plugin[name] as unknown as Hook;

describe('the build reads the content', () => {
  it('stops at its start, naming the file, the field and what is wrong', () => {
    copy = contentCopy();
    const [file] = readdirSync(join(copy.root, 'content/events')).filter((name) =>
      name.endsWith('.json'),
    );
    copy.edit(`content/events/${file ?? ''}`, (event) => (event.venue = ''));
    const plugin = contentData(copy.root);
    expect(() => hook(plugin, 'buildStart').call({})).toThrow(
      `content/events/${file ?? ''}: venue is missing`,
    );
  });

  it("gives a page plain data from the content's views, and nothing for an unknown view", () => {
    copy = contentCopy();
    const plugin = contentData(copy.root);
    hook(plugin, 'buildStart').call({});
    const id = hook(plugin, 'resolveId').call({}, 'virtual:content/committee') as string;
    const code = hook(plugin, 'load').call({}, id) as string;
    expect(code).toMatch(/^export default \{"term":"\d{4}-\d{2}","groups":\[/);
    const unknown = hook(plugin, 'resolveId').call({}, 'virtual:content/no-such-view') as string;
    expect(() => hook(plugin, 'load').call({}, unknown)).toThrow('no content view "no-such-view"');
  });
});
