import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/test-app';
import { createTestDatabase, type TestDatabase } from '../../../tests/test-database';
import { createLocalFileStorage } from '../../storage/file-storage';
import { runSeeds } from '../run-seeds';

describe('demo catalogue seed', () => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createTestApp>;
  const storageRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'td-seed-'));

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await runSeeds(testDb.database, { includeDemo: true, context: { announce: () => {}, storage: createLocalFileStorage(storageRoot) } });
    app = createTestApp(testDb.database, { storageRoot });
  }, 900_000);
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
});
