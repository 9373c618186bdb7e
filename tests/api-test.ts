import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../server/db/client';
import { createUser } from './factories';
import { createTestApp } from './test-app';
import { createTestDatabase, seedEssentials, type TestDatabase } from './test-database';

export interface ApiTest {
  testDb: TestDatabase;
  db: Db;
  app: ReturnType<typeof createTestApp>;
  /** Authorization header of an administrator. */
  admin: Record<string, string>;
  /** GET with optional headers: status and parsed JSON body (read loosely, as tests do). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  get(url: string, headers?: Record<string, string>): Promise<{ status: number; body: any }>;
}

/**
 * One API test file's world: a fresh database with the essential seeds, the real app, and an
 * administrator. Filled in a beforeAll registered here, so the file's own beforeAll runs after it.
 */
export function setupApiTest(): ApiTest {
  const ctx = {
    async get(url: string, headers: Record<string, string> = {}) {
      const res = await ctx.app.request(url, { headers });
      return { status: res.status, body: await res.json() };
    },
  } as ApiTest;
  beforeAll(async () => {
    ctx.testDb = await createTestDatabase();
    await seedEssentials(ctx.testDb.database);
    ctx.db = ctx.testDb.database.db;
    ctx.app = createTestApp(ctx.testDb.database);
    ctx.admin = (await createUser(ctx.db, { roles: ['admin'] })).auth;
  });
  afterAll(async () => {
    await ctx.testDb?.cleanup();
  });
  return ctx;
}
