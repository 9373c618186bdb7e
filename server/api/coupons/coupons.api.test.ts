import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCustomRole, createUser, createUserWithRole } from '../../../tests/factories';
import { createTestApp } from '../../../tests/test-app';
import { createTestDatabase, seedEssentials, type TestDatabase } from '../../../tests/test-database';
import { auditLog, coupons, orders, type OrderRow } from '../../db/schema';
import { insertTestOrder, type TestOrderInput } from '../orders/test-orders';

let clock = new Date('2026-11-22T12:00:00.000Z');

describe('coupons API', () => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createTestApp>;
  let admin: Record<string, string>;
  let customer: Record<string, string>;
  const db = () => testDb.database.db;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await seedEssentials(testDb.database);
    app = createTestApp(testDb.database, { now: () => clock });
    admin = (await createUser(db(), { roles: ['admin'] })).auth;
    customer = (await createUser(db())).auth;
  });
  afterAll(async () => {
    await testDb.cleanup();
  });
  beforeEach(async () => {
    clock = new Date('2026-11-22T12:00:00.000Z');
    await db().delete(orders);
    await db().delete(coupons);
  });

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const call = async (method: string, url: string, body?: unknown, headers = admin): Promise<{ status: number; body: any }> => {
    const init = body === undefined ? { method, headers } : { method, headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
    const res = await app.request(`http://tienda.test/api${url}`, init);
    return { status: res.status, body: await res.json() };
  };
  const create = (body: Record<string, unknown>) => call('POST', '/admin/coupons', body);
  /** An order of `userId`, with the coupon `couponId` when given (the builder knows the code, not the coupon row). */
  const insertOrder = async (input: TestOrderInput & { userId: number; couponId?: number }): Promise<OrderRow> => {
    const { couponId, ...order } = input;
    const row = await insertTestOrder(db(), order);
    if (couponId === undefined) return row;
    const [updated] = await db().update(orders).set({ couponId }).where(eq(orders.id, row.id)).returning();
    return updated!;
  };
  const lastAudit = async () => (await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

  describe('staff', () => {
    it('creates a percentage coupon upper-cased, answers 201 with its state and benefit, and audits it', async () => {
      const res = await create({ code: ' verano15 ', description: 'Rebajas de verano', kind: 'percentage', value: 15, min_order: 60, ends_at: '2027-09-30T21:59:59.000Z' });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({
        code: 'VERANO15',
        kind: 'percentage',
        value: 15,
        benefit: '15 % de descuento',
        min_order: 60,
        state: 'activo',
        used_count: 0,
        is_active: true,
        first_order_only: false,
        max_uses: null,
      });
      const [row] = await db().select().from(coupons).where(eq(coupons.id, res.body.data.id));
      expect(row).toMatchObject({ code: 'VERANO15', value: 15, minOrderCents: 6000 });
      const audit = await lastAudit();
      expect(audit).toMatchObject({ action: 'create', entityType: 'coupon', entityId: String(res.body.data.id), entityLabel: 'VERANO15' });
      expect(audit!.changes).toMatchObject({ code: { before: null, after: 'VERANO15' }, min_order: { before: null, after: 60 } });
    });

    it('keeps a fixed amount in cents and answers it in euros', async () => {
      const res = await create({ code: 'ENVIO5', kind: 'fixed', value: 4.95, min_order: 30 });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ value: 4.95, min_order: 30 });
      expect(res.body.data.benefit).toMatch(/^4,95\s€ de descuento$/);
      const [row] = await db().select().from(coupons).where(eq(coupons.code, 'ENVIO5'));
      expect(row!.value).toBe(495);
    });

    it.each([
      ['code', { kind: 'fixed', value: 5 }, 'El código es obligatorio.'],
      ['code', { code: 'AB', kind: 'fixed', value: 5 }, 'El código debe tener al menos 3 caracteres.'],
      ['code', { code: 'VERANO 15', kind: 'fixed', value: 5 }, 'El código solo admite letras sin tilde (A–Z), números, guion y guion bajo.'],
      ['code', { code: 'AÑO2027', kind: 'fixed', value: 5 }, 'El código solo admite letras sin tilde (A–Z), números, guion y guion bajo.'],
      ['code', { code: 'X'.repeat(41), kind: 'fixed', value: 5 }, 'El código no puede superar 40 caracteres.'],
      ['kind', { code: 'NOKIND', value: 5 }, 'Elige el tipo: porcentaje o importe fijo.'],
      ['kind', { code: 'BADKIND', kind: 'gift', value: 5 }, 'El tipo debe ser percentage (porcentaje) o fixed (importe fijo).'],
      ['value', { code: 'NOVALUE', kind: 'fixed' }, 'El valor es obligatorio.'],
      ['value', { code: 'HALF', kind: 'percentage', value: 12.5 }, 'Un porcentaje debe ser un número entero de 1 a 100.'],
      ['value', { code: 'TOOMUCH', kind: 'percentage', value: 101 }, 'Un porcentaje debe ser un número entero de 1 a 100.'],
      ['value', { code: 'ZERO', kind: 'fixed', value: 0 }, 'El valor debe ser mayor que 0.'],
      ['value', { code: 'CENTS', kind: 'fixed', value: 1.234 }, 'El importe admite como mucho dos decimales.'],
      ['min_order', { code: 'MINNEG', kind: 'fixed', value: 5, min_order: -1 }, 'El pedido mínimo no puede ser negativo.'],
      ['starts_at', { code: 'BADDATE', kind: 'fixed', value: 5, starts_at: 'mañana' }, 'La fecha de inicio debe ser una fecha y hora válida (ISO 8601).'],
      ['ends_at', { code: 'BACKWARDS', kind: 'fixed', value: 5, starts_at: '2026-12-01T00:00:00Z', ends_at: '2026-11-30T00:00:00Z' }, 'La fecha de fin debe ser posterior a la de inicio.'],
      ['max_uses', { code: 'NOUSES', kind: 'fixed', value: 5, max_uses: 0 }, 'El máximo de usos debe ser al menos 1 (vacío = sin límite).'],
      ['max_uses_per_customer', { code: 'PERCUST', kind: 'fixed', value: 5, max_uses_per_customer: 1.5 }, 'El máximo por cliente debe ser un número entero.'],
      ['first_order_only', { code: 'FIRSTX', kind: 'fixed', value: 5, first_order_only: 'sí' }, 'Solo primer pedido debe ser verdadero o falso.'],
      ['is_active', { code: 'ACTIVEX', kind: 'fixed', value: 5, is_active: 1 }, 'Activo debe ser verdadero o falso.'],
    ])('refuses a bad %s with a 422 on that field', async (field, body, message) => {
      const res = await create(body);
      expect(res.status).toBe(422);
      expect(res.body.errors[field]).toEqual([message]);
      expect(await db().select().from(coupons)).toHaveLength(0);
    });

    it('refuses a code already taken in any case (422 on code), on create and on edit', async () => {
      expect((await create({ code: 'BIENVENIDA10', kind: 'percentage', value: 10 })).status).toBe(201);
      const again = await create({ code: 'bienvenida10', kind: 'fixed', value: 5 });
      expect(again.status).toBe(422);
      expect(again.body.errors.code).toEqual(['Ya existe un cupón con este código.']);
      const other = (await create({ code: 'OTRO', kind: 'fixed', value: 5 })).body.data;
      const edit = await call('PATCH', `/admin/coupons/${other.id}`, { code: 'Bienvenida10' });
      expect(edit.status).toBe(422);
      expect(edit.body.errors.code).toEqual(['Ya existe un cupón con este código.']);
      // Its own code is not a clash.
      expect((await call('PATCH', `/admin/coupons/${other.id}`, { code: 'otro', description: 'Cambiado' })).status).toBe(200);
    });

    it('edits only what is sent, checks the result, and logs a switch-off as a deactivation', async () => {
      const coupon = (await create({ code: 'ENVIO5', kind: 'fixed', value: 5, min_order: 30 })).body.data;
      const res = await call('PATCH', `/admin/coupons/${coupon.id}`, { description: 'Cinco euros menos' });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ code: 'ENVIO5', value: 5, min_order: 30, description: 'Cinco euros menos' });

      const kindOnly = await call('PATCH', `/admin/coupons/${coupon.id}`, { kind: 'percentage' });
      expect(kindOnly.status).toBe(422);
      expect(kindOnly.body.errors.value).toEqual(['Al cambiar el tipo, indica también el valor.']);

      const off = await call('PATCH', `/admin/coupons/${coupon.id}`, { is_active: false });
      expect(off.body.data.state).toBe('inactivo');
      expect(await lastAudit()).toMatchObject({ action: 'deactivate', entityType: 'coupon', entityLabel: 'ENVIO5' });
      expect((await call('PATCH', '/admin/coupons/999999', { is_active: false })).status).toBe(404);
    });

    it('tells the five states apart, in the reply and in the state filter', async () => {
      await create({ code: 'ACTIVO1', kind: 'fixed', value: 5 });
      await create({ code: 'LUEGO1', kind: 'fixed', value: 5, starts_at: '2026-12-01T00:00:00Z' });
      await create({ code: 'PASADO1', kind: 'fixed', value: 5, ends_at: '2026-11-01T00:00:00Z' });
      await create({ code: 'APAGADO1', kind: 'fixed', value: 5, is_active: false });
      const usedUp = (await create({ code: 'AGOTADO1', kind: 'fixed', value: 5, max_uses: 2 })).body.data;
      await db().update(coupons).set({ usedCount: 2 }).where(eq(coupons.id, usedUp.id));

      const list = await call('GET', '/admin/coupons');
      expect(list.status).toBe(200);
      expect(Object.fromEntries(list.body.data.data.map((c: { code: string; state: string }) => [c.code, c.state]))).toEqual({
        ACTIVO1: 'activo',
        LUEGO1: 'programado',
        PASADO1: 'caducado',
        APAGADO1: 'inactivo',
        AGOTADO1: 'agotado',
      });
      expect(list.body.data.data.find((c: { code: string }) => c.code === 'AGOTADO1').used_count).toBe(2);
      for (const [state, code] of [['activo', 'ACTIVO1'], ['programado', 'LUEGO1'], ['caducado', 'PASADO1'], ['inactivo', 'APAGADO1'], ['agotado', 'AGOTADO1']]) {
        const filtered = await call('GET', `/admin/coupons?state=${state}`);
        expect(filtered.body.data.data.map((c: { code: string }) => c.code), state).toEqual([code]);
      }
      // Time moves on: the scheduled one starts.
      clock = new Date('2026-12-02T00:00:00.000Z');
      expect((await call('GET', '/admin/coupons?state=activo')).body.data.data.map((c: { code: string }) => c.code).sort()).toEqual(['ACTIVO1', 'LUEGO1']);
      expect((await call('GET', '/admin/coupons?state=roto')).status).toBe(422);
    });

    it('searches by code in any case and pages the list', async () => {
      for (const code of ['VERANO15', 'VERANO20', 'INVIERNO10']) await create({ code, kind: 'percentage', value: 10 });
      const found = await call('GET', '/admin/coupons?search=verano');
      expect(found.body.data.data.map((c: { code: string }) => c.code).sort()).toEqual(['VERANO15', 'VERANO20']);
      const page2 = await call('GET', '/admin/coupons?per_page=2&page=2');
      expect(page2.body.data).toMatchObject({ total: 3, current_page: 2, last_page: 2, from: 3, to: 3 });
      expect(page2.body.data.data).toHaveLength(1);
    });

    it('deletes a coupon never used, and refuses (409) one an order used, suggesting to deactivate it', async () => {
      const unused = (await create({ code: 'NUNCA', kind: 'fixed', value: 5 })).body.data;
      expect((await call('DELETE', `/admin/coupons/${unused.id}`)).status).toBe(200);
      expect(await lastAudit()).toMatchObject({ action: 'delete', entityType: 'coupon', entityLabel: 'NUNCA' });
      expect((await call('GET', `/admin/coupons/${unused.id}`)).status).toBe(404);

      const used = (await create({ code: 'USADO', kind: 'fixed', value: 5 })).body.data;
      const { user } = await createUser(db());
      await insertOrder({ userId: user.id, couponId: used.id, couponCode: 'USADO', discountCents: 500 });
      const refused = await call('DELETE', `/admin/coupons/${used.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/Desactívalo/);
      expect((await call('GET', `/admin/coupons/${used.id}`)).status).toBe(200);
      expect((await call('DELETE', '/admin/coupons/999999')).status).toBe(404);
    });

    it('needs orders.view to read and orders.manage to write; a plain customer gets 403', async () => {
      const coupon = (await create({ code: 'PERMISOS', kind: 'fixed', value: 5 })).body.data;
      expect((await call('GET', '/admin/coupons', undefined, customer)).status).toBe(403);
      expect((await call('POST', '/admin/coupons', { code: 'NOPE', kind: 'fixed', value: 5 }, customer)).status).toBe(403);
      expect((await call('DELETE', `/admin/coupons/${coupon.id}`, undefined, customer)).status).toBe(403);

      const viewerRole = await createCustomRole(db(), ['orders.view']);
      const viewer = (await createUserWithRole(db(), viewerRole.id)).auth;
      expect((await call('GET', '/admin/coupons', undefined, viewer)).status).toBe(200);
      expect((await call('GET', `/admin/coupons/${coupon.id}`, undefined, viewer)).status).toBe(200);
      expect((await call('PATCH', `/admin/coupons/${coupon.id}`, { is_active: false }, viewer)).status).toBe(403);
      expect((await app.request('/api/admin/coupons')).status).toBe(401);
    });
  });

  describe('customer', () => {
    it('lists what the customer can use now, by the checkout rules, and the orders where they used one', async () => {
      const ids: Record<string, number> = {};
      const add = async (body: Record<string, unknown>) => {
        ids[body.code as string] = (await create(body)).body.data.id;
      };
      await add({ code: 'BIENVENIDA10', description: 'Tu primer pedido', kind: 'percentage', value: 10, first_order_only: true, max_uses_per_customer: 1 });
      await add({ code: 'VERANO15', kind: 'percentage', value: 15, min_order: 60, ends_at: '2027-09-30T21:59:59.000Z' });
      await add({ code: 'ENVIO5', kind: 'fixed', value: 5, min_order: 30, max_uses_per_customer: 2 });
      await add({ code: 'LUEGO', kind: 'fixed', value: 5, starts_at: '2026-12-01T00:00:00Z' });
      await add({ code: 'PASADO', kind: 'fixed', value: 5, ends_at: '2026-11-01T00:00:00Z' });
      await add({ code: 'APAGADO', kind: 'fixed', value: 5, is_active: false });
      await add({ code: 'AGOTADO', kind: 'fixed', value: 5, max_uses: 1 });
      await db().update(coupons).set({ usedCount: 1 }).where(eq(coupons.id, ids.AGOTADO!));

      const fresh = await createUser(db());
      const first = await call('GET', '/user/coupons', undefined, fresh.auth);
      expect(first.status).toBe(200);
      expect(first.body.data.used).toEqual([]);
      expect(first.body.data.available.map((c: { code: string }) => c.code).sort()).toEqual(['BIENVENIDA10', 'ENVIO5', 'VERANO15']);
      expect(first.body.data.available.find((c: { code: string }) => c.code === 'VERANO15')).toEqual({
        code: 'VERANO15',
        description: '',
        kind: 'percentage',
        value: 15,
        benefit: '15 % de descuento',
        min_order: 60,
        ends_at: '2027-09-30T21:59:59.000Z',
        first_order_only: false,
        uses_left: null,
      });

      // A failed payment is no order: the welcome coupon stays, and the use was never taken.
      await insertOrder({ userId: fresh.user.id, status: 'payment_failed', couponId: ids.ENVIO5!, couponCode: 'ENVIO5', discountCents: 500 });
      const afterFailure = (await call('GET', '/user/coupons', undefined, fresh.auth)).body.data;
      expect(afterFailure.available).toHaveLength(3);
      expect(afterFailure.used).toEqual([]);

      const order = await insertOrder({ userId: fresh.user.id, couponId: ids.ENVIO5!, couponCode: 'ENVIO5', discountCents: 500, createdAt: new Date('2026-11-20T10:00:00Z') });
      const after = (await call('GET', '/user/coupons', undefined, fresh.auth)).body.data;
      expect(after.available.map((c: { code: string }) => c.code).sort()).toEqual(['ENVIO5', 'VERANO15']);
      expect(after.available.find((c: { code: string }) => c.code === 'ENVIO5').uses_left).toBe(1);
      expect(after.used).toEqual([{ code: 'ENVIO5', order_number: order.number, order_id: order.id, used_at: '2026-11-20T10:00:00.000Z', discount: 5 }]);

      // A cancelled order gives its use back (as the checkout counts it), but it is an order: no welcome coupon.
      await insertOrder({ userId: fresh.user.id, status: 'cancelled', couponId: ids.ENVIO5!, couponCode: 'ENVIO5', discountCents: 500 });
      expect((await call('GET', '/user/coupons', undefined, fresh.auth)).body.data.available.find((c: { code: string }) => c.code === 'ENVIO5').uses_left).toBe(1);

      await insertOrder({ userId: fresh.user.id, couponId: ids.ENVIO5!, couponCode: 'ENVIO5', discountCents: 500 });
      expect((await call('GET', '/user/coupons', undefined, fresh.auth)).body.data.available.map((c: { code: string }) => c.code)).toEqual(['VERANO15']);

      // Another customer's orders are not theirs.
      const other = await call('GET', '/user/coupons', undefined, customer);
      expect(other.body.data.used).toEqual([]);
      expect(other.body.data.available).toHaveLength(3);
      expect((await app.request('/api/user/coupons')).status).toBe(401);
    });
  });
});
