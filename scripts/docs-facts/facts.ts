// Every fact the docs take from the code, by name, and the pages that may take them.
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BANK_FACTS } from './bank-facts.ts';
import { CAPACITY_FACTS } from './capacity-facts.ts';
import type { Facts } from './fact-regions.ts';
import { GAME_FACTS } from './game-facts.ts';
import { NOTES_FACTS } from './notes-facts.ts';

export const FACTS: Facts = { ...GAME_FACTS, ...BANK_FACTS, ...CAPACITY_FACTS, ...NOTES_FACTS };

export const ROOT = resolve(import.meta.dirname, '../..');

/** The README, the lab's and docs/: the pages a fact may be written into. */
export function docPages(): string[] {
  const docs = readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  return ['README.md', 'lab/README.md', ...docs];
}
