import fs from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { buildApp, E2E_APP_ENV, makeBuildDir, startBuiltApp, type RunningApp } from './built-app';

/**
 * The built app without a browser, for tests that only speak HTTP (crawlers, validators). Call
 * once at the top of a test file: like `setupSite()` it runs the build and the seeded data
 * `npm test` prepared (E2E_BUILD_DIR, a copy of E2E_SEEDED_DATA_DIR) or builds for itself, and
 * fails a test during which the server logged an error.
 */
export function setupPlainSite() {
  let app: RunningApp | undefined;
  let ownBuildDir: string | undefined;
  let logMark = 0;

  const startTimeoutMs = process.env.E2E_SEEDED_DATA_DIR ? undefined : 20 * 60_000;
  beforeAll(async () => {
    let buildDir = process.env.E2E_BUILD_DIR;
    const seededData = process.env.E2E_SEEDED_DATA_DIR;
    if (!buildDir) {
      ownBuildDir = makeBuildDir('e2e');
      await buildApp(ownBuildDir);
      buildDir = ownBuildDir;
    }
    app = await startBuiltApp({
      buildDir,
      env: E2E_APP_ENV,
      ...(seededData ? { data: { copyFrom: seededData } } : { readyTimeoutMs: 15 * 60_000 }),
    });
  }, startTimeoutMs);

  beforeEach(() => {
    logMark = app?.logLines.length ?? 0;
  });

  afterEach(() => {
    const serverErrors = (app?.logLines.slice(logMark) ?? []).filter((line) => {
      try {
        return (JSON.parse(line) as { level?: number }).level! >= 50;
      } catch {
        return false;
      }
    });
    if (serverErrors.length) throw new Error(`server logged errors:\n  ${serverErrors.join('\n  ')}`);
  });

  afterAll(async () => {
    const ended = await app?.stop();
    if (ownBuildDir) fs.rmSync(ownBuildDir, { recursive: true, force: true });
    if (ended && (ended.killed || ended.exitCode !== 0)) {
      throw new Error(`The app did not shut down cleanly on SIGTERM: ${JSON.stringify(ended)}`);
    }
  });

  function running() {
    if (!app) throw new Error('setupPlainSite(): the app is not running (beforeAll failed?)');
    return app;
  }

  return {
    get baseUrl() {
      return running().baseUrl;
    },
    /** Plain HTTP, redirects not followed. */
    fetch(path: string, init?: RequestInit) {
      return fetch(new URL(path, running().baseUrl), { redirect: 'manual', ...init });
    },
  };
}
