#!/usr/bin/env node
/**
 * npm run game:admin -- grant EMAIL | revoke EMAIL | list
 *
 * Who may open the organizers' console (RTDB admins/{uid}). Credentials and emulator
 * variables as for questions:upload (upload-target.mjs).
 */
import { runAdminCommand } from './lib/admin-command.mjs';
import { openAdminStore } from './lib/admin-store.mjs';

process.exitCode = await runAdminCommand({
  argv: process.argv.slice(2),
  env: process.env,
  openStore: openAdminStore,
  log: console.info,
  error: console.error,
});
