import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import {
  bundleServer,
  E2E_APP_ENV,
  makeBuildDir,
  prepareBrowserRun,
  SERVER_BUNDLE,
  startBuiltApp,
  type RunningApp,
} from './built-app';
import { CHROMIUM_ARGS, CHROMIUM_INSTALL_HINT, findChromium } from './chromium';
import type { E2eRun } from './run-context';

/**
 * Vitest `globalSetup` of the e2e project: once per run, before any browser test file, it starts
 * the app (the compiled server on a copy of the seeded data) and Chromium, and hands both to the
 * test files (`inject('e2e')`, see harness.ts). `npm test` prepared the build and the seeded data
 * (E2E_BUILD_DIR, E2E_SEEDED_DATA_DIR); run alone (`npx vitest run --project e2e`) this builds and
 * seeds once for the whole run, into a build directory it removes at the end.
 */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  if (!chromiumPath.found) throw new Error(`${chromiumPath.reason}\n${CHROMIUM_INSTALL_HINT}`);

  let ownBuildDir: string | undefined;
  let buildDir = process.env.E2E_BUILD_DIR;
  let seededDataDir = process.env.E2E_SEEDED_DATA_DIR;
  if (!buildDir || !seededDataDir) {
    ownBuildDir = makeBuildDir('e2e');
    process.stdout.write(`e2e: building the app and seeding a database into ${ownBuildDir} (npm test does it before Vitest) ...\n`);
    ({ E2E_BUILD_DIR: buildDir, E2E_SEEDED_DATA_DIR: seededDataDir } = await prepareBrowserRun(ownBuildDir, () => undefined));
  } else if (!fs.existsSync(path.join(buildDir, SERVER_BUNDLE))) {
    await bundleServer(buildDir);
  }

  // One instance per worker (fileParallelism: false makes that one): files running side by side
  // never share a database.
  const instances = Math.max(1, project.config.maxWorkers);
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tienda-diverso-e2e-'));
  const apps: RunningApp[] = [];
  let browser: BrowserServer | undefined;
  const cleanUp = () => {
    fs.rmSync(logDir, { recursive: true, force: true });
    if (ownBuildDir) fs.rmSync(ownBuildDir, { recursive: true, force: true });
  };
  const startApp = async (index: number) => {
    const logFile = path.join(logDir, `shared-server-${index + 1}.log`);
    apps.push(await startBuiltApp({ buildDir, env: E2E_APP_ENV, data: { copyFrom: seededDataDir }, logFile }));
  };
  try {
    await Promise.all([
      ...Array.from({ length: instances }, (_, index) => startApp(index)),
      chromium.launchServer({ executablePath: chromiumPath.path, args: CHROMIUM_ARGS, headless: true }).then((server) => {
        browser = server;
      }),
    ]);
  } catch (err) {
    await Promise.all([...apps.map((app) => app.stop()), browser?.close()]);
    cleanUp();
    throw err;
  }

  const run: E2eRun = {
    buildDir,
    seededDataDir,
    servers: apps.map((app) => ({ baseUrl: app.baseUrl, serverLogFile: app.logFile! })),
    browserWsEndpoint: browser!.wsEndpoint(),
  };
  project.provide('e2e', run);

  return async () => {
    const [, ...ended] = await Promise.all([browser!.close(), ...apps.map((app) => app.stop())]);
    const unclean = ended.flatMap((end, i) =>
      end.killed || end.exitCode !== 0 ? [`${JSON.stringify(end)}\n${apps[i]!.logLines.slice(-20).join('\n')}`] : [],
    );
    cleanUp();
    // server/start.ts promises a clean exit on SIGTERM once requests in flight are done.
    if (unclean.length) throw new Error(`A shared app did not shut down cleanly on SIGTERM: ${unclean.join('\n\n')}`);
  };
}
