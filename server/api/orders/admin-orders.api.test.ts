import { and, asc, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '../../../common/money';
import { setupApiTest } from '../../../tests/api-test';
import { createBrand, createCategory, createCustomRole, createProduct, createUser, createUserWithRole } from '../../../tests/factories';
import { auditLog, mailOutbox, orderEvents, orders, payments, products, productVariants } from '../../db/schema';
import { insertTestOrder } from './test-orders';

type Headers = Record<string, string>;

describe('admin orders API', () => {
  const api = setupApiTest();
  const db = () => api.db;
  let editor: Headers;
  let viewer: Headers;
  let staffName: string;

  const send = async (method: string, url: string, body?: unknown, headers: Headers = api.admin) => {
    const res = await api.app.request(url, {
      method,
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
  const setStatus = (id: number, body: Record<string, unknown>, headers: Headers = api.admin) => send('POST', `/api/admin/orders/${id}/status`, body, headers);
  const audits = (id: number) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.id));
  const events = (id: number) => db().select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.id));
  const ids = (body: { data: { data: { id: number }[] } }) => body.data.data.map((o) => o.id);

  beforeAll(async () => {
    editor = (await createUser(db(), { roles: ['editor'] })).auth;
    viewer = (await createUserWithRole(db(), (await createCustomRole(db(), ['orders.view'])).id, { name: 'Vera Lectora' })).auth;
    const me = await api.get('/api/user', api.admin);
    staffName = me.body.data?.name ?? me.body.name;
  });

  describe('GET /admin/orders', () => {
    it('searches by number, e-mail or name without accents, filters, sorts by total and counts every status', async () => {
      const day = (iso: string) => new Date(`${iso}T10:00:00Z`);
      const a = await insertTestOrder(db(), { customerName: 'Begoña Núñez Ibáñez', email: 'bego@example.com', status: 'paid', createdAt: day('2026-03-02'), lines: [{ unitPriceCents: 5000 }] });
      const b = await insertTestOrder(db(), {
        customerName: 'Tomás Ruiz',
        email: 'tomas.filtro@example.com',
        status: 'pending_payment',
        paymentMethod: 'bank_transfer',
        createdAt: day('2026-03-05'),
        lines: [{ unitPriceCents: 1000 }],
      });
      const c = await insertTestOrder(db(), { customerName: 'Tomás Ruiz', email: 'tomas.filtro@example.com', status: 'shipped', createdAt: day('2026-03-09'), lines: [{ unitPriceCents: 9000 }] });

      const byName = await api.get('/api/admin/orders?search=nunez%20ibanez', api.admin);
      expect(byName.status).toBe(200);
      expect(ids(byName.body)).toEqual([a.id]);
      expect(byName.body.data.data[0]).toMatchObject({ number: a.number, customer_name: 'Begoña Núñez Ibáñez', email: 'bego@example.com', user_id: null, total: 50, item_count: 1, status_label: 'Pagado' });
      expect(ids((await api.get(`/api/admin/orders?search=${a.number.toLowerCase()}`, api.admin)).body)).toEqual([a.id]);
      expect(ids((await api.get('/api/admin/orders?search=BEGO%40EXAMPLE', api.admin)).body)).toEqual([a.id]);
      expect((await api.get('/api/admin/orders?search=100%25', api.admin)).body.data.total).toBe(0);

      const tomas = await api.get('/api/admin/orders?search=tomas.filtro&sort=total_desc', api.admin);
      expect(ids(tomas.body)).toEqual([c.id, b.id]);
      expect((await api.get('/api/admin/orders?search=tomas.filtro&sort=total_asc', api.admin)).body.data.data[0].id).toBe(b.id);
      expect(ids((await api.get('/api/admin/orders?search=tomas.filtro&sort=oldest', api.admin)).body)).toEqual([b.id, c.id]);
      expect(ids((await api.get('/api/admin/orders?search=tomas.filtro&status=shipped', api.admin)).body)).toEqual([c.id]);
      expect(ids((await api.get('/api/admin/orders?search=tomas.filtro&payment_method=bank_transfer', api.admin)).body)).toEqual([b.id]);
      expect(ids((await api.get('/api/admin/orders?search=tomas.filtro&payment_status=pending', api.admin)).body)).toEqual([b.id]);
      expect(ids((await api.get('/api/admin/orders?from=2026-03-05&to=2026-03-05', api.admin)).body)).toEqual([b.id]);
      expect(ids((await api.get('/api/admin/orders?from=2026-03-01&to=2026-03-06&sort=oldest', api.admin)).body)).toEqual([a.id, b.id]);

      // The counts keep the other filters and leave out the status one.
      const facets = (await api.get('/api/admin/orders?search=tomas.filtro&status=shipped', api.admin)).body.data.status_facets as { status: string; count: number; label: string }[];
      expect(facets.map((f) => f.status)).toEqual(['pending_payment', 'paid', 'preparing', 'shipped', 'delivered', 'cancelled', 'payment_failed']);
      expect(Object.fromEntries(facets.map((f) => [f.status, f.count]))).toMatchObject({ pending_payment: 1, paid: 0, shipped: 1, delivered: 0 });
      expect(facets[0]!.label).toBe('Pendiente de pago');
    });

    it('refuses unknown filters and values with a Spanish message per parameter', async () => {
      const bad = await api.get('/api/admin/orders?status=lost&sort=cheapest&from=2026-02-30&per_page=101&foo=1', api.admin);
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['foo', 'from', 'per_page', 'sort', 'status']);
      const backwards = await api.get('/api/admin/orders?from=2026-03-09&to=2026-03-01', api.admin);
      expect(backwards.status).toBe(422);
      expect(backwards.body.errors.to).toEqual(['La fecha final no puede ser anterior a la inicial.']);
    });
  });

  describe('permissions', () => {
    it('answers 401 without a session, 403 to an editor (no orders.*) and lets orders.view read but not change', async () => {
      const order = await insertTestOrder(db(), { status: 'paid' });
      expect((await api.get('/api/admin/orders')).status).toBe(401);
      expect((await api.get('/api/admin/orders', editor)).status).toBe(403);
      expect((await api.get(`/api/admin/orders/${order.id}`, editor)).status).toBe(403);
      expect((await setStatus(order.id, { status: 'preparing' }, editor)).status).toBe(403);
      expect((await send('POST', `/api/admin/orders/${order.id}/cancel`, { reason: 'Sin stock' }, editor)).status).toBe(403);
      expect((await api.get(`/api/admin/orders/${order.id}`, viewer)).status).toBe(200);
      expect((await setStatus(order.id, { status: 'preparing' }, viewer)).status).toBe(403);
      expect((await send('POST', `/api/admin/orders/${order.id}/notes`, { note: 'Hola' }, viewer)).status).toBe(403);
      const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
      expect(row!.status).toBe('paid');
    });
  });

  describe('GET /admin/orders/{id}', () => {
    it('gives the whole order with the account, the allowed changes and what a cancellation gives back', async () => {
      const customer = await createUser(db(), { name: 'Irene Cuenta' });
      const order = await insertTestOrder(db(), { userId: customer.user.id, status: 'paid', paymentMethod: 'card', lines: [{ unitPriceCents: 2000, quantity: 2 }] });
      const res = await api.get(`/api/admin/orders/${order.id}`, api.admin);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        id: order.id,
        number: order.number,
        customer_account: { id: customer.user.id, name: 'Irene Cuenta' },
        allowed_statuses: ['preparing'],
        refund_on_cancel: { amount: 40, method: 'card' },
        item_count: 2,
      });
      expect(res.body.data.lines).toHaveLength(1);
      expect(res.body.data.events[0]).toMatchObject({ kind: 'placed' });

      const guest = await insertTestOrder(db(), { status: 'pending_payment', paymentMethod: 'cash_on_delivery' });
      expect((await api.get(`/api/admin/orders/${guest.id}`, api.admin)).body.data).toMatchObject({ customer_account: null, allowed_statuses: ['preparing'], refund_on_cancel: null });
      expect((await api.get('/api/admin/orders/999999', api.admin)).status).toBe(404);
      expect((await api.get('/api/admin/orders/999999', api.admin)).body.message).toBe('Pedido no encontrado.');
    });
  });

  describe('POST /admin/orders/{id}/status', () => {
    it('takes a bank transfer from pending to paid (the payment recorded), to preparing, shipped with tracking (the e-mail queued) and delivered', async () => {
      const order = await insertTestOrder(db(), { status: 'pending_payment', paymentMethod: 'bank_transfer', email: 'transfer@example.com', lines: [{ unitPriceCents: 3000 }] });

      const paid = await setStatus(order.id, { status: 'paid' });
      expect(paid.status).toBe(200);
      expect(paid.body.data).toMatchObject({ status: 'paid', payment_status: 'paid', allowed_statuses: ['preparing'], paid_at: expect.any(String) });
      expect(paid.body.data.payments).toEqual([expect.objectContaining({ kind: 'charge', method: 'bank_transfer', status: 'succeeded', amount: 30 })]);

      expect((await setStatus(order.id, { status: 'preparing', note: 'Prioridad: regalo' })).body.data.status).toBe('preparing');

      const missing = await setStatus(order.id, { status: 'shipped' });
      expect(missing.status).toBe(422);
      expect(missing.body.errors).toEqual({ carrier: ['Elige la empresa de transporte.'], tracking_number: ['Escribe el número de seguimiento.'] });
      const noTracking = await setStatus(order.id, { status: 'shipped', carrier: 'seur', tracking_number: '   ' });
      expect(noTracking.status).toBe(422);
      expect(Object.keys(noTracking.body.errors)).toEqual(['tracking_number']);
      const badCarrier = await setStatus(order.id, { status: 'shipped', carrier: 'palomas', tracking_number: 'X1' });
      expect(badCarrier.status).toBe(422);
      expect(Object.keys(badCarrier.body.errors)).toEqual(['carrier']);

      const shipped = await setStatus(order.id, { status: 'shipped', carrier: 'correos', tracking_number: 'PQ123456789ES' });
      expect(shipped.status).toBe(200);
      expect(shipped.body.data).toMatchObject({
        status: 'shipped',
        shipped_at: expect.any(String),
        tracking: { carrier: 'correos', carrier_name: 'Correos', tracking_number: 'PQ123456789ES', tracking_url: expect.stringContaining('PQ123456789ES') },
        allowed_statuses: ['delivered'],
        refund_on_cancel: null,
      });
      const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'transfer@example.com'));
      expect(mails.map((m) => m.kind)).toContain('order-shipped');
      expect(mails.find((m) => m.kind === 'order-shipped')!.text).toContain('PQ123456789ES');

      const delivered = await setStatus(order.id, { status: 'delivered' });
      expect(delivered.body.data).toMatchObject({ status: 'delivered', delivered_at: expect.any(String), allowed_statuses: [] });
      expect(delivered.body.data.payments).toHaveLength(1);

      const timeline = await events(order.id);
      const staffEvents = timeline.filter((e) => e.actorKind === 'staff' && e.kind === 'status');
      expect(staffEvents.map((e) => [e.fromStatus, e.toStatus])).toEqual([
        ['pending_payment', 'paid'],
        ['paid', 'preparing'],
        ['preparing', 'shipped'],
        ['shipped', 'delivered'],
      ]);
      expect(staffEvents.every((e) => e.actorName === staffName)).toBe(true);
      expect(staffEvents[1]!.message).toContain('Prioridad: regalo');
      expect(staffEvents[2]!.message).toBe('Pedido enviado con Correos, número de seguimiento PQ123456789ES.');

      const log = await audits(order.id);
      expect(log.map((entry) => entry.action)).toEqual(['status', 'status', 'status', 'status']);
      expect(log[0]).toMatchObject({ actorName: staffName, entityLabel: order.number });
      expect(log[0]!.changes).toMatchObject({ status: { before: 'pending_payment', after: 'paid' }, payment_status: { before: 'pending', after: 'paid' } });
      expect(log[2]!.changes).toMatchObject({ carrier: { before: null, after: 'correos' }, tracking_number: { before: null, after: 'PQ123456789ES' } });
    });

    it('cash on delivery goes from pending to preparing, and delivering it records the money collected', async () => {
      const order = await insertTestOrder(db(), { status: 'pending_payment', paymentMethod: 'cash_on_delivery', lines: [{ unitPriceCents: 4500 }] });
      const refusedPaid = await setStatus(order.id, { status: 'paid' });
      expect(refusedPaid.status).toBe(409);
      expect(refusedPaid.body.message).toBe('Un pedido contra reembolso se cobra al entregarlo: márcalo como entregado.');
      expect((await setStatus(order.id, { status: 'preparing' })).status).toBe(200);
      expect((await setStatus(order.id, { status: 'shipped', carrier: 'gls', tracking_number: 'GLS-77' })).status).toBe(200);
      const delivered = await setStatus(order.id, { status: 'delivered' });
      expect(delivered.status).toBe(200);
      expect(delivered.body.data).toMatchObject({ status: 'delivered', payment_status: 'paid', paid_at: expect.any(String) });
      expect(delivered.body.data.payments).toEqual([expect.objectContaining({ method: 'cash_on_delivery', status: 'succeeded', amount: 45 })]);
      expect((await events(order.id)).at(-1)!.message).toBe(`Pedido entregado y cobrado contra reembolso (${formatPrice(45)}).`);
    });

    it('refuses every change the rules do not allow with a 409 that says why, and changes nothing', async () => {
      const card = await insertTestOrder(db(), { status: 'pending_payment', paymentMethod: 'card' });
      const cardPaid = await setStatus(card.id, { status: 'paid' });
      expect(cardPaid.status).toBe(409);
      expect(cardPaid.body.message).toBe('Solo una transferencia se marca como pagada a mano: la tarjeta y Bizum se cobran por la pasarela de pago.');
      expect((await setStatus(card.id, { status: 'preparing' })).body.message).toBe('El pedido aún no está pagado: no se puede preparar todavía.');

      const paid = await insertTestOrder(db(), { status: 'paid' });
      expect((await setStatus(paid.id, { status: 'paid' })).body.message).toBe('El pedido ya está «Pagado».');
      const skip = await setStatus(paid.id, { status: 'shipped', carrier: 'seur', tracking_number: 'S1' });
      expect(skip.status).toBe(409);
      expect(skip.body.message).toBe('Un pedido «Pagado» no puede pasar a «Enviado».');
      expect((await setStatus(paid.id, { status: 'delivered' })).status).toBe(409);
      expect((await setStatus(paid.id, { status: 'pending_payment' })).status).toBe(409);

      const delivered = await insertTestOrder(db(), { status: 'delivered' });
      expect((await setStatus(delivered.id, { status: 'preparing' })).body.message).toBe('El pedido ya está entregado: ya no cambia de estado.');
      const cancelled = await insertTestOrder(db(), { status: 'cancelled' });
      expect((await setStatus(cancelled.id, { status: 'preparing' })).body.message).toBe('El pedido está cancelado: ya no cambia de estado.');
      const failed = await insertTestOrder(db(), { status: 'payment_failed' });
      expect((await setStatus(failed.id, { status: 'paid' })).status).toBe(409);

      const viaStatus = await setStatus(paid.id, { status: 'cancelled' });
      expect(viaStatus.status).toBe(422);
      expect(viaStatus.body.errors.status).toEqual(['Para cancelar un pedido usa «Cancelar y reembolsar» e indica el motivo.']);
      expect((await setStatus(paid.id, { status: 'preparing', extra: 1 })).status).toBe(422);
      expect((await setStatus(999999, { status: 'preparing' })).status).toBe(404);

      for (const order of [card, paid, delivered, cancelled, failed]) {
        expect(await audits(order.id)).toEqual([]);
        expect((await events(order.id)).filter((e) => e.actorKind === 'staff')).toEqual([]);
      }
      const [row] = await db().select().from(orders).where(eq(orders.id, paid.id));
      expect(row!.status).toBe('paid');
    });
  });

  describe('POST /admin/orders/{id}/cancel', () => {
    it('cancels a paid card order with its reason: the money back through the gateway, the units back in stock, logged', async () => {
      const brand = await createBrand(db());
      const category = await createCategory(db());
      const product = await createProduct(db(), { brand_id: brand.id, category_id: category.id });
      const variants = await db().select().from(productVariants).where(eq(productVariants.productId, product.id)).orderBy(asc(productVariants.id));
      const variant = variants[0]!;
      // The order took 3 units when it was placed.
      await db().update(productVariants).set({ stock: variant.stock - 3 }).where(eq(productVariants.id, variant.id));
      await db().update(products).set({ stockQuantity: product.stockQuantity - 3 }).where(eq(products.id, product.id));
      const order = await insertTestOrder(db(), {
        status: 'paid',
        paymentMethod: 'card',
        lines: [{ productId: product.id, variantId: variant.id, unitPriceCents: 1500, quantity: 3 }],
      });

      const tooShort = await send('POST', `/api/admin/orders/${order.id}/cancel`, { reason: ' a ' });
      expect(tooShort.status).toBe(422);
      expect(tooShort.body.errors.reason).toEqual(['Escribe el motivo de la cancelación (al menos 3 caracteres).']);
      expect((await send('POST', `/api/admin/orders/${order.id}/cancel`, { reason: 'x'.repeat(301) })).status).toBe(422);
      expect((await send('POST', `/api/admin/orders/${order.id}/cancel`, {})).status).toBe(422);

      const res = await send('POST', `/api/admin/orders/${order.id}/cancel`, { reason: 'Sin stock de la talla M' });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ status: 'cancelled', payment_status: 'refunded', cancel_reason: 'Sin stock de la talla M', allowed_statuses: [] });
      const refunds = await db().select().from(payments).where(and(eq(payments.orderId, order.id), eq(payments.kind, 'refund')));
      expect(refunds).toEqual([expect.objectContaining({ status: 'succeeded', amountCents: 4500 })]);
      const [after] = await db().select().from(productVariants).where(eq(productVariants.id, variant.id));
      expect(after!.stock).toBe(variant.stock);

      const [entry] = await db().select().from(auditLog).where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, String(order.id)))).orderBy(desc(auditLog.id)).limit(1);
      expect(entry).toMatchObject({ action: 'cancel', actorName: staffName, entityLabel: order.number });
      expect(entry!.changes).toMatchObject({ status: { before: 'paid', after: 'cancelled' }, cancel_reason: { before: null, after: 'Sin stock de la talla M' }, refund: { before: null, after: 45 } });

      const again = await send('POST', `/api/admin/orders/${order.id}/cancel`, { reason: 'Otra vez' });
      expect(again.status).toBe(409);
      const shipped = await insertTestOrder(db(), { status: 'shipped' });
      const late = await send('POST', `/api/admin/orders/${shipped.id}/cancel`, { reason: 'Demasiado tarde' });
      expect(late.status).toBe(409);
      expect(typeof late.body.message).toBe('string');
      expect(await audits(shipped.id)).toEqual([]);
    });
  });

  describe('POST /admin/orders/{id}/notes', () => {
    it('adds an internal note with its author to the timeline and the log, never shown to the customer', async () => {
      const customer = await createUser(db());
      const order = await insertTestOrder(db(), { status: 'preparing', userId: customer.user.id });
      const res = await send('POST', `/api/admin/orders/${order.id}/notes`, { note: 'La clienta pide que no llamen al timbre.' });
      expect(res.status).toBe(201);
      expect(res.body.data.events.at(-1)).toMatchObject({ kind: 'note', message: 'La clienta pide que no llamen al timbre.', actor_kind: 'staff', actor_name: staffName });
      expect((await send('POST', `/api/admin/orders/${order.id}/notes`, { note: '  ' })).status).toBe(422);
      expect((await audits(order.id)).map((e) => e.action)).toEqual(['note']);
      // The customer's own view of the order never shows an internal note.
      const own = await api.get(`/api/user/orders/${order.number}`, customer.auth);
      expect(own.status).toBe(200);
      expect(own.body.data.events.map((e: { kind: string }) => e.kind)).not.toContain('note');
    });
  });
});
