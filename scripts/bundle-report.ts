/**
 * What each public page downloads before it can respond (issues 14 and 36):
 * `node --import tsx scripts/bundle-report.ts [buildDir]` (default `build`) after `npm run build`.
 * Prints the gzip JavaScript and CSS of every public route from the build's manifest and exits 1
 * when a public route loads zod or admin code.
 *
 * `--first-visit` also starts the built app (its own data directory, the demo catalogue) and opens
 * each page of FIRST_VISIT_PAGES in Chromium as a first-time visitor, then prints what each
 * downloaded before interaction beside its recorded figure (scripts/bundle-report/first-visit-budget.json)
 * and exits 1 when a page grew past it; `--record` lowers the figures that came down (never raises
 * one). npm test checks the same figures on its own build (e2e/bundle-budget.e2e.test.ts).
 */
import { chromium } from 'playwright-core';
import { oneLineCart } from '../bench/pages';
import { startBuiltApp } from '../e2e/built-app';
import { CHROMIUM_ARGS, findChromium } from '../e2e/chromium';
import { analyseBundles, formatReport } from './bundle-report/analyse';
import {
  firstVisitFailures,
  formatFirstVisits,
  loweredBudget,
  measureFirstVisits,
  readFirstVisitBudget,
  writeFirstVisitBudget,
} from './bundle-report/first-visit';
import { readBuild } from './bundle-report/read-build';

const args = process.argv.slice(2);
const buildDir = args.find((arg) => !arg.startsWith('--')) ?? 'build';
const build = readBuild(buildDir);
const report = analyseBundles({ ...build, budgets: [] });
console.log(formatReport(report));
const failures = [...report.failures];

if (args.includes('--first-visit')) {
  const found = findChromium();
  if (!found.found) throw new Error(found.reason);
  const app = await startBuiltApp({ buildDir, readyTimeoutMs: 10 * 60_000 });
  const browser = await chromium.launch({ executablePath: found.path, args: CHROMIUM_ARGS });
  try {
    const visits = await measureFirstVisits(browser, app.baseUrl, build.gzipSizes, { cart: await oneLineCart(app.baseUrl) });
    const budget = readFirstVisitBudget();
    console.log(`\n${formatFirstVisits(visits, budget)}`);
    if (args.includes('--record')) {
      writeFirstVisitBudget(loweredBudget(visits, budget));
      console.log('\nRecorded: every figure that came down (scripts/bundle-report/first-visit-budget.json).');
    } else {
      failures.push(...firstVisitFailures(visits, budget));
    }
  } finally {
    await browser.close();
    await app.stop();
  }
}

if (failures.length > 0) {
  console.error(`\n${failures.length} problem(s):\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
