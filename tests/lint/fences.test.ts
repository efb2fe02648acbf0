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

describe('import fences', () => {
  // ESLint's first file loads the config, its plugins and the TypeScript project: on a busy
  // 2-core machine that alone can outlast a test's 15 s, so it is paid once here.
  beforeAll(() => importErrors('src/game/numbers.ts', importing('./types.ts')), 120_000);

  it("keeps a feature out of another feature's private modules, however the path is written", async () => {
    const consoleFile = 'src/features/cos/console/console-panel.ts';
    const fence = expect.stringContaining('Features do not import each other');
    expect(await importErrors(consoleFile, importing('@/features/auth/auth-context.ts'))).toEqual([
      fence,
    ]);
    // Spelled as a relative path, the leak also climbs out of its folder.
    expect(await importErrors(consoleFile, importing('../../auth/auth-context.ts'))).toEqual([
      expect.stringContaining('through @/'),
      fence,
    ]);
  });

  it('lets a feature ask who is signed in through useAuth', async () => {
    const errors = await importErrors(
      'src/features/resources/notes.ts',
      importing('@/features/auth/use-auth.ts'),
    );
    expect(errors).toEqual([]);
  });

  it('lets pages and the app shell use only what a feature offers', async () => {
    expect(
      await importErrors(
        'src/pages/notes-page.tsx',
        importing('@/features/resources/resource-hub.tsx'),
      ),
    ).toEqual([]);
    expect(
      await importErrors('src/app/layout.tsx', importing('@/features/auth/login-modal.tsx')),
    ).toEqual([expect.stringContaining('Import a feature through the modules it offers')]);
  });

  it('keeps shared UI and content free of features, pages, the app and the backend', async () => {
    expect(
      await importErrors(
        'src/components/footer/footer.tsx',
        importing('@/features/auth/use-auth.ts'),
      ),
    ).toEqual([expect.stringContaining('Shared UI receives props')]);
    expect(
      await importErrors('src/components/footer/footer.tsx', importing('@/backend/ports.ts')),
    ).toEqual([expect.stringContaining('Shared UI receives props')]);
    expect(
      await importErrors(
        'src/content/members.ts',
        importing('@/components/person-card/person-card.tsx'),
      ),
    ).toEqual([expect.stringContaining('Content and config are data')]);
  });

  it('keeps the backend free of UI', async () => {
    expect(
      await importErrors(
        'src/backend/local/auth.ts',
        importing('../../components/toast/notify.ts'),
      ),
    ).toEqual([
      expect.stringContaining('through @/'),
      expect.stringContaining('The backend knows no UI'),
    ]);
    expect(
      await importErrors('src/backend/local/auth.ts', importing('@/components/toast/notify.ts')),
    ).toEqual([expect.stringContaining('The backend knows no UI')]);
  });

  it('lets nothing below the pages import them or the app shell', async () => {
    expect(
      await importErrors('src/features/auth/account-page.tsx', importing('@/pages/page-head.ts')),
    ).toEqual([expect.stringContaining('Features do not import pages or the app shell')]);
    expect(await importErrors('src/pages/home-page.tsx', importing('@/app/routes.tsx'))).toEqual([
      expect.stringContaining('Pages do not import the app shell'),
    ]);
  });

  it('lets only src/backend/firebase/ import the Firebase SDK', async () => {
    expect(await importErrors('src/backend/firebase/app.ts', importing('firebase/app'))).toEqual(
      [],
    );
    for (const path of ['src/backend/index.ts', 'src/backend/local/auth.ts', 'src/pages/x.tsx']) {
      expect(await importErrors(path, importing('firebase/app')), path).toEqual([
        expect.stringContaining('Only src/backend/firebase/ imports the Firebase SDK'),
      ]);
    }
  });

  it('lets only src/backend/rtdb/loopback/ import targaryen, the judge of local mode', async () => {
    const judge = 'targaryen/lib/database/index.js';
    expect(await importErrors('src/backend/rtdb/loopback/judge.ts', importing(judge))).toEqual([]);
    for (const path of [
      'src/backend/local/game.ts',
      'src/backend/rtdb/teams-rest.ts',
      'src/x.ts',
    ]) {
      expect(await importErrors(path, importing(judge)), path).toEqual([
        expect.stringContaining('Only src/backend/rtdb/loopback/ imports targaryen'),
      ]);
    }
  });

  it('keeps src/game/ pure: nothing from the rest of src/ and no packages', async () => {
    for (const specifier of ['../config.ts', '@/backend/ports.ts', 'react']) {
      expect(await importErrors('src/game/rules.ts', importing(specifier)), specifier).toEqual([
        expect.stringContaining('src/game/ is the pure core of the game'),
      ]);
    }
  });

  it('has an import that climbs out of its folder say @/ instead', async () => {
    expect(
      await importErrors(
        'src/pages/home/typed-line.tsx',
        importing('../../components/motion/use-reduced-motion.ts'),
      ),
    ).toEqual([expect.stringContaining('through @/')]);
    expect(
      await importErrors(
        'src/pages/home/typed-line.tsx',
        importing('@/components/motion/use-reduced-motion.ts'),
      ),
    ).toEqual([]);
  });

  it('keeps the rehearsal from importing the hall night, which imports it', async () => {
    expect(
      await importErrors('lab/rehearse/rehearsal.ts', importing('../hall-night/plan.ts')),
    ).toEqual([expect.stringContaining('does not import lab/hall-night/')]);
    expect(
      await importErrors('lab/hall-night/plan.ts', importing('../rehearse/target.ts')),
    ).toEqual([]);
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
