/**
 * npm run game:capacity -- --teams 300 --spectators 200 [--plan spark|blaze]
 *
 * What a planned night uses of each Firebase limit, and the one that binds first (see
 * scripts/game-capacity/capacity-command.ts for the usage text, docs/capacity.md for the figures).
 */
import { runCapacityCommand } from './capacity-command.ts';

process.exitCode = runCapacityCommand({
  argv: process.argv.slice(2),
  log: console.info,
  error: console.error,
});
