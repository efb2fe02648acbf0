import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const firebaseOnlyInAdapters = {
  group: ['firebase', 'firebase/*', '@firebase/*'],
  message: 'Only src/backend/firebase/ may import the Firebase SDK.',
};

/** Imports flow one way: shared (components, content) -> features -> pages -> app. */
function restrict(files, patterns) {
  return {
    files,
    rules: {
      'no-restricted-imports': ['error', { patterns: [firebaseOnlyInAdapters, ...patterns] }],
    },
  };
}

const noImport = (group, message) => ({ group, message });

export default tseslint.config(
  {
    ignores: ['dist', 'dist-ssr', 'coverage', 'test-results', 'playwright-report', 'node_modules'],
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
    // Node resolves no local import without its extension, so scripts and tests always give it.
    files: ['scripts/**', 'tests/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^\.\.?/(?!.*\.(m?js|tsx?|json)$)`,
              message: 'Import a local file with its extension.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh, 'jsx-a11y': jsxA11y },
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
      'no-restricted-imports': ['error', { patterns: [firebaseOnlyInAdapters] }],
    },
  },
  {
    files: ['src/config.ts', 'src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  restrict(
    ['src/components/**', 'src/content/**'],
    [
      noImport(
        ['**/features/**', '**/pages/**', '**/app/**', '**/backend/**'],
        'Shared code receives props and fetches nothing: no features, pages, app or backend.',
      ),
    ],
  ),
  restrict(
    ['src/features/auth/**'],
    [
      noImport(
        ['**/features/cos/**', '**/features/resources/**'],
        'Features do not import each other.',
      ),
      noImport(['**/pages/**', '**/app/**'], 'Features do not import pages or the app shell.'),
    ],
  ),
  restrict(
    ['src/features/resources/**'],
    [
      noImport(['**/features/cos/**', '**/features/auth/**'], 'Features do not import each other.'),
      noImport(['**/pages/**', '**/app/**'], 'Features do not import pages or the app shell.'),
    ],
  ),
  restrict(
    ['src/features/cos/**'],
    [
      noImport(
        ['**/features/auth/**', '**/features/resources/**'],
        'Features do not import each other.',
      ),
      noImport(['**/pages/**', '**/app/**'], 'Features do not import pages or the app shell.'),
    ],
  ),
  restrict(
    ['src/backend/**'],
    [
      noImport(
        ['**/features/**', '**/pages/**', '**/app/**', '**/components/**'],
        'The backend knows no UI.',
      ),
    ],
  ),
  {
    files: ['src/backend/firebase/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noImport(
              ['**/features/**', '**/pages/**', '**/app/**', '**/components/**'],
              'The backend knows no UI.',
            ),
          ],
        },
      ],
    },
  },
);
