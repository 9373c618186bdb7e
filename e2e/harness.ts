import { chromium, type Browser, type BrowserContext, type Page, type Request, type Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { STORAGE_KEYS } from '@common/storage-keys';
import type { DarkModePreference, Theme } from '@common/theme';
import { expectNoAxeViolations } from './axe';
import { E2E_APP_ENV, findFreePort, startBuiltApp, type RunningApp } from './built-app';
import { sharedServerOf } from './run-context';
import { errorLines, logFileReader, memoryLogReader, type ServerLog } from './server-log';

export { expectNoAxeViolations } from './axe';

export interface Appearance {
  theme?: Theme;
  darkModePreference?: DarkModePreference;
}

export interface OpenOptions {
  /** Saved in localStorage before the first request, as a returning visitor would have it. */
  appearance?: Appearance;
  /**
   * true (default): the visitor chose 'Solo esenciales' on an earlier visit (saved before the first
   * request), so the cookie banner never shows. false: no choice saved; the banner is due, and
   * `open()` waits until it is visible before axe runs.
   */
  cookieConsent?: boolean;
  viewport?: { width: number; height: number };
  /**
   * The browser's User-Agent, for a test whose page must be seen as a shopper's: headless Chromium says
   * 'HeadlessChrome', which the store counts as a crawler (the search report leaves crawlers out, issue 37).
   */
  userAgent?: string;
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
  /**
   * With `settle: false`, what `open()` waits for: 'domcontentloaded' (default), or 'commit' (the
   * answer started: for tests that act on the page while its scripts are still on their way).
   */
  waitUntil?: 'commit' | 'domcontentloaded';
}

export interface SiteOptions {
  /**
   * true: the file gets an app instance of its own (the same compiled server, on its own copy of
   * the seeded data) instead of the run's shared one. Only for a file that changes what the whole
   * store shows (settings, maintenance, banners, roles, the render cache's behaviour, …), which
   * other files' assertions would see; say why next to the call.
   */
  ownServer?: boolean;
  /**
   * With `ownServer`: more environment for the file's instance, made once its port is known (the
   * payment providers' simulators, which must know the store's address, start there).
   */
  serverEnv?: (store: { port: number; baseUrl: string }) => Promise<Record<string, string>>;
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

const HTTP_404_CONSOLE_LINE = /Failed to load resource: the server responded with a status of 404/;
/** How long a page may take to hydrate and finish its requests before the test fails saying so. */
const SETTLE_TIMEOUT_MS = 15_000;
/** Playwright's limit for one action, navigation or wait of a test. */
const ACTION_TIMEOUT_MS = 15_000;

/** The choice a returning visitor made on the cookie banner (app/lib/cookie-consent.ts). */
export function savedCookieConsent() {
  return JSON.stringify({ essential: true, analytics: false, marketing: false, timestamp: new Date().toISOString() });
}

/** What a returning visitor's browser holds before the first request: the cookie choice, the look. */
function savedStorage(options: OpenOptions): [string, string][] {
  const entries: [string, string][] = [];
  if (options.cookieConsent !== false) entries.push([STORAGE_KEYS.cookieConsent, savedCookieConsent()]);
  const { appearance } = options;
  if (appearance?.theme) entries.push([STORAGE_KEYS.theme, appearance.theme]);
  if (appearance?.darkModePreference) entries.push([STORAGE_KEYS.darkModePreference, appearance.darkModePreference]);
  return entries;
}

/** The requests a page has in flight, followed from the moment it is created. */
class RequestsInFlight {
  private readonly pending = new Set<Request>();
  private waiters: (() => void)[] = [];

  constructor(page: Page) {
    page.on('request', (request) => this.pending.add(request));
    const done = (request: Request) => {
      this.pending.delete(request);
      if (this.pending.size === 0) this.wakeWaiters();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    page.on('close', () => {
      this.pending.clear();
      this.wakeWaiters();
    });
  }

  private wakeWaiters() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  get count() {
    return this.pending.size;
  }

  /** Resolves when no request is in flight; fails after `timeoutMs` naming the ones still open. */
  none(timeoutMs: number) {
    if (this.pending.size === 0) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        const open = [...this.pending].map((request) => `${request.method()} ${request.url()}`);
        reject(new Error(`requests still in flight after ${timeoutMs} ms:\n  ${open.join('\n  ')}`));
      }, timeoutMs);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}

const trackedRequests = new WeakMap<Page, RequestsInFlight>();
const pagesWithoutScripts = new WeakSet<Page>();

function requestsOf(page: Page) {
  let requests = trackedRequests.get(page);
  if (!requests) {
    requests = new RequestsInFlight(page);
    trackedRequests.set(page, requests);
  }
  return requests;
}

/**
 * Waits until what a visitor sees has stopped changing, by conditions rather than by time: the
 * document loaded, the app hydrated (app/root.tsx marks <html data-hydrated>), the fonts in, and
 * no request of the page in flight across an idle moment of the browser and a rendered frame (its
 * data, the code it defers to idle time, pictures). A page without scripts only needs its load
 * and fonts.
 */
export async function settle(page: Page) {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  const left = () => Math.max(1, deadline - Date.now());
  await page.waitForLoadState('load', { timeout: left() });
  if (pagesWithoutScripts.has(page)) {
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    return;
  }
  const requests = requestsOf(page);
  await page
    .waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: left() })
    .catch((err: Error) => {
      throw new Error(`${page.url()} never marked itself hydrated (<html data-hydrated>): did its scripts load?\n${err.message}`);
    });
  for (;;) {
    await requests.none(left());
    // Across an idle moment of the browser and a frame, whatever the last answer started has
    // rendered, or has asked for more (the code the app defers loads on use, issue 23, but a page
    // may still fetch its data or pictures late).
    await page.evaluate(() =>
      document.fonts.ready
        .then(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })))
        .then(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))),
    );
    if (requests.count === 0) return;
  }
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
 * Browser tests against the built app. Call once at the top of a test file: the file uses the
 * run's shared app instance and Chromium (e2e/global-setup.ts), or with `ownServer` an instance
 * of its own. Every page is opened in a fresh browser context through `open()`, and after every
 * test the harness runs axe on each page the test opened and fails on console errors, page
 * errors, CSP violations and error lines the server logged during the test.
 */
export function setupSite(siteOptions: SiteOptions = {}) {
  let app: { baseUrl: string; buildDir: string } | undefined;
  let ownApp: RunningApp | undefined;
  let browser: Browser | undefined;
  let serverLog: ServerLog | undefined;
  let pages: TrackedPage[] = [];
  let logMark = 0;

  beforeAll(async () => {
    const run = inject('e2e');
    if (siteOptions.ownServer) {
      const port = await findFreePort();
      const extra = siteOptions.serverEnv ? await siteOptions.serverEnv({ port, baseUrl: `http://127.0.0.1:${port}` }) : {};
      ownApp = await startBuiltApp({ buildDir: run.buildDir, port, env: { ...E2E_APP_ENV, ...extra }, data: { copyFrom: run.seededDataDir } });
      app = ownApp;
      serverLog = memoryLogReader(ownApp);
    } else {
      const shared = sharedServerOf(run);
      app = { baseUrl: shared.baseUrl, buildDir: run.buildDir };
      serverLog = logFileReader(shared.serverLogFile);
    }
    browser = await chromium.connect(run.browserWsEndpoint);
  });

  beforeEach(() => {
    logMark = serverLog?.mark() ?? 0;
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
    const serverErrors = errorLines(serverLog?.since(logMark) ?? []);
    if (serverErrors.length) failures.push(`server logged errors:\n  ${serverErrors.join('\n  ')}`);
    if (failures.length) throw new Error(failures.join('\n\n'));
  });

  afterAll(async () => {
    const [, ended] = await Promise.all([browser?.close(), ownApp?.stop()]);
    // server/start.ts promises a clean exit on SIGTERM once requests in flight are done.
    if (ended && (ended.killed || ended.exitCode !== 0)) {
      throw new Error(
        `The app did not shut down cleanly on SIGTERM: ${JSON.stringify(ended)}\n${ownApp!.logLines.slice(-20).join('\n')}`,
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
        ...(options.userAgent ? { userAgent: options.userAgent } : {}),
        // Animations would let axe sample colours halfway through a fade.
        reducedMotion: 'reduce',
        locale: 'es-ES',
      });
      // A step that hangs fails with Playwright's own message (what it waited for) before the
      // test's 30 s run out and Vitest could only say 'timed out'.
      context.setDefaultTimeout(ACTION_TIMEOUT_MS);
      const problems: PageProblems = { consoleErrors: [], pageErrors: [], cspViolations: [] };
      await context.exposeBinding('__e2eReportCsp', (_source, violation: string) => {
        problems.cspViolations.push(violation);
      });
      await context.addInitScript((stored: [string, string][]) => {
        // The saved storage, before any script of the tab's first document (the pre-paint
        // appearance script included), as Playwright's storageState would put it but without the
        // extra page load that costs each context; a later change by the app stays across reloads.
        try {
          if (!sessionStorage.getItem('e2e-storage-seeded')) {
            sessionStorage.setItem('e2e-storage-seeded', '1');
            for (const [key, value] of stored) localStorage.setItem(key, value);
          }
        } catch {
          // about:blank has no storage.
        }
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __e2eReportCsp: (v: string) => void })
            .__e2eReportCsp;
          report(
            `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
          );
        });
      }, savedStorage(options));
      const page = await context.newPage();
      requestsOf(page);
      if (options.javaScriptEnabled === false) pagesWithoutScripts.add(page);
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
        waitUntil: options.settle === false ? (options.waitUntil ?? 'domcontentloaded') : 'load',
      });
      tracked.response = response;
      if (response?.status() !== expectedStatus) {
        throw new Error(`GET ${path} answered ${response?.status()}, expected ${expectedStatus}`);
      }
      if (options.settle !== false) {
        await settle(page);
        if (options.cookieConsent === false) {
          // The banner comes COOKIE_BANNER_DELAY_MS after the app starts (spec §4); axe has to see it.
          await page.getByRole('region', { name: 'Tu privacidad, tu elección' }).waitFor({ state: 'visible' });
          await settle(page);
        }
        await checkAccessibility(tracked, `${path} (on open)`);
      }
      return tracked;
    },
  };
}
