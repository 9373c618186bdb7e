import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldForSearch } from '../../common/directory/rules';
import { createTestDatabase, type TestDatabase } from '../../tests/test-database';
import { directoryEntries } from '../db/schema';
import { seedDirectory } from './directory';
import { DIRECTORY_SEED_ENTRIES } from './directory-entries';

describe('seedDirectory', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb.cleanup();
  });

  it('publishes every entry with its folded search text, and leaves an existing slug alone', async () => {
    const db = testDb.database.db;
    const taken = DIRECTORY_SEED_ENTRIES[0]!;
    await db.insert(directoryEntries).values({ kind: 'servicio', name: 'Hecha a mano', slug: taken.slug, sector: 'Otro', summary: 'Una ficha que ya existía.', city: 'Toledo', province: 'Toledo' });

    await seedDirectory(db);
    await seedDirectory(db);

    const rows = await db.select().from(directoryEntries);
    expect(rows).toHaveLength(DIRECTORY_SEED_ENTRIES.length);
    expect(rows.find((row) => row.slug === taken.slug)).toMatchObject({ name: 'Hecha a mano', city: 'Toledo' });
    const seeded = rows.filter((row) => row.slug !== taken.slug);
    expect(seeded.every((row) => row.status === 'approved' && row.isActive)).toBe(true);
    const granada = seeded.find((row) => row.slug === 'gualda-tintes-naturales')!;
    expect(granada).toMatchObject({ kind: 'empresa', postalCode: '18010', province: 'Granada', isVerified: true });
    expect(granada.searchText).toContain(foldForSearch('Gualda Tintes Naturales'));
    expect(granada.searchText).toContain('granada');
    expect(granada.searchText).not.toMatch(/[áéíóúñ]/);
  });
});
