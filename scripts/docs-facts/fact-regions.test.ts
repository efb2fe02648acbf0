import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as numbers from '../../src/game/numbers.ts';
import { factNames, withFacts } from './fact-regions.ts';
import { docPages, FACTS, ROOT } from './facts.ts';
import { NUMBER_ROWS, RESTATED } from './game-facts.ts';

const facts = { answer: () => '42', table: () => '| a |\n| - |\n| 1 |' };

describe('fact regions', () => {
  it('writes an inline fact in its sentence, and a block fact between its marker lines', async () => {
    const page = [
      'The answer is <!-- fact:answer -->41<!-- /fact -->, said twice: <!-- fact:answer --><!-- /fact -->.',
      '',
      '<!-- fact:table -->',
      'stale',
      '<!-- /fact -->',
      '',
    ].join('\n');
    expect(await withFacts(page, 'docs/x.md', facts)).toBe(
      [
        'The answer is <!-- fact:answer -->42<!-- /fact -->, said twice: <!-- fact:answer -->42<!-- /fact -->.',
        '',
        '<!-- fact:table -->',
        '',
        '| a   |',
        '| --- |',
        '| 1   |',
        '',
        '<!-- /fact -->',
        '',
      ].join('\n'),
    );
    expect(factNames(page)).toEqual(['answer', 'answer', 'table']);
  });

  it('refuses a fact it does not know, and a region left open', async () => {
    await expect(
      withFacts('<!-- fact:other -->1<!-- /fact -->\n', 'docs/x.md', facts),
    ).rejects.toThrow('docs/x.md: no fact is named "other"');
    await expect(withFacts('<!-- fact:answer -->1\n', 'docs/x.md', facts)).rejects.toThrow(
      'docs/x.md: a <!-- fact:NAME --> region is not closed',
    );
    await expect(
      withFacts('A line\n<!-- fact:answer -->1<!-- /fact --> on.\n', 'docs/x.md', facts),
    ).rejects.toThrow('opens a line, where Markdown takes it for HTML');
  });
});

describe('the facts in the README and docs/', () => {
  it.each(docPages())(
    '%s says them as the code does (npm run docs:facts writes them)',
    async (page) => {
      const path = join(ROOT, page);
      const markdown = await readFile(path, 'utf8');
      expect(await withFacts(markdown, path, FACTS)).toBe(markdown);
    },
  );

  it('are each said somewhere', async () => {
    const pages = await Promise.all(docPages().map((page) => readFile(join(ROOT, page), 'utf8')));
    const said = new Set(pages.flatMap(factNames));
    expect(Object.keys(FACTS).filter((name) => !said.has(name))).toEqual([]);
  });

  it('give every number of src/game/numbers.ts in the numbers table', () => {
    const shown = [...Object.keys(NUMBER_ROWS), ...RESTATED];
    expect(Object.keys(numbers).filter((name) => !shown.includes(name))).toEqual([]);
  });
});
