import { describe, expect, test } from 'vitest';
import { MOBILE, setupSite, type Appearance, type OpenOptions } from './harness';

const site = setupSite();

// axe runs inside site.open() and again when each test ends; these tests name the matrix. The
// home page opens as a first visit (no cookie choice saved), so axe also judges the cookie banner
// in each look and on a phone; the banner is the same on every page.
const PAGES: { path: string; status: number; cookieConsent: boolean }[] = [
  { path: '/', status: 200, cookieConsent: false },
  { path: '/status', status: 200, cookieConsent: true },
  { path: '/404', status: 404, cookieConsent: true },
];

const APPEARANCES: { name: string; appearance: Appearance }[] = [
  { name: 'ruediverso light', appearance: { theme: 'ruediverso', darkModePreference: 'light' } },
  { name: 'divergente light', appearance: { theme: 'divergente', darkModePreference: 'light' } },
  { name: 'ruediverso dark', appearance: { theme: 'ruediverso', darkModePreference: 'dark' } },
  { name: 'divergente dark', appearance: { theme: 'divergente', darkModePreference: 'dark' } },
];

describe('axe finds nothing', () => {
  for (const { path, status, cookieConsent } of PAGES) {
    test.each(APPEARANCES)(`on ${path} in $name (desktop)`, async ({ appearance }) => {
      const { page } = await site.open(path, { status, appearance, cookieConsent });
      const root = await page.evaluate(() => ({
        theme: document.documentElement.dataset.theme,
        dark: document.documentElement.classList.contains('dark'),
      }));
      expect(root).toEqual({
        theme: appearance.theme,
        dark: appearance.darkModePreference === 'dark',
      });
    });

    test(`on ${path} on a phone (390 px)`, async () => {
      await site.open(path, { status, viewport: MOBILE, cookieConsent });
    });
  }
});

describe('no console errors, page errors or CSP violations', () => {
  const cases: [string, OpenOptions][] = [
    ['/', {}],
    ['/status', {}],
    ['/', { appearance: { theme: 'divergente', darkModePreference: 'dark' } }],
  ];
  test.each(cases)('on %s %o', async (path, options) => {
    const { page, problems } = await site.open(path, options);
    // A reload runs the app over a warm cache and the saved state of the first visit.
    await page.reload({ waitUntil: 'load' });
    await site.settle(page);
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
  });
});
