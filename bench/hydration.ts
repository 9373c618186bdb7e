/**
 * When each page paints, finishes loading and is hydrated on a throttled phone (issue 36): Lighthouse's
 * mobile screen with touch, the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate) and the network
 * at Lighthouse's "slow 4G" (150 ms × 3.75 round trip, 1.6 Mbit/s × 0.9 down, 750 kbit/s × 0.9 up),
 * a fresh browser context each time (a first visit: no consent, an empty cache), the median of
 * `settings.interactionRuns` loads. Recorded for each page: the first contentful paint, the `load`
 * event, and the moment `<html data-hydrated="true">` appears (app/root.tsx sets it once React has
 * taken over) — after which every control runs React's code; before it, the server's HTML answers
 * (forms, links, <details>). `load → hydrated` is how long a shopper acting right after the page
 * looks loaded is still served by that HTML. No target: figures to compare before and after a change.
 */
import { chromium, type Browser } from 'playwright-core';
import { STORAGE_KEYS } from '@common/storage-keys';
import { CHROMIUM_ARGS, CHROMIUM_INSTALL_HINT, findChromium } from '../e2e/chromium';
import { median } from './lighthouse';
import { BENCH_PAGES, cartCookie, oneLineCart } from './pages';
import { figure, type Figure } from './report';
import { settings } from './settings';

export interface HydrationRun {
  fcpMs: number | null;
  loadMs: number;
  hydratedMs: number;
}

export interface HydrationResult {
  path: string;
  runs: HydrationRun[];
  fcpMs: number | null;
  loadMs: number;
  hydratedMs: number;
}

/** Runs in the page before its own scripts: the time the hydration mark appears. */
const WATCH_HYDRATION = `(() => {
  const mark = () => { if (document.documentElement.dataset.hydrated === 'true' && window.__benchHydratedAt === undefined) window.__benchHydratedAt = performance.now(); };
  new MutationObserver(mark).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
})();`;

async function loadOnce(browser: Browser, url: string, cart: string | null): Promise<HydrationRun> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, locale: 'es-ES' });
  try {
    if (cart !== null) {
      await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.cart, cart] as const);
      // The checkout draws its lines on the server from the cart's cookie (app/lib/cart.ts writes it).
      const cookie = cartCookie(cart);
      await context.addCookies([{ name: cookie.name, value: cookie.value, domain: new URL(url).hostname, path: cookie.path }]);
    }
    await context.addInitScript(WATCH_HYDRATION);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: settings.cpuSlowdown });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 562.5,
      downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
      uploadThroughput: (750 * 1024 * 0.9) / 8,
    });
    await page.goto(url, { waitUntil: 'load', timeout: 180_000 });
    await page.waitForFunction(() => (window as unknown as { __benchHydratedAt?: number }).__benchHydratedAt !== undefined, null, { timeout: 180_000, polling: 100 });
    return await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      return {
        fcpMs: fcp ? Math.round(fcp.startTime) : null,
        loadMs: Math.round(navigation.loadEventStart),
        hydratedMs: Math.round((window as unknown as { __benchHydratedAt: number }).__benchHydratedAt),
      };
    });
  } finally {
    await context.close();
  }
}

export async function measureHydration(baseUrl: string): Promise<{ results: HydrationResult[]; figures: Figure[] }> {
  const found = findChromium();
  if (!found.found) throw new Error(`${found.reason}\n${CHROMIUM_INSTALL_HINT}`);
  const browser = await chromium.launch({ executablePath: found.path, args: CHROMIUM_ARGS });
  const results: HydrationResult[] = [];
  try {
    for (const benchPage of BENCH_PAGES) {
      const cart = benchPage.withCart ? await oneLineCart(baseUrl) : null;
      console.log(`\nHydration: ${benchPage.path} (${settings.cpuSlowdown}× CPU, slow 4G, ${settings.interactionRuns} first visits)`);
      const runs: HydrationRun[] = [];
      for (let i = 0; i < settings.interactionRuns; i++) {
        const run = await loadOnce(browser, `${baseUrl}${benchPage.path}`, cart);
        runs.push(run);
        console.log(`  run ${i + 1}: FCP ${run.fcpMs ?? '–'} ms, load ${run.loadMs} ms, hydrated ${run.hydratedMs} ms`);
      }
      const fcps = runs.map((r) => r.fcpMs).filter((v): v is number => v !== null);
      results.push({
        path: benchPage.path,
        runs,
        fcpMs: fcps.length ? median(fcps) : null,
        loadMs: median(runs.map((r) => r.loadMs)),
        hydratedMs: median(runs.map((r) => r.hydratedMs)),
      });
    }
  } finally {
    await browser.close();
  }
  const figures = results.flatMap((r) => [
    ...(r.fcpMs !== null ? [figure(null, `${r.path}: first contentful paint (4× CPU, slow 4G)`, r.fcpMs, 'ms')] : []),
    figure(null, `${r.path}: load event`, r.loadMs, 'ms'),
    figure(null, `${r.path}: hydrated`, r.hydratedMs, 'ms'),
    figure(null, `${r.path}: load → hydrated`, Math.max(0, r.hydratedMs - r.loadMs), 'ms'),
  ]);
  return { results, figures };
}
