/**
 * Interaction to next paint (issue 23): under a 4× CPU slowdown (CDP Emulation.setCPUThrottlingRate)
 * on a phone (Lighthouse's mobile viewport, touch), the time from a tap or a keystroke to the next
 * paint for the five interactions below, each `settings.interactionRuns` times on a fresh page, the
 * median kept.
 *
 * The figure is Chrome's own: the Event Timing API (PerformanceObserver type 'event',
 * durationThreshold 16, buffered), whose entries of one interaction share an interactionId and
 * whose duration runs from the input's hardware timestamp to the next paint after its handlers
 * (what INP reports, rounded by Chrome to 8 ms). An interaction is its longest entry; typing is
 * its worst keystroke. An interaction under 16 ms leaves no entry and is recorded as 16.
 *
 * Where the answer shows after the input's own paint (a picker whose code loads at the first tap, a
 * cart panel, a list loaded by a navigation) the time from the input to the first frame that shows
 * it is recorded too ('visible'): a requestAnimationFrame loop in the page checks for it.
 *
 * Each page is opened and its hydration awaited (`<html data-hydrated="true">`, app/root.tsx), then
 * the network left to go quiet and one more second given, as a shopper would read before tapping.
 */
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_INSTALL_HINT, findChromium } from '../e2e/chromium';
import { median } from './lighthouse';
import { PRODUCT_SLUG } from './pages';
import { atMost, figure, type Figure } from './report';
import { settings } from './settings';

const INP_TARGET_MS = 200;
/** Event Timing reports nothing shorter (its smallest durationThreshold). */
const FLOOR_MS = 16;

interface Interaction {
  name: string;
  path: string;
  /** Done before the measure (choosing a size, opening the filters panel); its own inputs are not counted. */
  prepare?: (page: Page) => Promise<void>;
  act: (page: Page) => Promise<void>;
  /**
   * What says the answer shows: an element matching `selector` is there, or (`newList`) the address
   * changed and the store's list is no longer busy (React Router commits the address with the data).
   */
  visible?: { selector: string } | { newList: true };
}

const STORE_LIST_READY = { newList: true } as const;

async function scrollTo(target: Locator) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await target.scrollIntoViewIfNeeded({ timeout: 10_000 });
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

/** The product's own button: the first of that name (the related products' cards come after it). */
const addToCartButton = (page: Page) => page.locator('main').getByRole('button', { name: 'Añadir al carrito', exact: true }).first();

export const INTERACTIONS: Interaction[] = [
  {
    name: 'add to cart (product page)',
    path: `/store/products/${PRODUCT_SLUG}`,
    prepare: async (page) => {
      await page.locator('main fieldset:has(legend:has-text("Talla")) label:has(input[type="radio"]:not(:disabled))').first().tap();
      await addToCartButton(page).scrollIntoViewIfNeeded();
    },
    act: (page) => addToCartButton(page).tap(),
    visible: { selector: '[role="dialog"] ul[aria-label="Prendas en el carrito"]' },
  },
  {
    name: 'open the size picker (store card)',
    path: '/store',
    // The closed button is swapped for the picker's own when its code has loaded (idle): scrolled to again if so.
    prepare: (page) => scrollTo(page.locator('main button[aria-haspopup="dialog"]').first()),
    act: (page) => page.locator('main button[aria-haspopup="dialog"]').first().tap(),
    visible: { selector: '[role="dialog"][aria-label^="Elige talla"]' },
  },
  {
    name: 'type in the search (header, worst keystroke)',
    path: '/',
    prepare: (page) => page.getByRole('combobox', { name: 'Buscar en la tienda' }).first().tap(),
    act: (page) => page.keyboard.type('camisa', { delay: 250 }),
  },
  {
    name: 'change a store filter (a size)',
    path: '/store',
    prepare: async (page) => {
      const toggle = page.getByRole('button', { name: /^Filtros/ });
      if (await toggle.isVisible()) await toggle.tap();
      await scrollTo(page.locator('aside[aria-label="Filtros"] fieldset:has(legend:text-is("Talla")) label').first());
    },
    act: (page) => page.locator('aside[aria-label="Filtros"] fieldset:has(legend:text-is("Talla")) label').first().tap(),
    visible: STORE_LIST_READY,
  },
  {
    name: 'next page of the store',
    path: '/store',
    prepare: (page) => scrollTo(page.locator('nav[aria-label="Paginación de productos"] a[rel="next"]')),
    act: (page) => page.locator('nav[aria-label="Paginación de productos"] a[rel="next"]').tap(),
    visible: STORE_LIST_READY,
  },
];

export interface InteractionRun {
  /** The interaction's Event Timing duration (the longest entry; the worst keystroke when typing). */
  inpMs: number;
  /** Input to the first frame that shows the answer, when the interaction has one. */
  visibleMs: number | null;
  /** Every interaction seen during the act: its entries' names and longest duration. */
  entries: { interactionId: number; names: string[]; durationMs: number }[];
}

export interface InteractionResult {
  name: string;
  path: string;
  runs: InteractionRun[];
  inpMs: number;
  visibleMs: number | null;
}

/** An Event Timing entry (TypeScript's DOM library lacks interactionId). */
type EventEntry = PerformanceEventTiming & { interactionId: number };

/** Installed before any script of the page: the Event Timing observer and the inputs' timestamps. */
function observe() {
  const w = window as unknown as { __benchEvents: EventEntry[]; __benchInputAt: number | null };
  w.__benchEvents = [];
  w.__benchInputAt = null;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as EventEntry[]) if (entry.interactionId) w.__benchEvents.push(entry);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  for (const type of ['pointerdown', 'keydown']) {
    addEventListener(type, (event) => (w.__benchInputAt ??= event.timeStamp), { capture: true });
  }
}

/**
 * Run in the page just before the act: forgets what came before, and when the interaction has a
 * visible answer, watches each frame for it. A string, not a function: tsx's transform would wrap
 * the page's inner functions in a helper the page does not have; and no eval of the condition, the
 * app's Content-Security-Policy forbids it.
 */
const ARM = `function (visible) {
  window.__benchEvents = [];
  window.__benchInputAt = null;
  window.__benchStartHref = location.href;
  delete window.__benchVisibleAt;
  if (!visible) return;
  requestAnimationFrame(function check() {
    const shows = visible.selector
      ? document.querySelector(visible.selector) !== null
      : location.href !== window.__benchStartHref && document.querySelector('[aria-busy="true"]') === null;
    if (window.__benchInputAt !== null && shows) window.__benchVisibleAt = performance.now();
    else requestAnimationFrame(check);
  });
}`;

async function measureOnce(browser: Browser, baseUrl: string, interaction: Interaction): Promise<InteractionRun> {
  // Lighthouse's mobile screen (412 × 823 at 1.75), with touch.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, locale: 'es-ES' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: settings.cpuSlowdown });
    await page.addInitScript(observe);
    await page.goto(`${baseUrl}${interaction.path}`, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    await page.waitForTimeout(1_000);
    await interaction.prepare?.(page);
    await page.waitForTimeout(500);
    await page.evaluate(`(${ARM})(${JSON.stringify(interaction.visible ?? null)})`);
    await interaction.act(page);
    if (interaction.visible) await page.waitForFunction(() => (window as unknown as { __benchVisibleAt?: number }).__benchVisibleAt !== undefined, null, { timeout: 60_000 });
    // Event Timing entries arrive after the paint they measure: give them a moment.
    await page.waitForTimeout(1_500);
    const seen = await page.evaluate(() => {
      const w = window as unknown as { __benchEvents: EventEntry[]; __benchInputAt: number | null; __benchVisibleAt?: number };
      return {
        events: w.__benchEvents.map((e) => ({ interactionId: e.interactionId, name: e.name, duration: e.duration })),
        inputAt: w.__benchInputAt,
        visibleAt: w.__benchVisibleAt ?? null,
      };
    });
    const byInteraction = new Map<number, { interactionId: number; names: string[]; durationMs: number }>();
    for (const event of seen.events) {
      const entry = byInteraction.get(event.interactionId) ?? { interactionId: event.interactionId, names: [], durationMs: 0 };
      entry.names.push(event.name);
      entry.durationMs = Math.max(entry.durationMs, Math.round(event.duration));
      byInteraction.set(event.interactionId, entry);
    }
    const entries = [...byInteraction.values()];
    return {
      inpMs: Math.max(FLOOR_MS, ...entries.map((e) => e.durationMs)),
      visibleMs: seen.visibleAt !== null && seen.inputAt !== null ? Math.round(seen.visibleAt - seen.inputAt) : null,
      entries,
    };
  } finally {
    await context.close();
  }
}

export async function measureInteractions(baseUrl: string): Promise<{ results: InteractionResult[]; figures: Figure[] }> {
  const found = findChromium();
  if (!found.found) throw new Error(`${found.reason}\n${CHROMIUM_INSTALL_HINT}`);
  const browser = await chromium.launch({ executablePath: found.path, args: CHROMIUM_ARGS });
  const results: InteractionResult[] = [];
  try {
    for (const interaction of INTERACTIONS) {
      console.log(`\nInteraction: ${interaction.name} on ${interaction.path} (${settings.cpuSlowdown}× CPU, ${settings.interactionRuns} runs)`);
      const runs: InteractionRun[] = [];
      for (let i = 0; i < settings.interactionRuns; i++) {
        const run = await measureOnce(browser, baseUrl, interaction);
        runs.push(run);
        const detail = run.entries.map((e) => `${e.names[0]} ${e.durationMs}`).join(', ') || `none over ${FLOOR_MS} ms`;
        console.log(`  run ${i + 1}: ${run.inpMs} ms${run.visibleMs !== null ? `, visible after ${run.visibleMs} ms` : ''} (${detail})`);
      }
      const visible = runs.map((r) => r.visibleMs).filter((v): v is number => v !== null);
      results.push({
        name: interaction.name,
        path: interaction.path,
        runs,
        inpMs: median(runs.map((r) => r.inpMs)),
        visibleMs: visible.length ? median(visible) : null,
      });
    }
  } finally {
    await browser.close();
  }
  const figures = results.flatMap((r) => [
    figure(null, `Interaction to next paint: ${r.name}`, r.inpMs, 'ms', atMost(INP_TARGET_MS, ' ms')),
    ...(r.visibleMs !== null ? [figure(null, `Input to the answer shown: ${r.name}`, r.visibleMs, 'ms')] : []),
  ]);
  return { results, figures };
}
