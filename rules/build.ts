/**
 * npm run rules:build: writes database.rules.json from rules/database/, with the game's numbers
 * taken from src/game/numbers.ts. The file is committed and deployed as it is;
 * rules/build.test.ts fails when it differs from a fresh build.
 */
import { writeFileSync } from 'node:fs';
import { rulesText } from './database/rules.ts';

writeFileSync(new URL('../database.rules.json', import.meta.url), rulesText());
