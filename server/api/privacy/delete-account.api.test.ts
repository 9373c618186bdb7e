import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupApiTest } from '../../../tests/api-test';
import { createUser, FACTORY_PASSWORD } from '../../../tests/factories';
import { accessTokens, addresses, auditLog, fiscalRecords, invoices, mailOutbox, orderLines, orders, storeSettings, userSettings, users } from '../../db/schema';
import { verifyInvoiceChain } from '../../invoices/verifactu/verify-chain';
import { createShop, createTestProduct, orderBody, type ShopRefs } from '../checkout/checkout-test-kit';
import { forgetStoreSettings } from '../../settings/store-settings';

/* eslint-disable @typescript-eslint/no-explicit-any -- the tests read the JSON as it comes */
type Headers = Record<string, string>;

// "Eliminar mi cuenta" (issue 33): personal data anonymised or erased in one transaction, invoices and
// billing records untouched (the chain still verifies), orders kept for the tax period without contact
// data, a last e-mail to the original address, an audit row; refused while an order is in progress.

describe('deleting my account', () => {
  const api = setupApiTest();
  const db = () => api.db;
  let shop: ShopRefs;
  let shoppers = 0;

  const send = async (method: string, url: string, headers: Headers = {}, body?: unknown, ip?: string) => {
    const res = await api.app.request(url, {
      method,
      headers: { ...headers, ...(ip ? { 'X-Forwarded-For': ip } : {}), 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as any };
  };
  const cardOrder = async (headers: Headers) => {
    const { product, variants } = await createTestProduct(db(), shop, { price: 40, variants: [{ stock: 10 }] });
    const items = [{ product_id: product.id, variant_id: variants[0]!.id, quantity: 1 }];
    const quote = await send('POST', '/api/checkout/quote', {}, { items, destination: { province: 'Madrid', postal_code: '28013' }, shipping_method: 'standard', payment_method: 'card' });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    const card = await send('POST', '/api/payments/test-gateway/tokens', {}, { number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123' }, `10.7.0.${++shoppers}`);
    const placed = await send(
      'POST',
      '/api/checkout/orders',
      headers,
      orderBody({ items, expected_total: quote.body.data.totals.total, payment_method: 'card', payment: { card_token: card.body.data.token } } as any),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    return placed.body.data.order as any;
  };

  beforeAll(async () => {
    shop = await createShop(db());
    for (const [key, value] of Object.entries({ legal_name: 'Moda Diversa S.L.', tax_id: 'B12345674', registered_address: 'Calle de Embajadores 10, 28012 Madrid' })) {
      await db().insert(storeSettings).values({ key, value }).onConflictDoUpdate({ target: storeSettings.key, set: { value } });
    }
    forgetStoreSettings(db());
  });

  it('asks for the password and refuses while an order is in progress or a return is open, saying which', async () => {
    const me = await createUser(db());
    const order = await cardOrder(me.auth);
    const wrong = await send('POST', '/api/user/privacy/delete', me.auth, { current_password: 'no-es-la-contraseña' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.current_password).toEqual(['La contraseña actual no es correcta.']);
    const busy = await send('POST', '/api/user/privacy/delete', me.auth, { current_password: FACTORY_PASSWORD });
    expect(busy.status).toBe(409);
    expect(busy.body.message).toContain(`el pedido ${order.number} está en curso`);
    const [still] = await db().select().from(users).where(eq(users.id, me.user.id));
    expect(still).toMatchObject({ email: me.user.email, deactivatedAt: null });
    expect((await send('GET', '/api/user', me.auth)).status).toBe(200);
    expect((await send('POST', '/api/user/privacy/delete', {}, { current_password: FACTORY_PASSWORD })).status).toBe(401);

    // Delivered, but with a return open: refused too, naming the return.
    const [row] = await db().update(orders).set({ status: 'delivered', deliveredAt: new Date() }).where(eq(orders.number, order.number)).returning();
    const [line] = await db().select().from(orderLines).where(eq(orderLines.orderId, row!.id));
    const ret = await send('POST', `/api/user/orders/${order.number}/returns`, me.auth, { lines: [{ order_line_id: line!.id, quantity: 1, reason: 'otro', resolution: 'refund' }] });
    expect(ret.status, JSON.stringify(ret.body)).toBe(201);
    const open = await send('POST', '/api/user/privacy/delete', me.auth, { current_password: FACTORY_PASSWORD });
    expect(open.status).toBe(409);
    expect(open.body.message).toContain(`la devolución ${ret.body.data.number} está abierta`);
  });

  it('anonymises the account, erases what is not the law’s, keeps orders and invoices untouched and the chain verifying', async () => {
    const me = await createUser(db(), { name: 'Irene Borrable', phone: '600111222' });
    const order = await cardOrder(me.auth);
    await db().update(orders).set({ status: 'delivered', deliveredAt: new Date() }).where(eq(orders.number, order.number));
    await db().insert(addresses).values({ userId: me.user.id, label: 'Casa', recipientName: 'Irene Borrable', street: 'Calle Falsa 1', postalCode: '28013', city: 'Madrid', province: 'Madrid', phone: '600111222' });
    await db().insert(userSettings).values({ userId: me.user.id, cartReminders: true, cartRemindersConsentAt: new Date() }).onConflictDoUpdate({ target: userSettings.userId, set: { cartReminders: true } });
    const invoicesBefore = await db().select().from(invoices).orderBy(asc(invoices.id));
    const recordsBefore = await db().select().from(fiscalRecords).orderBy(asc(fiscalRecords.id));
    const [placed] = await db().select().from(orders).where(eq(orders.number, order.number));
    expect(invoicesBefore.some((i) => i.orderId === placed!.id)).toBe(true);

    const done = await send('POST', '/api/user/privacy/delete', me.auth, { current_password: FACTORY_PASSWORD });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.message).toMatch(/Hemos eliminado tu cuenta/);

    // Signed out everywhere and unable to sign in again.
    expect((await send('GET', '/api/user', me.auth)).status).toBe(401);
    expect((await send('POST', '/api/login', {}, { email: me.user.email, password: FACTORY_PASSWORD }, '10.7.1.1')).status).not.toBe(200);
    expect(await db().select().from(accessTokens).where(eq(accessTokens.userId, me.user.id))).toEqual([]);

    const [user] = await db().select().from(users).where(eq(users.id, me.user.id));
    expect(user).toMatchObject({ name: 'Cuenta eliminada', email: `eliminada+${me.user.id}@invalid`, phone: null, profilePhotoPath: null });
    expect(user!.deactivatedAt).not.toBeNull();
    expect(await db().select().from(addresses).where(eq(addresses.userId, me.user.id))).toEqual([]);
    expect(await db().select().from(userSettings).where(eq(userSettings.userId, me.user.id))).toEqual([]);

    // The order stays, linked, with its money and the VAT zone's place, without the contact data.
    const [kept] = await db().select().from(orders).where(eq(orders.number, order.number));
    expect(kept).toMatchObject({ userId: me.user.id, customerName: 'Cuenta eliminada', email: `eliminada+${me.user.id}@invalid`, phone: '' });
    expect(kept!.shippingAddress).toEqual({ recipient_name: '', street: '', phone: '', postal_code: '28013', city: 'Madrid', province: 'Madrid' });

    // Invoices and billing records: not one changed, and the chain verifies.
    expect(await db().select().from(invoices).orderBy(asc(invoices.id))).toEqual(invoicesBefore);
    expect(await db().select().from(fiscalRecords).orderBy(asc(fiscalRecords.id))).toEqual(recordsBefore);
    const chain = await verifyInvoiceChain(db());
    expect(chain.ok).toBe(true);
    expect(chain.first_break).toBeNull();

    // The last e-mail, to the address the account had; the audit row names the account by its id only.
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'account-deleted'));
    expect(mails.map((m) => m.toAddress)).toEqual([me.user.email]);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'account_delete'));
    expect(audit).toMatchObject({ actorId: me.user.id, actorName: `Cliente #${me.user.id}`, entityType: 'user', entityId: String(me.user.id) });
    const log = await api.get('/api/admin/audit?action=account_delete', api.admin);
    expect(JSON.stringify(log.body)).toContain(`Cuenta #${me.user.id}`);
  });
});
