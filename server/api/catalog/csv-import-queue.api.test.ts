import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PRODUCT_CSV_COLUMNS } from '../../../common/catalog/csv-columns';
import { createBrand, createCategory, createUser } from '../../../tests/factories';
import { createTestApp, silentLogger } from '../../../tests/test-app';
import { createTestDatabase, seedEssentials, type TestDatabase } from '../../../tests/test-database';
import { auditLog, importJobs, products } from '../../db/schema';
import { createJobQueue, type JobQueue } from '../../jobs/job-queue';
import { storeJobs } from '../../jobs/store-jobs';
import { createTestGateway } from '../../payments/test-gateway';
import { createLocalFileStorage } from '../../storage/file-storage';

// Issue 24: an applied CSV import is a job of the durable queue. The web instance that receives the
// file records it and answers; a worker imports it; the progress and the end are read anywhere.
let testDb: TestDatabase;
let worker: JobQueue;
let web: JobQueue;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await seedEssentials(testDb.database);
  const definitions = (run: boolean) =>
    createJobQueue(testDb.database, {
      logger: silentLogger,
      runJobs: run,
      pollingIntervalSeconds: 0.5,
      definitions: {
        'import-products': storeJobs({ database: testDb.database, storage: createLocalFileStorage('/tmp'), payments: createTestGateway(testDb.database.db), logger: silentLogger, mailTransport: null, aeat: null })['import-products']!,
      },
    });
  worker = definitions(true);
  web = definitions(false);
  await worker.start();
  await web.start();
});
afterAll(async () => {
  await Promise.all([web.stop(1_000), worker.stop(1_000)]);
  await testDb.cleanup();
});

it('records the file, lets the worker import it, and shows the progress and the result through any instance', async () => {
  const db = testDb.database.db;
  const brand = await createBrand(db, { name: 'Marca Cola', slug: 'marca-cola' });
  const category = await createCategory(db, { name: 'Camisas Cola', slug: 'camisas-cola' });
  const { auth, user } = await createUser(db, { roles: ['admin'] });
  const cells = (n: number): Record<string, string> => ({
    sku: `COLA-${n}`,
    name: `Camisa en cola ${n}`,
    brand: brand.slug,
    category: category.name,
    price: '39,90',
    status: 'active',
    visibility: 'visible',
    is_featured: 'no',
    variant_sku: `COLA-${n}-M`,
    size: 'M',
    color_name: 'Azul',
    color_hex: '#1F3A93',
    variant_stock: '4',
  });
  const text = [PRODUCT_CSV_COLUMNS.join(';'), ...[1, 2, 3].map((n) => PRODUCT_CSV_COLUMNS.map((c) => cells(n)[c] ?? '').join(';'))].join('\r\n');
  const receiving = createTestApp(testDb.database, { jobs: web });
  const other = createTestApp(testDb.database, { jobs: web });
  const form = new FormData();
  form.set('file', new File([text], 'cola.csv', { type: 'text/csv' }));
  const started = await receiving.request('/api/admin/products/import?mode=apply', { method: 'POST', headers: auth, body: form });
  expect(started.status).toBe(200);
  const job = (await started.json()).data.job;
  expect(job).toMatchObject({ status: 'running', total: 3, processed: 0 });

  let last: { status: string; created: number } | undefined;
  await expect
    .poll(
      async () => {
        last = (await (await other.request(`/api/admin/products/import/${job.id}`, { headers: auth })).json()).data;
        return last!.status;
      },
      { timeout: 15_000, interval: 100 },
    )
    .toBe('done');
  expect(last).toMatchObject({ created: 3 });
  expect(await db.select().from(products).where(eq(products.sku, 'COLA-2'))).toHaveLength(1);
  // The file is not kept once imported; the audit log names who started it.
  const [row] = await db.select().from(importJobs).where(eq(importJobs.id, job.id));
  expect(row!.source).toBeNull();
  const audit = await db.select().from(auditLog).where(eq(auditLog.entityLabel, 'Camisa en cola 1'));
  expect(audit[0]?.actorId).toBe(user.id);
});
