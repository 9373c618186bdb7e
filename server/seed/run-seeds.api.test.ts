import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/test-database';
import { preparePgliteTemplate } from '../../tests/template-database';
import { openPglite } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { adBanners, coupons, directoryEntries, seedRuns } from '../db/schema';
import { readStoreSettings } from '../settings/store-settings';
import { runSeeds, SEED_STEPS } from './run-seeds';

// The catalogue step has its own test (68 products and their 160 shipped pictures); these check the runner.
const steps = SEED_STEPS.filter((step) => step.name !== '2026-11-demo-catalog');

describe('seeding', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb.cleanup();
  });

  it('runs each step once, however often it is called', async () => {
    const first = await runSeeds(testDb.database, { includeDemo: true, steps, context: { announce: () => {} } });
    const second = await runSeeds(testDb.database, { includeDemo: true, steps, context: { announce: () => {} } });
    expect(first).toEqual(['2026-11-ad-banners', '2026-11-demo-coupons', '2026-11-demo-bank-account', '2026-11-demo-invoice-issuer', '2026-11-roles-permissions', '2026-11-demo-directory', '2026-11-demo-search-rules', '2026-11-stock-journal-opening', '2026-11-first-admin']);
    expect(second).toEqual([]);
    const banners = await testDb.database.db.select().from(adBanners);
    expect(banners).toHaveLength(3);
    expect(banners.filter((b) => b.rutas.includes('/'))).toHaveLength(2);
    expect(banners.filter((b) => b.rutas.includes('/store'))).toHaveLength(1);
    expect((await testDb.database.db.select().from(coupons)).map((c) => c.code).sort()).toEqual(['BIENVENIDA10', 'ENVIO5', 'VERANO15']);
    const directory = await testDb.database.db.select().from(directoryEntries);
    expect(directory.length).toBeGreaterThanOrEqual(40);
    expect(directory.every((entry) => entry.status === 'approved' && entry.isActive && entry.searchText.length > 0)).toBe(true);
    // The demo account is valid for the settings' own contract, so the checkout offers transfers.
    const settings = await readStoreSettings(testDb.database.db);
    expect(settings).toMatchObject({ bank_transfer_iban: 'ES91 2100 0418 4502 0005 1332', bank_transfer_holder: 'Tienda Diverso S.L.' });
  });

  it('rolls a failing step back and leaves it to run again', async () => {
    const failing = {
      name: 'test-failing-step',
      isDemo: false,
      run: async (db: typeof testDb.database.db) => {
        await db.insert(adBanners).values({ nombre: 'half-done', rutas: ['/'] });
        throw new Error('boom');
      },
    };
    await expect(runSeeds(testDb.database, { includeDemo: true, steps: [failing] })).rejects.toThrow('boom');
    const names = (await testDb.database.db.select().from(seedRuns)).map((r) => r.name);
    expect(names).not.toContain('test-failing-step');
    const banners = await testDb.database.db.select().from(adBanners);
    expect(banners.some((b) => b.nombre === 'half-done')).toBe(false);
  });

  it('skips demo steps when demo data is switched off', async () => {
    const own = await createTestDatabase();
    try {
      expect(await runSeeds(own.database, { includeDemo: false, steps, context: { announce: () => {} } })).toEqual(['2026-11-roles-permissions', '2026-11-stock-journal-opening', '2026-11-first-admin']);
    } finally {
      await own.cleanup();
    }
  });
});

// The embedded database's own behaviour: nothing to prove on PostgreSQL.
describe.runIf(process.env.TEST_DB !== 'postgres')('embedded database on disk', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'td-pglite-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps its data across restarts and does not seed twice', async () => {
    // Started from the migrated template, as a fresh data directory would be after its first migration.
    const first = await openPglite(dir, { loadDataDir: fs.readFileSync(await preparePgliteTemplate()) });
    await migrateDatabase(first);
    await runSeeds(first, { includeDemo: true, steps, context: { announce: () => {} } });
    await first.close();

    const second = await openPglite(dir);
    await migrateDatabase(second);
    expect(await runSeeds(second, { includeDemo: true, steps, context: { announce: () => {} } })).toEqual([]);
    expect(await second.db.select().from(adBanners)).toHaveLength(3);
    await second.close();
  });
});
