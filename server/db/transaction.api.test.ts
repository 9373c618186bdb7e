import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/test-database';
import type { Db } from './client';
import { brands } from './schema';
import { transaction } from './transaction';

let testDb: TestDatabase;
let db: Db;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.database.db;
});
afterAll(() => testDb.cleanup());

const named = async (name: string) => (await db.select().from(brands).where(eq(brands.name, name))).length;

it('commits what its function wrote, and answers what it answers', async () => {
  const id = await transaction(db, async (tx) => (await tx.insert(brands).values({ name: 'Tx Uno', slug: 'tx-uno' }).returning())[0]!.id);
  expect(id).toBeGreaterThan(0);
  expect(await named('Tx Uno')).toBe(1);
});

it('rolls everything back when its function throws', async () => {
  await expect(
    transaction(db, async (tx) => {
      await tx.insert(brands).values({ name: 'Tx Dos', slug: 'tx-dos' });
      throw new Error('refused');
    }),
  ).rejects.toThrow('refused');
  expect(await named('Tx Dos')).toBe(0);
});

it('inside a transaction is a savepoint: an inner failure caught leaves the outer writes to commit', async () => {
  await transaction(db, async (tx) => {
    await tx.insert(brands).values({ name: 'Tx Tres', slug: 'tx-tres' });
    await transaction(tx, async (inner) => {
      await inner.insert(brands).values({ name: 'Tx Cuatro', slug: 'tx-cuatro' });
      throw new Error('inner refused');
    }).catch(() => undefined);
  });
  expect(await named('Tx Tres')).toBe(1);
  expect(await named('Tx Cuatro')).toBe(0);
});
