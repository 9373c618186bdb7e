/** What `npm run bench` reads from its environment (bench/README.md lists every variable). */
import path from 'node:path';
import { PROJECT_ROOT } from '../e2e/built-app';

function numberFromEnv(name: string, fallback: number) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not "${raw}"`);
  return value;
}

export type DatabaseKind = 'pglite' | 'postgresql';

export const settings = {
  seconds: numberFromEnv('BENCH_SECONDS', 10),
  warmupSeconds: numberFromEnv('BENCH_WARMUP_SECONDS', 2),
  connections: Math.round(numberFromEnv('BENCH_CONNECTIONS', 50)),
  /** One shopper's search at a time: the target is a search's own time, not its queue behind 49 others. */
  searchConnections: Math.round(numberFromEnv('BENCH_SEARCH_CONNECTIONS', 1)),
  searchProducts: Math.round(numberFromEnv('BENCH_SEARCH_PRODUCTS', 100_000)),
  /** Lighthouse runs of each page and of its script-free twin, interleaved (the median is kept). */
  lighthouseRuns: Math.round(numberFromEnv('BENCH_LIGHTHOUSE_RUNS', 5)),
  /** Repetitions of each interaction, each on a fresh page (the median is kept). */
  interactionRuns: Math.round(numberFromEnv('BENCH_INTERACTION_RUNS', 5)),
  /** CPU slowdown of the trace and interaction steps (Chrome DevTools' "4× slowdown"). */
  cpuSlowdown: numberFromEnv('BENCH_CPU_SLOWDOWN', 4),
  lighthouse: process.env.BENCH_LIGHTHOUSE !== '0',
  databases: (process.env.BENCH_DATABASE_URL ? ['pglite', 'postgresql'] : ['pglite']) as DatabaseKind[],
  logLevel: process.env.BENCH_LOG_LEVEL || 'warn',
};

export const BUILD_DIR = path.join(PROJECT_ROOT, 'build', 'bench');
/** The demo catalogue on PGlite, kept between runs (seeded once). */
export const DATA_DIR = path.join(PROJECT_ROOT, 'build', 'bench-data');
/** The generated search catalogue on PGlite, kept between runs (generated once). */
export const SEARCH_DATA_DIR = path.join(PROJECT_ROOT, 'build', 'bench-search-data');
export const RESULTS_DIR = path.join(PROJECT_ROOT, 'bench', 'results');
/** The raw Chromium traces of the trace step (open one in DevTools' Performance panel), kept from the last run. */
export const TRACES_DIR = path.join(RESULTS_DIR, 'traces');

/** BENCH_TARGETS (comma-separated names) or every known name; an unknown name is an error. */
export function wantedTargets(known: string[]): Set<string> {
  const raw = process.env.BENCH_TARGETS;
  const wanted = (raw ? raw.split(',') : known).map((name) => name.trim()).filter(Boolean);
  const unknown = wanted.filter((name) => !known.includes(name));
  if (unknown.length) throw new Error(`Unknown BENCH_TARGETS: ${unknown.join(', ')} (known: ${known.join(', ')})`);
  return new Set(wanted);
}
