/**
 * `npm run bench`: the built app on PGlite, and on PostgreSQL when BENCH_DATABASE_URL is set —
 * HTTP targets beside a bare node:http server answering the same bytes (the ceiling), search on a
 * generated catalogue, resident memory; and for the pages (once, on the first database's app)
 * Lighthouse mobile beside each page's script-free twin, a main-thread trace of each page under 4×
 * CPU, and interaction to next paint; and the shoppers' journey against one instance and two behind
 * HAProxy (journey.ts) — each figure printed beside its target and written to bench/results/.
 * bench/README.md lists the environment variables and the targets.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildApp, bundleServer, PROJECT_ROOT, startBuiltApp } from '../e2e/built-app';
import { startChildServer } from './child-server';
import { measureHydration } from './hydration';
import { measureInteractions } from './interactions';
import { measureJourney } from './journey';
import { runLighthouse } from './lighthouse';
import { problems, residentMemoryMb } from './load';
import { figure, newReport, printFigures, writeReport, type Figure, type Report } from './report';
import { measureSearch } from './search';
import { BUILD_DIR, DATA_DIR, settings, wantedTargets, type DatabaseKind } from './settings';
import { HTTP_TARGETS, httpFigures, measureHttpTarget } from './targets';
import { traceSummaries } from './trace-summary';

/** The steps that judge the pages in a browser (once, on the first database's app). */
const PAGE_STEPS = ['lighthouse', 'trace', 'interaction', 'hydration'] as const;
type PageStep = (typeof PAGE_STEPS)[number];

const BUILD_INPUTS = ['app', 'common', 'public', 'server', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json'];

function newestMtime(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

/**
 * build/bench is rebuilt as `npm run build` builds (the pages, then the server compiled: the app runs
 * as `npm run serve` runs it) when missing, older than any source, or asked to.
 */
async function ensureBuild() {
  const marker = path.join(BUILD_DIR, 'server', 'index.js');
  const builtAt = fs.statSync(marker, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const sourcesAt = Math.max(...BUILD_INPUTS.map((entry) => newestMtime(path.join(PROJECT_ROOT, entry))));
  if (process.env.BENCH_REBUILD !== '1' && builtAt > sourcesAt) {
    console.log(`Using the existing build in ${path.relative(PROJECT_ROOT, BUILD_DIR)}/`);
    return;
  }
  console.log(`Building into ${path.relative(PROJECT_ROOT, BUILD_DIR)}/ ...`);
  fs.rmSync(BUILD_DIR, { recursive: true, force: true });
  await buildApp(BUILD_DIR);
  await bundleServer(BUILD_DIR);
}

function record(report: Report, heading: string, figures: Figure[]) {
  if (!figures.length) return;
  console.log(`\n${heading}`);
  printFigures(figures);
  report.figures.push(...figures);
}

/** A step that failed is reported; the other figures are still written. */
async function step<T>(report: Report, run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    const message = (error as Error).stack ?? String(error);
    console.error(`\n${message}`);
    report.failures.push((error as Error).message);
    return null;
  }
}

/** Lighthouse beside the script-free twin, the traces, the interactions. */
async function benchPages(report: Report, kind: DatabaseKind, appBaseUrl: string, steps: PageStep[]) {
  const twin = steps.some((s) => s === 'lighthouse' || s === 'trace') ? await startChildServer('script-free-proxy.ts', [appBaseUrl]) : null;
  try {
    if (twin && steps.includes('lighthouse')) {
      const lighthouse = await step(report, () => runLighthouse(appBaseUrl, twin.baseUrl));
      if (lighthouse) {
        report.lighthouse = lighthouse.pages;
        record(report, `Lighthouse mobile, median of ${settings.lighthouseRuns}, beside the script-free twin (app on ${kind})`, lighthouse.figures);
      }
    }
    if (twin && steps.includes('trace')) {
      const traces = await step(report, () => traceSummaries(appBaseUrl, twin.baseUrl));
      if (traces) {
        report.traces = traces.summaries;
        record(report, `Main thread under ${settings.cpuSlowdown}× CPU (traces in bench/results/traces/)`, traces.figures);
      }
    }
  } finally {
    await twin?.stop();
  }
  if (steps.includes('hydration')) {
    const hydration = await step(report, () => measureHydration(appBaseUrl));
    if (hydration) {
      report.hydration = hydration.results;
      record(report, `First paint, load and hydration on a throttled phone (${settings.cpuSlowdown}× CPU, slow 4G), median of ${settings.interactionRuns}`, hydration.figures);
    }
  }
  if (steps.includes('interaction')) {
    const interactions = await step(report, () => measureInteractions(appBaseUrl));
    if (interactions) {
      report.interactions = interactions.results;
      record(report, `Interaction to next paint, ${settings.cpuSlowdown}× CPU, median of ${settings.interactionRuns}`, interactions.figures);
    }
  }
}

/** The demo catalogue's app: the HTTP targets, its memory, and (on the first database) the pages. */
async function benchDemoApp(report: Report, kind: DatabaseKind, wanted: Set<string>, pageSteps: PageStep[]) {
  const targets = HTTP_TARGETS.filter((t) => wanted.has(t.name));
  if (!targets.length && !pageSteps.length) return;
  if (kind === 'pglite' && !fs.existsSync(DATA_DIR)) console.log('Seeding build/bench-data/ (once) ...');
  const app = await startBuiltApp({
    buildDir: BUILD_DIR,
    data: { path: DATA_DIR, keep: true },
    readyTimeoutMs: 15 * 60_000,
    logLevel: settings.logLevel,
    env: kind === 'postgresql' ? { DATABASE_URL: process.env.BENCH_DATABASE_URL! } : {},
  });
  try {
    // Let the start's last allocations settle before reading memory "at rest".
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const atRestMb = residentMemoryMb(app.pid);
    const figures: Figure[] = [];
    for (const target of targets) {
      const result = await measureHttpTarget(app.baseUrl, target, kind);
      report.http.push(result);
      figures.push(...httpFigures(result, target));
    }
    const afterLoadMb = residentMemoryMb(app.pid);
    report.memory.push({ database: kind, catalogue: 'demo', atRestMb, afterLoadMb });
    figures.push(
      figure(kind, 'RSS at rest after start (demo catalogue)', atRestMb, 'MB'),
      ...(targets.length ? [figure(kind, 'RSS after the HTTP load (demo catalogue)', afterLoadMb, 'MB')] : []),
    );
    record(report, `Figures on ${kind}, demo catalogue (${settings.connections} connections)`, figures);
    if (pageSteps.length) await benchPages(report, kind, app.baseUrl, pageSteps);
  } finally {
    await app.stop();
  }
}

async function benchSearch(report: Report, kind: DatabaseKind) {
  const search = await measureSearch(kind);
  report.search.push(...search.results);
  const catalogue = `${settings.searchProducts} generated products`;
  const memory = search.memoryMb;
  report.memory.push({ database: kind, catalogue, atRestMb: memory.atRest, afterLoadMb: memory.afterLoad, afterGcMb: memory.afterGc.rss, heapUsedAfterGcMb: memory.afterGc.heapUsed, externalAfterGcMb: memory.afterGc.external, peakMb: memory.peak });
  record(report, `Search on ${kind}, ${catalogue}`, [
    ...search.figures,
    figure(kind, `RSS at rest after start (${catalogue})`, search.memoryMb.atRest, 'MB'),
    figure(kind, 'RSS after the search load', memory.afterLoad, 'MB'),
    figure(kind, 'RSS after the search load and a full GC', memory.afterGc.rss, 'MB'),
    figure(kind, 'JavaScript heap in use after that GC', memory.afterGc.heapUsed, 'MB'),
    figure(kind, 'JavaScript heap reserved after that GC', memory.afterGc.heapTotal, 'MB'),
    figure(kind, 'external memory after that GC (buffers, PGlite)', memory.afterGc.external, 'MB'),
    ...(memory.peak === null ? [] : [figure(kind, 'RSS at its peak (VmHWM)', memory.peak, 'MB')]),
  ]);
}

async function main() {
  const wanted = wantedTargets([...HTTP_TARGETS.map((t) => t.name), 'search', ...PAGE_STEPS, 'journey']);
  if (!settings.lighthouse) wanted.delete('lighthouse');
  // The journey needs a PostgreSQL server and HAProxy: in a run of everything only with BENCH_DATABASE_URL.
  if (!process.env.BENCH_TARGETS && !process.env.BENCH_DATABASE_URL) wanted.delete('journey');
  const pageSteps = PAGE_STEPS.filter((s) => wanted.has(s));
  await ensureBuild();
  if (process.env.BENCH_FRESH_DATA === '1') fs.rmSync(DATA_DIR, { recursive: true, force: true });

  const report = newReport();
  for (const kind of settings.databases) {
    // The browser steps judge the pages, not the database: once, on the first database's app.
    await benchDemoApp(report, kind, wanted, kind === settings.databases[0] ? pageSteps : []);
    if (wanted.has('search')) await benchSearch(report, kind);
  }
  if (wanted.has('journey')) {
    const journey = await step(report, () => measureJourney());
    if (journey) {
      record(report, `Journey (${settings.journeyLevels.join(', ')} shoppers, ${settings.journeySeconds} s each; details in bench/results/journey-latest.md)`, journey.figures);
      report.failures.push(...journey.failures);
    }
  }

  console.log('\nEvery figure and its target');
  printFigures(report.figures.map((f) => ({ ...f, name: `${f.database ?? 'pages'}: ${f.name}` })));
  const failed = report.http.filter((r) => problems(r.app) > 0);
  if (failed.length) report.failures.push(`The app answered with errors under load: ${failed.map((r) => `${r.database} ${r.name}`).join(', ')}`);
  writeReport(report);

  for (const failure of report.failures) console.error(failure);
  if (report.failures.length) process.exitCode = 1;
}

await main();
