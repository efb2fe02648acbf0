import { defineConfig } from 'vitest/config';

/**
 * The rules against the official Firestore and Realtime Database emulators
 * (Java 21). Run with `npm run test:rules:emulator`, which starts them.
 */
export default defineConfig({
  test: {
    name: 'rules-emulator',
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/rules-emulator/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    fileParallelism: false,
  },
});
