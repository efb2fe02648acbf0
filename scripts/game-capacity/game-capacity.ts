/**
 * npm run game:capacity -- --teams 300 --spectators 200 [--plan spark|blaze] [--update-docs]
 *
 * What a planned night uses of each Firebase limit, and the one that binds first (see
 * scripts/game-capacity/capacity-command.ts for the usage text, docs/capacity.md for the figures).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { runCapacityCommand } from './capacity-command.ts';

const page = resolve(import.meta.dirname, '../../docs/capacity.md');

process.exitCode = await runCapacityCommand({
  argv: process.argv.slice(2),
  log: console.info,
  error: console.error,
  docs: {
    path: page,
    read: () => readFile(page, 'utf8'),
    write: (text) => writeFile(page, text),
  },
});
