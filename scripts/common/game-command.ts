// What the game commands (game:schedule, questions:upload, game:new-night, game:admin) share.
import type { App } from 'firebase-admin/app';
import { NoAnswer } from './call-timeout.ts';
import type { Refused } from './outcome.ts';
import type { Target } from './upload-target.ts';

/** A store a command opened on its target, and how to close it. */
export interface OpenedStore<Store> {
  store: Store;
  close: () => Promise<void>;
}

/** What a game command's core is given: everything outside it, so tests can pass their own. */
export interface CommandOptions<Store> {
  argv: string[];
  env: NodeJS.ProcessEnv;
  openStore: (target: Target) => Promise<OpenedStore<Store>>;
  log: (line: string) => void;
  error: (line: string) => void;
}

/** How long a finished command lets firebase-admin wind down before the process ends anyway. */
const WIND_DOWN_MS = 1000;

/**
 * firebase-admin on `target` (see upload-target.ts): the emulators take no credential, a real
 * project the service account's. `name` tells apart several apps in one process; `close`
 * ends the app.
 */
export async function openAdminApp(
  target: { emulated: boolean; projectId?: string | undefined; databaseURL?: string },
  name?: string,
): Promise<{ app: App; close: () => Promise<void> }> {
  const { initializeApp, applicationDefault, deleteApp } = await import('firebase-admin/app');
  // The emulators take no credential: without this, Firestore's client first probes for a
  // cloud metadata server, which can take seconds and print a warning.
  if (target.emulated) process.env.METADATA_SERVER_DETECTION ??= 'none';
  const app = initializeApp(
    {
      projectId: target.projectId,
      // A command of Firestore alone (notes:upload) has no database URL.
      databaseURL: target.databaseURL || undefined,
      ...(target.emulated ? {} : { credential: applicationDefault() }),
    },
    name,
  );
  return { app, close: () => deleteApp(app) };
}

/**
 * A command's run once its arguments are good: on the target's problem (see upload-target.ts),
 * say it and connect to nothing; else `openStore(target)`, whose store `work(store, target)`
 * uses and which is closed whatever work does. Resolves to work's exit code, or 1.
 */
export async function withTargetStore<Store>(
  {
    target,
    openStore,
    error,
  }: Pick<CommandOptions<Store>, 'openStore' | 'error'> & { target: Target | Refused },
  work: (store: Store, target: Target) => Promise<number>,
): Promise<number> {
  if (target.problem !== undefined) {
    error(target.problem);
    return 1;
  }
  const { store, close } = await openStore(target);
  try {
    return await work(store, target);
  } finally {
    await close();
  }
}

/** A failure's message, whatever was thrown. */
export const reasonOf = (failure: unknown): string =>
  failure instanceof Error ? failure.message : String(failure);

/** What a write rejects with once it has begun: the databases may be half written. */
export class WriteFailure extends Error {
  constructor(cause: unknown) {
    super(reasonOf(cause), { cause });
    this.name = 'WriteFailure';
  }
}

/**
 * Says which phase threw: a NoAnswer says so in its one line; a WriteFailure may have left
 * the databases disagreeing, which running the command again mends; anything else came before
 * the first write. Returns 1.
 */
export function reportFailure(error: (line: string) => void, failure: unknown): number {
  if (failure instanceof NoAnswer) {
    error(failure.message);
    return 1;
  }
  const reason = reasonOf(failure);
  error(
    failure instanceof WriteFailure
      ? `Writing failed: ${reason}\nThe databases may disagree now: run the same command again.`
      : `Reading failed: ${reason}\nNothing was written.`,
  );
  return 1;
}

/**
 * Ends a game command's process with `code`. After a call that never answered, firebase-admin
 * keeps retrying the host (its sockets and timers outlive the deleted app), which would keep
 * Node running: the process then ends anyway, WIND_DOWN_MS later.
 */
export function exitWith(code: number): void {
  process.exitCode = code;
  setTimeout(() => process.exit(code), WIND_DOWN_MS).unref();
}
