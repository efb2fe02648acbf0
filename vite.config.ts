import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleReport } from './scripts/bundle-report.ts';
import { cleanUrlPreview } from './scripts/clean-url-preview.ts';

export default defineConfig({
  plugins: [react(), cleanUrlPreview(), bundleReport(import.meta.dirname)],
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    // One stylesheet linked from every pre-rendered page: no flash or shift while route chunks load.
    cssCodeSplit: false,
    // Every browser the site supports has modulepreload; the polyfill would only grow the boot script.
    modulePreload: { polyfill: false },
  },
});
