/**
 * `npm run serve` (`node scripts/run-compiled.mjs`) and `npm run worker` (`… worker`): starts the
 * server compiled by `npm run build` (scripts/build-server.ts) with plain Node, without the
 * TypeScript loader in the process (issue 24: some 100 MB less resident memory). Plain JavaScript,
 * so nothing needs compiling to run it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// The server reads .env itself too; here it may say where the build is (values already set win).
if (fs.existsSync('.env')) process.loadEnvFile('.env');

const which = process.argv[2] ?? 'main';
if (which !== 'main' && which !== 'worker') {
  console.error(`usage: node scripts/run-compiled.mjs [main|worker] (not '${which}')`);
  process.exit(64);
}
const file = path.resolve(process.env.BUILD_DIR || 'build', 'server-bundle', `${which}.js`);
if (!fs.existsSync(file)) {
  console.error(`No compiled server at ${file}: run npm run build first (BUILD_DIR says where it goes).`);
  process.exit(1);
}
await import(pathToFileURL(file).href);
