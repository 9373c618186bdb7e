/**
 * JavaScript before interaction on a first visit (issue 36): what a public page downloads in a
 * browser that has never been to the store (no cookie choice yet, so the cookie banner loads; an
 * empty cache), from the request to the moment the page is hydrated and its network has gone quiet
 * — what loads at idle counts, a tap does not happen. Each script's size is its gzip size in the
 * build (read-build.ts), so the figure is the same on every machine for the same build.
 *
 * The recorded figures (first-visit-budget.json) only go down: e2e/bundle-budget.e2e.test.ts
 * fails when a page grows past its figure, and `node --import tsx scripts/bundle-report.ts build
 * --first-visit --record` lowers each figure a change has brought down (never raises one).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { STORAGE_KEYS } from '@common/storage-keys';

export const FIRST_VISIT_BUDGET_FILE = fileURLToPath(new URL('./first-visit-budget.json', import.meta.url));

export interface FirstVisitPage {
  path: string;
  /** Opened with one line in the cart (the checkout's form shows instead of the empty cart). */
  withCart?: boolean;
}

/** One page of each kind a visitor lands on (the product, category and directory pages share their route's code). */
export const FIRST_VISIT_PAGES: FirstVisitPage[] = [
  { path: '/' },
  { path: '/store' },
  { path: '/store/products/camisa-oxford-de-oficina' },
  { path: '/store/categories' },
  { path: '/store/new-arrivals' },
  { path: '/brands/divergente' },
  { path: '/checkout', withCart: true },
  { path: '/directorio' },
  { path: '/help' },
  { path: '/help/contact' },
  { path: '/orders/lookup' },
  { path: '/login' },
  { path: '/register' },
  { path: '/privacy' },
];

/** Issue 36's targets (KB = 1024 bytes of gzip), beside the recorded figures. */
export const FIRST_VISIT_TARGETS: Record<string, number> = {
  '/': 145 * 1024,
  '/store': 145 * 1024,
  '/store/products/camisa-oxford-de-oficina': 165 * 1024,
  '/checkout': 190 * 1024,
};

export interface FirstVisit {
  path: string;
  gzipBytes: number;
  /** `/assets/x.js` in the order the page asked for them. */
  scripts: string[];
}

export type FirstVisitBudget = Record<string, number>;

export function readFirstVisitBudget(file = FIRST_VISIT_BUDGET_FILE): FirstVisitBudget {
  return JSON.parse(readFileSync(file, 'utf8')) as FirstVisitBudget;
}

/** Pages over their recorded figure, and pages with no figure yet (a new page must be recorded). */
export function firstVisitFailures(visits: FirstVisit[], budget: FirstVisitBudget): string[] {
  return visits.flatMap((visit) => {
    const recorded = budget[visit.path];
    if (recorded === undefined) return [`${visit.path} has no recorded figure in first-visit-budget.json (measured ${visit.gzipBytes} bytes)`];
    return visit.gzipBytes > recorded
      ? [`${visit.path} loads ${visit.gzipBytes} bytes of JavaScript (gzip) on a first visit, over its recorded ${recorded} (+${visit.gzipBytes - recorded})`]
      : [];
  });
}

/** The budget with every figure a visit brought down lowered to it; the others as they were. */
export function loweredBudget(visits: FirstVisit[], budget: FirstVisitBudget): FirstVisitBudget {
  const next = { ...budget };
  for (const visit of visits) next[visit.path] = Math.min(budget[visit.path] ?? visit.gzipBytes, visit.gzipBytes);
  return next;
}

export function writeFirstVisitBudget(budget: FirstVisitBudget, file = FIRST_VISIT_BUDGET_FILE) {
  const known = FIRST_VISIT_PAGES.map((page) => page.path).filter((path) => path in budget);
  const paths = [...known, ...Object.keys(budget).filter((path) => !known.includes(path))];
  writeFileSync(file, `${JSON.stringify(Object.fromEntries(paths.map((path) => [path, budget[path]])), null, 2)}\n`);
}

/**
 * Opens each page in a fresh context of `browser` and sums the gzip sizes of the app's scripts it
 * fetched until it was hydrated (`<html data-hydrated="true">`) and its network was quiet.
 * `cartLine` is the stored cart (STORAGE_KEYS.cart) for the pages opened with one.
 */
export async function measureFirstVisits(
  browser: Browser,
  baseUrl: string,
  gzipSizes: Record<string, number>,
  options: { pages?: FirstVisitPage[]; cart?: string } = {},
): Promise<FirstVisit[]> {
  const visits: FirstVisit[] = [];
  for (const page of options.pages ?? FIRST_VISIT_PAGES) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, locale: 'es-ES' });
    try {
      if (page.withCart && options.cart) {
        await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.cart, options.cart] as const);
      }
      const tab = await context.newPage();
      const scripts: string[] = [];
      tab.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin === new URL(baseUrl).origin && url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js') && !scripts.includes(url.pathname)) {
          scripts.push(url.pathname);
        }
      });
      await tab.goto(`${baseUrl}${page.path}`, { waitUntil: 'load' });
      await tab.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await tab.waitForLoadState('networkidle');
      // What the page asks for once the browser is idle (deferModule's idle loads) counts too.
      await tab.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2_000 })));
      await tab.waitForLoadState('networkidle');
      const gzipBytes = scripts.reduce((sum, file) => {
        const bytes = gzipSizes[file.replace(/^\//, '')];
        if (bytes === undefined) throw new Error(`${page.path} loaded ${file}, which is not in the build`);
        return sum + bytes;
      }, 0);
      visits.push({ path: page.path, gzipBytes, scripts });
    } finally {
      await context.close();
    }
  }
  return visits;
}

export const formatFirstVisits = (visits: FirstVisit[], budget: FirstVisitBudget) => {
  const width = Math.max(...visits.map((visit) => visit.path.length));
  return [
    `${'first visit'.padEnd(width)}  gzip JS   recorded   target`,
    ...visits.map((visit) => {
      const recorded = budget[visit.path];
      const target = FIRST_VISIT_TARGETS[visit.path];
      return `${visit.path.padEnd(width)}  ${kib(visit.gzipBytes).padStart(8)}  ${(recorded ? kib(recorded) : '—').padStart(9)}  ${target ? `≤ ${kib(target)}` : ''}  (${visit.scripts.length} files)`;
    }),
  ].join('\n');
};

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
