import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { checkHtmlFiles, describeNuMessages } from './nu-html-checker';
import { setupPlainSite } from './plain-site';
import { crawlSite, describeCrawlProblems, extractLinks } from './site-crawl';

const site = setupPlainSite();

/**
 * Every public route of app/routes.ts a visitor reaches without signing in or carrying state,
 * with the status it must answer. The customer area, the back-office and the order confirmation
 * (it needs an order) are left out; the product, category and directory entry pages are added
 * below from the links the site itself shows.
 */
const PUBLIC_ROUTES: { path: string; status?: number }[] = [
  { path: '/' },
  { path: '/about' },
  { path: '/status' },
  { path: '/store' },
  { path: '/store?featured=1' },
  { path: '/store/categories' },
  { path: '/store/brands' },
  { path: '/store/offers' },
  { path: '/store/new-arrivals' },
  { path: '/brands' },
  { path: '/brands/rue-diverso' },
  { path: '/brands/divergente' },
  { path: '/help' },
  { path: '/help/faq' },
  { path: '/help/contact' },
  { path: '/help/shipping' },
  { path: '/help/returns' },
  { path: '/help/warranty' },
  { path: '/privacy' },
  { path: '/terms' },
  { path: '/cookies' },
  { path: '/checkout' },
  { path: '/orders/lookup' },
  { path: '/register' },
  { path: '/login' },
  { path: '/404', status: 404 },
  { path: '/esta-pagina-no-existe', status: 404 },
  { path: '/directorio' },
  { path: '/directorio/empresas' },
  { path: '/directorio/servicios' },
  { path: '/directorio/profesionales' },
  { path: '/directorio/locations' },
  { path: '/careers' },
  { path: '/press' },
  { path: '/investors' },
  { path: '/sustainability' },
  { path: '/accessibility' },
  { path: '/compliance' },
];

/** Pages whose address comes from a link on another page: the first such link is checked. */
const LINKED_ROUTES: { from: string; pattern: RegExp; what: string }[] = [
  { from: '/store', pattern: /^\/store\/products\/[^/?]+$/, what: 'a product page' },
  { from: '/store/categories', pattern: /^\/store\/categories\/[^/?]+$/, what: 'a category page' },
  { from: '/directorio', pattern: /^\/directorio\/(?!locations\b)[^/?]+\/[^/?]+$/, what: 'a directory entry' },
];

async function htmlOf(pathAndQuery: string) {
  const response = await site.fetch(pathAndQuery, { headers: { Accept: 'text/html' } });
  return { status: response.status, html: await response.text() };
}

describe('the server-rendered site', () => {
  test('every internal link from / answers 200 or a redirect to a page that does', { timeout: 5 * 60_000 }, async () => {
    const result = await crawlSite({ baseUrl: site.baseUrl, start: ['/'], concurrency: 4 });
    // The crawl reached the site, not just the home page.
    expect(result.pagesRead).toBeGreaterThan(20);
    expect(result.statuses.get('/')).toBe(200);
    if (result.problems.length) {
      throw new Error(
        `${result.problems.length} of ${result.statuses.size} linked URLs do not answer 200:\n${describeCrawlProblems(result.problems)}`,
      );
    }
  });

  describe('the Nu Html Checker', () => {
    let tempDir: string | undefined;
    afterAll(() => {
      if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
    });

    test('finds no error in the HTML of any public route', { timeout: 5 * 60_000 }, async () => {
      const failures: string[] = [];
      const routes = [...PUBLIC_ROUTES];
      for (const linked of LINKED_ROUTES) {
        const { status, html } = await htmlOf(linked.from);
        const found = status === 200 ? extractLinks(html, new URL(linked.from, site.baseUrl).toString()).find((link) => linked.pattern.test(link)) : undefined;
        if (found) routes.push({ path: found });
        else failures.push(`${linked.from} (HTTP ${status}) links to no ${linked.what}`);
      }

      tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-checks-html-'));
      const routeOfFile = new Map<string, string>();
      await Promise.all(
        routes.map(async (route, index) => {
          const { status, html } = await htmlOf(route.path);
          const expected = route.status ?? 200;
          if (status !== expected) failures.push(`${route.path} answered HTTP ${status}, expected ${expected}`);
          const name = `${String(index).padStart(2, '0')}${route.path.replace(/[^a-z0-9]+/gi, '-')}.html`.replace(/-+\.html$/, '.html');
          const file = path.join(tempDir!, name);
          fs.writeFileSync(file, html);
          routeOfFile.set(file, route.path);
        }),
      );

      const messages = await checkHtmlFiles([...routeOfFile.keys()].sort());
      if (messages.length) {
        failures.push(
          `The Nu Html Checker found ${messages.length} errors:\n${describeNuMessages(messages, (file) => (file && routeOfFile.get(file)) ?? file ?? '(no file)')}`,
        );
      }
      if (failures.length) throw new Error(failures.join('\n'));
    });
  });
});
