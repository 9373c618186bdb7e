import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** Where, in the build directory (beside client/ and server/), the client build lists each chunk's modules. */
export const CHUNK_MODULES_FILE = 'chunk-modules.json';

/**
 * Writes `{ "assets/x-123.js": ["app/lib/cart.ts", "node_modules/zod/…", …] }` beside the client
 * build (`<buildDir>/chunk-modules.json`, outside `client/`, so the server never publishes it), for
 * the bundle report (scripts/bundle-report.ts) to tell which source modules each public page
 * downloads. Build only, client only.
 */
export function chunkModulesPlugin(root = process.cwd()): Plugin {
  let ssr = false;
  const relative = (id: string) => {
    const clean = id.replace(/^\0/, '').split('?')[0] ?? id;
    return clean.startsWith(root + '/') ? clean.slice(root.length + 1) : clean;
  };
  return {
    name: 'tienda:chunk-modules',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    writeBundle(options, bundle) {
      const consumer = (this as { environment?: { config?: { consumer?: string } } }).environment?.config?.consumer;
      if (ssr || consumer === 'server') return;
      const modules: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        modules[output.fileName] = [...new Set(output.moduleIds.map(relative))].sort();
      }
      if (!options.dir) return;
      const file = join(dirname(options.dir), CHUNK_MODULES_FILE);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(modules, null, 1));
    },
  };
}
