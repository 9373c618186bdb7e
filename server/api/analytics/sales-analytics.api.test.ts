import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupApiTest } from '../../../tests/api-test';
import { createBrand, createCategory, createCustomRole, createProduct, createUser, createUserWithRole } from '../../../tests/factories';
import { createTestApp } from '../../../tests/test-app';
import { orderLines, orders, productReviews, returns, type OrderRow } from '../../db/schema';
import { insertTestOrder, type TestOrderInput } from '../orders/test-orders';
import { requestReturn } from '../../flows/request-return';

/* eslint-disable @typescript-eslint/no-explicit-any */

// The dashboard's sales and returns of a period: sales by the day they were charged in Madrid,
// every day present, the average order, the best sellers, the return rate and reasons by product
// and size, the published reviews, and the same figures as a CSV for Excel in Spanish.
describe('GET /api/admin/analytics/sales', () => {
  const api = setupApiTest();
  // 12:00 in Madrid (winter time, UTC+1).
  const NOW = new Date('2026-11-30T11:00:00Z');
  const PERIOD = '?from=2026-11-10&to=2026-11-12';
  let app: ReturnType<typeof createTestApp>;
  let shirt: number;
  let dress: number;
  let skirt: number;

  const get = async (url: string, headers: Record<string, string> = api.admin) => {
    const res = await app.request(url, { headers });
    const type = res.headers.get('content-type') ?? '';
    return { res, status: res.status, body: type.includes('json') ? ((await res.json()) as any) : await res.text() };
  };

  /** An order of the test kit, then charged at `paidAt` (null: never charged). */
  const sale = async (paidAt: string | null, input: TestOrderInput): Promise<OrderRow> => {
    const order = await insertTestOrder(api.db, input);
    const [row] = await api.db
      .update(orders)
      .set({ paidAt: paidAt ? new Date(paidAt) : null })
      .where(eq(orders.id, order.id))
      .returning();
    return row!;
  };
  const linesOf = (orderId: number) => api.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.id);
  /** The customer asks to return lines (the returns domain's own flow), on `at`. */
  const giveBack = async (order: OrderRow, lines: { order_line_id: number; quantity: number; reason: 'talla_pequena' | 'talla_grande' | 'no_como_foto' | 'defectuoso' }[], at: string) => {
    const when = new Date(at);
    await api.db.update(orders).set({ status: 'delivered', deliveredAt: new Date(when.getTime() - 86_400_000) }).where(eq(orders.id, order.id));
    return requestReturn(api.db, order.id, { kind: 'return', lines: lines.map((line) => ({ ...line, resolution: 'refund' as const })) }, { kind: 'customer', name: 'Lucía' }, when);
  };
  const review = (productId: number, rating: number, status: 'pending' | 'published' | 'rejected', createdAt: string) =>
    api.db.insert(productReviews).values({ productId, authorName: 'Lucía F.', rating, fit: 'true', usualSize: 'M', boughtSize: 'M', status, createdAt: new Date(createdAt) });

  beforeAll(async () => {
    app = createTestApp(api.testDb.database, { now: () => NOW });
    const db = api.db;
    const brand = await createBrand(db);
    const category = await createCategory(db);
    const product = async (name: string) => (await createProduct(db, { brand_id: brand.id, category_id: category.id, name })).id;
    shirt = await product('Camisa Lino Analítica');
    dress = await product('Vestido Midi Analítica');
    skirt = await product('Falda Plisada Analítica');
    const line = (productId: number, quantity: number, unitPriceCents: number, size = 'M') => ({
      productId,
      quantity,
      unitPriceCents,
      size,
      productName: productId === shirt ? 'Camisa Lino Analítica' : productId === dress ? 'Vestido Midi Analítica' : 'Falda Plisada Analítica',
    });
    const placed = (iso: string) => new Date(iso);

    // The 10th in Madrid: 20 € and, charged at 00:30 Madrid (23:30Z the day before), 15 €.
    const a = await sale('2026-11-10T09:00:00Z', { status: 'delivered', createdAt: placed('2026-11-10T08:58:00Z'), lines: [line(shirt, 2, 1000)] });
    const c = await sale('2026-11-09T23:30:00Z', { status: 'paid', createdAt: placed('2026-11-09T23:28:00Z'), lines: [line(shirt, 1, 1500)] });
    // The 11th: 52,95 € (40 + 8 + 4,95 shipping) and a bank transfer placed on the 5th but paid on the 11th (30 €).
    const b = await sale('2026-11-11T10:00:00Z', { status: 'shipped', createdAt: placed('2026-11-11T09:58:00Z'), shippingCents: 495, lines: [line(dress, 1, 4000, 'S'), line(skirt, 1, 800, 'S')] });
    await sale('2026-11-11T18:00:00Z', { status: 'preparing', paymentMethod: 'bank_transfer', paymentStatus: 'paid', createdAt: placed('2026-11-05T12:00:00Z'), lines: [line(shirt, 1, 3000)] });
    // The 12th: nothing that counts.
    // Outside the period, by Madrid's clock: 23:30 on the 9th, and 00:30 on the 13th.
    const e = await sale('2026-11-09T22:30:00Z', { status: 'delivered', createdAt: placed('2026-11-09T22:28:00Z'), lines: [line(dress, 7, 9900)] });
    await sale('2026-11-12T23:30:00Z', { status: 'paid', createdAt: placed('2026-11-12T23:28:00Z'), lines: [line(dress, 7, 9900)] });
    // Inside the period but no sale: cancelled (refunded) after the charge, never charged, cash on delivery not yet delivered, the parcel of an exchange.
    await sale('2026-11-11T09:00:00Z', { status: 'cancelled', paymentStatus: 'refunded', createdAt: placed('2026-11-11T08:58:00Z'), lines: [line(dress, 5, 9900)] });
    await sale(null, { status: 'pending_payment', paymentMethod: 'bank_transfer', createdAt: placed('2026-11-11T09:00:00Z'), lines: [line(dress, 5, 9900)] });
    await sale(null, { status: 'preparing', paymentMethod: 'cash_on_delivery', createdAt: placed('2026-11-10T09:00:00Z'), lines: [line(dress, 5, 9900)] });

    // Returns asked for in the period: both shirts of A (too small), the dress (too small) and the skirt (not as pictured) of B.
    const [aShirts] = await linesOf(a.id);
    const [bDress, bSkirt] = await linesOf(b.id);
    await giveBack(a, [{ order_line_id: aShirts!.id, quantity: 2, reason: 'talla_pequena' }], '2026-11-12T10:00:00Z');
    const toExchange = await giveBack(b, [
      { order_line_id: bDress!.id, quantity: 1, reason: 'talla_pequena' },
      { order_line_id: bSkirt!.id, quantity: 1, reason: 'no_como_foto' },
    ], '2026-11-12T12:00:00Z');
    // A refused return in the period, and one asked for before it: neither counts.
    const [cShirt] = await linesOf(c.id);
    const refused = await giveBack(c, [{ order_line_id: cShirt!.id, quantity: 1, reason: 'defectuoso' }], '2026-11-11T12:00:00Z');
    await db.update(returns).set({ status: 'rejected' }).where(eq(returns.id, refused.id));
    const [eDresses] = await linesOf(e.id);
    await giveBack(e, [{ order_line_id: eDresses!.id, quantity: 3, reason: 'talla_grande' }], '2026-11-09T12:00:00Z');
    // The parcel of a size exchange, charged at 0 € in the period: no sale.
    const exchange = await sale('2026-11-11T15:00:00Z', { status: 'paid', createdAt: placed('2026-11-11T15:00:00Z'), lines: [line(dress, 1, 0)] });
    await db.update(orders).set({ exchangeForReturnId: toExchange.id }).where(eq(orders.id, exchange.id));

    // Reviews: two published in the period (5 and 4), one published before it (2), one pending and one rejected in it.
    await review(shirt, 5, 'published', '2026-11-10T12:00:00Z');
    await review(dress, 4, 'published', '2026-11-12T22:00:00Z');
    await review(skirt, 2, 'published', '2026-10-01T12:00:00Z');
    await review(shirt, 1, 'pending', '2026-11-11T12:00:00Z');
    await review(dress, 1, 'rejected', '2026-11-11T12:00:00Z');
  });

  it("sums each Madrid day's charged orders by paid_at, with every day present, totals and the average order", async () => {
    const { status, body } = await get(`/api/admin/analytics/sales${PERIOD}`);
    expect(status).toBe(200);
    const data = body.data;
    expect(data).toMatchObject({ from: '2026-11-10', to: '2026-11-12', days: 3 });
    expect(data.per_day).toEqual([
      { date: '2026-11-10', revenue_cents: 3500, orders: 2 },
      { date: '2026-11-11', revenue_cents: 8295, orders: 2 },
      { date: '2026-11-12', revenue_cents: 0, orders: 0 },
    ]);
    // 117,95 € in 4 orders: 29,4875 € → 29,49 €.
    expect(data.totals).toEqual({ revenue_cents: 11_795, orders: 4, average_order_cents: 2949, units_sold: 6 });
  });

  it('ranks the best sellers by units, then revenue', async () => {
    const { body } = await get(`/api/admin/analytics/sales${PERIOD}`);
    expect(body.data.top_products).toEqual([
      { product_id: shirt, name: 'Camisa Lino Analítica', units: 4, revenue_cents: 6500 },
      { product_id: dress, name: 'Vestido Midi Analítica', units: 1, revenue_cents: 4000 },
      { product_id: skirt, name: 'Falda Plisada Analítica', units: 1, revenue_cents: 800 },
    ]);
  });

  it('gives the return rate of the period and its reasons by product and by size, with the returns domain’s labels', async () => {
    const { body } = await get(`/api/admin/analytics/sales${PERIOD}`);
    const figures = body.data.returns;
    // 4 units returned of 6 sold; the refused return and the one asked for before the period do not count.
    expect(figures).toMatchObject({ units_sold: 6, units_returned: 4, return_rate: 66.7, returns_count: 2 });
    expect(figures.top_reasons).toEqual([
      { reason: 'talla_pequena', label: 'Talla pequeña', units: 3 },
      { reason: 'no_como_foto', label: 'No es como en la foto', units: 1 },
    ]);
    expect(figures.by_product).toEqual([
      { product_id: shirt, product_name: 'Camisa Lino Analítica', units: 2, reasons: [{ reason: 'talla_pequena', label: 'Talla pequeña', units: 2 }] },
      { product_id: skirt, product_name: 'Falda Plisada Analítica', units: 1, reasons: [{ reason: 'no_como_foto', label: 'No es como en la foto', units: 1 }] },
      { product_id: dress, product_name: 'Vestido Midi Analítica', units: 1, reasons: [{ reason: 'talla_pequena', label: 'Talla pequeña', units: 1 }] },
    ]);
    expect(figures.by_size).toEqual([
      { size: 'M', units: 2, reasons: [{ reason: 'talla_pequena', label: 'Talla pequeña', units: 2 }] },
      {
        size: 'S',
        units: 2,
        reasons: [
          { reason: 'talla_pequena', label: 'Talla pequeña', units: 1 },
          { reason: 'no_como_foto', label: 'No es como en la foto', units: 1 },
        ],
      },
    ]);
  });

  it('averages the published reviews of the period, and of all time; pending and rejected ones do not count', async () => {
    const { body } = await get(`/api/admin/analytics/sales${PERIOD}`);
    expect(body.data.reviews).toEqual({ average: 4.5, count: 2 });
    expect(body.data.reviews_all_time).toEqual({ average: 3.7, count: 3 });
  });

  it('without dates answers the last 30 days up to today; an empty period has its days at 0 and no averages', async () => {
    const recent = await get('/api/admin/analytics/sales');
    expect(recent.status).toBe(200);
    expect(recent.body.data).toMatchObject({ from: '2026-11-01', to: '2026-11-30', days: 30 });
    expect(recent.body.data.per_day).toHaveLength(30);

    const empty = await get('/api/admin/analytics/sales?from=2026-02-01&to=2026-02-07');
    expect(empty.body.data.per_day.map((d: any) => d.date)).toEqual(['2026-02-01', '2026-02-02', '2026-02-03', '2026-02-04', '2026-02-05', '2026-02-06', '2026-02-07']);
    expect(empty.body.data.per_day.every((d: any) => d.revenue_cents === 0 && d.orders === 0)).toBe(true);
    expect(empty.body.data.totals).toEqual({ revenue_cents: 0, orders: 0, average_order_cents: 0, units_sold: 0 });
    expect(empty.body.data.returns).toMatchObject({ return_rate: 0, top_reasons: [], by_product: [], by_size: [] });
    expect(empty.body.data.reviews).toEqual({ average: null, count: 0 });
  });

  it('answers the same figures as a semicolon CSV with a BOM, decimal commas and the dates in its file name', async () => {
    const { res, status, body } = await get(`/api/admin/analytics/sales.csv${PERIOD}`);
    expect(status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="ventas-2026-11-10-a-2026-11-12.csv"');
    const bytes = new Uint8Array(await (await app.request(`/api/admin/analytics/sales.csv${PERIOD}`, { headers: api.admin })).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = (body as string).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Ventas y devoluciones del 10/11/2026 al 12/11/2026');
    expect(lines).toContain('Ingresos (€);117,95');
    expect(lines).toContain('Pedido medio (€);29,49');
    expect(lines).toContain('Tasa de devolución (%);66,7');
    expect(lines).toContain('Media de las opiniones (estrellas);4,5');
    const perDay = lines.indexOf('Día;Ingresos (€);Pedidos');
    expect(lines.slice(perDay + 1, perDay + 5)).toEqual(['10/11/2026;35,00;2', '11/11/2026;82,95;2', '12/11/2026;0,00;0', 'Total;117,95;4']);
    expect(lines).toContain('Camisa Lino Analítica;4;65,00');
    expect(lines).toContain('Talla pequeña;3');
    expect(lines).toContain('Camisa Lino Analítica;2;Talla pequeña');
    expect(lines).toContain('S;2;Talla pequeña');
  });

  it('needs a session (401) and the dashboard.view permission (403)', async () => {
    expect((await get(`/api/admin/analytics/sales${PERIOD}`, {})).status).toBe(401);
    expect((await get(`/api/admin/analytics/sales.csv${PERIOD}`, {})).status).toBe(401);
    const customer = await createUser(api.db);
    expect((await get(`/api/admin/analytics/sales${PERIOD}`, customer.auth)).status).toBe(403);
    const catalogue = await createUserWithRole(api.db, (await createCustomRole(api.db, ['products.view'])).id);
    expect((await get(`/api/admin/analytics/sales.csv${PERIOD}`, catalogue.auth)).status).toBe(403);
    const editor = await createUser(api.db, { roles: ['editor'] });
    expect((await get(`/api/admin/analytics/sales${PERIOD}`, editor.auth)).status).toBe(200);
  });

  it.each([
    ['an end before the start', '?from=2026-11-12&to=2026-11-10', 'to', 'La fecha de fin no puede ser anterior a la de inicio.'],
    ['a period longer than 366 days', '?from=2025-01-01&to=2026-01-02', 'to', 'El periodo admite como mucho 366 días: acerca la fecha de fin o la de inicio.'],
    ['a day that does not exist', '?from=2026-02-30&to=2026-03-01', 'from', 'from debe ser una fecha con el formato AAAA-MM-DD (por ejemplo 2026-11-24).'],
    ['a date in another format', '?from=10/11/2026', 'from', 'from debe ser una fecha con el formato AAAA-MM-DD (por ejemplo 2026-11-24).'],
    ['a date given twice', '?to=2026-11-10&to=2026-11-11', 'to', 'to solo admite un valor (se ha indicado varias veces).'],
  ])('refuses %s with a 422 on that field, JSON and CSV alike', async (_case, query, field, message) => {
    for (const path of ['/api/admin/analytics/sales', '/api/admin/analytics/sales.csv']) {
      const { status, body } = await get(`${path}${query}`);
      expect(status, path).toBe(422);
      expect(body.errors[field], path).toEqual([message]);
    }
  });

  it('accepts a period of exactly 366 days, and refuses a parameter it does not know', async () => {
    const year = await get('/api/admin/analytics/sales?from=2024-01-01&to=2024-12-31');
    expect(year.status).toBe(200);
    expect(year.body.data.per_day).toHaveLength(366);
    const unknown = await get('/api/admin/analytics/sales?periodo=30');
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors)).toEqual(['periodo']);
  });
});
