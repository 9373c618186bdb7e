import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { IN_STOCK_MESSAGE } from '../../../common/stock-alerts/rules';
import { setupApiTest } from '../../../tests/api-test';
import { createBrand, createCategory, createProduct, createUser } from '../../../tests/factories';
import { silentLogger } from '../../../tests/test-app';
import { mailOutbox, productVariants, stockAlerts } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { moveStock } from '../../inventory/stock';
import { createJobQueue } from '../../jobs/job-queue';
import { notifyAlertsAfterRestocks, storeJobs } from '../../jobs/store-jobs';
import { createTestGateway } from '../../payments/test-gateway';
import { createLocalFileStorage } from '../../storage/file-storage';
import { notifyBackInStock } from './stock-alerts';

// "Avísame cuando vuelva" (issue 25): a signed-in customer's alert is active at once, a guest's
// waits for the e-mail's confirmation; a restock e-mails each active alert once (however often the
// job runs, or the stock comes back), never an unconfirmed one; cancelling works without a session.

describe('back-in-stock alerts', () => {
  const api = setupApiTest();
  const db = () => api.db;
  const fromIp = () => ({ 'X-Forwarded-For': `10.${randomBytes(3).join('.')}` });

  const call = async (method: string, url: string, headers: Record<string, string> = {}, body?: object) => {
    const res = await api.app.request(url, {
      method,
      headers: body ? { ...fromIp(), ...headers, 'Content-Type': 'application/json' } : { ...fromIp(), ...headers },
      body: body ? JSON.stringify(body) : undefined,
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read the JSON as it comes
    return { status: res.status, body: (await res.json()) as any };
  };

  /** A listed product whose size M is sold out (S has stock). */
  async function soldOutSize(status: 'active' | 'draft' = 'active') {
    const brand = await createBrand(db());
    const category = await createCategory(db());
    const product = await createProduct(db(), {
      brand_id: brand.id,
      category_id: category.id,
      status,
      variants: [
        { size: 'S', color_name: 'Negro', color_hex: '#222222', sku: `S-${randomBytes(3).toString('hex')}`, stock: 4 },
        { size: 'M', color_name: 'Negro', color_hex: '#222222', sku: `M-${randomBytes(3).toString('hex')}`, stock: 0 },
      ],
    });
    const variants = await db().select().from(productVariants).where(eq(productVariants.productId, product.id));
    return { product, inStock: variants.find((v) => v.size === 'S')!, soldOut: variants.find((v) => v.size === 'M')! };
  }
  const restock = (variantId: number, productId: number, delta = 3) =>
    transaction(db(), (tx) => moveStock(tx, { variantId, productId, delta, reason: 'adjusted', actor: { kind: 'system' } }));
  const mailsTo = async (to: string, kind = 'stock-alert') =>
    (await db().select({ n: count() }).from(mailOutbox).where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, kind))))[0]!.n;
  const lastMail = async (to: string, kind: string) => (await db().select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, kind))))[0]!;
  const tokenIn = (text: string, path: string) => new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(text)![1]!;

  it("a signed-in customer's alert is active at once; asking again answers the same alert; a restock e-mails it once", async () => {
    const { product, soldOut } = await soldOutSize();
    const ana = await createUser(db());
    const first = await call('POST', '/api/stock-alerts', ana.auth, { variant_id: soldOut.id });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ needs_confirmation: false, message: 'Te avisaremos en cuanto vuelva.', alert: { status: 'active', email: ana.user.email, variant: { size: 'M', in_stock: false } } });
    const again = await call('POST', '/api/stock-alerts', ana.auth, { variant_id: String(soldOut.id) });
    expect(again.body.data.alert.id).toBe(first.body.data.alert.id);
    expect(await mailsTo(ana.user.email, 'stock-alert-confirm')).toBe(0);

    expect(await notifyBackInStock(db(), new Date())).toBe(0);
    await restock(soldOut.id, product.id);
    expect(await notifyBackInStock(db(), new Date())).toBeGreaterThanOrEqual(1);
    expect(await notifyBackInStock(db(), new Date())).toBe(0);
    expect(await mailsTo(ana.user.email)).toBe(1);
    const mail = await lastMail(ana.user.email, 'stock-alert');
    expect(mail.text).toContain(`/store/products/${product.slug}?talla=M&color=Negro`);

    // Sold out and back again: the alert has ended, nothing more is sent.
    await restock(soldOut.id, product.id, -3);
    await restock(soldOut.id, product.id, 2);
    await notifyBackInStock(db(), new Date());
    expect(await mailsTo(ana.user.email)).toBe(1);
    const mine = await call('GET', '/api/user/stock-alerts', ana.auth);
    expect(mine.body.data[0]).toMatchObject({ status: 'notified', status_label: 'Avisado' });
  });

  it("a guest's alert waits for the e-mail's confirmation: unconfirmed, a restock sends nothing; confirmed, one e-mail", async () => {
    const { product, soldOut } = await soldOutSize();
    const email = `invitada-${randomBytes(3).toString('hex')}@example.com`;
    const asked = await call('POST', '/api/stock-alerts', {}, { variant_id: soldOut.id, email: email.toUpperCase() });
    expect(asked.status).toBe(201);
    expect(asked.body.data).toMatchObject({ needs_confirmation: true, alert: { status: 'pending', email } });
    expect(await mailsTo(email, 'stock-alert-confirm')).toBe(1);
    await call('POST', '/api/stock-alerts', {}, { variant_id: soldOut.id, email });
    expect(await mailsTo(email, 'stock-alert-confirm')).toBe(1);

    const confirmation = await lastMail(email, 'stock-alert-confirm');
    const confirmToken = tokenIn(confirmation.text, '/avisos/confirmar');
    const cancelToken = tokenIn(confirmation.text, '/avisos/cancelar');
    expect(confirmation.html).toContain('Cancelar este aviso');

    // Restocked before the confirmation: nothing goes to an address nobody confirmed.
    await restock(soldOut.id, product.id);
    await notifyBackInStock(db(), new Date());
    expect(await mailsTo(email)).toBe(0);
    await restock(soldOut.id, product.id, -3);

    const confirmed = await call('POST', '/api/stock-alerts/confirm', {}, { token: confirmToken });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.alert.status).toBe('active');
    expect((await call('POST', '/api/stock-alerts/confirm', {}, { token: confirmToken })).status).toBe(404);

    await restock(soldOut.id, product.id);
    await Promise.all([notifyBackInStock(db(), new Date()), notifyBackInStock(db(), new Date())]);
    expect(await mailsTo(email)).toBe(1);
    const cancelAfter = await call('POST', '/api/stock-alerts/cancel', {}, { token: cancelToken });
    expect(cancelAfter.body.data).toMatchObject({ alert: { status: 'notified' }, message: 'Este aviso ya se envió: no te escribiremos más por esta talla.' });
  });

  it('confirmed after the size came back: the page says so and the next run sends the link', async () => {
    const { product, soldOut } = await soldOutSize();
    const email = `tarde-${randomBytes(3).toString('hex')}@example.com`;
    await call('POST', '/api/stock-alerts', {}, { variant_id: soldOut.id, email });
    await restock(soldOut.id, product.id);
    expect(await notifyBackInStock(db(), new Date())).toBe(0);
    const confirmation = await lastMail(email, 'stock-alert-confirm');
    const confirmed = await call('POST', '/api/stock-alerts/confirm', {}, { token: tokenIn(confirmation.text, '/avisos/confirmar') });
    expect(confirmed.body.data).toMatchObject({
      alert: { status: 'active', variant: { in_stock: true } },
      message: 'Aviso confirmado, y hay buenas noticias: esta talla ya ha vuelto. Te enviamos ahora el enlace para comprarla.',
    });
    await notifyBackInStock(db(), new Date());
    expect(await mailsTo(email)).toBe(1);
  });

  it('cancels from the e-mail without signing in; a cancelled alert is never sent', async () => {
    const { product, soldOut } = await soldOutSize();
    const email = `cancela-${randomBytes(3).toString('hex')}@example.com`;
    await call('POST', '/api/stock-alerts', {}, { variant_id: soldOut.id, email });
    const confirmation = await lastMail(email, 'stock-alert-confirm');
    await call('POST', '/api/stock-alerts/confirm', {}, { token: tokenIn(confirmation.text, '/avisos/confirmar') });
    const cancelled = await call('POST', '/api/stock-alerts/cancel', {}, { token: tokenIn(confirmation.text, '/avisos/cancelar') });
    expect(cancelled.body.data).toMatchObject({ alert: { status: 'cancelled' }, message: 'Aviso cancelado: no te escribiremos por esta talla.' });
    await restock(soldOut.id, product.id);
    await notifyBackInStock(db(), new Date());
    expect(await mailsTo(email)).toBe(0);
    expect((await call('POST', '/api/stock-alerts/cancel', {}, { token: 'x'.repeat(43) })).status).toBe(404);
    expect((await call('POST', '/api/stock-alerts/cancel', {}, { token: '<script>' })).status).toBe(422);
  });

  it('refuses per field and stores nothing: a size in stock, an unknown size, no e-mail without a session, a bad e-mail', async () => {
    const { inStock, soldOut } = await soldOutSize();
    const before = (await db().select({ n: count() }).from(stockAlerts))[0]!.n;
    const available = await call('POST', '/api/stock-alerts', {}, { variant_id: inStock.id, email: 'alguien@example.com' });
    expect(available.status).toBe(422);
    expect(available.body.errors.variant_id).toEqual([IN_STOCK_MESSAGE]);
    expect((await call('POST', '/api/stock-alerts', {}, { variant_id: 999999, email: 'alguien@example.com' })).body.errors.variant_id).toEqual(['Esa talla no existe en la tienda.']);
    expect((await call('POST', '/api/stock-alerts', {}, { variant_id: soldOut.id })).body.errors.email).toEqual(['Indica tu email.']);
    const badEmail = await call('POST', '/api/stock-alerts', {}, { variant_id: soldOut.id, email: 'no-es-un-email' });
    expect(badEmail.status).toBe(422);
    expect(Object.keys(badEmail.body.errors)).toEqual(['email']);
    expect((await call('POST', '/api/stock-alerts', {}, { variant_id: 'M', email: 'a@example.com' })).status).toBe(422);
    const draft = await soldOutSize('draft');
    const notForSale = await call('POST', '/api/stock-alerts', {}, { variant_id: draft.soldOut.id, email: 'alguien@example.com' });
    expect(notForSale.status).toBe(422);
    expect(notForSale.body.errors.variant_id).toEqual(['Esta prenda ya no está a la venta: no podemos avisarte de ella.']);
    expect((await db().select({ n: count() }).from(stockAlerts))[0]!.n).toBe(before);
    expect((await db().select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.toAddress, 'alguien@example.com')))[0]!.n).toBe(0);
  });

  it('everyone waiting gets one e-mail: two restocks in a row and the job run twice at once send one per active alert, none to the unconfirmed', async () => {
    const { product, soldOut } = await soldOutSize();
    const [ana, eva] = [await createUser(db()), await createUser(db())];
    await call('POST', '/api/stock-alerts', ana.auth, { variant_id: soldOut.id });
    await call('POST', '/api/stock-alerts', eva.auth, { variant_id: soldOut.id });
    const guest = `sin-confirmar-${randomBytes(3).toString('hex')}@example.com`;
    await call('POST', '/api/stock-alerts', {}, { variant_id: soldOut.id, email: guest });

    await restock(soldOut.id, product.id, 2);
    await restock(soldOut.id, product.id, 5);
    await Promise.all([notifyBackInStock(db(), new Date()), notifyBackInStock(db(), new Date())]);
    await notifyBackInStock(db(), new Date());
    expect([await mailsTo(ana.user.email), await mailsTo(eva.user.email), await mailsTo(guest)]).toEqual([1, 1, 0]);
    const mail = await lastMail(eva.user.email, 'stock-alert');
    expect(mail.subject).toBe(`Ha vuelto: ${product.name} en talla M`);
    const statuses = await db().select({ status: stockAlerts.status }).from(stockAlerts).where(eq(stockAlerts.variantId, soldOut.id));
    expect(statuses.map((r) => r.status).sort()).toEqual(['notified', 'notified', 'pending']);
  });

  it('the public POST is limited per IP like sign-in: 429 with Retry-After, and nothing stored', async () => {
    const { soldOut } = await soldOutSize();
    const ip = { 'X-Forwarded-For': '10.250.250.250' };
    for (let i = 0; i < 20; i += 1) {
      expect((await call('POST', '/api/stock-alerts', ip, { variant_id: soldOut.id, email: `limite-${i}@example.com` })).status).toBe(201);
    }
    const res = await api.app.request('/api/stock-alerts', { method: 'POST', headers: { ...ip, 'Content-Type': 'application/json' }, body: JSON.stringify({ variant_id: soldOut.id, email: 'limite-20@example.com' }) });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await db().select().from(stockAlerts).where(eq(stockAlerts.email, 'limite-20@example.com'))).toEqual([]);
  });

  it("staff restocking through the stock journal kick the 'notify-stock-alerts' job after the commit: the e-mail is queued without waiting for the sweep", async () => {
    const { soldOut } = await soldOutSize();
    const ana = await createUser(db());
    await call('POST', '/api/stock-alerts', ana.auth, { variant_id: soldOut.id });
    const database = api.testDb.database;
    const definitions = storeJobs({ database, storage: createLocalFileStorage(os.tmpdir()), payments: createTestGateway(db()), logger: silentLogger, mailTransport: null, aeat: null });
    // The job without its every-minute schedule: only a kick can run it.
    const { cron: _cron, handler, ...policy } = definitions['notify-stock-alerts']!;
    let runs = 0;
    const counted = {
      ...policy,
      handler: async (data: Parameters<typeof handler>[0]) => {
        await handler(data);
        runs += 1;
      },
    };
    const jobs = createJobQueue(database, { logger: silentLogger, runJobs: true, pollingIntervalSeconds: 0.5, definitions: { 'notify-stock-alerts': counted } });
    await jobs.start();
    const stopKicking = notifyAlertsAfterRestocks(jobs, database, silentLogger);
    try {
      // Listening kicks a first run (still sold out: it sends nothing); once it is over, only the restock's kick is left to send.
      await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(1), { timeout: 10_000, interval: 50 });
      expect(await mailsTo(ana.user.email)).toBe(0);
      const restocked = await call('POST', `/api/admin/inventory/variants/${soldOut.id}/adjustments`, api.admin, { delta: 4, reason: 'received', note: 'Reposición' });
      expect(restocked.status).toBe(201);
      await vi.waitFor(async () => expect(await mailsTo(ana.user.email)).toBe(1), { timeout: 15_000, interval: 100 });
    } finally {
      stopKicking();
      await jobs.stop(1_000);
    }
  });

  it("a customer lists and cancels only their own alerts: another's is a 404", async () => {
    const { soldOut } = await soldOutSize();
    const ana = await createUser(db());
    const eva = await createUser(db());
    const { body } = await call('POST', '/api/stock-alerts', ana.auth, { variant_id: soldOut.id });
    const id = body.data.alert.id;
    expect((await call('GET', '/api/user/stock-alerts', eva.auth)).body.data).toEqual([]);
    expect((await call('DELETE', `/api/user/stock-alerts/${id}`, eva.auth)).status).toBe(404);
    expect((await call('GET', '/api/user/stock-alerts')).status).toBe(401);
    const cancelled = await call('DELETE', `/api/user/stock-alerts/${id}`, ana.auth);
    expect(cancelled.body.data).toMatchObject({ id, status: 'cancelled' });
    expect((await call('DELETE', `/api/user/stock-alerts/${id}`, ana.auth)).status).toBe(404);
  });
});
