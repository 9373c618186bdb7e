/**
 * A screenshot of a running server, for looking at a screen while building it.
 *
 *   node --import tsx scripts/screenshot.ts URL OUT.png [options]
 *     --width=1280          viewport width (height follows at 16:10, at least 800)
 *     --theme=divergente    brand theme (default ruediverso)
 *     --dark                dark mode (default light)
 *     --full                the whole page, not only the viewport
 *     --token=TOKEN         signed in with this bearer token (POST /api/login gives one)
 *     --click=SEL||SEL      click these selectors in turn before the shot
 *     --scroll=SEL          scroll this selector into view before the shot
 *
 * Uses the system Chromium (CHROME_PATH or the usual paths), like the browser tests.
 */
import { chromium } from 'playwright-core';
import { STORAGE_KEYS } from '../common/storage-keys';
import { CHROMIUM_ARGS, findChromium } from '../e2e/chromium';

const [url, out, ...rest] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: node --import tsx scripts/screenshot.ts URL OUT.png [--width=N] [--theme=T] [--dark] [--full] [--token=T] [--click=SEL||SEL] [--scroll=SEL]');
  process.exit(2);
}
const option = (name: string) => rest.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const flag = (name: string) => rest.includes(`--${name}`);

const width = Number(option('width') ?? 1280);
const theme = option('theme') ?? 'ruediverso';
const dark = flag('dark');
const token = option('token');

const browserPath = findChromium();
if (!browserPath.found) {
  console.error(browserPath.reason);
  process.exit(1);
}
const browser = await chromium.launch({
  executablePath: browserPath.path,
  args: CHROMIUM_ARGS,
});
try {
  const context = await browser.newContext({
    viewport: { width, height: Math.max(800, Math.round((width * 10) / 16)) },
    colorScheme: dark ? 'dark' : 'light',
  });
  await context.addInitScript(
    ({ keys, theme, dark, token }) => {
      localStorage.setItem(keys.theme, theme);
      localStorage.setItem(keys.darkModePreference, dark ? 'dark' : 'light');
      localStorage.setItem(
        keys.cookieConsent,
        JSON.stringify({ essential: true, analytics: false, marketing: false, timestamp: new Date().toISOString() }),
      );
      if (token) {
        localStorage.setItem(keys.token, token);
        localStorage.setItem(keys.authToken, token);
      }
    },
    { keys: STORAGE_KEYS, theme, dark, token },
  );
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  for (const selector of (option('click') ?? '').split('||').filter(Boolean)) {
    await page.click(selector);
    await page.waitForTimeout(400);
  }
  const scroll = option('scroll');
  if (scroll) await page.locator(scroll).first().scrollIntoViewIfNeeded();
  await page.waitForTimeout(600);
  await page.screenshot({ path: out, fullPage: flag('full') });
  console.log(`${out} (${page.url()})`);
} finally {
  await browser.close();
}
