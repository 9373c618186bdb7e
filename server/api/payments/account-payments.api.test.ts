import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../tests/factories';
import { createTestApp } from '../../../tests/test-app';
import { createTestDatabase, seedEssentials, type TestDatabase } from '../../../tests/test-database';
import { paymentMethods, payments } from '../../db/schema';
import { insertTestOrder } from '../orders/test-orders';

let clock = new Date('2026-11-24T12:00:00Z');

describe('saved cards and payment history API', () => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createTestApp>;
  let ip = 0;
  const db = () => testDb.database.db;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await seedEssentials(testDb.database);
    app = createTestApp(testDb.database, { now: () => clock });
  });
  afterAll(async () => {
    await testDb.cleanup();
  });
  beforeEach(() => {
    clock = new Date('2026-11-24T12:00:00Z');
  });

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const call = async (method: string, url: string, headers: Record<string, string>, body?: unknown): Promise<{ status: number; body: any }> => {
    const init = body === undefined ? { method, headers } : { method, headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
    const res = await app.request(`/api${url}`, init);
    return { status: res.status, body: await res.json() };
  };
  /** What the browser does with the gateway's card form: the number goes to the gateway, the token comes back. */
  const tokenFor = async (number: string, expiry: { exp_month: number; exp_year: number } = { exp_month: 12, exp_year: 2030 }) => {
    const res = await app.request('/api/payments/test-gateway/tokens', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.9.0.${(ip += 1)}` },
      body: JSON.stringify({ number, cvc: '123', ...expiry }),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { data: { token: string } }).data.token;
  };
  /** An order without the builder's own charge ('pending'), so each test writes exactly the payments it reads. */
  const insertOrder = (userId: number, paymentMethod: 'card' | 'bizum' = 'card') => insertTestOrder(db(), { userId, paymentMethod, paymentStatus: 'pending' });
  const insertPayment = (values: Partial<typeof payments.$inferInsert> & { orderId: number }) =>
    db().insert(payments).values({ kind: 'charge', method: 'card', provider: 'test', status: 'succeeded', amountCents: 5000, ...values });
  const save = (auth: Record<string, string>, body: Record<string, unknown>) => call('POST', '/user/payment-methods', auth, body);
  const list = async (auth: Record<string, string>) => (await call('GET', '/user/payment-methods', auth)).body.data;

  describe('saved cards', () => {
    it('saves a verified card as the gateway describes it, the first one as default, never its number', async () => {
      const { auth, user } = await createUser(db());
      const token = await tokenFor('4242424242424242');
      const res = await save(auth, { token, holder_name: 'Lucía Pérez' });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030, holder_name: 'Lucía Pérez', is_default: true, is_expired: false });
      const rows = await db().select().from(paymentMethods).where(eq(paymentMethods.userId, user.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ provider: 'test', token, last4: '4242' });
      expect(JSON.stringify(rows)).not.toContain('4242424242424242');
    });

    it('refuses a card the bank declines, with its message on token (422), and saves nothing', async () => {
      const { auth } = await createUser(db());
      for (const number of ['4000000000000002', '4000000000000119']) {
        const res = await save(auth, { token: await tokenFor(number) });
        expect(res.status, number).toBe(422);
        expect(res.body.errors.token[0]).toMatch(/no se (puede guardar|ha guardado)/);
      }
      const unknown = await save(auth, { token: 'tok_que_no_existe' });
      expect(unknown.status).toBe(422);
      expect(unknown.body.errors.token).toEqual(['No reconocemos esta tarjeta. Vuelve a introducir sus datos.']);
      expect((await save(auth, {})).body.errors.token).toHaveLength(1);
      expect(await list(auth)).toEqual([]);
    });

    it('answers 409 for a token already saved, by this customer or another', async () => {
      const owner = await createUser(db());
      const other = await createUser(db());
      const token = await tokenFor('5555555555554444');
      expect((await save(owner.auth, { token })).status).toBe(201);
      const again = await save(owner.auth, { token });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('Esta tarjeta ya está guardada en tu cuenta.');
      expect((await save(other.auth, { token })).status).toBe(409);
      expect(await list(other.auth)).toEqual([]);
    });

    it('switches the default, and a removed default hands over to the newest other card', async () => {
      const { auth } = await createUser(db());
      const visa = (await save(auth, { token: await tokenFor('4242424242424242') })).body.data;
      clock = new Date('2026-11-24T12:01:00Z');
      const master = (await save(auth, { token: await tokenFor('5555555555554444') })).body.data;
      expect(master.is_default).toBe(false);
      clock = new Date('2026-11-24T12:02:00Z');
      const threeDs = (await save(auth, { token: await tokenFor('4000002760003184'), set_default: true })).body.data;
      expect(threeDs.is_default).toBe(true);
      expect((await list(auth)).map((c: { id: number; is_default: boolean }) => [c.id, c.is_default])).toEqual([
        [threeDs.id, true],
        [master.id, false],
        [visa.id, false],
      ]);

      const chosen = await call('PATCH', `/user/payment-methods/${visa.id}/default`, auth);
      expect(chosen.status).toBe(200);
      expect(chosen.body.data).toMatchObject({ id: visa.id, is_default: true });
      expect((await list(auth)).filter((c: { is_default: boolean }) => c.is_default).map((c: { id: number }) => c.id)).toEqual([visa.id]);

      expect((await call('DELETE', `/user/payment-methods/${visa.id}`, auth)).status).toBe(200);
      const left = await list(auth);
      expect(left.map((c: { id: number; is_default: boolean }) => [c.id, c.is_default])).toEqual([
        [threeDs.id, true],
        [master.id, false],
      ]);
      expect((await call('DELETE', `/user/payment-methods/${visa.id}`, auth)).status).toBe(404);
    });

    it("keeps each customer's cards to themselves: another's card is a 404 to set or remove", async () => {
      const owner = await createUser(db());
      const other = await createUser(db());
      const card = (await save(owner.auth, { token: await tokenFor('4242424242424242') })).body.data;
      expect(await list(other.auth)).toEqual([]);
      expect((await call('PATCH', `/user/payment-methods/${card.id}/default`, other.auth)).status).toBe(404);
      const removed = await call('DELETE', `/user/payment-methods/${card.id}`, other.auth);
      expect(removed.status).toBe(404);
      expect(removed.body.message).toBe('Tarjeta no encontrada.');
      expect(await list(owner.auth)).toHaveLength(1);
      expect((await app.request('/api/user/payment-methods')).status).toBe(401);
    });

    it('flags a card whose month has passed as expired', async () => {
      const { auth } = await createUser(db());
      await save(auth, { token: await tokenFor('4242424242424242', { exp_month: 11, exp_year: 2026 }) });
      expect((await list(auth))[0].is_expired).toBe(false);
      // December: November's card has run out (the session, thirty days long, still lives).
      clock = new Date('2026-12-01T00:00:00Z');
      expect((await list(auth))[0].is_expired).toBe(true);
    });
  });

  describe('payment history', () => {
    it("lists the customer's payments and refunds, newest first, refunds negative, filterable by kind", async () => {
      const { auth, user } = await createUser(db());
      const stranger = await createUser(db());
      const card = await insertOrder(user.id);
      const bizum = await insertOrder(user.id, 'bizum');
      const theirs = await insertOrder(stranger.user.id);
      await insertPayment({ orderId: card.id, amountCents: 5990, cardBrand: 'visa', cardLast4: '4242', createdAt: new Date('2026-11-20T10:00:00Z') });
      await insertPayment({ orderId: bizum.id, method: 'bizum', status: 'failed', amountCents: 2500, createdAt: new Date('2026-11-21T10:00:00Z') });
      await insertPayment({ orderId: card.id, kind: 'refund', amountCents: 5990, cardBrand: 'visa', cardLast4: '4242', createdAt: new Date('2026-11-22T10:00:00Z') });
      await insertPayment({ orderId: theirs.id, amountCents: 1000 });

      const res = await call('GET', '/user/payment-history', auth);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ total: 3, current_page: 1 });
      expect(res.body.data.data).toEqual([
        expect.objectContaining({ order_id: card.id, order_number: card.number, kind: 'refund', method: 'card', amount: -59.9, status: 'succeeded', status_label: 'Reembolsado', card_last4: '4242' }),
        expect.objectContaining({ order_id: bizum.id, kind: 'charge', method: 'bizum', amount: 25, status: 'failed', status_label: 'Rechazado', card_brand: null }),
        expect.objectContaining({ order_id: card.id, kind: 'charge', amount: 59.9, status_label: 'Pagado', card_brand: 'visa', created_at: '2026-11-20T10:00:00.000Z' }),
      ]);

      const refunds = await call('GET', '/user/payment-history?kind=refund', auth);
      expect(refunds.body.data.data.map((e: { kind: string }) => e.kind)).toEqual(['refund']);
      const paged = await call('GET', '/user/payment-history?per_page=2&page=2', auth);
      expect(paged.body.data).toMatchObject({ total: 3, from: 3, to: 3 });
      expect((await call('GET', '/user/payment-history?kind=gift', auth)).status).toBe(422);
      expect((await call('GET', '/user/payment-history', stranger.auth)).body.data.total).toBe(1);
      expect((await app.request('/api/user/payment-history')).status).toBe(401);
    });
  });
});
