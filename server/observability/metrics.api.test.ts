import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, silentLogger } from '../../tests/test-app';
import { createTestDatabase, seedEssentials, type TestDatabase } from '../../tests/test-database';
import { createShop, createTestProduct, orderBody, type ShopRefs } from '../api/checkout/checkout-test-kit';
import type { Database } from '../db/client';
import { createJobQueue, type JobQueue } from '../jobs/job-queue';
import { deliverPendingMails, type MailTransport } from '../mail/delivery';
import { sendMail } from '../mail/outbox';
import { createAppMetrics, type AppMetrics } from './metrics';

/* eslint-disable @typescript-eslint/no-explicit-any */

const TOKEN = 'prueba-metricas-0123456789abcdef';
const SHOPPER_EMAIL = 'lucia.metricas@example.com';
const REFUSED_EMAIL = 'rechazada.metricas@example.com';
const SECRET_SEARCH = 'busqueda-secreta-xyz';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The Prometheus text format, read line by line: `name{label="value",…} number`. */
function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[key!] = value!;
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The sum of the samples of `name` whose labels include `labels` (0 when none). */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);
}

async function until(check: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('Prometheus metrics, liveness and readiness', () => {
  let testDb: TestDatabase;
  let jobs: JobQueue;
  let metrics: AppMetrics;
  let app: ReturnType<typeof createTestApp>;
  let shop: ShopRefs;
  let ip = 0;

  const scrape = async () => {
    const res = await app.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    return { text, samples: parseMetrics(text) };
  };
  const post = (path: string, body: unknown) =>
    app.request(`/api${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.9.0.${(ip = (ip + 1) % 250)}` },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await seedEssentials(testDb.database);
    jobs = createJobQueue(testDb.database, {
      logger: silentLogger,
      runJobs: true,
      pollingIntervalSeconds: 0.5,
      definitions: {
        'retry-open-refunds': {
          retryLimit: 0,
          handler: async () => {
            throw new Error(`El banco no responde para ${SHOPPER_EMAIL}`);
          },
        },
      },
    });
    await jobs.start();
    metrics = createAppMetrics({ database: testDb.database, jobs, dbCheckTimeoutMs: 1_000 });
    app = createTestApp(testDb.database, { jobs, metrics, metricsToken: TOKEN });
    shop = await createShop(testDb.database.db);
  });
  afterAll(async () => {
    await jobs?.stop(1_000);
    await testDb?.cleanup();
  });

  it('answers /metrics only to the bearer of METRICS_TOKEN, and not at all without one configured', async () => {
    for (const headers of [{} as Record<string, string>, { Authorization: 'Bearer otro-token-que-no-es-el-bueno-000' }, { Authorization: TOKEN }, { Authorization: `Basic ${TOKEN}` }]) {
      const res = await app.request('/metrics', { headers });
      expect(res.status).toBe(401);
      expect(res.headers.get('WWW-Authenticate')).toBe('Bearer realm="metrics"');
      expect(await res.text()).not.toContain('tienda_');
    }
    const withoutToken = createTestApp(testDb.database, { metrics: createAppMetrics({ database: testDb.database, dbCheckTimeoutMs: 1_000 }) });
    const res = await withoutToken.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('tienda_');
  });

  it('counts requests by route pattern, an order, a payment, e-mails and a failed job, and shows no personal data', async () => {
    const before = (await scrape()).samples;

    // A few requests: an address with an id, a query string, a path the API does not have.
    expect((await app.request('/api/status')).status).toBe(200);
    expect((await app.request('/api/products/987654321')).status).toBe(404);
    // The same search until the catalogue cache answers it (a catalogue change notified late empties it).
    let searches = 0;
    for (let isHit = false; !isHit && searches < 10; searches++) {
      const res = await app.request(`/api/products?search=${SECRET_SEARCH}`);
      expect(res.status).toBe(200);
      isHit = res.headers.get('X-Cache') === 'hit';
    }
    expect((await app.request('/api/no-existe/987654321')).status).toBe(404);

    // An order paid by card through the test gateway, and one by bank transfer.
    const { product, variants } = await createTestProduct(testDb.database.db, shop, { price: 30, variants: [{ stock: 5 }] });
    const items = [{ product_id: product.id, variant_id: variants[0]!.id, quantity: 1 }];
    const tokenRes = await post('/payments/test-gateway/tokens', { number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123' });
    const cardToken = ((await tokenRes.json()) as any).data.token as string;
    const byCard = await post('/checkout/orders', orderBody({ items, expected_total: 34.95, email: SHOPPER_EMAIL, payment_method: 'card', payment: { card_token: cardToken } }));
    expect(byCard.status).toBe(201);
    const cardOrder = ((await byCard.json()) as any).data;
    expect(cardOrder.payment.status).toBe('succeeded');
    const byTransfer = await post('/checkout/orders', orderBody({ items, expected_total: 34.95, email: SHOPPER_EMAIL }));
    expect(byTransfer.status).toBe(201);
    const transferOrder = ((await byTransfer.json()) as any).data;

    // The e-mails of the orders go out; one more to an address the SMTP server refuses for good.
    await sendMail(testDb.database.db, { to: REFUSED_EMAIL, kind: 'order_confirmation', subject: 'Prueba', html: '<p>Prueba</p>', text: 'Prueba' });
    const transport: MailTransport = {
      send: async (message) => {
        if (message.to === REFUSED_EMAIL) throw Object.assign(new Error('550 mailbox unavailable'), { responseCode: 550 });
      },
      close: () => {},
    };
    const round = await deliverPendingMails(testDb.database.db, transport);
    expect(round.sent).toBeGreaterThanOrEqual(2);
    expect(round.failed).toBe(1);

    // A job that fails on its only attempt.
    await jobs.send('retry-open-refunds');
    await until(async () => (await jobs.failed()).some((job) => job.name === 'retry-open-refunds'));

    const { text, samples: after } = await scrape();
    const delta = (name: string, labels: Record<string, string> = {}) => valueOf(after, name, labels) - valueOf(before, name, labels);

    expect(valueOf(after, 'tienda_http_requests_total', { method: 'GET', route: '/api/status', status: '200' })).toBe(1);
    expect(valueOf(after, 'tienda_http_requests_total', { method: 'GET', route: '/api/products/:idOrSlug', status: '404' })).toBe(1);
    expect(valueOf(after, 'tienda_http_requests_total', { method: 'GET', route: '/api/products', status: '200' })).toBe(searches);
    expect(valueOf(after, 'tienda_http_requests_total', { method: 'POST', route: '/api/checkout/orders', status: '201' })).toBe(2);
    expect(valueOf(after, 'tienda_http_requests_total', { method: 'GET', route: '/api/*', status: '404' })).toBe(1);
    expect(valueOf(after, 'tienda_http_request_duration_seconds_count', { method: 'GET', route: '/api/products' })).toBe(searches);
    // The scrape itself is not a request the store served.
    expect(after.some((s) => s.labels.route === '/metrics')).toBe(false);

    expect(delta('tienda_orders_placed_total', { payment_method: 'card', outcome: 'succeeded' })).toBe(1);
    expect(delta('tienda_orders_placed_total', { payment_method: 'bank_transfer', outcome: transferOrder.payment.status })).toBe(1);
    expect(delta('tienda_payments_total', { kind: 'charge', outcome: 'succeeded' })).toBe(1);
    expect(delta('tienda_emails_total', { outcome: 'sent' })).toBe(round.sent);
    expect(delta('tienda_emails_total', { outcome: 'failed' })).toBe(1);

    expect(delta('tienda_job_failures_total', { queue: 'retry-open-refunds' })).toBe(1);
    expect(valueOf(after, 'tienda_jobs_failed', { queue: 'retry-open-refunds' })).toBe(1);
    expect(after.some((s) => s.name === 'tienda_jobs_waiting' && s.labels.queue === 'retry-open-refunds')).toBe(true);
    expect(valueOf(after, 'tienda_jobs_oldest_waiting_age_seconds', { queue: 'retry-open-refunds' })).toBe(0);

    // The last search was answered from the catalogue cache.
    expect(valueOf(after, 'tienda_cache_hits_total', { cache: 'catalogue' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(after, 'tienda_cache_misses_total', { cache: 'catalogue' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(after, 'tienda_database_up')).toBe(1);
    if (testDb.database.kind === 'postgres') {
      expect(after.some((s) => s.name === 'tienda_database_pool_connections' && s.labels.state === 'idle')).toBe(true);
      // The scrape's own queries may be waiting for one of the test pool's few connections.
      expect(after.some((s) => s.name === 'tienda_database_pool_waiting_requests')).toBe(true);
    }
    // Node's own figures come along.
    expect(after.some((s) => s.name === 'process_cpu_user_seconds_total')).toBe(true);

    // No person, order, search or id a visitor typed, in a metric's name or labels (a figure such as the event
    // loop's 0.0105424213 may hold any digits).
    const namesAndLabels = text.replace(/ [-+0-9.eE]+(?: \d+)?$/gm, '');
    for (const secret of [SHOPPER_EMAIL, REFUSED_EMAIL, 'example.com', cardOrder.order.number, transferOrder.order.number, SECRET_SEARCH, '987654321', '4242', 'search=', 'El banco no responde']) {
      expect(namesAndLabels).not.toContain(secret);
    }
  });

  it('is alive while it answers, and ready only while the database answers in time', async () => {
    for (const path of ['/health/live', '/health/ready']) {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
    }
    expect(await (await app.request('/health/ready')).json()).toEqual({ status: 'ready', database: 'connected' });

    // The database away: not ready (the load balancer sends no traffic), still alive (nothing restarts it).
    const away: Database = { ...testDb.database, ping: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')) };
    const awayMetrics = createAppMetrics({ database: away, dbCheckTimeoutMs: 1_000 });
    const instance = createTestApp(away, { metrics: awayMetrics, metricsToken: TOKEN });
    expect((await instance.request('/health/live')).status).toBe(200);
    const ready = await instance.request('/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.headers.get('Retry-After')).not.toBeNull();
    expect(await ready.json()).toEqual({ status: 'not_ready', database: 'disconnected' });
    const scraped = await instance.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(valueOf(parseMetrics(await scraped.text()), 'tienda_database_up')).toBe(0);
  });
});
