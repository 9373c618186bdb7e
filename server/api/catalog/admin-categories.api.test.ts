import sharp from 'sharp';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PermissionName } from '../../../common/roles';
import { setupApiTest } from '../../../tests/api-test';
import { createBrand, createCategory, createProduct, createUser } from '../../../tests/factories';
import type { Db } from '../../db/client';
import { auditLog, categories, permissionRole, permissions, roleUser, roles } from '../../db/schema';

/** A staff member whose only role is a custom one with these permissions. */
async function staffWith(db: Db, names: PermissionName[]) {
  const { user, auth } = await createUser(db, { roles: ['user'] });
  const [role] = await db.insert(roles).values({ name: `prueba-${user.id}` }).returning();
  const perms = await db.select({ id: permissions.id }).from(permissions).where(inArray(permissions.name, names));
  if (perms.length) await db.insert(permissionRole).values(perms.map((p) => ({ permissionId: p.id, roleId: role!.id })));
  await db.insert(roleUser).values({ userId: user.id, roleId: role!.id });
  return auth;
}

interface Node {
  id: number;
  name: string;
  parent_id: number | null;
  sort_order: number;
  products_count: number;
  own_products_count: number;
  children_count: number;
  is_active: boolean;
}

describe('admin categories API', () => {
  const t = setupApiTest();
  const json = (method: string, url: string, body?: unknown, headers = t.admin) =>
    t.app.request(url, { method, headers: { ...headers, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  const lastAudit = async (entityId: number | null) =>
    (
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'category'), entityId === null ? undefined : eq(auditLog.entityId, String(entityId))))
        .orderBy(desc(auditLog.id))
        .limit(1)
    )[0];
  const tree = async (): Promise<Node[]> => (await t.get('/api/admin/categories', t.admin)).body.data;
  const childrenOf = async (parentId: number | null) => (await tree()).filter((c) => c.parent_id === parentId);
  const create = async (body: Record<string, unknown>) => {
    const res = await json('POST', '/api/admin/categories', body);
    expect(res.status, JSON.stringify(body)).toBe(201);
    return (await res.json()).data as Node & { slug: string };
  };
  const jpeg = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#5B89B4' } }).jpeg().toBuffer();
  const upload = (id: number, data: Buffer) => {
    const form = new FormData();
    form.append('image', new File([new Uint8Array(data)], 'foto.jpg', { type: 'image/jpeg' }));
    return t.app.request(`/api/admin/categories/${id}/image`, { method: 'POST', headers: t.admin, body: form });
  };

  it('creates categories and subcategories at the end of their level, with a free slug, and records them', async () => {
    const parent = await create({ name: 'Abrigos de prueba', description: 'Para el frío' });
    expect(parent).toMatchObject({ slug: 'abrigos-de-prueba', parent_id: null, is_active: true, children_count: 0, products_count: 0 });
    const a = await create({ name: 'Parkas', parent_id: parent.id });
    const b = await create({ name: 'Plumíferos', parent_id: parent.id, is_active: false });
    expect([a.sort_order, b.sort_order]).toEqual([0, 1]);
    expect(b).toMatchObject({ slug: 'plumiferos', is_active: false });
    const twin = await create({ name: 'Parkas' });
    expect(twin.slug).toBe('parkas-2');
    expect((await tree()).find((c) => c.id === parent.id)).toMatchObject({ children_count: 2 });
    const audit = await lastAudit(a.id);
    expect(audit).toMatchObject({ action: 'create', entityLabel: 'Parkas' });
    expect(audit!.changes.parent_id).toEqual({ before: null, after: parent.id });
  });

  it('refuses bad input field by field, in Spanish, and writes nothing', async () => {
    const taken = await createCategory(t.db, { name: 'Ocupada', slug: 'ocupada-cat' });
    const before = await t.db.select().from(categories);
    const cases: [unknown, string, string][] = [
      [{}, 'name', 'El nombre es obligatorio.'],
      [{ name: '  ' }, 'name', 'El nombre es obligatorio.'],
      [{ name: 'x'.repeat(81) }, 'name', 'El nombre no puede superar 80 caracteres.'],
      [{ name: 'x', slug: 'Mal_Slug' }, 'slug', 'El slug solo admite minúsculas, números y guiones (a-z, 0-9, -).'],
      [{ name: 'x', slug: taken.slug }, 'slug', 'Ya existe una categoría con este slug.'],
      [{ name: 'x', parent_id: 999_999 }, 'parent_id', 'La categoría padre no existe.'],
      [{ name: 'x', parent_id: 'uno' }, 'parent_id', 'La categoría padre no es válida.'],
      [{ name: 'x', is_active: 1 }, 'is_active', 'Indica si la categoría está activa (true o false).'],
      [{ name: 'x', sort_order: 3 }, 'sort_order', 'Campo no admitido.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await json('POST', '/api/admin/categories', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect((await res.json()).errors[field], JSON.stringify(body)).toEqual([message]);
    }
    expect(await t.db.select().from(categories)).toEqual(before);
  });

  it('edits only what is sent, moves a category to the end of its new parent and logs the change', async () => {
    const one = await create({ name: 'Nivel uno' });
    const two = await create({ name: 'Nivel dos' });
    const child = await create({ name: 'Hija', parent_id: one.id });
    await create({ name: 'Hermana', parent_id: two.id });
    const res = await json('PUT', `/api/admin/categories/${child.id}`, { parent_id: two.id, description: 'Movida' });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data).toMatchObject({ name: 'Hija', parent_id: two.id, sort_order: 1, description: 'Movida' });
    expect((await lastAudit(child.id))!.changes).toEqual({
      parent_id: { before: one.id, after: two.id },
      description: { before: null, after: 'Movida' },
    });
    const toTop = await json('PUT', `/api/admin/categories/${child.id}`, { parent_id: null, name: 'Hija suelta' });
    expect((await toTop.json()).data).toMatchObject({ parent_id: null, name: 'Hija suelta' });
    expect((await t.get(`/api/admin/categories/${child.id}`, t.admin)).body.data.name).toBe('Hija suelta');
    expect((await json('PUT', '/api/admin/categories/999999', { name: 'x' })).status).toBe(404);
    expect((await t.get('/api/admin/categories/999999', t.admin)).status).toBe(404);
  });

  it('refuses a cycle: a category cannot hang from itself nor from any of its descendants', async () => {
    const root = await create({ name: 'Raíz ciclo' });
    const mid = await create({ name: 'Medio ciclo', parent_id: root.id });
    const leaf = await create({ name: 'Hoja ciclo', parent_id: mid.id });
    const before = await t.db.select().from(categories);
    for (const parent of [root.id, mid.id, leaf.id]) {
      const res = await json('PUT', `/api/admin/categories/${root.id}`, { parent_id: parent });
      expect(res.status).toBe(422);
      expect((await res.json()).errors.parent_id).toEqual(['Una categoría no puede colgar de sí misma ni de sus subcategorías.']);
    }
    const midToLeaf = await json('PUT', `/api/admin/categories/${mid.id}`, { parent_id: leaf.id });
    expect(midToLeaf.status).toBe(422);
    expect(await t.db.select().from(categories)).toEqual(before);
    // Hanging the leaf from the root (a move up the tree) is fine.
    expect((await json('PUT', `/api/admin/categories/${leaf.id}`, { parent_id: root.id })).status).toBe(200);
  });

  it('reorders one level, refusing a list that is incomplete, repeated or from another level', async () => {
    const parent = await create({ name: 'Orden padre' });
    const [a, b, c] = [await create({ name: 'A orden', parent_id: parent.id }), await create({ name: 'B orden', parent_id: parent.id }), await create({ name: 'C orden', parent_id: parent.id })];
    const res = await json('PUT', '/api/admin/categories/order', { parent_id: parent.id, category_ids: [c.id, a.id, b.id] });
    expect(res.status).toBe(200);
    expect((await childrenOf(parent.id)).map((n) => n.id)).toEqual([c.id, a.id, b.id]);
    expect(await lastAudit(parent.id)).toMatchObject({
      action: 'reorder',
      changes: { order: { before: ['A orden', 'B orden', 'C orden'], after: ['C orden', 'A orden', 'B orden'] } },
    });
    const bad: [unknown, string][] = [
      [{ parent_id: parent.id, category_ids: [c.id, a.id] }, 'category_ids'],
      [{ parent_id: parent.id, category_ids: [c.id, a.id, a.id] }, 'category_ids'],
      [{ parent_id: parent.id, category_ids: [c.id, a.id, parent.id] }, 'category_ids'],
      [{ parent_id: 999_999, category_ids: [a.id] }, 'parent_id'],
      [{ parent_id: parent.id, category_ids: 'todas' }, 'category_ids'],
      [{ category_ids: [a.id] }, 'parent_id'],
    ];
    for (const [body, field] of bad) {
      const refused = await json('PUT', '/api/admin/categories/order', body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys((await refused.json()).errors), JSON.stringify(body)).toContain(field);
    }
    expect((await childrenOf(parent.id)).map((n) => n.id)).toEqual([c.id, a.id, b.id]);
    // The first level too.
    const top = (await childrenOf(null)).map((n) => n.id);
    expect((await json('PUT', '/api/admin/categories/order', { parent_id: null, category_ids: [...top].reverse() })).status).toBe(200);
    expect((await childrenOf(null)).map((n) => n.id)).toEqual([...top].reverse());
  });

  it('deactivates (the store hides it) and activates, with audit entries', async () => {
    const cat = await create({ name: 'Temporada' });
    const storeIds = async () => (await t.get('/api/products/categories')).body.data.map((c: { id: number }) => c.id);
    expect(await storeIds()).toContain(cat.id);
    const off = await json('POST', `/api/admin/categories/${cat.id}/deactivate`);
    expect((await off.json()).data.is_active).toBe(false);
    expect(await storeIds()).not.toContain(cat.id);
    expect(await lastAudit(cat.id)).toMatchObject({ action: 'deactivate' });
    const on = await json('POST', `/api/admin/categories/${cat.id}/activate`);
    expect((await on.json()).data.is_active).toBe(true);
    expect(await storeIds()).toContain(cat.id);
    expect(await lastAudit(cat.id)).toMatchObject({ action: 'activate' });
    expect((await json('POST', '/api/admin/categories/999999/deactivate')).status).toBe(404);
  });

  it('deletes only an empty category: products (even retired) or subcategories are a 409 that changes nothing', async () => {
    const brand = await createBrand(t.db);
    const withProducts = await create({ name: 'Con productos cat' });
    const product = await createProduct(t.db, { brand_id: brand.id, category_id: withProducts.id });
    const refused = await json('DELETE', `/api/admin/categories/${withProducts.id}`);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe('No se puede borrar una categoría con productos: mueve sus productos a otra categoría o desactívala.');
    // A retired product keeps its history, and its category with it.
    expect((await json('DELETE', `/api/admin/products/${product.id}`)).status).toBe(200);
    expect((await json('DELETE', `/api/admin/categories/${withProducts.id}`)).status).toBe(409);
    // The same rule for its brand.
    expect((await json('DELETE', `/api/admin/brands/${brand.id}`)).status).toBe(409);

    const parent = await create({ name: 'Con hijas' });
    const child = await create({ name: 'La hija', parent_id: parent.id });
    const hasChildren = await json('DELETE', `/api/admin/categories/${parent.id}`);
    expect(hasChildren.status).toBe(409);
    expect((await hasChildren.json()).message).toBe('No se puede borrar una categoría con subcategorías: bórralas o muévelas antes.');
    expect(await t.db.select().from(categories).where(inArray(categories.id, [withProducts.id, parent.id]))).toHaveLength(2);

    const res = await json('DELETE', `/api/admin/categories/${child.id}`);
    expect(res.status).toBe(200);
    expect((await res.json()).data.message).toBe('Categoría «La hija» borrada.');
    expect(await lastAudit(child.id)).toMatchObject({ action: 'delete', entityLabel: 'La hija' });
    expect((await json('DELETE', `/api/admin/categories/${parent.id}`)).status).toBe(200);
    expect((await json('DELETE', `/api/admin/categories/${parent.id}`)).status).toBe(404);
  });

  it('uploads an image through the pipeline and removes it', async () => {
    const cat = await create({ name: 'Con imagen' });
    const res = await upload(cat.id, await jpeg(1200, 900));
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.image).toMatch(/^categories\/con-imagen-[0-9a-f]+\.webp$/);
    expect(data.image_url).toBe(`/storage/${data.image}`);
    expect(await lastAudit(cat.id)).toMatchObject({ action: 'update-image' });
    const small = await upload(cat.id, await jpeg(100, 100));
    expect(small.status).toBe(422);
    expect((await small.json()).errors.image).toEqual(['La imagen debe medir al menos 200 × 200 px.']);
    const removed = await json('DELETE', `/api/admin/categories/${cat.id}/image`);
    expect((await removed.json()).data).toMatchObject({ image: null, image_url: null });
    expect(await lastAudit(cat.id)).toMatchObject({ action: 'remove-image' });
    expect((await upload(999_999, await jpeg(300, 300))).status).toBe(404);
  });

  it('the list serves the product form (products.view) but writes need categories.manage', async () => {
    const cat = await create({ name: 'Protegida' });
    const viewer = await staffWith(t.db, ['dashboard.view', 'products.view']);
    const customer = (await createUser(t.db)).auth;
    expect((await t.get('/api/admin/categories', viewer)).status).toBe(200);
    expect((await t.get('/api/admin/categories', customer)).status).toBe(403);
    for (const who of [viewer, customer]) {
      expect((await json('POST', '/api/admin/categories', { name: 'Intrusa' }, who)).status).toBe(403);
      expect((await json('PUT', `/api/admin/categories/${cat.id}`, { name: 'Robada' }, who)).status).toBe(403);
      expect((await json('DELETE', `/api/admin/categories/${cat.id}`, undefined, who)).status).toBe(403);
      expect((await json('PUT', '/api/admin/categories/order', { parent_id: null, category_ids: [cat.id] }, who)).status).toBe(403);
    }
    expect((await t.db.select().from(categories).where(eq(categories.id, cat.id)))[0]!.name).toBe('Protegida');
    const editor = (await createUser(t.db, { roles: ['editor'] })).auth;
    expect((await json('PUT', `/api/admin/categories/${cat.id}`, { name: 'Del editor' }, editor)).status).toBe(200);
  });
});
