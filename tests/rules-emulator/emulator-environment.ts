import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';

/** The project the rules are loaded for: a REST request names it in its path. */
export const PROJECT_ID = 'demo-ecs-rules';

/**
 * The Firestore emulator that tests/rules-emulator/run-firestore.ts started,
 * loaded with the real firestore.rules. Without the runner there is no
 * emulator, and this throws rather than letting the suite pass empty.
 */
export function startFirestoreRulesEnvironment(): Promise<RulesTestEnvironment> {
  const address = process.env.FIRESTORE_EMULATOR_HOST;
  const match = /^([\w.-]+):(\d+)$/.exec(address ?? '');
  if (!match?.[1] || !match[2]) {
    throw new Error('FIRESTORE_EMULATOR_HOST is not set: run `npm run test:rules`');
  }
  return initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: {
      host: match[1],
      port: Number(match[2]),
      rules: readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8'),
    },
  });
}
