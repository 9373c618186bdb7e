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

/** A comma-separated list of positive whole numbers (the journey's shopper counts). */
function levelsFromEnv(name: string, fallback: number[]) {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const levels = raw.split(',').map((part) => Number(part.trim()));
  if (!levels.length || levels.some((level) => !Number.isInteger(level) || level <= 0)) {
    throw new Error(`${name} must be positive whole numbers separated by commas, not "${raw}"`);
  }
  return [...new Set(levels)].sort((a, b) => a - b);
}

/**
 * The PostgreSQL server the journey creates its throw-away database on: BENCH_JOURNEY_SERVER_URL,
 * else BENCH_DATABASE_URL's server, else the local one (not in `settings`: a URL may hold a password,
 * and `settings` is written to the results).
 */
export function journeyServerUrl() {
  if (process.env.BENCH_JOURNEY_SERVER_URL) return process.env.BENCH_JOURNEY_SERVER_URL;
  const url = new URL(process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = '/postgres';
  return url.toString();
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
  /** The journey (issue 24): shoppers at each level, measured seconds per level, and where its database goes. */
  journeyLevels: levelsFromEnv('BENCH_JOURNEY_LEVELS', [1, 2, 4, 8, 16]),
  journeySeconds: numberFromEnv('BENCH_JOURNEY_SECONDS', 10),
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
