import { afterEach, expect, it } from 'vitest';
import { gcloudInstalled } from './firestore-emulator.ts';
import {
  groupAlive,
  listening,
  signalNpm,
  startNpmEmulators,
  type NpmEmulators,
} from './npm-emulators.ts';

/**
 * A supervisor (a service manager, a test runner, a CI step's timeout) stops `npm run emulators`
 * by signalling npm's own process, not its process group as a terminal's Ctrl-C does: every
 * emulator it started stops too, and nothing of it is left running, also when npm is killed
 * outright.
 */
const withFirestore = gcloudInstalled();
if (!withFirestore && process.env.CI)
  throw new Error('gcloud not found: CI runs npm run emulators.');

let emulators: NpmEmulators | undefined;

afterEach(async () => {
  if (emulators) await signalNpm(emulators, 'SIGINT', 'group');
  emulators = undefined;
}, 30_000);

/** Waits up to 30 s for every emulator and every process of npm's group to be gone. */
async function expectAllStopped(started: NpmEmulators, hosts: string[]): Promise<void> {
  const sent = Date.now();
  const anyLeft = async () =>
    (await Promise.all(hosts.map(listening))).some(Boolean) || groupAlive(started);
  while ((await anyLeft()) && Date.now() - sent < 30_000) {
    await new Promise((wake) => setTimeout(wake, 250));
  }
  for (const host of hosts) expect(await listening(host), host).toBe(false);
  expect(groupAlive(started), 'npm, the command or Vite still runs').toBe(false);
}

for (const signal of ['SIGTERM', 'SIGKILL'] as const) {
  it.skipIf(!withFirestore)(
    `stops every emulator it started within 30 s of a ${signal} to npm alone`,
    async () => {
      emulators = await startNpmEmulators();
      const hosts = emulators.hosts();
      expect(hosts).toHaveLength(3);
      for (const host of hosts) expect(await listening(host)).toBe(true);
      await signalNpm(emulators, signal, 'npm');
      await expectAllStopped(emulators, hosts);
    },
    180_000,
  );
}
