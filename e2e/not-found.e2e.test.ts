import { describe, expect, test } from 'vitest';
import { setupSite } from './harness';

const site = setupSite();

const MISSING_PATHS = ['/404', '/esta-pagina-no-existe', '/store/categories/99999/nada'];

describe("unknown routes (spec §8: 404 'Page not found' with a link home)", () => {
  test.each(MISSING_PATHS)('%s answers HTTP 404 with the server-rendered not-found page', async (path) => {
    const response = await site.fetch(path);
    const html = await response.text();
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html).toMatch(/<h1\b[^>]*>Page not found<\/h1>/);
    expect(html).toMatch(/<main\b[^>]*>[\s\S]*<a\b[^>]*href="\/"[\s\S]*<\/main>/);
  });

  test.each(['/404', '/esta-pagina-no-existe'])(
    "%s shows 'Page not found' in the browser, and its link goes home",
    async (path) => {
      const { page } = await site.open(path, { status: 404 });
      await expect(
        page.getByRole('heading', { level: 1, name: 'Page not found' }).isVisible(),
      ).resolves.toBe(true);
      const homeLinks = page.getByRole('main').locator('a[href="/"]');
      expect(await homeLinks.count()).toBeGreaterThan(0);
      const link = homeLinks.first();
      await expect(link.isVisible()).resolves.toBe(true);
      expect((await link.innerText()).trim()).not.toBe('');

      await Promise.all([page.waitForURL(site.url('/')), link.click()]);
      expect(new URL(page.url()).pathname).toBe('/');
      // A client-side navigation changes the URL before React renders the home page.
      await page.getByRole('heading', { name: 'Page not found' }).waitFor({ state: 'detached' });
      expect(await page.getByRole('main').count()).toBe(1);
    },
  );

  test('an unknown API path answers JSON 404, not the HTML page', async () => {
    const response = await site.fetch('/api/no-existe');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toHaveProperty('message');
  });
});
