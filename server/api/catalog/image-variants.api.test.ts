import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser } from '../../../tests/factories';
import { createTestApp, silentLogger } from '../../../tests/test-app';
import { createTestDatabase, seedEssentials, type TestDatabase } from '../../../tests/test-database';
import { productImages } from '../../db/schema';
import { createJobQueue, type JobQueue } from '../../jobs/job-queue';
import { storeJobs } from '../../jobs/store-jobs';
import { createTestGateway } from '../../payments/test-gateway';
import { createLocalFileStorage } from '../../storage/file-storage';
import { createShop, createTestProduct } from '../checkout/checkout-test-kit';
import { drawImageVariants } from './product-images';

// Issue 24: with the job queue, an upload stores the widest copy and answers; a job draws the rest.
let testDb: TestDatabase;
let jobs: JobQueue;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'td-variants-'));
const storage = createLocalFileStorage(root);

beforeAll(async () => {
  testDb = await createTestDatabase();
  await seedEssentials(testDb.database);
  const definitions = storeJobs({ database: testDb.database, storage, payments: createTestGateway(testDb.database.db), logger: silentLogger, mailTransport: null, aeat: null });
  jobs = createJobQueue(testDb.database, { logger: silentLogger, runJobs: true, pollingIntervalSeconds: 0.5, definitions: { 'draw-image-variants': definitions['draw-image-variants']! } });
  await jobs.start();
});
afterAll(async () => {
  await jobs.stop(1_000);
  await testDb.cleanup();
  fs.rmSync(root, { recursive: true, force: true });
});

it('stores the widest copy of an upload at once and draws the narrower ones in a job', async () => {
  const db = testDb.database.db;
  const shop = await createShop(db);
  const { product } = await createTestProduct(db, shop, { price: 25 });
  const { auth } = await createUser(db, { roles: ['admin'] });
  const app = createTestApp(testDb.database, { storage, jobs });
  const png = await sharp({ create: { width: 1200, height: 1500, channels: 3, background: '#7E4015' } }).png().toBuffer();
  const form = new FormData();
  form.append('images[]', new File([new Uint8Array(png)], 'foto.png', { type: 'image/png' }));
  const res = await app.request(`/api/admin/products/${product.id}/images`, { method: 'POST', body: form, headers: auth });
  expect(res.status).toBe(201);
  const [uploaded] = (await res.json()).data;
  expect(uploaded.image_url).toMatch(/-1024\.webp$/);

  const widthsOf = async () => (await db.select().from(productImages).where(eq(productImages.id, uploaded.id)))[0]!.widths;
  await expect.poll(widthsOf, { timeout: 15_000, interval: 100 }).toEqual([320, 640, 1024]);
  const [row] = await db.select().from(productImages).where(eq(productImages.id, uploaded.id));
  for (const width of [320, 640]) {
    const served = await app.request(`/storage/${row!.storageKey}-${width}.webp`);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(width);
  }
  // Run again (a job retried after its worker died): nothing left to draw, nothing changes.
  expect(await drawImageVariants(db, storage, uploaded.id)).toEqual([]);
  expect(await drawImageVariants(db, storage, 999_999)).toEqual([]);
});
