import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrand, createCategory, createProduct, createUser } from '../../../tests/factories';
import { createTestApp } from '../../../tests/test-app';
import { createTestDatabase, seedEssentials, type TestDatabase } from '../../../tests/test-database';

/** Issue: uploads are checked by decoding them, re-encoded to WebP widths, served with their size and a long cache. */
describe('product image uploads', () => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createTestApp>;
  let admin: Record<string, string>;
  let storageRoot: string;
  let brandId: number;
  let categoryId: number;
  const db = () => testDb.database.db;

  const file = (data: Buffer, name: string, type = 'image/jpeg') => new File([new Uint8Array(data)], name, { type });
  async function upload(productId: number, ...files: File[]) {
    const form = new FormData();
    for (const f of files) form.append('images[]', f);
    return app.request(`/api/admin/products/${productId}/images`, { method: 'POST', headers: admin, body: form });
  }
  const storedFiles = (productId: number) => {
    const dir = path.join(storageRoot, 'products', String(productId));
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  const newProduct = () => createProduct(db(), { brand_id: brandId, category_id: categoryId });
  const jpeg = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#5B89B4' } }).jpeg().toBuffer();

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await seedEssentials(testDb.database);
    storageRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'td-uploads-'));
    app = createTestApp(testDb.database, { storageRoot });
    admin = (await createUser(db(), { roles: ['admin'] })).auth;
    brandId = (await createBrand(db())).id;
    categoryId = (await createCategory(db())).id;
  });
  afterAll(async () => {
    await testDb.cleanup();
    fs.rmSync(storageRoot, { recursive: true, force: true });
  });

  it('refuses a truncated photo whose header is fine, with a 422 rather than a 500', async () => {
    const whole = await jpeg(800, 800);
    const noisy = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).png().toBuffer();
    const product = await newProduct();
    for (const broken of [file(whole.subarray(0, whole.length / 3), 'cortada.jpg'), file(noisy.subarray(0, noisy.length / 2), 'cortada.png', 'image/png')]) {
      const res = await upload(product.id, broken);
      expect(res.status).toBe(422);
      expect((await res.json()).errors.images[0]).toMatch(/dañada o incompleta/);
    }
    expect(storedFiles(product.id)).toEqual([]);
  });

  it('names the images field in its Spanish refusals: no file, too many, too big', async () => {
    const product = await newProduct();
    const empty = await upload(product.id);
    expect(empty.status).toBe(422);
    expect((await empty.json()).errors).toEqual({ images: ['Añade al menos una imagen (campo images[]).'] });
    const small = await jpeg(300, 300);
    const tooMany = await upload(product.id, ...Array.from({ length: 11 }, (_, i) => file(small, `foto-${i}.jpg`)));
    expect(tooMany.status).toBe(422);
    expect((await tooMany.json()).errors).toEqual({ images: ['Como máximo 10 imágenes a la vez.'] });
    const tooBig = await upload(product.id, file(Buffer.alloc(3 * 1024 * 1024, 1), 'enorme.jpg'));
    expect(tooBig.status).toBe(422);
    expect((await tooBig.json()).errors).toEqual({ images: ['enorme.jpg: cada imagen puede ocupar como máximo 2 MB.'] });
    expect(storedFiles(product.id)).toEqual([]);
  });

  it('refuses SVG and files claiming more pixels than allowed', async () => {
    const product = await newProduct();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400"/></svg>';
    const svgReply = await upload(product.id, file(Buffer.from(svg), 'dibujo.jpg', 'image/svg+xml'));
    expect(svgReply.status).toBe(422);
    expect((await svgReply.json()).errors.images[0]).toMatch(/no es una imagen válida/);

    const header = Buffer.from(await sharp({ create: { width: 300, height: 300, channels: 3, background: '#000' } }).png().toBuffer());
    header.writeUInt32BE(20_000, 16);
    header.writeUInt32BE(20_000, 20);
    const bomb = await upload(product.id, file(header, 'enorme.png', 'image/png'));
    expect(bomb.status).toBe(422);
    expect((await bomb.json()).errors.images[0]).toMatch(/demasiado grande|no es una imagen válida/);
  });

  it('stores nothing from a batch when one of its files is bad', async () => {
    const product = await newProduct();
    const res = await upload(product.id, file(await jpeg(800, 1000), 'buena.jpg'), file(Buffer.from('no soy una foto'), 'mala.jpg'));
    expect(res.status).toBe(422);
    expect(storedFiles(product.id)).toEqual([]);
    const store = await (await app.request(`/api/products/${product.id}`)).json();
    expect(store.data.product.images).toEqual([]);
  });

  it('gives the width and height of the file at image_url, which is served for a year', async () => {
    const product = await newProduct();
    const res = await upload(product.id, file(await jpeg(2000, 2400), 'grande.jpg'));
    expect(res.status).toBe(201);
    const [image] = (await res.json()).data;
    expect(image).toMatchObject({ width: 1024, height: 1229 });
    expect(image.srcset).toContain('1600w');
    const served = await app.request(image.image_url);
    expect(served.status).toBe(200);
    expect(served.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', image.width, image.height]);
    expect(storedFiles(product.id)).toHaveLength(4);
  });
});
