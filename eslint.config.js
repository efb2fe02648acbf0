import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES_FOLDER = new URL('src/features/', import.meta.url);
/** Every folder under src/features/ is a feature, so a new one is fenced the day it is made. */
const FEATURES = readdirSync(FEATURES_FOLDER, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * What a feature offers the pages and the app shell, relative to its folder. Everything else in
 * the folder is private: moving or renaming it breaks nothing outside the feature.
 */
const PUBLIC_MODULES = {
  auth: [
    'use-auth.ts',
    'auth-provider.tsx',
    'account-menu.tsx',
    'account-page.tsx',
    'require-user.tsx',
    'verify-email-notice.tsx',
  ],
  resources: ['resource-hub.tsx', 'subject-tiles.tsx'],
  cos: [
    'cos-game.tsx',
    'night-headline.ts',
    'leaderboard/leaderboard.tsx',
    'leaderboard/past-leaderboard.tsx',
    'leaderboard/night-date.ts',
    'leaderboard/projector/projector-board.tsx',
    'console/organizers-console.tsx',
  ],
};

/**
 * Features do not import each other, but for this: any feature may ask who is signed in with
 * useAuth (and its tests mount the provider that answers).
 */
const SHARED_WITH_FEATURES = { auth: ['use-auth.ts', 'auth-provider.tsx'] };

/** The offered modules as paths relative to src/features/, each checked to exist. */
function offered(modulesByFeature) {
  const paths = Object.entries(modulesByFeature).flatMap(([feature, modules]) =>
    modules.map((module) => `./${feature}/${module}`),
  );
  const missing = paths.filter((path) => !existsSync(new URL(path, FEATURES_FOLDER)));
  if (missing.length > 0) throw new Error(`eslint.config.js offers missing modules: ${missing}`);
  return paths;
}
const OFFERED_TO_PAGES = offered(PUBLIC_MODULES);
const OFFERED_TO_FEATURES = offered(SHARED_WITH_FEATURES);

const UI = ['src/app', 'src/pages', 'src/components', 'src/features'];

const GAME_TAKES_NO_PACKAGES = {
  target: 'src/game',
  from: 'node_modules',
  message: 'src/game/ is the pure core of the game: no packages, no React, no I/O.',
};

/** The proving ground (lab/) imports the product; the product never imports it. */
const PRODUCT_TAKES_NO_LAB = {
  target: ['src', 'scripts', 'rules'],
  from: 'lab',
  message: 'The product does not import lab/: the proving ground stands apart (lab/README.md).',
};

/** Who may not import what, by resolved path: `../../auth/x.ts` and `@/features/auth/x.ts` alike. */
const FENCES = [
  {
    target: 'src/game',
    from: 'src',
    except: ['./game'],
    message: 'src/game/ is the pure core of the game: it imports nothing outside itself.',
  },
  GAME_TAKES_NO_PACKAGES,
  PRODUCT_TAKES_NO_LAB,
  {
    // Everything in src/ but src/backend/firebase/.
    target: ['src/*', 'src/!(backend)/**', 'src/backend/*', 'src/backend/!(firebase)/**'],
    from: ['node_modules/firebase', 'node_modules/@firebase'],
    message: 'Only src/backend/firebase/ imports the Firebase SDK.',
  },
  {
    // Everything in src/ but src/backend/rtdb/loopback/.
    target: [
      'src/*',
      'src/!(backend)/**',
      'src/backend/*',
      'src/backend/!(rtdb)/**',
      'src/backend/rtdb/!(loopback)/**',
      'src/backend/rtdb/*',
    ],
    from: ['node_modules/targaryen'],
    message:
      "Only src/backend/rtdb/loopback/ imports targaryen: local mode's judge loads with its game alone.",
  },
  {
    target: 'src/backend',
    from: UI,
    message: 'The backend knows no UI: no app, pages, components or features.',
  },
  {
    target: 'src/components',
    from: ['src/app', 'src/pages', 'src/features', 'src/backend'],
    message: 'Shared UI receives props and fetches nothing: no features, pages, app or backend.',
  },
  {
    target: ['src/content', 'src/config.ts'],
    from: [...UI, 'src/backend'],
    message: 'Content and config are data: they import no UI and no backend.',
  },
  {
    target: 'src/features',
    from: ['src/app', 'src/pages'],
    message: 'Features do not import pages or the app shell.',
  },
  ...FEATURES.map((feature) => ({
    target: `src/features/${feature}`,
    from: 'src/features',
    except: [`./${feature}`, ...OFFERED_TO_FEATURES],
    message:
      'Features do not import each other, but for what SHARED_WITH_FEATURES in eslint.config.js lists (useAuth and its provider).',
  })),
  {
    target: ['src/app', 'src/pages'],
    from: 'src/features',
    except: OFFERED_TO_PAGES,
    message:
      "Import a feature through the modules it offers (PUBLIC_MODULES in eslint.config.js); the rest is the feature's own.",
  },
  {
    target: 'src/pages',
    from: 'src/app',
    message: 'Pages do not import the app shell: it imports them.',
  },
];

/** A relative import that climbs two folders or more crosses into another part of src/. */
const climbsOutOfItsFolder = {
  regex: String.raw`^\.\./\.\./`,
  message: 'Reach another folder of src/ through @/ (such as @/features/auth/use-auth.ts).',
};

/** Node resolves no local import without its extension, so scripts and tests always give it. */
const localImportWithExtension = {
  regex: String.raw`^\.\.?/(?!.*\.(m?js|tsx?|json)$)`,
  message: 'Import a local file with its extension.',
};

/** The hall night imports the rehearsal, never the other way (docs/hall-night.md). */
const rehearsalTakesNoHallNight = {
  regex: String.raw`(^|/)hall-night/`,
  message: 'The rehearsal does not import lab/hall-night/: game:rehearse hands it the hall night.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      '.perf',
      'coverage',
      'test-results',
      'playwright-report',
      'node_modules',
    ],
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    rules: {
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['scripts/**', 'tests/**', 'rules/**', 'lab/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [localImportWithExtension] }] },
  },
  {
    // The product (the site, its rules and the organizers' commands) never leans on the lab.
    files: ['src/**/*.{ts,tsx}', 'scripts/**', 'rules/**'],
    // Their tests may start the lab's emulators.
    ignores: ['**/*.test.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [PRODUCT_TAKES_NO_LAB] },
      ],
    },
  },
  {
    files: ['lab/rehearse/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [localImportWithExtension, rehearsalTakesNoHallNight] },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {
      'react-hooks': reactHooks,
      'react-refresh': reactRefresh,
      'jsx-a11y': jsxA11y,
      'import-x': importX,
    },
    settings: {
      // no-cycle reads the modules it follows; import-x parses .ts and .tsx only when told to.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message: 'Read import.meta.env only in src/config.ts.',
        },
      ],
      'no-restricted-imports': ['error', { patterns: [climbsOutOfItsFolder] }],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: FENCES }],
    },
  },
  {
    files: ['src/config.ts', 'src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // The game's tests bring their runner (vitest); the code they test still takes no package.
    files: ['src/game/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: FENCES.filter((fence) => fence !== GAME_TAKES_NO_PACKAGES),
        },
      ],
    },
  },
);
