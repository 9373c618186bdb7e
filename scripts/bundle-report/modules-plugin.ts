import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** Where, in the build directory (beside client/ and server/), the client build lists each chunk's modules. */
export const CHUNK_MODULES_FILE = 'chunk-modules.json';
/** Beside it: each chunk's static and dynamic imports, its entry module and its modules' rendered (minified) lengths. */
export const CHUNK_GRAPH_FILE = 'chunk-graph.json';

export type ChunkGraphEntry = { imports: string[]; dynamicImports: string[]; facade?: string; moduleSizes: Record<string, number> };

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
      const graph: Record<string, ChunkGraphEntry> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        modules[output.fileName] = [...new Set(output.moduleIds.map(relative))].sort();
        const sizes: Record<string, number> = {};
        for (const [id, info] of Object.entries(output.modules)) {
          if (info.renderedLength > 0) sizes[relative(id)] = (sizes[relative(id)] ?? 0) + info.renderedLength;
        }
        graph[output.fileName] = {
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          ...(output.facadeModuleId ? { facade: relative(output.facadeModuleId) } : {}),
          moduleSizes: sizes,
        };
      }
      if (!options.dir) return;
      const file = join(dirname(options.dir), CHUNK_MODULES_FILE);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(modules, null, 1));
      writeFileSync(join(dirname(options.dir), CHUNK_GRAPH_FILE), JSON.stringify(graph, null, 1));
    },
  };
}
