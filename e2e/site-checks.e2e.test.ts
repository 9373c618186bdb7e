import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { STORE_MENU } from '~/components/layout/navigation';
import { INDEXABLE_PAGES } from '@common/seo/public-pages';
import { checkHtmlFiles, describeNuMessages } from './nu-html-checker';
import { setupPlainSite } from './plain-site';
import { crawlSite, describeCrawlProblems, extractLinks } from './site-crawl';

const site = setupPlainSite();

// Reading the whole site over HTTP, and starting the Java checker, take longer than the 30 s a
// browser test gets (15 s and 13 s here on a loaded machine); these two have a minute.
const WHOLE_SITE = { timeout: 60_000 };

/**
 * Every public route of app/routes.ts a visitor reaches without signing in or carrying state,
 * with the status it must answer. The customer area, the back-office and the order confirmation
 * (it needs an order) are left out; the product, category and directory entry pages are added
 * below from the links the site itself shows.
 */
const PUBLIC_ROUTES: { path: string; status?: number; redirectsTo?: string }[] = [
  { path: '/' },
  { path: '/about' },
  { path: '/status' },
  { path: '/store' },
  { path: '/store?featured=1' },
  { path: '/store/categories' },
  { path: '/store/brands' },
  { path: '/store/offers' },
  { path: '/store/new-arrivals' },
  // Spec §2: /brands is the store (301); its target is checked below.
  { path: '/brands', status: 301, redirectsTo: '/store' },
  { path: '/brands/rue-diverso' },
  { path: '/brands/divergente' },
  { path: '/help', status: 302, redirectsTo: '/help/faq' },
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
  { path: '/forgot-password' },
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
  return { status: response.status, html: await response.text(), location: response.headers.get('location') };
}

describe('the server-rendered site', () => {
  test('every internal link from / answers 200 or a redirect to a page that does', WHOLE_SITE, async () => {
    // Every link, but at most 30 filter/page variants of one list: they multiply, and share markup.
    const result = await crawlSite({ baseUrl: site.baseUrl, start: ['/'], concurrency: 4, maxQueriesPerPath: 30 });
    // The crawl reached the site, not just the home page.
    expect(result.pagesRead).toBeGreaterThan(20);
    expect(result.statuses.get('/')).toBe(200);
    if (result.problems.length) {
      throw new Error(
        `${result.problems.length} of ${result.statuses.size} linked URLs do not answer 200 (${result.skipped.length} more filter variants not followed):\n${describeCrawlProblems(result.problems)}`,
      );
    }
  });

  test.each([
    ['/login', 'Sign in · Tienda Diverso', 'Sign in to your account'],
    ['/register', 'Create an account · Tienda Diverso', 'Create an account'],
  ])('%s: its English title and form (spec §1) are marked lang="en" in the Spanish page', async (path, title, heading) => {
    const { status, html } = await htmlOf(path);
    expect(status).toBe(200);
    expect(html).toMatch(/<html[^>]*\slang="es"/);
    const head = html.slice(0, html.indexOf('</head>'));
    expect([...head.matchAll(/<title\b[^>]*>([^<]*)<\/title>/g)].map((m) => m[0])).toEqual([`<title lang="en">${title}</title>`]);
    // The heading sits inside the form's lang="en" container.
    const englishPart = html.match(/<div lang="en"[^>]*>([\s\S]*?)<\/main>/)?.[1] ?? '';
    expect(englishPart).toMatch(new RegExp(`<h1\\b[^>]*>${heading}</h1>`));
  });

  test("'Tendencias' of the store menu opens the team's selection: the featured products, said so and clearable", async () => {
    const trends = STORE_MENU.find((item) => item.label === 'Tendencias')!;
    const api = await site.fetch('/api/products?is_featured=true&per_page=1&facets=false', { headers: { Accept: 'application/json' } });
    const featuredTotal = ((await api.json()) as { data: { total: number } }).data.total;
    expect(featuredTotal).toBeGreaterThan(0);

    const { status, html } = await htmlOf(trends.to);
    expect(status).toBe(200);
    const listing = html.slice(html.indexOf('id="productos"'));
    expect(listing).toMatch(/<h2\b[^>]*>Tendencias<\/h2>/);
    expect(listing).toContain('Lo que se lleva esta temporada, elegido por el equipo.');
    expect(listing).toMatch(new RegExp(`\\b\\d+ de ${featuredTotal} productos`));
    // The chip that clears it leads back to the whole store.
    expect(listing).toMatch(/<a\b[^>]*href="\/store#productos"[^>]*>Tendencias<svg/);
  });

  test('the sitemap lists only pages that answer 200 at that very address, each its own canonical; slash and id addresses move there', async () => {
    const sitemapUrl = new URL('/sitemap.xml', site.baseUrl).href;
    expect(await (await site.fetch('/robots.txt')).text()).toContain(`Sitemap: ${sitemapUrl}`);
    const xml = await (await site.fetch('/sitemap.xml')).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
    const paths = locs.map((loc) => new URL(loc).pathname);
    // Every fixed page of the sitemap is one of the public routes checked above, answering 200.
    const okRoutes = new Set(PUBLIC_ROUTES.filter((route) => !route.status).map((route) => route.path));
    expect(INDEXABLE_PAGES.filter((page) => !okRoutes.has(page))).toEqual([]);
    expect(paths).toEqual(expect.arrayContaining([...INDEXABLE_PAGES]));
    for (const linked of LINKED_ROUTES) expect(paths.some((p) => linked.pattern.test(p)), linked.what).toBe(true);

    const failures: string[] = [];
    const queue = [...locs];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let loc = queue.shift(); loc; loc = queue.shift()) {
          const { status, html } = await htmlOf(new URL(loc).pathname);
          if (status !== 200) failures.push(`${loc} answered HTTP ${status}`);
          const canonical = html.match(/<link\b[^>]*rel="canonical"[^>]*>/)?.[0].match(/href="([^"]*)"/)?.[1]?.replaceAll('&amp;', '&');
          if (canonical && canonical !== loc) failures.push(`${loc} names ${canonical} as its canonical address`);
        }
      }),
    );
    expect(failures).toEqual([]);

    const moved = await site.fetch('/store/?sort=price_asc&page=2', { headers: { Accept: 'text/html' } });
    expect([moved.status, moved.headers.get('location')]).toEqual([301, '/store?sort=price_asc&page=2']);
    const productPath = paths.find((p) => p.startsWith('/store/products/'))!;
    const slug = productPath.split('/').pop()!;
    const product = (await (await site.fetch(`/api/products/${slug}`)).json()) as { data: { product: { id: number } } };
    const byId = await site.fetch(`/store/products/${product.data.product.id}`, { headers: { Accept: 'text/html' } });
    expect([byId.status, byId.headers.get('location')]).toEqual([301, productPath]);
  });

  describe('the Nu Html Checker', () => {
    let tempDir: string | undefined;
    afterAll(() => {
      if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
    });

    test('finds no error in the HTML of any public route', WHOLE_SITE, async () => {
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
          const { status, html, location } = await htmlOf(route.path);
          const expected = route.status ?? 200;
          if (status !== expected) failures.push(`${route.path} answered HTTP ${status}, expected ${expected}`);
          if (route.redirectsTo) {
            if (location !== route.redirectsTo) failures.push(`${route.path} redirects to ${location}, expected ${route.redirectsTo}`);
            return;
          }
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
