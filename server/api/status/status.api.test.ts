import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/test-app';
import { createTestDatabase, type TestDatabase } from '../../../tests/test-database';

describe('GET /api/status', () => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb.cleanup();
  });

  it('reports every part operational when the database answers', async () => {
    const app = createTestApp(testDb.database, { now: () => new Date('2026-11-22T10:00:00Z') });
    const res = await app.request('/api/status');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      status: 'success',
      database: 'connected',
      api: 'operational',
      server: 'online',
      authentication: 'operational',
      timestamp: '2026-11-22T10:00:00.000Z',
      message: 'Todos los sistemas funcionan correctamente',
      version: '1.0.0',
    });
  });

  it('answers 503 with a non-success status when the database is gone', async () => {
    const own = await createTestDatabase();
    const app = createTestApp(own.database);
    await own.cleanup();
    const res = await app.request('/api/status');
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body).toMatchObject({ status: 'error', database: 'disconnected', server: 'online' });
    expect(body.message).toBe('La base de datos no responde');
  });
});
