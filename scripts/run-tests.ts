/**
 * `npm test`: every Vitest project, the browser tests against a fresh production build.
 *
 *   npm test                          all projects (api-pg too when TEST_DATABASE_URL is set)
 *   npm test -- --project unit        extra arguments go to `vitest run` as they are
 *   SKIP_BROWSER_TESTS=1 npm test     everything but the e2e project; no Chromium, no build
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { makeBuildDir, prepareBrowserRun, PROJECT_ROOT } from '../e2e/built-app';
import { CHROMIUM_INSTALL_HINT, findChromium } from '../e2e/chromium';
import { projectArgs, selectsE2e, withoutE2e } from './vitest-projects';

function runVitest(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const vitest = path.join(PROJECT_ROOT, 'node_modules', 'vitest', 'vitest.mjs');
  const child = spawn(process.execPath, [vitest, 'run', ...args], {
    cwd: PROJECT_ROOT,
    env,
    stdio: 'inherit',
  });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (err) => {
      console.error(`Could not start Vitest: ${err.message}`);
      resolve(1);
    });
  });
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const skipBrowser = process.env.SKIP_BROWSER_TESTS === '1';
  const filters = projectArgs(args).map((p) => p.value);

  if (skipBrowser) {
    const rest = withoutE2e(args);
    if (!rest) {
      console.log('SKIP_BROWSER_TESTS=1 and only the e2e project was asked for: nothing to run.');
      return 0;
    }
    console.log('SKIP_BROWSER_TESTS=1: the browser tests (e2e project) are skipped.');
    return runVitest(rest, process.env);
  }

  if (!selectsE2e(filters)) return runVitest(args, process.env);

  const chromium = findChromium();
  if (!chromium.found) {
    console.error(`${chromium.reason}\n${CHROMIUM_INSTALL_HINT}`);
    return 1;
  }

  // A build of its own, so `npm start`'s build/ and parallel runs are never touched: the app, the
  // compiled server and a database seeded once (data/), which the browser tests start on copies of.
  const buildDir = makeBuildDir('test');
  const cleanUp = () => fs.rmSync(buildDir, { recursive: true, force: true });
  process.on('exit', cleanUp);
  console.log(`Building the app for the browser tests into ${path.relative(PROJECT_ROOT, buildDir)}/ ...`);
  let browserRunEnv: Record<string, string>;
  try {
    browserRunEnv = await prepareBrowserRun(buildDir);
  } catch (err) {
    console.error((err as Error).message);
    return 1;
  }
  return runVitest(args, { ...process.env, ...browserRunEnv, CHROME_PATH: chromium.path });
}

process.exitCode = await main();
