import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page, type Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { COOKIE_BANNER_DELAY_MS } from '@common/constants';
import { STORAGE_KEYS } from '@common/storage-keys';
import type { DarkModePreference, Theme } from '@common/theme';
import { expectNoAxeViolations } from './axe';
import { buildApp, E2E_APP_ENV, makeBuildDir, startBuiltApp, type RunningApp } from './built-app';
import { CHROMIUM_ARGS, CHROMIUM_INSTALL_HINT, findChromium } from './chromium';

export { expectNoAxeViolations } from './axe';

export interface Appearance {
  theme?: Theme;
  darkModePreference?: DarkModePreference;
}

export interface OpenOptions {
  /** Saved in localStorage before the first request, as a returning visitor would have it. */
  appearance?: Appearance;
  viewport?: { width: number; height: number };
  /** false: the browser runs no page script at all (axe still runs, through DevTools). */
  javaScriptEnabled?: boolean;
  /** The HTTP status the document must answer with (default 200). */
  status?: number;
  /** Console errors this page is expected to print; anything else fails the test. */
  allowConsoleErrors?: RegExp[];
  /** Called before the first navigation, e.g. to route requests. */
  beforeNavigate?: (page: Page) => Promise<unknown>;
  /**
   * false: return as soon as the DOM is parsed, without waiting or running axe, for tests that
   * look at the page before its scripts ran. axe still runs on the final state when the test ends.
   */
  settle?: boolean;
}

export interface PageProblems {
  consoleErrors: string[];
  pageErrors: string[];
  cspViolations: string[];
}

export interface OpenedPage {
  page: Page;
  response: Response | null;
  problems: PageProblems;
  /** Accepts more expected console errors for the rest of the test. */
  allowConsoleErrors(...patterns: RegExp[]): void;
}

interface TrackedPage extends OpenedPage {
  context: BrowserContext;
  allowed: RegExp[];
  scriptsDisabled: boolean;
  /** URL and markup axe last passed on. */
  checkedState: string | null;
}

function pageState(page: Page) {
  return page.evaluate(() => `${location.href}\n${document.documentElement.outerHTML}`);
}

/** axe on the page as it is now, unless it already passed on this very URL and markup. */
async function checkAccessibility(tracked: TrackedPage, label: string) {
  const state = await pageState(tracked.page);
  if (state === tracked.checkedState) return;
  await expectNoAxeViolations(tracked.page, label, { scriptsDisabled: tracked.scriptsDisabled });
  tracked.checkedState = state;
}

export const DESKTOP = { width: 1440, height: 900 };
export const MOBILE = { width: 390, height: 844 };

// The cookie banner appears COOKIE_BANNER_DELAY_MS after load (spec §4); axe has to see it.
const SETTLE_AFTER_LOAD_MS = COOKIE_BANNER_DELAY_MS + 400;
const HTTP_404_CONSOLE_LINE = /Failed to load resource: the server responded with a status of 404/;

function storageStateFor(origin: string, appearance: Appearance | undefined) {
  const localStorage: { name: string; value: string }[] = [];
  if (appearance?.theme) localStorage.push({ name: STORAGE_KEYS.theme, value: appearance.theme });
  if (appearance?.darkModePreference) {
    localStorage.push({
      name: STORAGE_KEYS.darkModePreference,
      value: appearance.darkModePreference,
    });
  }
  return { cookies: [], origins: localStorage.length ? [{ origin, localStorage }] : [] };
}

/** Waits until what a visitor sees stops changing: network quiet, fonts in, delayed widgets up. */
export async function settle(page: Page) {
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const sinceLoad = await page.evaluate(() => {
    const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return nav ? performance.now() - nav.loadEventEnd : Number.POSITIVE_INFINITY;
  });
  if (sinceLoad < SETTLE_AFTER_LOAD_MS) await page.waitForTimeout(SETTLE_AFTER_LOAD_MS - sinceLoad);
  await page.waitForLoadState('networkidle');
}

function describeProblems(label: string, tracked: TrackedPage) {
  const { consoleErrors, pageErrors, cspViolations } = tracked.problems;
  const unexpected = consoleErrors.filter((line) => !tracked.allowed.some((re) => re.test(line)));
  const lines = [
    ...unexpected.map((line) => `  console error: ${line}`),
    ...pageErrors.map((line) => `  page error: ${line}`),
    ...cspViolations.map((line) => `  CSP violation: ${line}`),
  ];
  return lines.length ? `${label}\n${lines.join('\n')}` : null;
}

/**
 * Browser tests against the built app. Call once at the top of a test file: it starts the app
 * (PGlite, a fresh data dir: a copy of E2E_SEEDED_DATA_DIR when `npm test` prepared one) and
 * Chromium for the file, and after every test it runs axe on each
 * page the test opened and fails on console errors, page errors, CSP violations and server
 * error logs. Pages can only be opened through `open()`, so none escapes those checks.
 */
export function setupSite() {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  let ownBuildDir: string | undefined;
  let pages: TrackedPage[] = [];
  let logMark = 0;

  // Without a seeded copy the first start runs every migration and seed: minutes on a busy machine.
  const startTimeoutMs = process.env.E2E_SEEDED_DATA_DIR ? undefined : 20 * 60_000;
  beforeAll(async () => {
    const chromiumPath = findChromium();
    if (!chromiumPath.found) throw new Error(`${chromiumPath.reason}\n${CHROMIUM_INSTALL_HINT}`);
    let buildDir = process.env.E2E_BUILD_DIR;
    const seededData = process.env.E2E_SEEDED_DATA_DIR;
    if (!buildDir) {
      // Run on its own (npx vitest --project e2e): build once for this file.
      ownBuildDir = makeBuildDir('e2e');
      await buildApp(ownBuildDir);
      buildDir = ownBuildDir;
    }
    [app, browser] = await Promise.all([
      startBuiltApp({
        buildDir,
        env: E2E_APP_ENV,
        ...(seededData ? { data: { copyFrom: seededData } } : { readyTimeoutMs: 15 * 60_000 }),
      }),
      chromium.launch({ executablePath: chromiumPath.path, args: CHROMIUM_ARGS, headless: true }),
    ]);
  }, startTimeoutMs);

  beforeEach(() => {
    logMark = app?.logLines.length ?? 0;
  });

  afterEach(async () => {
    const failures: string[] = [];
    for (const tracked of pages) {
      const label = tracked.page.isClosed() ? '(closed page)' : tracked.page.url();
      try {
        if (!tracked.page.isClosed()) {
          await settle(tracked.page);
          await checkAccessibility(tracked, `${label} (end of test)`);
        }
      } catch (err) {
        failures.push((err as Error).message);
      }
      const problems = describeProblems(label, tracked);
      if (problems) failures.push(problems);
      await tracked.context.close().catch(() => undefined);
    }
    pages = [];
    const serverErrors = (app?.logLines.slice(logMark) ?? []).filter((line) => {
      try {
        return (JSON.parse(line) as { level?: number }).level! >= 50;
      } catch {
        return false;
      }
    });
    if (serverErrors.length) failures.push(`server logged errors:\n  ${serverErrors.join('\n  ')}`);
    if (failures.length) throw new Error(failures.join('\n\n'));
  });

  afterAll(async () => {
    const [, ended] = await Promise.all([browser?.close(), app?.stop()]);
    if (ownBuildDir) fs.rmSync(ownBuildDir, { recursive: true, force: true });
    // server/start.ts promises a clean exit on SIGTERM once requests in flight are done.
    if (ended && (ended.killed || ended.exitCode !== 0)) {
      throw new Error(
        `The app did not shut down cleanly on SIGTERM: ${JSON.stringify(ended)}\n${app!.logLines.slice(-20).join('\n')}`,
      );
    }
  });

  function running() {
    if (!app || !browser) throw new Error('setupSite(): the app is not running (beforeAll failed?)');
    return { app, browser };
  }

  return {
    get baseUrl() {
      return running().app.baseUrl;
    },
    /** The directory of the build under test (its client/assets hold the hashed files). */
    get buildDir() {
      return running().app.buildDir;
    },
    url(path: string) {
      return new URL(path, running().app.baseUrl).toString();
    },
    /** Plain HTTP, as a crawler or a browser without JavaScript sees the site. */
    fetch(path: string, init?: RequestInit) {
      return fetch(new URL(path, running().app.baseUrl), { redirect: 'manual', ...init });
    },
    expectNoAxeViolations,
    settle,

    /**
     * Opens `path` in a fresh browser context (own storage), checks the HTTP status, waits for
     * the page to settle and runs axe on it. When the test ends axe runs again if the URL or the
     * markup changed since, and the page's console, page errors and CSP violations are checked.
     */
    async open(path: string, options: OpenOptions = {}): Promise<OpenedPage> {
      const { app: site, browser: chrome } = running();
      const context = await chrome.newContext({
        baseURL: site.baseUrl,
        viewport: options.viewport ?? DESKTOP,
        javaScriptEnabled: options.javaScriptEnabled ?? true,
        // Animations would let axe sample colours halfway through a fade.
        reducedMotion: 'reduce',
        locale: 'es-ES',
        storageState: storageStateFor(site.baseUrl, options.appearance),
      });
      const problems: PageProblems = { consoleErrors: [], pageErrors: [], cspViolations: [] };
      await context.exposeBinding('__e2eReportCsp', (_source, violation: string) => {
        problems.cspViolations.push(violation);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __e2eReportCsp: (v: string) => void })
            .__e2eReportCsp;
          report(
            `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
          );
        });
      });
      const page = await context.newPage();
      const allowed = [...(options.allowConsoleErrors ?? [])];
      const expectedStatus = options.status ?? 200;
      if (expectedStatus === 404) allowed.push(HTTP_404_CONSOLE_LINE);
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const where = message.location().url;
        problems.consoleErrors.push(`${message.text()}${where ? ` (${where})` : ''}`);
      });
      page.on('pageerror', (error) => problems.pageErrors.push(error.stack ?? error.message));

      const tracked: TrackedPage = {
        page,
        context,
        problems,
        allowed,
        scriptsDisabled: options.javaScriptEnabled === false,
        checkedState: null,
        response: null,
        allowConsoleErrors: (...patterns) => allowed.push(...patterns),
      };
      pages.push(tracked);

      await options.beforeNavigate?.(page);
      const response = await page.goto(path, {
        waitUntil: options.settle === false ? 'domcontentloaded' : 'load',
      });
      tracked.response = response;
      if (response?.status() !== expectedStatus) {
        throw new Error(`GET ${path} answered ${response?.status()}, expected ${expectedStatus}`);
      }
      if (options.settle !== false) {
        await settle(page);
        await checkAccessibility(tracked, `${path} (on open)`);
      }
      return tracked;
    },
  };
}
