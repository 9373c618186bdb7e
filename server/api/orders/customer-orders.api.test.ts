import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../tests/factories';
import { createTestApp } from '../../../tests/test-app';
import { createTestDatabase, seedEssentials, type TestDatabase } from '../../../tests/test-database';
import { orders } from '../../db/schema';
import { ORDER_NOT_FOUND, periodRange } from './customer-orders-service';
import { insertTestOrder } from './test-orders';

// The clock of these tests: 24 November 2026, 12:00 in Madrid.
const NOW = new Date('2026-11-24T11:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

describe('customer orders API', () => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createTestApp>;
  const db = () => testDb.database.db;
  const get = async (auth: Record<string, string>, path: string) => {
    const res = await app.request(`/api${path}`, { headers: auth });
    return { status: res.status, body: await res.json() };
  };
  const cancel = async (auth: Record<string, string>, number: string, body: unknown = {}) => {
    const res = await app.request(`/api/user/orders/${number}/cancel`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
  const numbers = (body: { data: { data: { number: string }[] } }) => body.data.data.map((order) => order.number);

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await seedEssentials(testDb.database);
    app = createTestApp(testDb.database, { now: () => NOW });
  });
  afterAll(async () => {
    await testDb.cleanup();
  });

  it('needs a session', async () => {
    expect((await app.request('/api/user/orders')).status).toBe(401);
    expect((await app.request('/api/user/orders/TD-2026-000001')).status).toBe(401);
    expect((await app.request('/api/user/orders/TD-2026-000001/cancel', { method: 'POST' })).status).toBe(401);
  });

  it("lists only the customer's own orders, newest first, without failed payment attempts unless asked", async () => {
    const { user, auth } = await createUser(db());
    const other = await createUser(db());
    const old = await insertTestOrder(db(), { userId: user.id, status: 'delivered', createdAt: daysAgo(40) });
    const recent = await insertTestOrder(db(), { userId: user.id, status: 'paid', createdAt: daysAgo(2), lines: [{ quantity: 2, imageUrl: '/storage/a.webp' }, { quantity: 1 }] });
    const failed = await insertTestOrder(db(), { userId: user.id, status: 'payment_failed', createdAt: daysAgo(1) });
    await insertTestOrder(db(), { userId: other.user.id, status: 'paid', createdAt: daysAgo(1) });

    const list = await get(auth, '/user/orders');
    expect(list.status).toBe(200);
    expect(numbers(list.body)).toEqual([recent.number, old.number]);
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.data[0]).toMatchObject({ status: 'paid', status_label: 'Pagado', item_count: 3, first_image_url: '/storage/a.webp', total: 89.85 });

    expect(numbers((await get(auth, '/user/orders?status=payment_failed')).body)).toEqual([failed.number]);
    expect(numbers((await get(other.auth, '/user/orders')).body)).toHaveLength(1);
  });

  it('filters by status, active, period and search (number or product name, without accents)', async () => {
    const { user, auth } = await createUser(db());
    const shipped = await insertTestOrder(db(), { userId: user.id, status: 'shipped', createdAt: daysAgo(3), lines: [{ productName: 'Camisón de algodón' }] });
    const preparing = await insertTestOrder(db(), { userId: user.id, status: 'preparing', createdAt: daysAgo(10) });
    const delivered = await insertTestOrder(db(), { userId: user.id, status: 'delivered', createdAt: daysAgo(100), lines: [{ productName: 'Falda plisada' }] });
    const cancelled = await insertTestOrder(db(), { userId: user.id, status: 'cancelled', createdAt: new Date('2025-06-01T10:00:00Z') });

    expect(numbers((await get(auth, '/user/orders?status=active')).body)).toEqual([shipped.number, preparing.number]);
    expect(numbers((await get(auth, '/user/orders?status=delivered')).body)).toEqual([delivered.number]);
    expect(numbers((await get(auth, '/user/orders?period=30d')).body)).toEqual([shipped.number, preparing.number]);
    expect(numbers((await get(auth, '/user/orders?period=6m')).body)).toEqual([shipped.number, preparing.number, delivered.number]);
    expect(numbers((await get(auth, '/user/orders?period=year')).body)).toEqual([shipped.number, preparing.number, delivered.number]);
    expect(numbers((await get(auth, '/user/orders?period=2025')).body)).toEqual([cancelled.number]);
    expect(numbers((await get(auth, '/user/orders?period=all')).body)).toHaveLength(4);
    expect(numbers((await get(auth, '/user/orders?search=camison')).body)).toEqual([shipped.number]);
    expect(numbers((await get(auth, '/user/orders?search=PLISADA')).body)).toEqual([delivered.number]);
    expect(numbers((await get(auth, `/user/orders?search=${preparing.number.toLowerCase()}`)).body)).toEqual([preparing.number]);
    expect(numbers((await get(auth, '/user/orders?search=camison&status=delivered')).body)).toEqual([]);
  });

  it('reads periods on the Madrid calendar', () => {
    // 1 January 2026 starts at 23:00 UTC the day before in Madrid.
    expect(periodRange('2026', NOW)).toEqual({ from: new Date('2025-12-31T23:00:00.000Z'), until: new Date('2026-12-31T23:00:00.000Z') });
    expect(periodRange('year', NOW).from).toEqual(new Date('2025-12-31T23:00:00.000Z'));
    expect(periodRange('6m', NOW).from).toEqual(new Date('2026-05-23T22:00:00.000Z'));
    expect(periodRange('all', NOW)).toEqual({});
  });

  it('pages the list', async () => {
    const { user, auth } = await createUser(db());
    for (let i = 0; i < 5; i++) await insertTestOrder(db(), { userId: user.id, createdAt: daysAgo(i + 1) });
    const first = (await get(auth, '/user/orders?per_page=2')).body.data;
    expect(first).toMatchObject({ current_page: 1, last_page: 3, per_page: 2, total: 5, from: 1, to: 2 });
    const last = (await get(auth, '/user/orders?per_page=2&page=3')).body.data;
    expect(last).toMatchObject({ current_page: 3, total: 5, from: 5, to: 5 });
    expect(last.data).toHaveLength(1);
    expect((await get(auth, '/user/orders?page=9')).body.data).toMatchObject({ data: [], from: null, to: null });
  });

  it('reads the query strictly: one value each, known names and values only', async () => {
    const { auth } = await createUser(db());
    for (const query of ['status=lost', 'period=7d', 'period=1999', 'page=0', 'per_page=51', 'page=1&page=2', 'sort=total', 'status[]=paid']) {
      const res = await get(auth, `/user/orders?${query}`);
      expect(res.status, query).toBe(422);
      expect(Object.keys(res.body.errors).length, query).toBeGreaterThan(0);
    }
  });

  it("shows one order by number; another customer's order is a 404 like a missing one", async () => {
    const { user, auth } = await createUser(db());
    const other = await createUser(db());
    const order = await insertTestOrder(db(), { userId: user.id, status: 'shipped', couponCode: 'HOLA10', discountCents: 300 });

    const mine = await get(auth, `/user/orders/${order.number}`);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ number: order.number, status: 'shipped', coupon_code: 'HOLA10', can_cancel: false });
    expect(mine.body.data.tracking).toMatchObject({ carrier: 'seur', carrier_name: 'SEUR' });
    expect(mine.body.data.events[0]).toMatchObject({ kind: 'placed', actor_kind: 'customer' });
    // Lower case is read as the same number.
    expect((await get(auth, `/user/orders/${order.number.toLowerCase()}`)).status).toBe(200);

    const theirs = await get(other.auth, `/user/orders/${order.number}`);
    const missing = await get(other.auth, '/user/orders/TD-2026-999999');
    expect(theirs).toEqual({ status: 404, body: { message: ORDER_NOT_FOUND } });
    expect(missing).toEqual(theirs);
    expect((await get(auth, '/user/orders/nada')).status).toBe(422);
  });

  it('cancels an order that has not left, with the reason, in the timeline as the customer', async () => {
    const { user, auth } = await createUser(db());
    for (const status of ['pending_payment', 'paid', 'preparing'] as const) {
      const order = await insertTestOrder(db(), { userId: user.id, status, paymentMethod: status === 'preparing' ? 'cash_on_delivery' : 'card', createdAt: daysAgo(1) });
      const res = await cancel(auth, order.number, { reason: '  Me he equivocado de talla  ' });
      expect(res.status, status).toBe(200);
      expect(res.body.data).toMatchObject({ status: 'cancelled', can_cancel: false, cancel_reason: 'Me he equivocado de talla' });
      const event = res.body.data.events.find((e: { to_status: string | null }) => e.to_status === 'cancelled');
      expect(event).toMatchObject({ from_status: status, actor_kind: 'customer', actor_name: user.name });
      if (status === 'paid') expect(res.body.data.payments.some((p: { kind: string }) => p.kind === 'refund')).toBe(true);
    }
    const withoutReason = await insertTestOrder(db(), { userId: user.id, status: 'pending_payment', paymentMethod: 'bank_transfer' });
    expect((await cancel(auth, withoutReason.number)).body.data.status).toBe('cancelled');
  });

  it('refuses to cancel once shipped, delivered or already cancelled (409), and never another customer’s order (404)', async () => {
    const { user, auth } = await createUser(db());
    const other = await createUser(db());
    for (const status of ['shipped', 'delivered', 'cancelled', 'payment_failed'] as const) {
      const order = await insertTestOrder(db(), { userId: user.id, status });
      const res = await cancel(auth, order.number);
      expect(res.status, status).toBe(409);
      expect(res.body.message, status).toEqual(expect.any(String));
      const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
      expect(row!.status).toBe(status);
    }
    const order = await insertTestOrder(db(), { userId: user.id, status: 'paid' });
    expect(await cancel(other.auth, order.number)).toEqual({ status: 404, body: { message: ORDER_NOT_FOUND } });
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('paid');
  });

  it('checks the reason: a text of at most 300 characters, and no other field', async () => {
    const { user, auth } = await createUser(db());
    const order = await insertTestOrder(db(), { userId: user.id, status: 'paid' });
    expect((await cancel(auth, order.number, { reason: 'x'.repeat(301) })).body.errors.reason).toHaveLength(1);
    expect((await cancel(auth, order.number, { reason: 5 })).status).toBe(422);
    expect((await cancel(auth, order.number, { motivo: 'no' })).body.errors.motivo).toEqual(['Campo no admitido.']);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('paid');
  });
});
