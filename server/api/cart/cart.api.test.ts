import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupApiTest } from '../../../tests/api-test';
import { createBrand, createCategory, createProduct, createUser } from '../../../tests/factories';
import { carts, products, productVariants } from '../../db/schema';

describe('server cart API (/user/cart)', () => {
  const api = setupApiTest();
  let ana: Awaited<ReturnType<typeof createUser>>;
  let luis: Awaited<ReturnType<typeof createUser>>;
  let shirt: { id: number; s: number; m: number };
  let cap: { id: number; u: number };
  let retired: { id: number; s: number };

  const send = async (method: 'GET' | 'PUT', headers: Record<string, string>, body?: unknown) => {
    const res = await api.app.request('/api/user/cart', {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
  const line = (product_id: number, variant_id: number | null, quantity: number, added_at = '2026-11-20T10:00:00.000Z') => ({ product_id, variant_id, quantity, added_at });

  beforeAll(async () => {
    ana = await createUser(api.db, { name: 'Ana' });
    luis = await createUser(api.db, { name: 'Luis' });
    const brand = await createBrand(api.db, { name: 'ruediverso test' });
    const category = await createCategory(api.db);
    const shirtRow = await createProduct(api.db, { name: 'Camisa de lino', price: 49.9, sale_price: 39.9, brand_id: brand.id, category_id: category.id });
    const variants = await api.db.select().from(productVariants).where(eq(productVariants.productId, shirtRow.id)).orderBy(productVariants.id);
    shirt = { id: shirtRow.id, s: variants[0]!.id, m: variants[1]!.id };
    const capRow = await createProduct(api.db, { name: 'Gorra', price: 15, variants: [], stock_quantity: 3, brand_id: brand.id, category_id: category.id });
    // A one-size product: the catalogue gives it one variant ('Única') carrying its stock.
    const [capVariant] = await api.db.select().from(productVariants).where(eq(productVariants.productId, capRow.id));
    cap = { id: capRow.id, u: capVariant!.id };
    const retiredRow = await createProduct(api.db, { name: 'Chaqueta retirada', brand_id: brand.id, category_id: category.id });
    const retiredVariants = await api.db.select().from(productVariants).where(eq(productVariants.productId, retiredRow.id));
    retired = { id: retiredRow.id, s: retiredVariants[0]!.id };
  });

  it('is empty for an account that never saved one', async () => {
    const { status, body } = await send('GET', ana.auth);
    expect(status).toBe(200);
    expect(body.data).toEqual({ items: [], updated_at: null });
  });

  it('saves the cart and answers each line with the product as it is now, for the browser cart', async () => {
    const saved = await send('PUT', ana.auth, { items: [line(shirt.id, shirt.m, 2), line(cap.id, cap.u, 1, '2026-11-21T09:00:00+01:00')] });
    expect(saved.status).toBe(200);
    expect(saved.body.data.items).toEqual([
      {
        product: { id: shirt.id, slug: expect.any(String), name: 'Camisa de lino', brand_name: 'ruediverso test', image_url: null, price: 49.9, sale_price: 39.9 },
        variant: { id: shirt.m, size: 'M', color_name: 'Negro', color_hex: '#222222', sku: expect.any(String) },
        quantity: 2,
        added_at: '2026-11-20T10:00:00.000Z',
        stock: 8,
      },
      expect.objectContaining({ product: expect.objectContaining({ id: cap.id, name: 'Gorra', price: 15, sale_price: null }), variant: expect.objectContaining({ id: cap.u, size: 'Única' }), quantity: 1, added_at: '2026-11-21T08:00:00.000Z', stock: 3 }),
    ]);
    const read = await send('GET', ana.auth);
    expect(read.body.data.items).toEqual(saved.body.data.items);
    expect(read.body.data.updated_at).toEqual(expect.any(String));
  });

  it("keeps each customer's cart to themselves", async () => {
    await send('PUT', ana.auth, { items: [line(shirt.id, shirt.s, 1)] });
    await send('PUT', luis.auth, { items: [line(cap.id, cap.u, 2)] });
    expect((await send('GET', ana.auth)).body.data.items.map((i: { product: { id: number } }) => i.product.id)).toEqual([shirt.id]);
    expect((await send('GET', luis.auth)).body.data.items.map((i: { product: { id: number }; quantity: number }) => [i.product.id, i.quantity])).toEqual([[cap.id, 2]]);
    const stored = await api.db.select().from(carts);
    expect(stored.map((row) => row.userId).sort()).toEqual([ana.user.id, luis.user.id].sort());
  });

  it('drops what is no longer on sale, withdrawn sizes and sold-out lines, and caps the units at the stock', async () => {
    await send('PUT', luis.auth, { items: [line(retired.id, retired.s, 1), line(cap.id, cap.u, 9), line(shirt.id, shirt.s, 1), line(shirt.id, null, 1), line(shirt.id, 999999, 1)] });
    await api.db.update(products).set({ status: 'archived' }).where(eq(products.id, retired.id));
    await api.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, shirt.s));
    const { body } = await send('GET', luis.auth);
    expect(body.data.items.map((i: { product: { id: number }; quantity: number; stock: number }) => [i.product.id, i.quantity, i.stock])).toEqual([[cap.id, 3, 3]]);
    await api.db.update(productVariants).set({ stock: 12 }).where(eq(productVariants.id, shirt.s));
  });

  it('empties the cart with an empty list', async () => {
    await send('PUT', luis.auth, { items: [line(cap.id, cap.u, 1)] });
    expect((await send('PUT', luis.auth, { items: [] })).body.data.items).toEqual([]);
    expect((await send('GET', luis.auth)).body.data.items).toEqual([]);
  });

  it('dates the cart from its first garment (started_at) until it is emptied, for the cart reminders', async () => {
    const { user, auth } = await createUser(api.db);
    const stored = async () => (await api.db.select().from(carts).where(eq(carts.userId, user.id)))[0]!;
    await send('PUT', auth, { items: [] });
    expect((await stored()).startedAt).toBeNull();
    await send('PUT', auth, { items: [line(cap.id, cap.u, 1)] });
    const first = await stored();
    expect(first.startedAt?.toISOString()).toBe(first.updatedAt.toISOString());
    // More garments, fewer, other units: the same cart, the same start.
    await send('PUT', auth, { items: [line(cap.id, cap.u, 2), line(shirt.id, shirt.m, 1)] });
    await send('PUT', auth, { items: [line(shirt.id, shirt.m, 1)] });
    const kept = await stored();
    expect(kept.startedAt?.toISOString()).toBe(first.startedAt?.toISOString());
    expect(kept.updatedAt.getTime()).toBeGreaterThanOrEqual(first.updatedAt.getTime());
    // Emptied (after an order the browser empties it): no start; filled again, a new cart.
    await send('PUT', auth, { items: [] });
    expect((await stored()).startedAt).toBeNull();
    await send('PUT', auth, { items: [line(cap.id, cap.u, 1)] });
    const again = await stored();
    expect(again.startedAt?.toISOString()).toBe(again.updatedAt.toISOString());
    // A cart whose every line is no longer on sale is stored empty: no start either.
    await send('PUT', auth, { items: [line(retired.id, retired.s, 1)] });
    expect((await stored()).startedAt).toBeNull();
  });

  it('refuses a wrong cart field by field (422), and more than 50 lines', async () => {
    const bad = await send('PUT', ana.auth, { items: [line(shirt.id, shirt.s, 0), { ...line(cap.id, cap.u, 100) }, line(shirt.id, shirt.s, 1)] });
    expect(bad.status).toBe(422);
    expect(bad.body.errors['items.0.quantity']).toEqual(['La cantidad debe ser al menos 1.']);
    expect(bad.body.errors['items.1.quantity']).toEqual(['Como mucho 99 unidades por producto.']);
    const duplicate = await send('PUT', ana.auth, { items: [line(shirt.id, shirt.s, 1), line(shirt.id, shirt.s, 2)] });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.errors['items.1']).toEqual(['Este producto, en esta talla y color, ya está en el carrito.']);
    const tooMany = await send('PUT', ana.auth, { items: Array.from({ length: 51 }, (_, i) => line(i + 1, null, 1)) });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors.items).toEqual(['Como mucho 50 productos distintos en el carrito.']);
    const unknown = await send('PUT', ana.auth, { items: [{ ...line(shirt.id, shirt.s, 1), price: 1 }] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors['items.0.price']).toEqual(['Campo no admitido.']);
    // The cart saved before is still there.
    expect((await send('GET', ana.auth)).body.data.items).toHaveLength(1);
  });

  it('is for signed-in customers only', async () => {
    expect((await send('GET', {})).status).toBe(401);
    expect((await send('PUT', {}, { items: [] })).status).toBe(401);
  });
});
