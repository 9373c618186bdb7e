import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupApiTest } from '../../../tests/api-test';
import { createBrand, createCategory, createProduct, createUser } from '../../../tests/factories';
import { auditLog, products } from '../../db/schema';

describe('POST /api/admin/products/bulk', () => {
  const api = setupApiTest();
  let brandId: number;
  let camisas: { id: number; name: string };
  let vestidos: { id: number; name: string };

  beforeAll(async () => {
    brandId = (await createBrand(api.db)).id;
    camisas = await createCategory(api.db, { name: 'Camisas bulk' });
    vestidos = await createCategory(api.db, { name: 'Vestidos bulk' });
  });

  const make = (overrides: Parameters<typeof createProduct>[1] extends infer T ? Partial<T> : never = {}) =>
    createProduct(api.db, { brand_id: brandId, category_id: camisas.id, ...overrides });
  const bulk = (body: unknown, headers = api.admin) =>
    api.app.request('/api/admin/products/bulk', { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const rowsOf = (ids: number[]) => api.db.select().from(products).where(inArray(products.id, ids));
  const auditOf = (ids: number[], action: string) =>
    api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'product'), eq(auditLog.action, action), inArray(auditLog.entityId, ids.map(String))));

  it('deactivates several products at once, reports each and logs each', async () => {
    const a = await make();
    const b = await make();
    const draft = await make({ status: 'draft' });
    const res = await bulk({ action: 'deactivate', ids: [a.id, b.id, draft.id, 999_999, a.id] });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data).toMatchObject({ action: 'deactivate', requested: 4, updated: 2, skipped: 1, not_found: 1, message: '2 productos desactivados; 1 sin cambios; 1 no encontrado' });
    expect(data.items).toEqual([
      { id: a.id, name: a.name, outcome: 'updated', reason: null },
      { id: b.id, name: b.name, outcome: 'updated', reason: null },
      { id: draft.id, name: draft.name, outcome: 'skipped', reason: 'Ya estaba desactivado.' },
      { id: 999_999, name: null, outcome: 'not_found', reason: 'No existe o ya estaba eliminado.' },
    ]);
    expect((await rowsOf([a.id, b.id])).map((r) => r.status)).toEqual(['draft', 'draft']);
    const log = await auditOf([a.id, b.id, draft.id], 'deactivate');
    expect(log).toHaveLength(2);
    expect(log[0]!.changes).toEqual({ status: { before: 'active', after: 'draft' } });
  });

  it('activates', async () => {
    const a = await make({ status: 'draft' });
    const b = await make({ status: 'archived' });
    const { data } = await (await bulk({ action: 'activate', ids: [a.id, b.id] })).json();
    expect(data).toMatchObject({ updated: 2, message: '2 productos activados' });
    expect((await rowsOf([a.id, b.id])).map((r) => r.status)).toEqual(['active', 'active']);
    expect(await auditOf([a.id, b.id], 'activate')).toHaveLength(2);
  });

  it('features and unfeatures', async () => {
    const a = await make();
    const b = await make({ is_featured: true });
    const featured = await (await bulk({ action: 'feature', ids: [a.id, b.id] })).json();
    expect(featured.data).toMatchObject({ updated: 1, skipped: 1, message: '1 producto destacado; 1 sin cambios' });
    expect((await rowsOf([a.id, b.id])).every((r) => r.isFeatured)).toBe(true);
    expect((await auditOf([a.id], 'feature'))[0]!.changes).toEqual({ is_featured: { before: false, after: true } });
    const unfeatured = await (await bulk({ action: 'unfeature', ids: [a.id, b.id] })).json();
    expect(unfeatured.data).toMatchObject({ updated: 2, message: '2 productos quitados de destacados' });
    expect((await rowsOf([a.id, b.id])).some((r) => r.isFeatured)).toBe(false);
  });

  it('moves products to another category', async () => {
    const a = await make();
    const b = await make({ category_id: vestidos.id });
    const { data } = await (await bulk({ action: 'set_category', ids: [a.id, b.id], category_id: vestidos.id })).json();
    expect(data).toMatchObject({ updated: 1, skipped: 1, message: '1 producto cambiado de categoría; 1 sin cambios' });
    expect(data.items[1].reason).toBe('Ya estaba en «Vestidos bulk».');
    expect((await rowsOf([a.id])).map((r) => r.categoryId)).toEqual([vestidos.id]);
    expect((await auditOf([a.id], 'set_category'))[0]!.changes).toEqual({ category: { before: 'Camisas bulk', after: 'Vestidos bulk' } });
  });

  it('deletes (softly, freeing the SKU) and reports an already deleted product as not found', async () => {
    const a = await make();
    const b = await make();
    const { data } = await (await bulk({ action: 'delete', ids: [a.id, b.id] })).json();
    expect(data).toMatchObject({ updated: 2, message: '2 productos eliminados' });
    const rows = await rowsOf([a.id, b.id]);
    expect(rows.every((r) => r.deletedAt !== null && r.sku.endsWith(`-deleted-${r.id}`))).toBe(true);
    expect(await auditOf([a.id, b.id], 'delete')).toHaveLength(2);
    const again = await (await bulk({ action: 'delete', ids: [a.id] })).json();
    expect(again.data).toMatchObject({ updated: 0, not_found: 1, message: '0 productos eliminados; 1 no encontrado' });
  });

  it.each([
    [{ action: 'archive', ids: [1] }, 'action'],
    [{ action: 'activate', ids: [] }, 'ids'],
    [{ action: 'activate', ids: 'todos' }, 'ids'],
    [{ action: 'activate', ids: [0] }, 'ids.0'],
    [{ action: 'activate', ids: [1.5] }, 'ids.0'],
    [{ action: 'activate', ids: Array.from({ length: 501 }, (_, i) => i + 1) }, 'ids'],
    [{ action: 'set_category', ids: [1] }, 'category_id'],
    [{ action: 'activate', ids: [1], category_id: 1 }, 'category_id'],
    [{ action: 'set_category', ids: [1], category_id: 999_999 }, 'category_id'],
    [{ action: 'activate', ids: [1], dry_run: true }, 'dry_run'],
  ])('answers 422 for bad input (%#) and changes nothing', async (body, field) => {
    const a = await make({ status: 'draft' });
    const input = { ...body, ids: Array.isArray(body.ids) && body.ids.length === 1 && body.ids[0] === 1 ? [a.id] : body.ids };
    const res = await bulk(input);
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json()).errors)).toContain(field);
    expect((await rowsOf([a.id]))[0]!.status).toBe('draft');
    expect(await auditOf([a.id], 'activate')).toHaveLength(0);
  });

  it('is refused without products.manage, changing nothing', async () => {
    const a = await make();
    const customer = await createUser(api.db);
    expect((await bulk({ action: 'deactivate', ids: [a.id] }, customer.auth)).status).toBe(403);
    expect((await api.app.request('/api/admin/products/bulk', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ action: 'deactivate', ids: [a.id] }) })).status).toBe(401);
    expect((await rowsOf([a.id]))[0]!.status).toBe('active');
  });

  it('an editor (who manages products) may', async () => {
    const a = await make();
    const editor = await createUser(api.db, { name: 'Editora', roles: ['editor'] });
    const res = await bulk({ action: 'feature', ids: [a.id] }, editor.auth);
    expect(res.status).toBe(200);
    expect((await auditOf([a.id], 'feature'))[0]).toMatchObject({ actorId: editor.user.id, actorName: 'Editora' });
  });
});
