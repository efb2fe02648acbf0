/**
 * npm run game:new-night -- --opens 2026-12-05T18:00+05:30 --closes 2026-12-05T20:00+05:30
 *   (or --hours 2) [--force] [--dry-run]
 *
 * Archives the finished night's standings, clears it and sets the next night (see
 * scripts/common/night-args.ts for the usage text). Credentials and emulator variables as
 * for questions:upload (upload-target.ts).
 */
import { exitWith } from '../common/game-command.ts';
import { runNewNightCommand } from './new-night-command.ts';
import { openAdminNightStore } from '../common/night-store.ts';

exitWith(
  await runNewNightCommand({
    argv: process.argv.slice(2),
    env: process.env,
    openStore: openAdminNightStore,
    log: console.info,
    error: console.error,
  }),
);
