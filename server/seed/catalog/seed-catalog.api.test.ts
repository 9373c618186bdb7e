import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/test-app';
import { createTestDatabase, type TestDatabase } from '../../../tests/test-database';
import { imageFileKey } from '../../api/catalog/product-images';
import { categories as categoriesTable, productImages, products as productsTable } from '../../db/schema';
import { createLocalFileStorage } from '../../storage/file-storage';
import { runSeeds } from '../run-seeds';
import { SEED_PRODUCTS } from './products-data';
import { isFeaturedSeedProduct } from './seed-pictures';

describe('demo catalogue seed', () => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createTestApp>;
  const storageRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'td-seed-'));

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await runSeeds(testDb.database, { includeDemo: true, context: { announce: () => {}, storage: createLocalFileStorage(storageRoot) } });
    app = createTestApp(testDb.database, { storageRoot });
    // The pictures are shipped already drawn (npm run seed:pictures): the seed only copies them.
  }, 120_000);
  afterAll(async () => {
    await testDb.cleanup();
    fs.rmSync(storageRoot, { recursive: true, force: true });
  });

  it('gives a store a shopper would believe: both brands, 8 categories, 60+ products', async () => {
    const brands = (await (await app.request('/api/brands')).json()).data;
    expect(brands.map((b: { slug: string }) => b.slug)).toEqual(['rue-diverso', 'divergente']);
    const categories = (await (await app.request('/api/products/categories')).json()).data;
    expect(categories.map((c: { slug: string }) => c.slug)).toEqual(['camisas', 'camisetas', 'pantalones', 'vestidos', 'chaquetas', 'sudaderas', 'accesorios', 'calzado']);
    expect(categories.every((c: { products_count: number; image_url: string }) => c.products_count >= 6 && c.image_url)).toBe(true);
    const list = (await (await app.request('/api/products?per_page=100')).json()).data;
    expect(list.total).toBeGreaterThanOrEqual(60);
    const products = list.data as { is_featured: boolean; is_on_sale: boolean; stock_status: string; images: unknown[]; passport: unknown; sizes: string[]; created_at: string }[];
    expect(products.filter((p) => p.is_featured).length).toBeGreaterThanOrEqual(8);
    expect(products.filter((p) => p.is_on_sale).length).toBeGreaterThan(5);
    expect(products.filter((p) => p.stock_status === 'out_of_stock').length).toBeGreaterThan(2);
    expect(products.filter((p) => p.stock_status === 'low_stock').length).toBeGreaterThan(2);
    expect(products.every((p) => p.images.length >= 2 && p.passport && p.sizes.length >= 1)).toBe(true);
    expect(new Set(products.map((p) => (p as unknown as { condition: string }).condition))).toEqual(new Set(['new', 'used', 'refurbished', 'damaged']));
    const dates = products.map((p) => new Date(p.created_at).getTime());
    expect(Math.max(...dates) - Math.min(...dates)).toBeGreaterThan(21 * 86_400_000);
  });

  it("answers every popular search chip of the search panel with products (spec §3: 'Camisas', 'Colección 2025')", async () => {
    for (const text of ['Camisas', 'Colección 2025']) {
      const page = (await (await app.request(`/api/products?search=${encodeURIComponent(text)}`)).json()).data;
      expect(page.total, text).toBeGreaterThan(3);
    }
  });

  it('draws real pictures, served as WebP', async () => {
    const product = (await (await app.request('/api/products?per_page=1')).json()).data.data[0];
    const res = await app.request(product.main_image_url);
    expect(res.status).toBe(200);
    const image = sharp(Buffer.from(await res.arrayBuffer()));
    const meta = await image.metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1024 });
    const { channels } = await image.stats();
    // Not a flat grey box: the picture has colour variation.
    expect(Math.max(...channels.map((c) => c.stdev))).toBeGreaterThan(10);
  });

  it('stores each shipped picture under its own key, at every width it records, as WebP of that width', async () => {
    const db = testDb.database.db;
    const rows = await db.select().from(productImages).orderBy(asc(productImages.productId), asc(productImages.sortOrder));
    expect(rows.length).toBeGreaterThanOrEqual(SEED_PRODUCTS.length * 2);
    expect(new Set(rows.map((r) => r.storageKey)).size).toBe(rows.length);
    for (const row of rows) {
      expect(row).toMatchObject({ widths: [320, 640, 1024], width: 1024, height: 1280 });
      for (const width of row.widths) {
        const meta = await sharp(path.join(storageRoot, imageFileKey(row.storageKey, width))).metadata();
        expect(meta, `${row.storageKey} at ${width}`).toMatchObject({ format: 'webp', width, height: Math.round((width * 1280) / 1024) });
      }
    }
    for (const category of await db.select().from(categoriesTable)) {
      const meta = await sharp(path.join(storageRoot, category.imagePath!)).metadata();
      expect(meta, category.slug).toMatchObject({ format: 'webp', width: 640, height: 800 });
    }
  });

  it('gives each product its pictures in order: main colour, second colour when featured, the fabric', async () => {
    const db = testDb.database.db;
    const rows = await db.select({ name: productsTable.name, alt: productImages.alt, colorName: productImages.colorName, sortOrder: productImages.sortOrder }).from(productImages).innerJoin(productsTable, eq(productsTable.id, productImages.productId)).orderBy(asc(productImages.productId), asc(productImages.sortOrder));
    for (const [index, p] of SEED_PRODUCTS.entries()) {
      const own = rows.filter((r) => r.name === p.name);
      const [main, second] = p.colors;
      const expected = [
        { alt: `${p.name} en color ${main![0].toLowerCase()}`, colorName: main![0] },
        ...(second && isFeaturedSeedProduct(index) ? [{ alt: `${p.name} en color ${second[0].toLowerCase()}`, colorName: second[0] }] : []),
        { alt: `Detalle del tejido de ${p.name.toLowerCase()}`, colorName: main![0] },
      ];
      expect(own.map(({ alt, colorName }) => ({ alt, colorName })), p.name).toEqual(expected);
      expect(own.map((r) => r.sortOrder), p.name).toEqual(expected.map((_, i) => i));
    }
  });
});
