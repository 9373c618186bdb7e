/**
 * `npm run build`'s second step: compiles the server into `<BUILD_DIR>/server-bundle/` (`main.js`,
 * the web process; `worker.js`, `npm run worker`), which `npm run serve` and `npm run worker` start
 * with plain Node through scripts/run-compiled.mjs.
 *
 *   node --import tsx scripts/build-server.ts      # BUILD_DIR, default build
 *
 * Why (issue 24): started as `node --import tsx server/main.ts`, the process also carries tsx's
 * loader (its own thread and heap on Node 20), the transformed copy of every module it loaded, the
 * React Router server build included (its 2 MB of JavaScript held with an inline source map appended:
 * a 16 MB string where the compiled server holds 4 MB), and Node's copy of every such source map: about 100 MB more after an hour's use than
 * the same server compiled, and 250 MB more just after the start (bench/README.md, "Memory").
 *
 * esbuild makes one ESM file for Node 20 per entry, packages left to node_modules (resolved from the
 * project, which is why the output lives under the project's build directory). A module that reads
 * files beside itself (`new URL('./migrations', import.meta.url)`, the common passwords, the seed
 * pictures, `createRequire(import.meta.url)`) keeps its own `import.meta.url`: the compiled server
 * reads them from the sources, as tsx does, and a file added there tomorrow needs nothing here.
 * The source map is written beside it (`main.js.map`); Node reads it only when asked
 * (`NODE_OPTIONS=--enable-source-maps`, stack traces then name the .ts lines — at some 25 MB more).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where `bundleServer` writes the compiled web server inside a build directory. */
export const SERVER_BUNDLE = path.join('server-bundle', 'main.js');
/** …and the compiled worker (server/worker.ts). */
export const WORKER_BUNDLE = path.join('server-bundle', 'worker.js');

/** Compiles server/main.ts and server/worker.ts into `<buildDir>/server-bundle/`; returns the web server's file. */
export async function bundleServer(buildDir: string): Promise<string> {
  const { build } = await import('esbuild');
  const outdir = path.join(buildDir, path.dirname(SERVER_BUNDLE));
  fs.rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(PROJECT_ROOT, 'server', 'main.ts'), path.join(PROJECT_ROOT, 'server', 'worker.ts')],
    outdir,
    absWorkingDir: PROJECT_ROOT,
    tsconfig: path.join(PROJECT_ROOT, 'tsconfig.json'),
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'error',
    plugins: [
      {
        name: 'own-import-meta-url',
        setup(esbuild) {
          esbuild.onLoad({ filter: /\.[cm]?tsx?$/ }, async (args) => {
            const source = await fs.promises.readFile(args.path, 'utf8');
            if (!source.includes('import.meta.url')) return undefined;
            const url = JSON.stringify(pathToFileURL(args.path).href);
            return { contents: source.replaceAll('import.meta.url', url), loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
          });
        },
      },
    ],
  });
  return path.join(buildDir, SERVER_BUNDLE);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const buildDir = path.resolve(process.env.BUILD_DIR || 'build');
  const started = Date.now();
  await bundleServer(buildDir);
  console.log(`server compiled into ${path.relative(process.cwd(), path.join(buildDir, path.dirname(SERVER_BUNDLE))) || '.'}/ in ${Date.now() - started} ms`);
}
