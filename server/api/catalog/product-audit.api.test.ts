import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupApiTest } from '../../../tests/api-test';
import { createBrand, createCategory, createProduct, createUser } from '../../../tests/factories';
import { auditLog } from '../../db/schema';

/** Every write on a product from the back office leaves its entry in the audit log, in the same transaction. */
describe('audit of product writes', () => {
  const api = setupApiTest();
  let brand: { id: number; name: string };
  let category: { id: number; name: string };
  let admin: { user: { id: number; name: string }; auth: Record<string, string> };

  const send = (method: string, url: string, body?: unknown) =>
    api.app.request(url, {
      method,
      headers: { ...admin.auth, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const entries = (productId: number) =>
    api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'product'), eq(auditLog.entityId, String(productId))))
      .orderBy(desc(auditLog.id));

  beforeAll(async () => {
    brand = await createBrand(api.db, { name: 'Rue Diverso Audit' });
    category = await createCategory(api.db, { name: 'Chaquetas Audit' });
    admin = await createUser(api.db, { name: 'Marta Admin', roles: ['admin'] });
  });

  it('records a creation with every field it set, under the person who made it', async () => {
    const res = await send('POST', '/api/admin/products', {
      name: 'Cazadora de pana',
      sku: 'AUD-CAZ-1',
      brand_id: brand.id,
      category_id: category.id,
      price: 89.9,
      variants: [{ size: 'M', color_name: 'Mostaza', color_hex: '#c9a227', sku: 'AUD-CAZ-1-M', stock: 3 }],
    });
    expect(res.status).toBe(201);
    const { data } = await res.json();
    const [entry] = await entries(data.id);
    expect(entry).toMatchObject({ actorId: admin.user.id, actorName: 'Marta Admin', action: 'create', entityLabel: 'Cazadora de pana', ipAddress: expect.any(String) });
    expect(entry!.changes).toMatchObject({
      name: { before: null, after: 'Cazadora de pana' },
      brand: { before: null, after: 'Rue Diverso Audit' },
      category: { before: null, after: 'Chaquetas Audit' },
      price: { before: null, after: 89.9 },
      variants: { before: null, after: ['M · Mostaza · AUD-CAZ-1-M · 3 uds.'] },
    });
  });

  it('records an update with only the fields that changed, before and after, variants summarised', async () => {
    const product = await createProduct(api.db, { name: 'Jersey de ochos', brand_id: brand.id, category_id: category.id, price: 59.9 });
    expect(await entries(product.id)).toEqual([]); // the factory has no actor: nothing logged
    const res = await send('PUT', `/api/admin/products/${product.id}`, {
      price: 49.9,
      is_featured: true,
      variants: [{ size: 'L', color_name: 'Crudo', color_hex: '#eeeeee', sku: `AUD-JER-${product.id}-L`, stock: 5 }],
    });
    expect(res.status).toBe(200);
    const [entry] = await entries(product.id);
    expect(entry!.action).toBe('update');
    expect(Object.keys(entry!.changes).sort()).toEqual(['is_featured', 'price', 'stock_quantity', 'variants']);
    expect(entry!.changes.price).toEqual({ before: 59.9, after: 49.9 });
    expect(entry!.changes.is_featured).toEqual({ before: false, after: true });
    expect(entry!.changes.stock_quantity).toEqual({ before: 20, after: 5 });
    expect(entry!.changes.variants!.after).toEqual([`L · Crudo · AUD-JER-${product.id}-L · 5 uds.`]);
  });

  it('logs nothing when an update is refused', async () => {
    const product = await createProduct(api.db, { brand_id: brand.id, category_id: category.id, price: 30 });
    const res = await send('PUT', `/api/admin/products/${product.id}`, { sale_price: 40 });
    expect(res.status).toBe(422);
    expect(await entries(product.id)).toEqual([]);
  });

  it('records a deletion with what the product was', async () => {
    const product = await createProduct(api.db, { name: 'Gorro de lana', brand_id: brand.id, category_id: category.id });
    expect((await send('DELETE', `/api/admin/products/${product.id}`)).status).toBe(200);
    const [entry] = await entries(product.id);
    expect(entry).toMatchObject({ action: 'delete', entityLabel: 'Gorro de lana' });
    expect(entry!.changes.sku).toEqual({ before: product.sku, after: null });
    expect(entry!.changes.status).toEqual({ before: 'active', after: null });
    expect((await send('DELETE', `/api/admin/products/${product.id}`)).status).toBe(404);
    expect(await entries(product.id)).toHaveLength(1);
  });

  it('records photo uploads, reorders, descriptions and removals on the product', async () => {
    const product = await createProduct(api.db, { name: 'Vestido midi', brand_id: brand.id, category_id: category.id });
    const picture = await sharp({ create: { width: 320, height: 400, channels: 3, background: '#884422' } }).png().toBuffer();
    const form = new FormData();
    form.append('images[]', new File([new Uint8Array(picture)], 'a.png', { type: 'image/png' }));
    form.append('images[]', new File([new Uint8Array(picture)], 'b.png', { type: 'image/png' }));
    const upload = await api.app.request(`/api/admin/products/${product.id}/images`, { method: 'POST', headers: admin.auth, body: form });
    expect(upload.status).toBe(201);
    const images: { id: number }[] = (await upload.json()).data;
    const [a, b] = images.map((i) => i.id) as [number, number];

    expect((await send('PUT', `/api/admin/products/${product.id}/images/order`, { image_ids: [b, a] })).status).toBe(200);
    expect((await send('PATCH', `/api/admin/products/${product.id}/images/${a}`, { alt: 'Vestido midi, espalda' })).status).toBe(200);
    expect((await send('DELETE', `/api/admin/products/${product.id}/images/${b}`)).status).toBe(200);

    const log = (await entries(product.id)).reverse();
    expect(log.map((e) => e.action)).toEqual(['image_upload', 'image_reorder', 'image_update', 'image_delete']);
    expect(log[0]!.changes).toEqual({ images: { before: 0, after: 2 } });
    expect(log[1]!.changes).toEqual({ image_order: { before: [a, b], after: [b, a] } });
    expect(log[2]!.changes).toEqual({ alt: { before: 'Vestido midi', after: 'Vestido midi, espalda' } });
    expect(log[3]!.changes.images).toEqual({ before: 2, after: 1 });
  });

  it('can be read back through the audit API by entity', async () => {
    const product = await createProduct(api.db, { name: 'Camisa de lino', brand_id: brand.id, category_id: category.id });
    await send('PUT', `/api/admin/products/${product.id}`, { name: 'Camisa de lino lavado' });
    const { body } = await api.get(`/api/admin/audit?entity_type=product&entity_id=${product.id}`, api.admin);
    expect(body.data.data).toHaveLength(1);
    expect(body.data.data[0]).toMatchObject({
      action: 'update',
      entity_label: 'Camisa de lino lavado',
      actor: { name: 'Marta Admin' },
      changes: { name: { before: 'Camisa de lino', after: 'Camisa de lino lavado' } },
      link: `/admin/products/${product.id}`,
    });
  });
});
