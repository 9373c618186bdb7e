/**
 * Search on a generated catalogue (bench/catalogue-generator.ts) in a database of its own: the
 * search box's GET /api/search and the store's GET /api/products?search=, each cached and uncached.
 */
import { like, sql } from 'drizzle-orm';
import fs from 'node:fs';
import pg from 'pg';
import { startBuiltApp } from '../e2e/built-app';
import { openPglite, openPostgres, type Database } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { products } from '../server/db/schema';
import { generateProducts } from './catalogue-generator';
import { header, measure, peakResidentMemoryMb, record, memoryAfterGc, residentMemoryMb, type MemoryAfterGc, type Measurement } from './load';
import { below, figure, printMeasurement, type Figure } from './report';
import { BUILD_DIR, DATA_DIR, SEARCH_DATA_DIR, settings, type DatabaseKind } from './settings';

/**
 * What shoppers type: accents left out, plurals, typos, words in any order, some that match
 * little. Each has 8+ letters, so it has 256+ spellings by letter case (see `spelling`).
 */
export const SHOPPER_QUERIES = [
  'camisa de lino', 'pantalon vaquero', 'vestido negro', 'sudadera capucha', 'zapatillas blancas',
  'chaqueta acolchada', 'abrigo lana merino', 'camsia lino', 'jersey de punto', 'falda estampada',
  'botas impermeables', 'bolso piel vegana', 'parka reciclada', 'blusa de seda', 'cardigan lana',
  'mochila urbana', 'calcetines algodon', 'chino arena', 'mocasines elegantes', 'pañuelo estampado',
  'gabardina clasica', 'pantalones anchos', 'camiseta basica', 'vestido camisero', 'sandalias comodas',
  'bufanda mostaza', 'chaleco acolchado', 'sudadera oversize', 'vaqueros rectos', 'alpargatas yute',
];

/**
 * The `n`th spelling of `query` by letter case ('camisa' → 'Camisa' → 'cAmisa' …). The catalogue
 * cache keys an answer by the query as typed, the engine folds case: each spelling is a cache miss
 * that runs the same search. (Other parameters cannot bypass the key: unknown ones are 422s.)
 */
export function spelling(query: string, n: number): string {
  let bit = 0;
  return [...query]
    .map((char) => {
      if (char.toLowerCase() === char.toUpperCase()) return char;
      const upper = (n >> bit++) & 1;
      return upper ? char.toUpperCase() : char;
    })
    .join('');
}

const ENDPOINTS = [
  { name: 'search box', path: (q: string) => `/api/search?q=${encodeURIComponent(q)}` },
  { name: 'store search', path: (q: string) => `/api/products?search=${encodeURIComponent(q)}&per_page=12` },
];

export interface SearchResult {
  database: DatabaseKind;
  endpoint: string;
  cache: 'uncached' | 'cached';
  how: string;
  measurement: Measurement;
}

/** The PostgreSQL database of the search catalogue: `<bench database>_search` on the same server. */
function searchDatabaseUrl(benchUrl: string) {
  const url = new URL(benchUrl);
  url.pathname = `/${url.pathname.slice(1)}_search`;
  return url.toString();
}

async function adminQuery(database: string, fn: (client: pg.Client) => Promise<unknown>) {
  const url = new URL(process.env.BENCH_DATABASE_URL!);
  url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Made from the demo bench database when it can be (its seed is then done), else empty. */
async function ensurePostgresDatabase(url: string, fresh: boolean) {
  const name = new URL(url).pathname.slice(1);
  const template = new URL(process.env.BENCH_DATABASE_URL!).pathname.slice(1);
  const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;
  // From `postgres`: a template database must have no session, ours included.
  await adminQuery('postgres', async (client) => {
    if (fresh) await client.query(`drop database if exists ${quote(name)}`);
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return;
    await client.query(`create database ${quote(name)} template ${quote(template)}`).catch(() => client.query(`create database ${quote(name)}`));
  });
}

async function generatedCount(database: Database) {
  await migrateDatabase(database);
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(products).where(like(products.sku, 'GEN-%'));
  return row?.n ?? 0;
}

/**
 * The search catalogue's app environment, generated once and kept (PGlite: build/bench-search-data;
 * PostgreSQL: `<bench database>_search`); BENCH_FRESH_DATA=1 starts it again.
 */
async function prepareSearchCatalogue(kind: DatabaseKind): Promise<Record<string, string>> {
  const fresh = process.env.BENCH_FRESH_DATA === '1';
  const url = kind === 'postgresql' ? searchDatabaseUrl(process.env.BENCH_DATABASE_URL!) : undefined;
  if (fresh && !url) fs.rmSync(SEARCH_DATA_DIR, { recursive: true, force: true });
  // Start from the seeded demo data (its pictures; on PGlite its database too): the demo seed takes minutes.
  if (!fs.existsSync(SEARCH_DATA_DIR) && fs.existsSync(DATA_DIR)) fs.cpSync(DATA_DIR, SEARCH_DATA_DIR, { recursive: true });
  if (url) await ensurePostgresDatabase(url, fresh);
  const env: Record<string, string> = url ? { DATABASE_URL: url } : {};
  const open = () => (url ? openPostgres(url, { poolMax: 2 }) : openPglite(`${SEARCH_DATA_DIR}/pglite`));

  let database = await open();
  const have = await generatedCount(database);
  if (have >= settings.searchProducts) {
    await database.close();
    return env;
  }
  await database.close();
  // The app's start migrates and seeds what is missing (the demo catalogue's brands and categories), then stops.
  console.log(`\nPreparing the search catalogue (${kind}) ...`);
  const seeding = await startBuiltApp({ buildDir: BUILD_DIR, data: { path: SEARCH_DATA_DIR, keep: true }, readyTimeoutMs: 15 * 60_000, env });
  await seeding.stop();
  database = await open();
  try {
    const started = Date.now();
    await generateProducts(database.db, settings.searchProducts - have, {
      seed: have + 1,
      onProgress: (done) => process.stdout.write(`\r  ${have + done} / ${settings.searchProducts} generated products`),
    });
    // The generator's variants rewrite each product row (the triggers of migration 0016): without a vacuum the heap
    // and the text index keep a dead version of every product (PGlite has no autovacuum), and a search reads both.
    await database.db.execute(sql`vacuum analyze`);
    console.log(` in ${Math.round((Date.now() - started) / 1000)} s`);
  } finally {
    await database.close();
  }
  return env;
}

/** Fails unless a new spelling is a miss and the same one again a hit: the uncached figures are truly uncached. */
async function checkCacheBypass(baseUrl: string, endpointPath: (q: string) => string) {
  const probe = spelling(SHOPPER_QUERIES[0]!, 0b1010_1010_1);
  const first = header(await record(`${baseUrl}${endpointPath(probe)}`), 'x-cache');
  const again = header(await record(`${baseUrl}${endpointPath(probe)}`), 'x-cache');
  if (first !== 'miss' || again !== 'hit') {
    throw new Error(`A new spelling should be a cache miss and the same again a hit; X-Cache said ${first}, then ${again}`);
  }
}

export async function measureSearch(kind: DatabaseKind): Promise<{ results: SearchResult[]; figures: Figure[]; memoryMb: { atRest: number; afterLoad: number; afterGc: MemoryAfterGc; peak: number | null } }> {
  const env = await prepareSearchCatalogue(kind);
  const app = await startBuiltApp({
    buildDir: BUILD_DIR,
    data: { path: SEARCH_DATA_DIR, keep: true },
    logLevel: settings.logLevel,
    readyTimeoutMs: 5 * 60_000,
    env,
  });
  const results: SearchResult[] = [];
  const figures: Figure[] = [];
  try {
    const atRest = residentMemoryMb(app.pid);
    // Every request of a run asks the next query; uncached ones also the next spelling, never asked before.
    let counter = 0;
    for (const endpoint of ENDPOINTS) {
      await checkCacheBypass(app.baseUrl, endpoint.path);
      for (const cache of ['uncached', 'cached'] as const) {
        const nextPath = () => {
          const i = counter++;
          const query = SHOPPER_QUERIES[i % SHOPPER_QUERIES.length]!;
          // Spelling 0 (as listed) is what the cached runs ask; uncached ones start at 1.
          return endpoint.path(cache === 'cached' ? query : spelling(query, 1 + Math.floor(i / SHOPPER_QUERIES.length)));
        };
        const how =
          cache === 'cached'
            ? `${SHOPPER_QUERIES.length} queries cycled, each asked once before (answers from the catalogue cache)`
            : `${SHOPPER_QUERIES.length} queries cycled, each request a new letter-case spelling (a cache miss, checked with X-Cache)`;
        // Every query's answer is kept before a cached run (a slow warm-up might not reach them all).
        if (cache === 'cached') for (const query of SHOPPER_QUERIES) await record(`${app.baseUrl}${endpoint.path(query)}`);
        console.log(`\n${endpoint.name} on ${settings.searchProducts} generated products, ${cache}, ${settings.searchConnections} connection(s)`);
        const measurement = await measure(`${app.baseUrl}${endpoint.path(SHOPPER_QUERIES[0]!)}`, {
          connections: settings.searchConnections,
          nextPath,
        });
        printMeasurement('app', measurement);
        results.push({ database: kind, endpoint: endpoint.name, cache, how, measurement });
        // Issue 37: < 20 ms on PostgreSQL, < 50 ms on PGlite (one WebAssembly process beside the app).
        const targetMs = kind === 'postgresql' ? 20 : 50;
        figures.push(figure(kind, `${endpoint.name} p95, ${cache}`, measurement.latencyMs.p95, 'ms', below(targetMs, ' ms')));
      }
    }
    const afterLoad = residentMemoryMb(app.pid);
    const peak = peakResidentMemoryMb(app.pid);
    return { results, figures, memoryMb: { atRest, afterLoad, afterGc: await memoryAfterGc(app.pid), peak } };
  } finally {
    await app.stop();
  }
}
