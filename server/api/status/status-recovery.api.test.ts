import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/test-app';
import { startTcpProxy } from '../../../tests/tcp-proxy';
import { openPostgres } from '../../db/client';

// Needs a PostgreSQL server to stand in front of; PGlite lives inside the process.
const serverUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

describe.skipIf(!serverUrl)('GET /api/status when PostgreSQL goes away and comes back', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('turns 503 while the database is unreachable and 200 again without a restart', async () => {
    const url = new URL(serverUrl!);
    const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    const database = openPostgres(url.toString(), { poolMax: 2, connectTimeoutMs: 1_000, onError: () => {} });
    cleanups.push(() => database.close());
    cleanups.push(() => proxy.cut());
    const app = createTestApp(database);

    expect((await app.request('/api/status')).status).toBe(200);

    await proxy.cut();
    const down = await app.request('/api/status');
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ status: 'error', database: 'disconnected' });

    await proxy.restore();
    const back = await app.request('/api/status');
    expect(back.status).toBe(200);
    expect(await back.json()).toMatchObject({ status: 'success', database: 'connected' });
  });
});
