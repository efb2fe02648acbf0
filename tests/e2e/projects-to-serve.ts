/** Journeys about what only development does differently (StrictMode, unbundled modules). */
export const DEV_SERVER_SPECS = /\.dev\.spec\.ts$/;

export interface Servers {
  /** `vite preview` of dist/, for the `build` project. */
  build: boolean;
  /** `vite`, for the `dev-server` project. */
  dev: boolean;
}

/** A `--project` value as Playwright reads it: any case, `*` for any characters. */
function projectPattern(value: string): RegExp {
  const parts = value.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.*')}$`, 'i');
}

/**
 * The servers a `playwright test` command needs, read from its arguments: those of the projects
 * of the spec files it names (`tests/e2e/cos.spec.ts`, `cos.spec.ts:12`) and of its `--project`
 * options. A command that names neither (a title filter, a folder) may run any journey: both.
 */
export function serversFor(args: readonly string[]): Servers {
  const specs = args
    .filter((arg) => /\.spec\.ts(:\d+)*$/.test(arg))
    .map((arg) => arg.replace(/(:\d+)+$/, ''));
  const projects = args
    .flatMap((arg, index) => {
      if (arg.startsWith('--project=')) return [arg.slice('--project='.length)];
      return arg === '--project' ? [args[index + 1] ?? ''] : [];
    })
    .map(projectPattern);
  const wanted = (project: string, isDev: boolean) =>
    (specs.length === 0 || specs.some((spec) => DEV_SERVER_SPECS.test(spec) === isDev)) &&
    (projects.length === 0 || projects.some((pattern) => pattern.test(project)));
  return { build: wanted('build', false), dev: wanted('dev-server', true) };
}
