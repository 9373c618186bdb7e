import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupApiTest } from '../../../tests/api-test';
import { createBrand, createCategory, createCustomRole, createProduct, createUser, createUserWithRole } from '../../../tests/factories';
import { auditLog, mailOutbox, productReviews } from '../../db/schema';
import { insertTestOrder } from '../orders/test-orders';
import { ALREADY_REVIEWED, NOT_A_BUYER } from './customer-reviews';

// Reviews with fit (issue 25): only buyers of a delivered line review, once per product; nothing is
// public before staff publish it, a rejected review never is; the author hears by e-mail.

describe('reviews', () => {
  const api = setupApiTest();
  const db = () => api.db;
  let photo: Buffer;

  beforeAll(async () => {
    photo = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#2F5D50' } }).jpeg().toBuffer();
  });

  function form(fields: Record<string, string>, file?: { data: Buffer; name?: string; type?: string }) {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.append(key, value);
    if (file) data.append('photo', new File([new Uint8Array(file.data)], file.name ?? 'foto.jpg', { type: file.type ?? 'image/jpeg' }));
    return data;
  }
  const call = async (method: string, url: string, auth: Record<string, string> = {}, body?: FormData | object) => {
    const res = await api.app.request(url, {
      method,
      headers: body && !(body instanceof FormData) ? { ...auth, 'Content-Type': 'application/json' } : auth,
      body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read the JSON as it comes
    return { status: res.status, body: (await res.json()) as any };
  };
  const reviewCount = async (productId: number) => (await db().select({ n: count() }).from(productReviews).where(eq(productReviews.productId, productId)))[0]!.n;

  /** A product on sale, and a customer with a delivered order of it (size M). */
  async function buyer(status: 'delivered' | 'shipped' = 'delivered') {
    const brand = await createBrand(db());
    const category = await createCategory(db());
    const product = await createProduct(db(), { brand_id: brand.id, category_id: category.id, status: 'active' });
    const customer = await createUser(db(), { name: 'Carmen García López' });
    await insertTestOrder(db(), { userId: customer.user.id, email: customer.user.email, status, lines: [{ productId: product.id, productName: product.name, size: 'M' }] });
    return { product, customer };
  }
  const validFields = (productId: number) => ({ product_id: String(productId), rating: '4', fit: 'small', usual_size: 'M', bought_size: 'M', title: 'Bonita pero justa', body: 'El tejido es muy agradable. <b>Pide una más</b>.' });

  it('a buyer of a delivered line writes a review with a photo; it waits for moderation and is not public', async () => {
    const { product, customer } = await buyer();
    const before = await call('GET', '/api/user/reviews', customer.auth);
    expect(before.body.data.reviewable.map((r: { product: { id: number } }) => r.product.id)).toEqual([product.id]);
    expect(before.body.data.reviewable[0]).toMatchObject({ bought_size: 'M' });

    const created = await call('POST', '/api/user/reviews', customer.auth, form(validFields(product.id), { data: photo }));
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ rating: 4, fit: 'small', status: 'pending', status_label: 'Pendiente de moderación', rejection_reason: null });
    expect(created.body.data.photo).toMatchObject({ width: 1600, height: 1200 });

    const mine = await call('GET', '/api/user/reviews', customer.auth);
    expect(mine.body.data.reviews).toHaveLength(1);
    expect(mine.body.data.reviewable).toEqual([]);

    const pub = await call('GET', `/api/products/${product.slug}/reviews`);
    expect(pub.status).toBe(200);
    expect(pub.body.data.summary).toMatchObject({ average: null, count: 0 });
    expect(pub.body.data.data).toEqual([]);
  });

  it('refuses, per field and changing nothing: not bought, not delivered yet, twice, stars 0 or 6, unknown fit, a photo that is no image', async () => {
    const { product, customer } = await buyer();
    const stranger = await createUser(db());
    const notBought = await call('POST', '/api/user/reviews', stranger.auth, form(validFields(product.id)));
    expect(notBought.status).toBe(422);
    expect(notBought.body.errors.product_id).toEqual([NOT_A_BUYER]);

    const shipped = await buyer('shipped');
    const notDelivered = await call('POST', '/api/user/reviews', shipped.customer.auth, form(validFields(shipped.product.id)));
    expect(notDelivered.status).toBe(422);
    expect(notDelivered.body.errors.product_id).toEqual([NOT_A_BUYER]);

    for (const rating of ['0', '6', '4.5', '']) {
      const bad = await call('POST', '/api/user/reviews', customer.auth, form({ ...validFields(product.id), rating }));
      expect(bad.status).toBe(422);
      expect(bad.body.errors.rating).toEqual(['Elige de 1 a 5 estrellas.']);
    }
    const badFit = await call('POST', '/api/user/reviews', customer.auth, form({ ...validFields(product.id), fit: 'enorme' }));
    expect(badFit.status).toBe(422);
    expect(Object.keys(badFit.body.errors)).toEqual(['fit']);
    const notImage = await call('POST', '/api/user/reviews', customer.auth, form(validFields(product.id), { data: Buffer.from('no soy una foto'), name: 'x.jpg' }));
    expect(notImage.status).toBe(422);
    expect(notImage.body.errors.photo).toBeDefined();
    expect(await reviewCount(product.id)).toBe(0);

    expect((await call('POST', '/api/user/reviews', customer.auth, form(validFields(product.id)))).status).toBe(201);
    const twice = await call('POST', '/api/user/reviews', customer.auth, form(validFields(product.id)));
    expect(twice.status).toBe(422);
    expect(twice.body.errors.product_id).toEqual([ALREADY_REVIEWED]);
    expect(await reviewCount(product.id)).toBe(1);
  });

  it("the product page's question: may this customer review it now — delivered, on its way, never bought, already reviewed", async () => {
    const { product, customer } = await buyer();
    const eligibility = async (auth: Record<string, string>, productId = product.id) => (await call('GET', `/api/user/reviews/products/${productId}`, auth)).body.data;
    expect(await eligibility(customer.auth)).toEqual({ product_id: product.id, state: 'can_review', bought_size: 'M', review: null });

    const shipped = await buyer('shipped');
    expect(await eligibility(shipped.customer.auth, shipped.product.id)).toMatchObject({ state: 'awaiting_delivery', bought_size: null });
    // Another customer's delivered order makes nobody else a buyer; a cancelled order is no purchase.
    expect(await eligibility(shipped.customer.auth)).toMatchObject({ state: 'not_bought', review: null });
    await insertTestOrder(db(), { userId: shipped.customer.user.id, email: shipped.customer.user.email, status: 'cancelled', lines: [{ productId: product.id, size: 'S' }] });
    expect(await eligibility(shipped.customer.auth)).toMatchObject({ state: 'not_bought' });
    expect(await eligibility(customer.auth, 999999)).toMatchObject({ state: 'not_bought' });

    const created = await call('POST', '/api/user/reviews', customer.auth, form(validFields(product.id)));
    expect(await eligibility(customer.auth)).toEqual({
      product_id: product.id,
      state: 'reviewed',
      bought_size: null,
      review: { id: created.body.data.id, status: 'pending', status_label: 'Pendiente de moderación' },
    });
    expect((await call('GET', `/api/user/reviews/products/${product.id}`)).status).toBe(401);
    expect((await call('GET', '/api/user/reviews/products/abc', customer.auth)).status).toBe(422);
  });

  it('the author deletes their own review (its photo and votes with it) and may write another, moderated again; no one else can', async () => {
    const { product, customer } = await buyer();
    const created = await call('POST', '/api/user/reviews', customer.auth, form(validFields(product.id), { data: photo }));
    const id = created.body.data.id;
    const photoPath = new URL(created.body.data.photo.url, 'http://tienda.test').pathname;
    expect((await api.app.request(photoPath)).status).toBe(200);
    const staff = await createUser(db(), { roles: ['admin'] });
    await call('POST', `/api/admin/reviews/${id}/reject`, staff.auth, { reason: 'Incluye un teléfono personal.' });

    const stranger = await createUser(db());
    expect((await call('DELETE', `/api/user/reviews/${id}`, stranger.auth)).status).toBe(404);
    expect((await call('DELETE', `/api/user/reviews/${id}`, staff.auth)).status).toBe(404);
    expect((await call('DELETE', `/api/user/reviews/${id}`)).status).toBe(401);
    expect(await reviewCount(product.id)).toBe(1);

    const deleted = await call('DELETE', `/api/user/reviews/${id}`, customer.auth);
    expect(deleted).toEqual({ status: 200, body: { status: 'success', data: { message: 'Opinión borrada.' } } });
    expect(await reviewCount(product.id)).toBe(0);
    expect((await api.app.request(photoPath)).status).toBe(404);
    expect((await call('DELETE', `/api/user/reviews/${id}`, customer.auth)).status).toBe(404);

    const mine = await call('GET', '/api/user/reviews', customer.auth);
    expect(mine.body.data.reviews).toEqual([]);
    expect(mine.body.data.reviewable.map((r: { product: { id: number } }) => r.product.id)).toEqual([product.id]);
    const again = await call('POST', '/api/user/reviews', customer.auth, form({ ...validFields(product.id), body: 'Sin datos personales esta vez.' }));
    expect(again.status).toBe(201);
    expect(again.body.data.status).toBe('pending');

    // A published one deleted by its author leaves the product page too.
    await call('POST', `/api/admin/reviews/${again.body.data.id}/publish`, staff.auth);
    expect((await call('GET', `/api/products/${product.slug}/reviews`)).body.data.summary.count).toBe(1);
    await call('DELETE', `/api/user/reviews/${again.body.data.id}`, customer.auth);
    // On PostgreSQL the cached answer goes when the commit's notification arrives: asked again until then.
    await expect.poll(async () => (await call('GET', `/api/products/${product.slug}/reviews`)).body.data.summary.count, { timeout: 5000 }).toBe(0);
  });

  it('a photo over 10 MB is a 422 on photo, and no review is written', async () => {
    const { product, customer } = await buyer();
    const big = Buffer.alloc(10.5 * 1024 * 1024, 1);
    const res = await call('POST', '/api/user/reviews', customer.auth, form(validFields(product.id), { data: big, name: 'grande.jpg' }));
    expect(res.status).toBe(422);
    expect(res.body.errors.photo[0]).toMatch(/no puede superar/);
    expect(await reviewCount(product.id)).toBe(0);
  });

  it('staff publish: the review, its summary and fit are public, the author is e-mailed, the audit says who; text stays text', async () => {
    const { product, customer } = await buyer();
    const created = await call('POST', '/api/user/reviews', customer.auth, form(validFields(product.id)));
    const id = created.body.data.id;
    const staff = await createUser(db(), { roles: ['admin'], name: 'Marta Moderadora' });

    const queue = await call('GET', '/api/admin/reviews?status=pending', staff.auth);
    expect(queue.body.data.data.map((r: { id: number }) => r.id)).toContain(id);
    expect(queue.body.data.counts.pending).toBeGreaterThanOrEqual(1);

    const published = await call('POST', `/api/admin/reviews/${id}/publish`, staff.auth);
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ status: 'published', moderated_by: 'Marta Moderadora', author_email: customer.user.email });
    expect((await call('POST', `/api/admin/reviews/${id}/publish`, staff.auth)).status).toBe(409);

    const pub = await call('GET', `/api/products/${product.id}/reviews`);
    expect(pub.body.data.summary).toMatchObject({ average: 4, count: 1, fit: { small: 1, true: 0, large: 0 }, stars: { 4: 1 } });
    expect(pub.body.data.data[0]).toMatchObject({ author_name: 'Carmen G.', rating: 4, body: 'El tejido es muy agradable. <b>Pide una más</b>.', verified_purchase: true });
    expect(pub.body.data.data[0]).not.toHaveProperty('author_email');

    const mails = await db().select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, customer.user.email), eq(mailOutbox.kind, 'review-published')));
    expect(mails).toHaveLength(1);
    const audit = await db().select().from(auditLog).where(and(eq(auditLog.entityType, 'review'), eq(auditLog.entityId, String(id))));
    expect(audit.map((a) => a.action)).toEqual(['publish']);

    const replied = await call('PUT', `/api/admin/reviews/${id}/reply`, staff.auth, { reply: '¡Gracias, Carmen! Tomamos nota del patrón.' });
    expect(replied.body.data.reply.text).toBe('¡Gracias, Carmen! Tomamos nota del patrón.');
    const withReply = await call('GET', `/api/products/${product.slug}/reviews`);
    expect(withReply.body.data.data[0].reply.text).toBe('¡Gracias, Carmen! Tomamos nota del patrón.');
  });

  it('a rejected review is never public, even after it was published; the reason goes to its author', async () => {
    const { product, customer } = await buyer();
    const { body } = await call('POST', '/api/user/reviews', customer.auth, form(validFields(product.id)));
    const id = body.data.id;
    const staff = await createUser(db(), { roles: ['admin'] });
    const noReason = await call('POST', `/api/admin/reviews/${id}/reject`, staff.auth, { reason: ' ' });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors.reason).toBeDefined();

    await call('POST', `/api/admin/reviews/${id}/publish`, staff.auth);
    const rejected = await call('POST', `/api/admin/reviews/${id}/reject`, staff.auth, { reason: 'Incluye datos personales de otra persona.' });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', rejection_reason: 'Incluye datos personales de otra persona.' });
    const pub = await call('GET', `/api/products/${product.slug}/reviews`);
    expect(pub.body.data.summary.count).toBe(0);
    expect(pub.body.data.data).toEqual([]);
    const mine = await call('GET', '/api/user/reviews', customer.auth);
    expect(mine.body.data.reviews[0]).toMatchObject({ status: 'rejected', status_label: 'Rechazada', rejection_reason: 'Incluye datos personales de otra persona.' });
    const mails = await db().select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, customer.user.email), eq(mailOutbox.kind, 'review-rejected')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Incluye datos personales de otra persona.');
    expect(mails[0]!.text).toContain('puedes borrarla en Mis opiniones y escribir otra');
  });

  it('"útil" counts once per customer, never for the author, and orders the most useful first', async () => {
    const first = await buyer();
    const staff = await createUser(db(), { roles: ['admin'] });
    const a = (await call('POST', '/api/user/reviews', first.customer.auth, form(validFields(first.product.id)))).body.data.id;
    const second = await createUser(db(), { name: 'Lola Pérez' });
    await insertTestOrder(db(), { userId: second.user.id, email: second.user.email, status: 'delivered', lines: [{ productId: first.product.id, size: 'L' }] });
    const b = (await call('POST', '/api/user/reviews', second.auth, form({ ...validFields(first.product.id), rating: '5', fit: 'true', bought_size: 'L' }))).body.data.id;
    await call('POST', `/api/admin/reviews/${a}/publish`, staff.auth);
    await call('POST', `/api/admin/reviews/${b}/publish`, staff.auth);

    const voter = await createUser(db());
    expect((await call('POST', `/api/reviews/${a}/helpful`, voter.auth)).body.data.helpful_count).toBe(1);
    expect((await call('POST', `/api/reviews/${a}/helpful`, voter.auth)).body.data.helpful_count).toBe(1);
    expect((await call('POST', `/api/reviews/${a}/helpful`, first.customer.auth)).status).toBe(409);
    expect((await call('POST', `/api/reviews/${a}/helpful`)).status).toBe(401);

    const useful = await call('GET', `/api/products/${first.product.slug}/reviews?sort=useful`);
    expect(useful.body.data.data.map((r: { id: number }) => r.id)).toEqual([a, b]);
    const newest = await call('GET', `/api/products/${first.product.slug}/reviews?sort=newest`);
    expect(newest.body.data.data.map((r: { id: number }) => r.id)).toEqual([b, a]);
    expect(newest.body.data.summary).toMatchObject({ average: 4.5, count: 2, fit: { small: 1, true: 1, large: 0 } });
    expect((await call('GET', `/api/products/${first.product.slug}/reviews?sort=peor`)).status).toBe(422);
  });

  it('moderation needs reviews.manage: 401 without a session, 403 for a customer or staff without it; 404 for no such review', async () => {
    const customer = await createUser(db());
    const catalogue = await createUserWithRole(db(), (await createCustomRole(db(), ['dashboard.view', 'products.view'])).id);
    const moderator = await createUserWithRole(db(), (await createCustomRole(db(), ['reviews.manage'])).id);
    expect((await call('GET', '/api/admin/reviews')).status).toBe(401);
    expect((await call('GET', '/api/admin/reviews', customer.auth)).status).toBe(403);
    expect((await call('GET', '/api/admin/reviews', catalogue.auth)).status).toBe(403);
    expect((await call('GET', '/api/admin/reviews', moderator.auth)).status).toBe(200);
    expect((await call('POST', '/api/admin/reviews/999999/publish', moderator.auth)).status).toBe(404);
    expect((await call('GET', '/api/admin/reviews?status=todas', moderator.auth)).status).toBe(422);
    expect((await call('GET', '/api/products/no-existe-este-producto/reviews')).status).toBe(404);
  });
});
