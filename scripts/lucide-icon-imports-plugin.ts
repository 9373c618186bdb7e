import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const ICON_EXPORT = /export \{([^}]*)\} from '\.\/icons\/([\w-]+\.mjs)';/g;
const BARREL_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

/** Every icon name lucide-react's index exports (aliases included) → the file of that icon. */
export function lucideIconFiles(barrelSource: string, iconsDir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, names = '', file = ''] of barrelSource.matchAll(ICON_EXPORT)) {
    for (const name of names.split(',')) {
      const alias = /default as (\w+)/.exec(name)?.[1];
      if (alias) files.set(alias, join(iconsDir, file));
    }
  }
  return files;
}

/** `import { Menu, X as Close } from 'lucide-react'` → one default import a file; anything else stays on the index. */
export function rewriteLucideImports(code: string, files: ReadonlyMap<string, string>): string {
  return code.replace(BARREL_IMPORT, (whole, list: string) => {
    const rest: string[] = [];
    const direct: string[] = [];
    for (const specifier of list.split(',').map((part) => part.trim()).filter(Boolean)) {
      const [imported = '', local = imported] = specifier.split(/\s+as\s+/);
      const file = files.get(imported);
      if (file) direct.push(`import ${local} from ${JSON.stringify(file)};`);
      else rest.push(specifier);
    }
    if (direct.length === 0) return whole;
    return [...direct, ...(rest.length > 0 ? [`import { ${rest.join(', ')} } from "lucide-react";`] : [])].join('\n');
  });
}

/**
 * Imports each lucide icon from its own file instead of the package's index (client build only):
 * the index re-exports some two thousand icons, and a chunk that imports it drags them all into
 * Rollup's chunking (see shell-chunk-plugin.ts). What is bundled does not change otherwise.
 */
export function lucideIconImportsPlugin(): Plugin {
  let files: Map<string, string> | undefined;
  return {
    name: 'tienda:lucide-icon-imports',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (this.environment?.config.consumer !== 'client' || id.includes('/node_modules/') || !code.includes('lucide-react')) return;
      if (!files) {
        const barrel = createRequire(import.meta.url).resolve('lucide-react').replace(/cjs\/lucide-react\.js$/, 'esm/lucide-react.mjs');
        files = lucideIconFiles(readFileSync(barrel, 'utf8'), join(dirname(barrel), 'icons'));
      }
      const rewritten = rewriteLucideImports(code, files);
      return rewritten === code ? undefined : { code: rewritten, map: null };
    },
  };
}
