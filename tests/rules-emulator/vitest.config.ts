import { defineConfig } from 'vitest/config';

/**
 * firestore.rules on the gcloud SDK's Cloud Firestore emulator. Run through
 * `npm run test:rules`, whose tests/rules-emulator/run-firestore.ts starts the
 * emulator, sets FIRESTORE_EMULATOR_HOST and stops it afterwards.
 */
export default defineConfig({
  // `@/…` is src/: the notes adapter and its contract run here too.
  resolve: { tsconfigPaths: true },
  test: {
    name: 'rules-emulator',
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/rules-emulator/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    // The first request wakes the emulator's JVM, which on a loaded two-core machine took over 10 s.
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
