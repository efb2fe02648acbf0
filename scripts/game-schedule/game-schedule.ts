/**
 * npm run game:schedule -- --opens 2026-12-05T18:00+05:30 --hours 2 [--replace] [--dry-run]
 *
 * Sets the game night in both databases (see scripts/common/night-args.ts for the usage
 * text). Credentials and emulator variables as for questions:upload (upload-target.ts).
 */
import { exitWith } from '../common/game-command.ts';
import { runScheduleCommand } from './schedule-command.ts';
import { openAdminNightStore } from '../common/night-store.ts';

exitWith(
  await runScheduleCommand({
    argv: process.argv.slice(2),
    withBank: false,
    env: process.env,
    openStore: openAdminNightStore,
    log: console.info,
    error: console.error,
  }),
);
