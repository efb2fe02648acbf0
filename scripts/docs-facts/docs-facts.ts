/**
 * npm run docs:facts
 *
 * Writes every fact region of the README and docs/ afresh from the code (fact-regions.ts), and says
 * which pages changed. Run it after changing a number the docs give; fact-regions.test.ts fails
 * until then.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { withFacts } from './fact-regions.ts';
import { docPages, FACTS, ROOT } from './facts.ts';

const changed: string[] = [];
for (const page of docPages()) {
  const path = join(ROOT, page);
  const markdown = await readFile(path, 'utf8');
  const written = await withFacts(markdown, path, FACTS);
  if (written !== markdown) {
    await writeFile(path, written);
    changed.push(page);
  }
}
console.info(changed.length > 0 ? `Wrote ${changed.join(', ')}.` : 'Every fact was up to date.');
