import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupApiTest } from '../../tests/api-test';
import { vacuumEmbeddedDatabase } from './vacuum';

describe('housekeeping: the embedded database is vacuumed, PostgreSQL left to autovacuum', () => {
  const api = setupApiTest();

  const productsStats = async () => {
    const result = await api.db.execute(sql`select vacuum_count, analyze_count from pg_stat_user_tables where relname = 'products'`);
    const row = (Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows)[0]!;
    return { vacuums: Number(row.vacuum_count), analyses: Number(row.analyze_count) };
  };

  it('vacuums and analyses every table on PGlite, one statement each; nothing on PostgreSQL', async () => {
    const before = await productsStats();
    const tables = await vacuumEmbeddedDatabase(api.testDb.database);
    const after = await productsStats();
    if (api.testDb.database.kind === 'pglite') {
      expect(tables).toBeGreaterThan(40);
      expect(after.vacuums).toBe(before.vacuums + 1);
      expect(after.analyses).toBe(before.analyses + 1);
    } else {
      expect(tables).toBeNull();
      expect(after.vacuums).toBe(before.vacuums);
    }
  });
});
