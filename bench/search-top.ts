/**
 * The top results of the bench's 30 shopper queries on the generated search catalogue (issue 37): what a
 * change of the search engine must keep or improve. Run straight on the database (no HTTP), with the search
 * catalogue prepared by `BENCH_TARGETS=search npm run bench` (and the app stopped: PGlite has one owner):
 *
 *   node --import tsx bench/search-top.ts <out.json>                       # PGlite, build/bench-search-data (or SEARCH_TOP_PGLITE_DIR)
 *   SEARCH_TOP_DATABASE_URL=postgres://…/bench_search node --import tsx bench/search-top.ts <out.json>
 *   node --import tsx bench/search-top.ts --compare before.json after.json  # which queries' top changed
 *
 * Each query: the store search's first 12 (`listProducts`, relevance, with facets) with its total, and the search
 * box's first 5 products (`siteSearch`); also the fastest of 3 in-process runs of each, in ms. Like the app, the run
 * follows catalogue changes (server/api/catalog/kept-reads.ts), so what every answer repeats is read once.
 */
import fs from 'node:fs';
import { StoreProductListQuery } from '../common/catalog/contracts';
import { SiteSearchQuery } from '../common/catalog/search-contracts';
import { openPglite, openPostgres } from '../server/db/client';
import { listProducts } from '../server/api/catalog/product-listing';
import { siteSearch } from '../server/api/catalog/site-search';
import { followCatalogueChanges } from '../server/api/catalog/kept-reads';
import { CATALOGUE_CHANNEL, CatalogueReadCache } from '../server/api/catalog/read-cache';
import { SHOPPER_QUERIES } from './search';
import { SEARCH_DATA_DIR } from './settings';

interface QueryTop {
  query: string;
  total: number;
  more_than_total?: boolean;
  store: { id: number; name: string }[];
  box: { id: number; name: string }[];
  ms: { store: number; box: number };
}

async function record(out: string) {
  const url = process.env.SEARCH_TOP_DATABASE_URL;
  const database = url ? openPostgres(url, { poolMax: 2 }) : await openPglite(process.env.SEARCH_TOP_PGLITE_DIR ?? `${SEARCH_DATA_DIR}/pglite`);
  const tops: QueryTop[] = [];
  try {
    const { listen } = database;
    const readCache = new CatalogueReadCache(listen ? (onEvent) => listen(CATALOGUE_CHANNEL, onEvent) : undefined);
    await readCache.ready;
    followCatalogueChanges(database.db, readCache);
    for (const query of SHOPPER_QUERIES) {
      const storeQuery = StoreProductListQuery.parse({ search: query, per_page: '12' });
      const boxQuery = SiteSearchQuery.parse({ q: query });
      const timed = async <T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> => {
        let best = Infinity;
        let value: T | undefined;
        for (let i = 0; i < 3; i++) {
          const started = performance.now();
          value = await run();
          best = Math.min(best, performance.now() - started);
        }
        return { value: value!, ms: Math.round(best * 10) / 10 };
      };
      const store = await timed(() => listProducts(database.db, storeQuery));
      const box = await timed(() => siteSearch(database.db, boxQuery));
      const page = store.value as { total: number; more_than_total?: boolean; data: { id: number; name: string }[] };
      tops.push({
        query,
        total: page.total,
        ...(page.more_than_total === undefined ? {} : { more_than_total: page.more_than_total }),
        store: page.data.map((p) => ({ id: p.id, name: p.name })),
        box: box.value.products.map((p) => ({ id: p.id, name: p.name })),
        ms: { store: store.ms, box: box.ms },
      });
      console.log(`${query.padEnd(22)} ${String(page.total).padStart(6)}${page.more_than_total ? '+' : ' '} store ${store.ms} ms, box ${box.ms} ms`);
    }
  } finally {
    await database.close();
  }
  fs.writeFileSync(out, `${JSON.stringify({ database: url ? 'postgresql' : 'pglite', recordedAt: new Date().toISOString(), queries: tops }, null, 1)}\n`);
  const sorted = (key: 'store' | 'box') => tops.map((t) => t.ms[key]).sort((a, b) => a - b);
  const p = (values: number[], q: number) => values[Math.min(values.length - 1, Math.ceil(q * values.length) - 1)];
  console.log(`in-process p50 / p95 / slowest: store ${p(sorted('store'), 0.5)} / ${p(sorted('store'), 0.95)} / ${p(sorted('store'), 1)} ms, box ${p(sorted('box'), 0.5)} / ${p(sorted('box'), 0.95)} / ${p(sorted('box'), 1)} ms`);
}

function compare(beforeFile: string, afterFile: string) {
  const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as { queries: QueryTop[] };
  const before = read(beforeFile).queries;
  const after = new Map(read(afterFile).queries.map((t) => [t.query, t]));
  for (const b of before) {
    const a = after.get(b.query);
    if (!a) continue;
    for (const key of ['store', 'box'] as const) {
      const was = b[key].map((p) => p.id);
      const now = a[key].map((p) => p.id);
      if (was.join() === now.join()) continue;
      const gone = b[key].filter((p) => !now.includes(p.id)).map((p) => p.name);
      const come = a[key].filter((p) => !was.includes(p.id)).map((p) => p.name);
      const moved = !gone.length && !come.length ? ' (same products, another order)' : '';
      console.log(`${b.query} [${key}]${moved}${gone.length ? `\n  out: ${gone.join(' | ')}` : ''}${come.length ? `\n  in:  ${come.join(' | ')}` : ''}`);
    }
    if (b.total !== a.total) console.log(`${b.query}: total ${b.total} → ${a.total}${a.more_than_total ? ' (more than)' : ''}`);
  }
}

const [first, second, third] = process.argv.slice(2);
if (first === '--compare' && second && third) compare(second, third);
else if (first) await record(first);
else throw new Error('usage: search-top.ts <out.json> | --compare <before.json> <after.json>');
