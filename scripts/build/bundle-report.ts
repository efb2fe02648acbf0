import type { Plugin } from 'vite';

/** Where the client build writes its chunk graph for scripts/build/check-bundle.mjs. */
export const BUNDLE_REPORT_FILE = '.vite/bundle-report.json';

export interface ChunkReport {
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  modules: string[];
}

/**
 * Vite's manifest names a chunk's imports but not the modules inside it; the
 * bundle budget needs both to prove Firebase, Swiper and framer-motion stay out
 * of the home page's initial JavaScript. Client build only (not the SSR build).
 */
export function bundleReport(root: string): Plugin {
  const relative = (id: string) => (id.startsWith(root) ? id.slice(root.length + 1) : id);
  return {
    name: 'ecs-bundle-report',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const report: Record<string, ChunkReport> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        report[output.fileName] = {
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          facadeModuleId: output.facadeModuleId ? relative(output.facadeModuleId) : null,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules: output.moduleIds.map(relative),
        };
      }
      this.emitFile({
        type: 'asset',
        fileName: BUNDLE_REPORT_FILE,
        source: `${JSON.stringify(report, null, 2)}\n`,
      });
    },
  };
}
