import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, onFreePorts, type RunningService, startEmulator } from './emulator-service.ts';

const root = resolve(import.meta.dirname, '../..');

/**
 * The Firebase Auth emulator (firebase-tools, no Java) for `projectId` on free ports, from a
 * firebase.json of its own in a temporary folder, where its debug log goes too. The one starter
 * of `npm run emulators` without Java 21, the rehearsal and its test.
 */
export function startAuthEmulator(projectId: string): Promise<RunningService> {
  return onFreePorts(() => startOnFreePorts(projectId));
}

async function startOnFreePorts(projectId: string): Promise<RunningService> {
  const folder = mkdtempSync(join(tmpdir(), 'auth-emulator-'));
  const [auth, hub, logging] = [await freePort(), await freePort(), await freePort()];
  const config = {
    emulators: {
      auth: { host: '127.0.0.1', port: auth },
      hub: { host: '127.0.0.1', port: hub },
      logging: { host: '127.0.0.1', port: logging },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  writeFileSync(join(folder, 'firebase.json'), JSON.stringify(config));
  const firebase = join(root, 'node_modules/.bin/firebase');
  return startEmulator(
    'The Auth emulator',
    `127.0.0.1:${auth}`,
    [
      firebase,
      'emulators:start',
      '--only',
      'auth',
      '--project',
      projectId,
      '--config',
      'firebase.json',
    ],
    { cwd: folder, cleanUp: () => rmSync(folder, { recursive: true, force: true }) },
  );
}
