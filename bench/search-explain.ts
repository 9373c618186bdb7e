/**
 * EXPLAIN ANALYZE of a search alone's statement (product-listing.ts searchAloneStatement) on the generated search
 * catalogue: `node --import tsx bench/search-explain.ts 'vestido negro' [--facets]` (PGlite, build/bench-search-data,
 * or SEARCH_TOP_DATABASE_URL).
 */
import { PgDialect } from 'drizzle-orm/pg-core';
import { StoreProductListQuery } from '../common/catalog/contracts';
import { searchAloneStatement } from '../server/api/catalog/product-listing';
import { openPglite, openPostgres } from '../server/db/client';
import { SEARCH_DATA_DIR } from './settings';

const [search = 'vestido negro', flag] = process.argv.slice(2);
const q = StoreProductListQuery.parse({ search, per_page: '12', facets: flag === '--facets' ? 'true' : 'false' }) as StoreProductListQuery & { search: string };
const url = process.env.SEARCH_TOP_DATABASE_URL;
const database = url ? openPostgres(url, { poolMax: 1 }) : await openPglite(process.env.SEARCH_TOP_PGLITE_DIR ?? `${SEARCH_DATA_DIR}/pglite`);
try {
  const { sql, params } = new PgDialect().sqlToQuery(searchAloneStatement(q));
  await database.executeSql(sql, params);
  const { rows } = await database.executeSql(`explain (analyze, buffers) ${sql}`, params);
  for (const row of rows) console.log(Object.values(row)[0]);
} finally {
  await database.close();
}
