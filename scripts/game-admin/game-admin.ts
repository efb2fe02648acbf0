/**
 * npm run game:admin -- grant EMAIL | revoke EMAIL | list
 *
 * Who may open the organizers' console (RTDB admins/{uid}), found by e-mail in Firebase Auth.
 * A real project's credentials as for questions:upload; against the emulators, the RTDB and
 * Auth emulator hosts (adminTarget in upload-target.ts).
 */
import { runAdminCommand } from './admin-command.ts';
import { openAdminStore } from './admin-store.ts';
import { exitWith } from '../common/game-command.ts';

exitWith(
  await runAdminCommand({
    argv: process.argv.slice(2),
    env: process.env,
    openStore: openAdminStore,
    log: console.info,
    error: console.error,
  }),
);
