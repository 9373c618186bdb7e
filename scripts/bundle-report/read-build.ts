import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ClientManifest } from './analyse';
import { CHUNK_MODULES_FILE } from './modules-plugin';

/** What analyseBundles needs, read from a client build (`<buildDir>/client` and `<buildDir>/chunk-modules.json`). */
export function readBuild(buildDir: string) {
  const assets = join(buildDir, 'client', 'assets');
  const files = readdirSync(assets);
  const manifestFile = files.find((file) => /^manifest-[\w-]+\.js$/.test(file));
  if (!manifestFile) throw new Error(`no React Router manifest in ${assets}`);
  const source = readFileSync(join(assets, manifestFile), 'utf8');
  const json = source.replace(/^window\.__reactRouterManifest=/, '').replace(/;\s*$/, '');
  const manifest = JSON.parse(json) as ClientManifest;
  addLinkedRootStylesheets(manifest, join(buildDir, 'client'));
  const modulesFile = join(buildDir, CHUNK_MODULES_FILE);
  if (!existsSync(modulesFile)) throw new Error(`${modulesFile} is missing: build with vite.config.ts (chunkModulesPlugin)`);
  const chunkModules = JSON.parse(readFileSync(modulesFile, 'utf8')) as Record<string, string[]>;
  const gzipSizes: Record<string, number> = {};
  for (const file of files) {
    if (/\.(js|css)$/.test(file)) gzipSizes[`assets/${file}`] = gzipSync(readFileSync(join(assets, file)), { level: 9 }).length;
  }
  return { manifest, chunkModules, gzipSizes };
}

/**
 * The root links its stylesheet by URL (`app.css?url`, so React writes it first in <head>), which
 * leaves it out of React Router's manifest: count the `/assets/….css` URLs in the root's chunks
 * as its stylesheets, as the manifest would a CSS import.
 */
function addLinkedRootStylesheets(manifest: ClientManifest, clientDir: string) {
  const root = manifest.routes.root;
  if (!root) return;
  const linked = [root.module, ...(root.imports ?? [])].flatMap(
    (file) => readFileSync(join(clientDir, file), 'utf8').match(/\/assets\/[\w.-]+\.css/g) ?? [],
  );
  root.css = [...new Set([...(root.css ?? []), ...linked])];
}
