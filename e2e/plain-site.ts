import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { E2E_APP_ENV, startBuiltApp, type RunningApp } from './built-app';
import { sharedServerOf } from './run-context';
import { errorLines, logFileReader, memoryLogReader, type ServerLog } from './server-log';

/**
 * The built app without a browser, for tests that only speak HTTP (crawlers, validators). Call
 * once at the top of a test file: like `setupSite()` it uses the run's shared app instance
 * (e2e/global-setup.ts), or with `ownServer` an instance of its own on a copy of the seeded data,
 * and fails a test during which the server logged an error.
 */
export function setupPlainSite(options: { ownServer?: boolean } = {}) {
  let baseUrl: string | undefined;
  let ownApp: RunningApp | undefined;
  let serverLog: ServerLog | undefined;
  let logMark = 0;

  beforeAll(async () => {
    const run = inject('e2e');
    if (options.ownServer) {
      ownApp = await startBuiltApp({ buildDir: run.buildDir, env: E2E_APP_ENV, data: { copyFrom: run.seededDataDir } });
      baseUrl = ownApp.baseUrl;
      serverLog = memoryLogReader(ownApp);
    } else {
      const shared = sharedServerOf(run);
      baseUrl = shared.baseUrl;
      serverLog = logFileReader(shared.serverLogFile);
    }
  });

  beforeEach(() => {
    logMark = serverLog?.mark() ?? 0;
  });

  afterEach(() => {
    const serverErrors = errorLines(serverLog?.since(logMark) ?? []);
    if (serverErrors.length) throw new Error(`server logged errors:\n  ${serverErrors.join('\n  ')}`);
  });

  afterAll(async () => {
    const ended = await ownApp?.stop();
    if (ended && (ended.killed || ended.exitCode !== 0)) {
      throw new Error(`The app did not shut down cleanly on SIGTERM: ${JSON.stringify(ended)}`);
    }
  });

  function running() {
    if (!baseUrl) throw new Error('setupPlainSite(): the app is not running (beforeAll failed?)');
    return baseUrl;
  }

  return {
    get baseUrl() {
      return running();
    },
    /** Plain HTTP, redirects not followed. */
    fetch(path: string, init?: RequestInit) {
      return fetch(new URL(path, running()), { redirect: 'manual', ...init });
    },
  };
}
