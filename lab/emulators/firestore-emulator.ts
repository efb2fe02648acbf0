import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { freePort, onFreePorts, type RunningService, startEmulator } from './emulator-service.ts';

const FIRESTORE_RULES = new URL('../../firestore.rules', import.meta.url);

export function gcloudInstalled(): boolean {
  return !spawnSync('gcloud', ['--version'], { stdio: 'ignore' }).error;
}

/**
 * The gcloud SDK's Cloud Firestore emulator (Java 17 is enough, unlike `firebase emulators`) on
 * a free loopback port; with `projectId`, firestore.rules loaded for that project as the
 * Firebase tools load them. The one starter of the rules tests, the night scripts' tests and the
 * rehearsal.
 */
export async function startFirestoreEmulator(projectId?: string): Promise<RunningService> {
  const emulator = await onFreePorts(async () => {
    const host = `127.0.0.1:${await freePort()}`;
    return startEmulator('The Firestore emulator', host, [
      'gcloud',
      'emulators',
      'firestore',
      'start',
      `--host-port=${host}`,
    ]);
  });
  if (projectId === undefined) return emulator;
  const { host } = emulator;
  const loaded = await fetch(`http://${host}/emulator/v1/projects/${projectId}:securityRules`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      rules: {
        files: [{ name: 'firestore.rules', content: readFileSync(FIRESTORE_RULES, 'utf8') }],
      },
    }),
  });
  if (!loaded.ok) {
    await emulator.stop();
    throw new Error(`The Firestore emulator refused firestore.rules (${loaded.status}).`);
  }
  return emulator;
}
