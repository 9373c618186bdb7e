import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { STORAGE_KEYS } from '@common/storage-keys';
import { setupSite } from './harness';

const site = setupSite();

function rootAppearance(page: Page) {
  return page.evaluate(() => ({
    theme: document.documentElement.getAttribute('data-theme'),
    dark: document.documentElement.classList.contains('dark'),
  }));
}

/** Relative luminance (WCAG) of the body's computed background colour; null when transparent. */
function bodyLuminance(page: Page) {
  return page.evaluate(() => {
    const channels = getComputedStyle(document.body).backgroundColor.match(/[\d.]+/g)!.map(Number);
    if (channels.length === 4 && channels[3] === 0) return null;
    const [r, g, b] = channels
      .slice(0, 3)
      .map((c) => c / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  });
}

describe('theme and dark mode persistence (spec §3 storage keys, §4 Theme)', () => {
  test('a first visit with no saved choice is ruediverso in light mode', async () => {
    const { page } = await site.open('/');
    expect(await rootAppearance(page)).toEqual({ theme: 'ruediverso', dark: false });
    expect(await bodyLuminance(page)).toBeGreaterThan(0.5);
  });

  test('a saved divergente + dark is on <html> at DOMContentLoaded, before the app script runs', async () => {
    const opened = await site.open('/');
    const { page } = opened;
    await page.evaluate(
      ([themeKey, preferenceKey]) => {
        localStorage.setItem(themeKey!, 'divergente');
        localStorage.setItem(preferenceKey!, 'dark');
      },
      [STORAGE_KEYS.theme, STORAGE_KEYS.darkModePreference],
    );

    // Hold back every module script: whatever is on <html> now comes from the server's page.
    let heldBack = 0;
    await page.route('**/assets/*.js', (route) => {
      heldBack += 1;
      return route.abort();
    });
    opened.allowConsoleErrors(/Failed to load resource: net::ERR_FAILED/);
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await rootAppearance(page)).toEqual({ theme: 'divergente', dark: true });
    const luminance = await bodyLuminance(page);
    expect(luminance).not.toBeNull();
    expect(luminance).toBeLessThan(0.1);
    // The page asks for its scripts after its first paint (issue 36): they were held back, not absent.
    await expect.poll(() => heldBack).toBeGreaterThan(0);
    expect(await rootAppearance(page)).toEqual({ theme: 'divergente', dark: true });

    // And the app, once it runs, keeps the visitor's choice.
    await page.unroute('**/assets/*.js');
    await page.reload({ waitUntil: 'load' });
    await site.settle(page);
    expect(await rootAppearance(page)).toEqual({ theme: 'divergente', dark: true });
    expect(
      await page.evaluate(
        ([themeKey, preferenceKey]) => [localStorage.getItem(themeKey!), localStorage.getItem(preferenceKey!)],
        [STORAGE_KEYS.theme, STORAGE_KEYS.darkModePreference],
      ),
    ).toEqual(['divergente', 'dark']);
  });

  // The fallbacks of spec §5 (a theme other than divergente, an unknown preference) and 'auto'
  // following the system, in the pre-paint script and in the app: app/lib/appearance-bootstrap.test.ts.
});
