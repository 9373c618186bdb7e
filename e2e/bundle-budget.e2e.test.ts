import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { oneLineCart } from '../bench/pages';
import { analyseBundles, type BundleReport } from '../scripts/bundle-report/analyse';
import {
  FIRST_VISIT_PAGES,
  firstVisitFailures,
  formatFirstVisits,
  measureFirstVisits,
  readFirstVisitBudget,
} from '../scripts/bundle-report/first-visit';
import { readBuild } from '../scripts/bundle-report/read-build';
import { CHROMIUM_ARGS, findChromium } from './chromium';
import { sharedServerOf } from './run-context';

/**
 * Issues 14 and 36, "Pages light on phones", on the very build the browser tests use
 * (e2e/global-setup.ts): no public page loads zod (its forms load their contract on use, issue 36) or admin
 * code, or blocks on more than one stylesheet; and the JavaScript each public page downloads on a
 * first visit before any interaction (scripts/bundle-report/first-visit.ts) never grows past its
 * recorded figure (scripts/bundle-report/first-visit-budget.json), which only ever comes down:
 * `node --import tsx scripts/bundle-report.ts build --first-visit --record` after `npm run build`
 * lowers the figures a change brought down. Bytes, not milliseconds: the same on any machine.
 */
const buildDir = inject('e2e').buildDir;
let report: BundleReport;
let browser: Browser;

beforeAll(async () => {
  report = analyseBundles({ ...readBuild(buildDir), budgets: [] });
  const found = findChromium();
  if (!found.found) throw new Error(found.reason);
  browser = await chromium.launch({ executablePath: found.path, args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
});

test('public pages load neither zod (outside the form pages) nor admin code, and block on one stylesheet', () => {
  expect(report.routes.map((route) => route.path)).toContain('/store');
  expect(report.failures).toEqual([]);
});

test('on a first visit, no public page downloads more JavaScript before interaction than its recorded figure', async () => {
  const { baseUrl } = sharedServerOf(inject('e2e'));
  const { gzipSizes } = readBuild(buildDir);
  const visits = await measureFirstVisits(browser, baseUrl, gzipSizes, { cart: await oneLineCart(baseUrl) });
  const budget = readFirstVisitBudget();
  process.stdout.write(`${formatFirstVisits(visits, budget)}\n`);
  expect(visits.map((visit) => visit.path)).toEqual(FIRST_VISIT_PAGES.map((page) => page.path));
  expect(firstVisitFailures(visits, budget)).toEqual([]);
}, 180_000);
