import { expect, test } from 'vitest';
import { MOBILE, setupSite } from './harness';

/**
 * Issue 36: a public page's scripts are fetched once the page has painted and its largest image
 * (`fetchpriority="high"`: the first cards, the product's picture) has arrived
 * (app/lib/scripts-after-paint.server.ts), and the page still hydrates. The order is read from the
 * browser's own timings, so it holds on any machine.
 */
const site = setupSite();

const PAGES = ['/', '/store', '/store/products/camisa-oxford-de-oficina'];

test('public pages fetch no script before their first paint and their largest image, and hydrate', async () => {
  for (const path of PAGES) {
    const html = await (await site.fetch(path)).text();
    expect(html, path).not.toMatch(/<link[^>]*rel="modulepreload"/);
    expect(html, path).not.toMatch(/^\s*import \* as route\d+ from/m);

    const { page } = await site.open(path, { viewport: MOBILE });
    const timings = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const scripts = resources.filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
      const highImages = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].map((image) => image.currentSrc);
      const imageEnds = resources.filter((entry) => highImages.includes(entry.name)).map((entry) => entry.responseEnd);
      return {
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        firstScriptStart: Math.min(...scripts.map((entry) => entry.startTime)),
        scripts: scripts.length,
        lastHighImageEnd: Math.max(0, ...imageEnds),
        highImages: highImages.length,
      };
    });
    expect(timings.scripts, path).toBeGreaterThan(0);
    expect(timings.firstPaint, path).not.toBeNull();
    expect(timings.firstScriptStart, `${path}: ${JSON.stringify(timings)}`).toBeGreaterThanOrEqual(timings.firstPaint!);
    expect(timings.firstScriptStart, `${path}: ${JSON.stringify(timings)}`).toBeGreaterThanOrEqual(timings.lastHighImageEnd);
    if (path !== '/') expect(timings.highImages, path).toBeGreaterThan(0);
  }
});
