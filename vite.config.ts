import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { bundleReport } from './scripts/build/bundle-report.ts';
import { contentData } from './scripts/build/content/content-plugin.ts';
import { editorPage } from './scripts/build/editor/editor-plugin.ts';
import { hostingPreview } from './scripts/build/hosting-preview.ts';
import { inlineFavicon } from './scripts/build/inline-favicon.ts';
import { localNotes } from './scripts/build/local-notes.ts';

// The copyright year is the year of the build (each deploy builds), read through src/config.ts:
// fixed here, the pre-rendered pages and the browser that hydrates them always agree.
process.env.VITE_BUILD_YEAR ??= String(new Date().getFullYear());

export default defineConfig({
  // localNotes before hostingPreview, whose app shell would answer any other path.
  plugins: [
    react(),
    contentData(import.meta.dirname),
    editorPage(),
    inlineFavicon(import.meta.dirname),
    localNotes(),
    hostingPreview(),
    bundleReport(import.meta.dirname),
  ],
  resolve: {
    // `@/…` is src/, as tsconfig's paths say.
    tsconfigPaths: true,
    // Local mode judges the game with targaryen's database, whose one Node import is `os`.
    alias: {
      os: fileURLToPath(new URL('src/backend/rtdb/loopback/os-in-browser.cjs', import.meta.url)),
    },
  },
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
              // What the app chunk (src/main.tsx) needs from React, the router and config, in one
              // chunk loaded with it. Left alone, the bundler gives React, the JSX runtime and
              // config a chunk each, because the route chunks import them too: a request each on
              // every page, and a gzip stream each in the home page's budget (docs/performance.md).
              name: 'app',
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]|src[\\/]config\.ts$/,
              priority: 3,
            },
            {
              // What the home route shares with other pages (the events carousel and its events,
              // reduced motion), in one chunk: as a chunk
              // each they cost the home page, the most visited, five more requests and 4 KiB on
              // the wire during its load; a page that needs one of them now downloads all, 3 KB
              // gzip (docs/performance.md). Their dependencies stay where they are: the carousel's
              // import() would bring Vite's preload helper here, and the boot entry, which needs
              // it, would preload this chunk before the first paint.
              name: 'home-shared',
              includeDependenciesRecursively: false,
              test: /src[\\/](pages[\\/]events[\\/](events-carousel|event-slide|event-facts)|components[\\/](carousel[\\/](carousel|use-near-viewport)|section-heading[\\/]|motion[\\/]use-reduced-motion))|virtual:content[\\/]highlighted-events/,
              priority: 2,
            },
            {
              // What the home page fetches once it is shown, in one request: the banner's line
              // about the night and What's On with its events (/events shows the night and the
              // events' states with them too). Their dependencies stay where they are, as for
              // home-shared.
              name: 'home-later',
              includeDependenciesRecursively: false,
              test: /src[\\/](features[\\/]cos[\\/]night-headline|backend[\\/]night-reader|pages[\\/](home[\\/]whats-on\.(tsx|module\.css)|events[\\/](event-state|use-now)\.ts)$)|virtual:content[\\/]whats-on/,
              priority: 2,
            },
            {
              // On the Firebase build, how the banner reads the night: its request and the REST
              // helper every adapter shares, in one chunk (a request less for the home page; the
              // game's pages, which need both, download nothing more).
              name: 'night-rest',
              includeDependenciesRecursively: false,
              test: /src[\\/]backend[\\/]rtdb[\\/](night-rest|rtdb-rest)\.ts$/,
              priority: 2,
            },
            {
              // The part of the shared game and backend modules that other pages load too, with an
              // account (its device code) or the home page's banner (reading the night, saying when
              // it opens, and on Firebase whether the database answers, which every REST request
              // reports; local mode reads its stored tree): their own chunk, so those pages do not
              // download the game's rules.
              name: 'game-core',
              test: /src[\\/](game[\\/](numbers|device-code|schedule|records)|backend[\\/](ports|backoff-poll|reach|tree)|features[\\/]cos[\\/]play[\\/](game-messages|opening-time))\.ts$/,
              minShareCount: 2,
              priority: 2,
            },
            {
              // The game's rules (src/game/) and the backend's own modules (ports, polling) that
              // two chunks or more need, as one chunk: each separate chunk costs the home page's
              // boot script an entry in its preload map, and these load only with the game or an
              // account. A module one chunk needs stays in it (the state machine in the game's).
              // The adapters' loaders (*-backend.ts) stay with the pages that import them: one
              // shared by two pages would bring src/config.ts, which the home page needs, along.
              name: 'game-shared',
              test: /src[\\/](game|backend)[\\/](?![^\\/]+-backend\.ts$)[^\\/]+\.ts$/,
              minShareCount: 2,
            },
            {
              // The game's REST adapters, which both modes' game and console share: one chunk, as
              // each chunk costs the boot script an entry in its preload map. The night's reader
              // and its request stay apart (the home page's banner loads them alone), and so does
              // the console's adapter, which the console's page loads alone.
              name: 'rtdb',
              includeDependenciesRecursively: false,
              test: /src[\\/]backend[\\/]rtdb[\\/](teams-rest|team-stream|node-stream|children-since|aids-rest|archive-rest)\.ts$/,
              minShareCount: 2,
            },
            {
              // What local auth shares with local mode's game, console and notes (where accounts
              // are kept): it loads on every page with the account menu, so it holds that alone.
              name: 'local',
              test: /src[\\/]backend[\\/]local[\\/]account-keys\.ts$/,
              minShareCount: 2,
            },
            {
              // Local mode's database (the rules, targaryen's judge of them, the sample bank's
              // proofs), which its game and console share: one chunk, which only they load. Its
              // own imports stay where they are: the home page's banner reads the night with
              // local/night.ts, which must not bring the database along.
              name: 'local-database',
              includeDependenciesRecursively: false,
              test: /src[\\/]backend[\\/](local[\\/](browser-database|loopback-event-source|local-database|new-night)\.ts$|rtdb[\\/](loopback[\\/]|bank-writes\.ts$))|node_modules[\\/](targaryen|esprima|nearley|moo|replaceall|lodash\.flatten|lodash\.omit)[\\/]|database\.rules\.json$/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
});
