import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleReport } from './scripts/bundle-report.ts';
import { cleanUrlPreview } from './scripts/clean-url-preview.ts';

// The copyright year is the year of the build (each deploy builds), read through src/config.ts:
// fixed here, the pre-rendered pages and the browser that hydrates them always agree.
process.env.VITE_BUILD_YEAR ??= String(new Date().getFullYear());

export default defineConfig({
  plugins: [react(), cleanUrlPreview(), bundleReport(import.meta.dirname)],
  // `@/…` is src/, as tsconfig's paths say.
  resolve: { tsconfigPaths: true },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    // One stylesheet linked from every pre-rendered page: no flash or shift while route chunks load.
    cssCodeSplit: false,
    // Every browser the site supports has modulepreload; the polyfill would only grow the boot script.
    modulePreload: {
      polyfill: false,
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The game's small shared modules as one chunk: each separate chunk costs the home
              // page's boot script an entry in its preload map, and these only load with the game.
              name: 'game-shared',
              test: /src[\\/](backend[\\/](archive-date|archive|device-code|game-rules|answer-crypto|backoff-poll|schedule|solves|organizer-input|night-state)|backend[\\/]firebase[\\/](team-record|rtdb-rest)|backend[\\/]local[\\/]account-keys|features[\\/]cos[\\/]leaderboard[\\/](rank-teams|night-date))\.ts$/,
            },
            {
              // What the local game and the local console share (the tables, the night, who
              // organizes), as one chunk under one short name in that map.
              name: 'local',
              test: /src[\\/]backend[\\/]local[\\/](tables|night|organizers)\.ts$/,
            },
          ],
        },
      },
    },
  },
});
