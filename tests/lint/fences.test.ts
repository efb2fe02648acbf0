import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import fences of eslint.config.js, checked on imports written into files of each folder:
 * the rule follows where an import resolves, however it is spelled.
 */
const eslint = new ESLint({ cwd: join(import.meta.dirname, '..', '..') });

/** The messages of the import rules for `code` as if it were the file at `path`. */
async function importErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path });
  return (result?.messages ?? [])
    .filter(
      (m) => m.ruleId === 'import-x/no-restricted-paths' || m.ruleId === 'no-restricted-imports',
    )
    .map((m) => m.message);
}

const importing = (specifier: string) =>
  `import * as imported from '${specifier}';\nexport { imported };\n`;

const FEATURES = 'Features do not import each other';
const CLIMBS = 'through @/';
const SHARED_UI = 'Shared UI receives props';
const NO_UI = 'The backend knows no UI';
const FIREBASE = 'Only src/backend/firebase/ imports the Firebase SDK';
const TARGARYEN = 'Only src/backend/rtdb/loopback/ imports targaryen';
const PURE = 'src/game/ is the pure core of the game';
const SCHEMA = 'the schema runs in the build only';
const JUDGE = 'targaryen/lib/database/index.js';

/** Each fence as imports it refuses or lets through: [file, specifier, its messages in order]. */
const FENCES: [name: string, cases: [file: string, specifier: string, messages: string[]][]][] = [
  [
    "keeps a feature out of another feature's private modules, however the path is written",
    [
      ['src/features/cos/console/console-panel.ts', '@/features/auth/auth-context.ts', [FEATURES]],
      // Spelled as a relative path, the leak also climbs out of its folder.
      [
        'src/features/cos/console/console-panel.ts',
        '../../auth/auth-context.ts',
        [CLIMBS, FEATURES],
      ],
    ],
  ],
  [
    'lets a feature ask who is signed in through useAuth',
    [['src/features/resources/notes.ts', '@/features/auth/use-auth.ts', []]],
  ],
  [
    'lets pages and the app shell use only what a feature offers',
    [
      ['src/pages/notes-page.tsx', '@/features/resources/resource-hub.tsx', []],
      [
        'src/app/layout.tsx',
        '@/features/auth/login-modal.tsx',
        ['Import a feature through the modules it offers'],
      ],
    ],
  ],
  [
    'keeps shared UI and content free of features, pages, the app and the backend',
    [
      ['src/components/footer/footer.tsx', '@/features/auth/use-auth.ts', [SHARED_UI]],
      ['src/components/footer/footer.tsx', '@/backend/ports.ts', [SHARED_UI]],
      [
        'src/content/views/people.ts',
        '@/components/person-card/person-card.tsx',
        ['Content and config are data'],
      ],
    ],
  ],
  [
    'keeps the backend free of UI',
    [
      ['src/backend/local/auth.ts', '../../components/toast/notify.ts', [CLIMBS, NO_UI]],
      ['src/backend/local/auth.ts', '@/components/toast/notify.ts', [NO_UI]],
    ],
  ],
  [
    'lets nothing below the pages import them or the app shell',
    [
      [
        'src/features/auth/account-page.tsx',
        '@/pages/page-head.ts',
        ['Features do not import pages or the app shell'],
      ],
      ['src/pages/home-page.tsx', '@/app/routes.tsx', ['Pages do not import the app shell']],
    ],
  ],
  [
    'lets only src/backend/firebase/ import the Firebase SDK',
    [
      ['src/backend/firebase/app.ts', 'firebase/app', []],
      ['src/backend/index.ts', 'firebase/app', [FIREBASE]],
      ['src/backend/local/auth.ts', 'firebase/app', [FIREBASE]],
      ['src/pages/x.tsx', 'firebase/app', [FIREBASE]],
    ],
  ],
  [
    'lets only src/backend/rtdb/loopback/ import targaryen, the judge of local mode',
    [
      ['src/backend/rtdb/loopback/judge.ts', JUDGE, []],
      ['src/backend/local/game.ts', JUDGE, [TARGARYEN]],
      ['src/backend/rtdb/teams-rest.ts', JUDGE, [TARGARYEN]],
      ['src/x.ts', JUDGE, [TARGARYEN]],
    ],
  ],
  [
    'keeps src/game/ pure: nothing from the rest of src/ and no packages',
    [
      ['src/game/rules.ts', '../config.ts', [PURE]],
      ['src/game/rules.ts', '@/backend/ports.ts', [PURE]],
      ['src/game/rules.ts', 'react', [PURE]],
    ],
  ],
  [
    'has an import that climbs out of its folder say @/ instead',
    [
      ['src/pages/home/typed-line.tsx', '../../components/motion/use-reduced-motion.ts', [CLIMBS]],
      ['src/pages/home/typed-line.tsx', '@/components/motion/use-reduced-motion.ts', []],
    ],
  ],
  [
    'keeps the rehearsal from importing the hall night, which imports it',
    [
      ['lab/rehearse/rehearsal.ts', '../hall-night/plan.ts', ['does not import lab/hall-night/']],
      ['lab/hall-night/plan.ts', '../rehearse/target.ts', []],
    ],
  ],
  [
    "keeps the content's schema and zod out of the pages, which get plain data",
    [
      ['src/pages/members-page.tsx', '@/content/schema/people.ts', [SCHEMA]],
      ['src/components/footer/footer.tsx', 'zod', [SCHEMA]],
      ['src/pages/members-page.tsx', 'virtual:content/committee', []],
    ],
  ],
];

describe('import fences', () => {
  // ESLint's first file loads the config, its plugins and the TypeScript project: on a busy
  // 2-core machine that alone can outlast a test's 15 s, so it is paid once here.
  beforeAll(() => importErrors('src/game/numbers.ts', importing('./types.ts')), 120_000);

  it.each(FENCES)('%s', async (_name, cases) => {
    for (const [file, specifier, messages] of cases) {
      expect(await importErrors(file, importing(specifier)), `${file}: ${specifier}`).toEqual(
        messages.map((message) => expect.stringContaining(message)),
      );
    }
  });

  it('keeps the product (site, commands, rules) from importing the lab, and lets the lab import it', async () => {
    const fence = expect.stringContaining('The product does not import lab/');
    const leaks: [file: string, specifier: string][] = [
      ['src/backend/index.ts', '../../lab/loopback/loopback-database.ts'],
      ['scripts/game-admin/game-admin.ts', '../../lab/emulators/auth-emulator.ts'],
      ['rules/build.ts', '../lab/perf/trace-tasks.mjs'],
    ];
    for (const [file, specifier] of leaks) {
      expect(await importErrors(file, importing(specifier))).toContainEqual(fence);
    }
    expect(
      await importErrors('lab/rehearse/night.ts', importing('../../scripts/common/outcome.ts')),
    ).toEqual([]);
  });
});
