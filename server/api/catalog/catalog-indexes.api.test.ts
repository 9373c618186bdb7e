import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/test-database';

/** Issue: the index each filter of GET /api/products needs exists, as the migrations build it. */
describe('catalogue indexes after the migrations', () => {
  let testDb: TestDatabase;
  let definitions: string[];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    // PGlite and node-postgres both answer `{ rows }`.
    const result = (await testDb.database.db.execute(
      sql`select indexdef from pg_indexes where schemaname = 'public' and tablename in ('products', 'product_variants', 'search_words')`,
    )) as unknown as { rows: { indexdef: string }[] };
    definitions = result.rows.map((r) => r.indexdef);
  });
  afterAll(async () => {
    await testDb.cleanup();
  });

  it.each([
    ['listing (status, visibility, newest first)', /ON public\.products USING btree \(status, visibility, created_at\)/],
    ['search in name', /ON public\.products USING gin \(name gin_trgm_ops\)/],
    ['search in description', /ON public\.products USING gin \(description gin_trgm_ops\)/],
    ['search in short_description', /ON public\.products USING gin \(short_description gin_trgm_ops\)/],
    ['search in sku', /ON public\.products USING gin \(sku gin_trgm_ops\)/],
    ['search and filter by tags', /ON public\.products USING gin \(tags\)/],
    ['category_id / category', /ON public\.products USING btree \(category_id\)/],
    ['brand_id / manufacturer_id / vendor_id / brand', /ON public\.products USING btree \(brand_id\)/],
    ['min_price / max_price / sort_by=price', /ON public\.products USING btree \(COALESCE\(sale_price_cents, price_cents\)\)/],
    ["sort_by=name (case and accents ignored, 'ñ' after 'n')", /ON public\.products USING btree \(replace\(translate\(lower\(\(name\)::text\).*COLLATE "C"\)/],
    ['full-text search (weighted document)', /ON public\.products USING gin \(search_vector\)/],
    ['search for typos (the vocabulary of name words)', /ON public\.search_words USING gin \(word gin_trgm_ops\)/],
    ['counts of listed products by category', /ON public\.products USING btree \(category_id\) WHERE \(\(deleted_at IS NULL\)/],
    ['counts of listed products by brand', /ON public\.products USING btree \(brand_id\) WHERE \(\(deleted_at IS NULL\)/],
    ['is_featured', /ON public\.products USING btree \(is_featured\)/],
    ['is_digital', /ON public\.products USING btree \(is_digital\)/],
    ['in_stock', /ON public\.products USING btree \(stock_quantity\)/],
    ['condition', /ON public\.products USING btree \(condition\)/],
    ['size (per product)', /ON public\.product_variants USING btree \(product_id, size, color_name\)/],
    ['size', /ON public\.product_variants USING btree \(size\)/],
    ['color (any case)', /ON public\.product_variants USING btree \(lower\(\(color_name\)::text\)\)/],
  ])('has an index for %s', (_filter, definition) => {
    expect(definitions.some((d) => definition.test(d)), definitions.join('\n')).toBe(true);
  });
});
