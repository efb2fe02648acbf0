import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';

const rootFile = (name: string) => readFileSync(new URL(`../../${name}`, import.meta.url), 'utf8');

/** The emulators with the real rule files; hosts come from `firebase emulators:exec`. */
export function startRulesEnvironment(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: 'demo-ecs-rules',
    database: { rules: rootFile('database.rules.json') },
    firestore: { rules: rootFile('firestore.rules') },
  });
}

export const SERVER_TIME = { '.sv': 'timestamp' };
export const answers = { '1': 'proof-one', '2': 'proof-two' };
