import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../tests/factories';
import { createTestApp, silentLogger } from '../../tests/test-app';
import { createTestDatabase, seedEssentials, type TestDatabase } from '../../tests/test-database';
import { createJobQueue, type JobDefinitions, type JobQueue } from './job-queue';

/** Resolves once `check` is true, asking every 50 ms (no fixed wait), or fails after `ms`. */
async function until(check: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the durable job queue (pg-boss on the store database)', () => {
  let testDb: TestDatabase;
  let web: JobQueue;
  let worker: JobQueue;
  let app: ReturnType<typeof createTestApp>;
  const runs = { deliver: 0, refunds: 0, invoices: 0 };
  let refundsFail = true;
  let invoicesHang: (() => void) | null = null;
  /** The worker's log lines. */
  const lines: { level: number; msg: string; job?: string; jobId?: string; attempt?: number }[] = [];
  const workerLogger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as (typeof lines)[number]) });

  const definitions = (): JobDefinitions => ({
    'deliver-mail': { handler: async () => void runs.deliver++ },
    'retry-open-refunds': {
      retryLimit: 1,
      retryDelaySeconds: 1,
      handler: async () => {
        runs.refunds++;
        if (refundsFail) throw new Error('El banco no responde');
      },
    },
    'issue-missing-invoices': {
      expireInSeconds: 1,
      retryDelaySeconds: 1,
      handler: async () => {
        runs.invoices++;
        // The first attempt never ends: its worker is gone (kill -9) as far as the queue can tell.
        if (runs.invoices === 1) await new Promise<void>((resolve) => (invoicesHang = resolve));
      },
    },
  });

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await seedEssentials(testDb.database);
    // A web instance (RUN_JOBS=false) and a worker on the same database.
    web = createJobQueue(testDb.database, { logger: silentLogger, runJobs: false, definitions: definitions() });
    worker = createJobQueue(testDb.database, { logger: workerLogger, runJobs: true, definitions: definitions(), pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 });
    await worker.start();
    await web.start();
    app = createTestApp(testDb.database);
  });
  afterAll(async () => {
    invoicesHang?.();
    await Promise.all([web.stop(1_000), worker.stop(1_000)]);
    await testDb.cleanup();
  });

  it('runs on the worker a job queued by a web instance that runs none, once for a burst of requests', async () => {
    await Promise.all([web.send('deliver-mail'), web.send('deliver-mail'), web.send('deliver-mail')]);
    await until(async () => (await web.health()).find((q) => q.name === 'deliver-mail')!.last_completed_at !== null);
    expect(runs.deliver).toBeGreaterThanOrEqual(1);
    expect(runs.deliver).toBeLessThanOrEqual(2);
    expect(web.runsJobs).toBe(false);
  });

  it('retries a failing job with back-off, then keeps it as failed for staff, who send it again', async () => {
    await web.send('retry-open-refunds');
    await until(async () => (await web.failed()).some((job) => job.name === 'retry-open-refunds'));
    expect(runs.refunds).toBe(2);
    const [failed] = (await web.failed()).filter((job) => job.name === 'retry-open-refunds');
    expect(failed).toMatchObject({ label: 'Reintentar los reembolsos pendientes', attempts: 2, error: 'El banco no responde' });
    // The attempt to be retried is a warning; the job's failure, one error line with its name and id.
    const told = lines.filter((line) => line.job === 'retry-open-refunds');
    expect(told.map((line) => [line.level, line.msg])).toEqual([
      [40, 'job attempt failed, to be retried'],
      [50, 'job failed'],
    ]);
    expect(told[1]).toMatchObject({ jobId: failed!.id });

    const { auth: staff } = await createUser(testDb.database.db, { roles: ['admin'] });
    const overview = await app.request('/api/admin/jobs', { headers: staff });
    expect(overview.status).toBe(200);
    // Without a queue in this app, the overview is empty; with one, the same contract (see below).
    const { auth: customer } = await createUser(testDb.database.db);
    expect((await app.request('/api/admin/jobs', { headers: customer })).status).toBe(403);

    refundsFail = false;
    const queueApp = createTestApp(testDb.database, { jobs: web });
    const seen = await (await queueApp.request('/api/admin/jobs', { headers: staff })).json();
    expect(seen.data.workers).toBe(false);
    expect(seen.data.queues.find((q: { name: string }) => q.name === 'retry-open-refunds')).toMatchObject({ failed: 1 });
    expect(seen.data.failed[0]).toMatchObject({ id: failed!.id, name: 'retry-open-refunds' });

    const retried = await queueApp.request(`/api/admin/jobs/retry-open-refunds/${failed!.id}/retry`, { method: 'POST', headers: staff });
    expect(retried.status).toBe(200);
    await until(() => runs.refunds === 3);
    await until(async () => (await web.failed()).every((job) => job.id !== failed!.id));

    // Not failed any more, unknown or malformed: nothing to retry.
    expect((await queueApp.request(`/api/admin/jobs/retry-open-refunds/${failed!.id}/retry`, { method: 'POST', headers: staff })).status).toBe(404);
    expect((await queueApp.request('/api/admin/jobs/retry-open-refunds/no-es-un-id/retry', { method: 'POST', headers: staff })).status).toBe(422);
    const unknownKind = await queueApp.request(`/api/admin/jobs/borrar-todo/${failed!.id}/retry`, { method: 'POST', headers: staff });
    expect(unknownKind.status).toBe(422);
    expect((await unknownKind.json()).errors.name).toEqual(['Ese tipo de trabajo no existe.']);
    expect((await queueApp.request(`/api/admin/jobs/retry-open-refunds/${failed!.id}/retry`, { method: 'POST', headers: customer })).status).toBe(403);
  });

  it('runs again a job whose worker vanished halfway, once it has expired', async () => {
    await web.send('issue-missing-invoices');
    await until(() => runs.invoices === 1);
    // The first attempt hangs past its 1 s expiry: the worker's upkeep gives the job back to the queue.
    await until(() => runs.invoices === 2, 20_000);
    await until(async () => (await web.health()).find((q) => q.name === 'issue-missing-invoices')!.last_completed_at !== null);
  });
});
