import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupApiTest } from '../../../tests/api-test';
import { createCustomRole, createUser, createUserWithRole } from '../../../tests/factories';
import { productReviews, returns } from '../../db/schema';
import { createShop, createTestProduct } from '../checkout/checkout-test-kit';
import { insertTestOrder } from '../orders/test-orders';

/* eslint-disable @typescript-eslint/no-explicit-any */

// The size advice (issue 25): the product answers carry it once published reviews and size returns
// say enough, and the cached answers follow each new piece of evidence.

describe('size advice', () => {
  const api = setupApiTest();
  const db = () => api.db;
  let product: { id: number; slug: string; name: string };
  let variants: { id: number; size: string }[];

  const productAnswer = async () => {
    const res = await api.app.request(`/api/products/${product.slug}`);
    expect(res.status).toBe(200);
    return { cache: res.headers.get('X-Cache'), product: ((await res.json()) as any).data.product };
  };
  const send = async (method: string, url: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await api.app.request(url, { method, headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as any };
  };
  /** A published (or pending) review of `fit` by a new customer. */
  const review = async (fit: 'small' | 'true' | 'large', status: 'published' | 'pending' = 'published') => {
    const { user } = await createUser(db());
    const [row] = await db()
      .insert(productReviews)
      .values({ productId: product.id, userId: user.id, authorName: 'Ana G.', rating: 4, fit, usualSize: 'M', boughtSize: 'M', status })
      .returning();
    return row!;
  };
  /** A guest's delivered order of `quantity` units of one size, three days ago (inside the return window). */
  const deliveredOrder = async (size: string, quantity: number) => {
    const variant = variants.find((v) => v.size === size)!;
    const email = `invitada-${size.toLowerCase()}-${quantity}-${Math.random().toString(36).slice(2, 7)}@example.com`;
    const order = await insertTestOrder(db(), {
      email,
      status: 'delivered',
      createdAt: new Date(Date.now() - 5 * 86_400_000),
      lines: [{ productId: product.id, variantId: variant.id, productName: product.name, productSlug: product.slug, size, quantity }],
    });
    const lines = await db().query.orderLines.findMany({ where: (l, { eq: is }) => is(l.orderId, order.id) });
    return { order, email, lineId: lines[0]!.id };
  };

  beforeAll(async () => {
    const shop = await createShop(db());
    const made = await createTestProduct(db(), shop, { price: 30, variants: [{ stock: 5 }, { stock: 5 }, { stock: 5 }] });
    product = made.product;
    variants = made.variants.map((v) => ({ id: v.id, size: v.size }));
  });

  it('shows nothing below five signals, counts only published reviews, and follows a guest\'s size return at once', async () => {
    expect((await productAnswer()).product.size_advice).toBeNull();
    for (let i = 0; i < 4; i++) await review('small');
    await review('small', 'pending');
    const delivered = await deliveredOrder('S', 2);
    // Four published opinions: still nothing. Read twice so the answer is kept.
    await vi.waitFor(async () => {
      await productAnswer();
      expect((await productAnswer()).cache).toBe('hit');
    });
    expect((await productAnswer()).product.size_advice).toBeNull();

    // A guest returns one unit as too small (1 of 2 delivered): the fifth signal. The guest's call is
    // no back-office write, so only the change announced by the return itself can drop the kept answer.
    const returned = await send('POST', '/api/guest/returns', {
      number: delivered.order.number,
      email: delivered.email,
      lines: [{ order_line_id: delivered.lineId, quantity: 1, reason: 'talla_pequena', resolution: 'refund' }],
    });
    expect(returned.status, JSON.stringify(returned.body)).toBe(201);
    await vi.waitFor(async () => {
      expect((await productAnswer()).product.size_advice).toEqual({
        verdict: 'small',
        text: 'Suele quedar pequeña: te recomendamos una talla más',
        based_on: 5,
        reviews: 4,
        returns: 1,
      });
    });
    // The cards' answers carry it too (the quick-add picker reads them).
    const listed = await api.get('/api/products?per_page=48');
    expect(listed.body.data.data.find((p: any) => p.id === product.id).size_advice).toMatchObject({ verdict: 'small', based_on: 5 });
    // And a search's page, whose rows come with what they own in one statement (issue 37): the same card, advice included.
    const searched = await api.get(`/api/products?search=${encodeURIComponent(product.name)}&per_page=12`);
    expect(searched.body.data.data.find((p: any) => p.id === product.id)).toEqual(listed.body.data.data.find((p: any) => p.id === product.id));

    // Staff refuse that return: it no longer counts.
    const [row] = await db().select({ id: returns.id }).from(returns).where(eq(returns.orderId, delivered.order.id));
    const rejected = await send('POST', `/api/admin/returns/${row!.id}/reject`, { reason: 'La prenda llegó usada.' }, api.admin);
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    await vi.waitFor(async () => expect((await productAnswer()).product.size_advice).toBeNull());
  });

  it('a review published by moderation changes the advice; a split opinion says nothing', async () => {
    const pending = await db().select().from(productReviews).where(eq(productReviews.status, 'pending'));
    expect(pending).toHaveLength(1);
    await vi.waitFor(async () => {
      await productAnswer();
      expect((await productAnswer()).cache).toBe('hit');
    });
    await db().update(productReviews).set({ status: 'published' }).where(eq(productReviews.id, pending[0]!.id));
    await vi.waitFor(async () => expect((await productAnswer()).product.size_advice).toMatchObject({ verdict: 'small', based_on: 5, reviews: 5, returns: 0 }));

    // 5 small against 4 that fit: more than half, not a clear majority.
    for (let i = 0; i < 4; i++) await review('true');
    await vi.waitFor(async () => expect((await productAnswer()).product.size_advice).toBeNull());
  });

  it('staff read the return rate by size and the advice shown; the cart and the back office do not carry it', async () => {
    const m = await deliveredOrder('M', 3);
    const returned = await send('POST', '/api/guest/returns', {
      number: m.order.number,
      email: m.email,
      lines: [{ order_line_id: m.lineId, quantity: 2, reason: 'talla_grande', resolution: 'refund' }],
    });
    expect(returned.status).toBe(201);

    const insights = await api.get(`/api/admin/products/${product.id}/size-insights`, api.admin);
    expect(insights.status).toBe(200);
    const data = insights.body.data;
    expect(data.sizes).toEqual([
      // S: the refused return does not count.
      { size: 'S', units_delivered: 2, units_returned: 0, return_rate: 0, returned_small: 0, returned_large: 0, returned_other: 0 },
      { size: 'M', units_delivered: 3, units_returned: 2, return_rate: 66.7, returned_small: 0, returned_large: 2, returned_other: 0 },
    ]);
    expect(data.totals).toEqual({ units_delivered: 5, units_returned: 2, return_rate: 40, returned_small: 0, returned_large: 2, returned_other: 0 });
    expect(data.reviews).toEqual({ small: 5, true: 4, large: 0 });
    expect(data.size_returns_count).toBe(true);
    // 5 small, 4 true, 2 large out of 11: no fit has 60 %.
    expect(data.advice).toBeNull();
    expect(data.thresholds).toEqual({ min_signals: 5, majority_percent: 60, min_size_return_percent: 10 });

    const admin = await api.get(`/api/admin/products/${product.id}`, api.admin);
    expect(admin.body.data).not.toHaveProperty('size_advice');
  });

  it('the staff view needs products.view, a real product and a valid id', async () => {
    const url = `/api/admin/products/${product.id}/size-insights`;
    expect((await api.get(url)).status).toBe(401);
    const customer = await createUser(db());
    expect((await api.get(url, customer.auth)).status).toBe(403);
    const support = await createUserWithRole(db(), (await createCustomRole(db(), ['orders.view'])).id);
    expect((await api.get(url, support.auth)).status).toBe(403);
    const catalogue = await createUserWithRole(db(), (await createCustomRole(db(), ['products.view'])).id);
    expect((await api.get(url, catalogue.auth)).status).toBe(200);
    const missing = await api.get('/api/admin/products/999999/size-insights', catalogue.auth);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Producto no encontrado.');
    for (const bad of ['abc', '0', '1.5', '2147483648']) {
      const res = await api.get(`/api/admin/products/${bad}/size-insights`, catalogue.auth);
      expect(res.status, bad).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(['id']);
    }
  });
});
