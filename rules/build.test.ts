import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { rulesText } from './database/rules.ts';

it('database.rules.json is what `npm run rules:build` writes from rules/database/', () => {
  const committed = readFileSync(new URL('../database.rules.json', import.meta.url), 'utf8');
  expect(committed, 'run `npm run rules:build` and commit database.rules.json').toBe(rulesText());
});
