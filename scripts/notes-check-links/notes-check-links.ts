/**
 * npm run notes:check-links -- (FILE | --firestore) [--save] [--timeout SECONDS]
 *
 * Tries every link of the semester notes and lists the dead ones by where they are, never by
 * link; exits 1 when one is dead. The nightly workflow runs it on the notes the site serves and
 * keeps the list for the console (docs/content.md, "Dead links").
 */
import { exitWith } from '../common/game-command.ts';
import { runLinksCommand } from './links-command.ts';
import { openLinksStore } from './links-store.ts';

exitWith(
  await runLinksCommand({
    argv: process.argv.slice(2),
    env: process.env,
    openStore: openLinksStore,
    fetch: (url, init) => fetch(url, init),
    log: console.info,
    error: console.error,
  }),
);
