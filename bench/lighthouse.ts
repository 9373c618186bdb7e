/**
 * Lighthouse 12 (the last for Node 20) with its default mobile emulation and simulated throttling,
 * on the system Chromium: each page `settings.lighthouseRuns` times, the median of each category.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_INSTALL_HINT, findChromium } from '../e2e/chromium';
import { atLeast, exactly, figure, type Figure } from './report';
import { settings } from './settings';

export const LIGHTHOUSE_PAGES = ['/', '/store', '/store/products/camisa-oxford-de-oficina', '/directorio'];

const CATEGORIES = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
  seo: 'seo',
} as const;
type Scores = Record<keyof typeof CATEGORIES, number>;

export interface LighthousePage {
  path: string;
  runs: (Scores & { lcpMs: number; fcpMs: number; totalBlockingTimeMs: number })[];
  median: Scores;
}

/** Lighthouse's runtime errors (NO_NAVSTART, NO_FCP …) are transient on a busy machine: tried again, at most 3 times. */
async function auditOnce(url: string, port: number, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: Object.values(CATEGORIES) });
    const error = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: 'Lighthouse gave no result' };
    if (!error) return result!.lhr;
    if (attempt >= attempts) throw new Error(`Lighthouse on ${url}: ${error.code} ${error.message}`);
    console.log(`  (Lighthouse ${error.code}, trying again)`);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function runLighthouse(baseUrl: string): Promise<{ pages: LighthousePage[]; figures: Figure[] }> {
  const chromium = findChromium();
  if (!chromium.found) throw new Error(`${chromium.reason}\n${CHROMIUM_INSTALL_HINT}\n(BENCH_LIGHTHOUSE=0 skips Lighthouse)`);
  const chrome = await launch({ chromePath: chromium.path, chromeFlags: CHROMIUM_ARGS });
  const pages: LighthousePage[] = [];
  try {
    for (const path of LIGHTHOUSE_PAGES) {
      console.log(`\nLighthouse mobile ${path} (${settings.lighthouseRuns} runs)`);
      const runs: LighthousePage['runs'] = [];
      for (let i = 0; i < settings.lighthouseRuns; i++) {
        const lhr = await auditOnce(`${baseUrl}${path}`, chrome.port);
        const { categories, audits } = lhr;
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
        const run = {
          performance: score(CATEGORIES.performance),
          accessibility: score(CATEGORIES.accessibility),
          bestPractices: score(CATEGORIES.bestPractices),
          seo: score(CATEGORIES.seo),
          lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
          fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
          totalBlockingTimeMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        };
        console.log(`  run ${i + 1}: performance ${run.performance} (LCP ${run.lcpMs} ms, FCP ${run.fcpMs} ms, TBT ${run.totalBlockingTimeMs} ms), accessibility ${run.accessibility}, best practices ${run.bestPractices}, SEO ${run.seo}`);
        runs.push(run);
      }
      const pick = (key: keyof Scores) => median(runs.map((r) => r[key]));
      pages.push({
        path,
        runs,
        median: { performance: pick('performance'), accessibility: pick('accessibility'), bestPractices: pick('bestPractices'), seo: pick('seo') },
      });
    }
  } finally {
    await chrome.kill();
  }
  const figures = pages.flatMap(({ path, median: m }) => [
    figure(null, `Lighthouse ${path} performance`, m.performance, '', atLeast(95)),
    figure(null, `Lighthouse ${path} accessibility`, m.accessibility, '', exactly(100)),
    figure(null, `Lighthouse ${path} best practices`, m.bestPractices, '', exactly(100)),
    figure(null, `Lighthouse ${path} SEO`, m.seo, '', exactly(100)),
  ]);
  return { pages, figures };
}
