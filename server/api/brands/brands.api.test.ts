import sharp from 'sharp';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { PermissionName } from '../../../common/roles';
import { setupApiTest } from '../../../tests/api-test';
import { createBrand, createCategory, createProduct, createUser } from '../../../tests/factories';
import type { Db } from '../../db/client';
import { auditLog, brands, permissionRole, permissions, roleUser, roles } from '../../db/schema';

/** A staff member whose only role is a custom one with these permissions. */
async function staffWith(db: Db, names: PermissionName[]) {
  const { user, auth } = await createUser(db, { roles: ['user'] });
  const [role] = await db.insert(roles).values({ name: `prueba-${user.id}` }).returning();
  const perms = await db.select({ id: permissions.id }).from(permissions).where(inArray(permissions.name, names));
  if (perms.length) await db.insert(permissionRole).values(perms.map((p) => ({ permissionId: p.id, roleId: role!.id })));
  await db.insert(roleUser).values({ userId: user.id, roleId: role!.id });
  return auth;
}

describe('admin brands API', () => {
  const t = setupApiTest();
  const json = (method: string, url: string, body?: unknown, headers = t.admin) =>
    t.app.request(url, { method, headers: { ...headers, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  const lastAudit = async (entityId: number) =>
    (await t.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'brand'), eq(auditLog.entityId, String(entityId)))).orderBy(desc(auditLog.id)).limit(1))[0];
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 4, background: { r: 126, g: 64, b: 21, alpha: 0.5 } } }).png().toBuffer();
  const upload = (id: number, data: Buffer, name = 'logo.png') => {
    const form = new FormData();
    form.append('logo', new File([new Uint8Array(data)], name, { type: 'image/png' }));
    return t.app.request(`/api/admin/brands/${id}/logo`, { method: 'POST', headers: t.admin, body: form });
  };

  it('lists every brand with its product count, searchable and filterable by state', async () => {
    const brand = await createBrand(t.db, { name: 'Lista Uno', slug: 'lista-uno', sortOrder: 5 });
    const hidden = await createBrand(t.db, { name: 'Lista Dos', slug: 'lista-dos', isActive: false, sortOrder: 6 });
    const category = await createCategory(t.db);
    await createProduct(t.db, { brand_id: brand.id, category_id: category.id });
    const all = await t.get('/api/admin/brands', t.admin);
    expect(all.status).toBe(200);
    const row = all.body.data.find((b: { id: number }) => b.id === brand.id);
    expect(row).toMatchObject({ name: 'Lista Uno', products_count: 1, is_active: true, palette: [], logo_url: null });
    expect(all.body.data.some((b: { id: number }) => b.id === hidden.id)).toBe(true);
    const found = await t.get('/api/admin/brands?search=lista&status=inactive', t.admin);
    expect(found.body.data.map((b: { id: number }) => b.id)).toEqual([hidden.id]);
    expect((await t.get('/api/admin/brands?status=maybe', t.admin)).status).toBe(422);
  });

  it('creates a brand with an automatic slug, upper-cased colours and a palette, and records it', async () => {
    const res = await json('POST', '/api/admin/brands', {
      name: 'Nueva Ñandú',
      tagline: 'Moda de prueba',
      card_tagline: 'tested elegance',
      primary_color: '#7e4015',
      palette: [{ name: 'Marrón', hex: '#7e4015' }, { name: 'Amarillo', hex: '#FFC629' }],
    });
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(data).toMatchObject({ slug: 'nueva-nandu', primary_color: '#7E4015', card_tagline: 'tested elegance', is_active: true, products_count: 0 });
    expect(data.palette).toEqual([{ name: 'Marrón', hex: '#7E4015' }, { name: 'Amarillo', hex: '#FFC629' }]);
    const audit = await lastAudit(data.id);
    expect(audit).toMatchObject({ action: 'create', entityLabel: 'Nueva Ñandú' });
    expect(audit!.changes.name).toEqual({ before: null, after: 'Nueva Ñandú' });
    // The same name again gets the next free slug only if the name differs; the same name is refused.
    const again = await json('POST', '/api/admin/brands', { name: 'nueva ñandú' });
    expect(again.status).toBe(422);
    expect((await again.json()).errors.name).toEqual(['Ya existe una marca con este nombre.']);
  });

  it('refuses bad input field by field, in Spanish, and writes nothing', async () => {
    await createBrand(t.db, { name: 'Ocupada', slug: 'ocupada' });
    const before = await t.db.select().from(brands);
    const cases: [unknown, string, string][] = [
      [{ name: '' }, 'name', 'El nombre es obligatorio.'],
      [{}, 'name', 'El nombre es obligatorio.'],
      [{ name: 'x', slug: 'Con Espacios' }, 'slug', 'El slug solo admite minúsculas, números y guiones (a-z, 0-9, -).'],
      [{ name: 'x', primary_color: 'rojo' }, 'primary_color', 'Color no válido: usa el formato #RRGGBB.'],
      [{ name: 'x', accent_color: '#12345' }, 'accent_color', 'Color no válido: usa el formato #RRGGBB.'],
      [{ name: 'x', palette: [{ name: 'Rojo', hex: 'red' }] }, 'palette.0.hex', 'Color no válido: usa el formato #RRGGBB.'],
      [{ name: 'x', palette: [{ name: '', hex: '#FFFFFF' }] }, 'palette.0.name', 'El nombre del color es obligatorio.'],
      [{ name: 'x', palette: [{ name: 'A', hex: '#FFFFFF' }, { name: 'a', hex: '#000000' }] }, 'palette.1.name', 'Ese nombre de color ya está en la paleta.'],
      [{ name: 'x', tagline: 'a'.repeat(161) }, 'tagline', 'El lema no puede superar 160 caracteres.'],
      [{ name: 'x', sort_order: -1 }, 'sort_order', 'El orden no puede ser negativo.'],
      [{ name: 'x', is_active: 'sí' }, 'is_active', 'Indica si la marca está activa (true o false).'],
      [{ name: 'x', logo_path: 'a' }, 'logo_path', 'Campo no admitido.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await json('POST', '/api/admin/brands', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect((await res.json()).errors[field], JSON.stringify(body)).toEqual([message]);
    }
    const taken = await json('POST', '/api/admin/brands', { name: 'Otra', slug: 'ocupada' });
    expect(taken.status).toBe(422);
    expect((await taken.json()).errors.slug).toEqual(['Ya existe una marca con este slug.']);
    expect(await t.db.select().from(brands)).toEqual(before);
  });

  it('gets, updates only what is sent, and logs the before and after', async () => {
    const brand = await createBrand(t.db, { name: 'Editable', slug: 'editable', tagline: 'Antes' });
    const res = await json('PUT', `/api/admin/brands/${brand.id}`, { tagline: 'Después', card_tagline: 'new line', palette: [{ name: 'Azul', hex: '#5B89B4' }] });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data).toMatchObject({ name: 'Editable', slug: 'editable', tagline: 'Después', card_tagline: 'new line' });
    const audit = await lastAudit(brand.id);
    expect(audit).toMatchObject({ action: 'update' });
    expect(audit!.changes).toEqual({
      tagline: { before: 'Antes', after: 'Después' },
      card_tagline: { before: null, after: 'new line' },
      palette: { before: [], after: [{ name: 'Azul', hex: '#5B89B4' }] },
    });
    expect((await t.get(`/api/admin/brands/${brand.id}`, t.admin)).body.data.tagline).toBe('Después');
    const cleared = await json('PUT', `/api/admin/brands/${brand.id}`, { tagline: '', slug: '' });
    expect((await cleared.json()).data).toMatchObject({ tagline: null, slug: 'editable' });
    const bad = await json('PUT', `/api/admin/brands/${brand.id}`, { primary_color: '#GGGGGG' });
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors.primary_color).toEqual(['Color no válido: usa el formato #RRGGBB.']);
    expect((await json('PUT', '/api/admin/brands/999999', { name: 'x' })).status).toBe(404);
    expect((await t.get('/api/admin/brands/999999', t.admin)).status).toBe(404);
  });

  it('deactivates and activates: the public list follows', async () => {
    const brand = await createBrand(t.db, { name: 'Pasajera', slug: 'pasajera' });
    const publicSlugs = async () => (await t.get('/api/brands')).body.data.map((b: { slug: string }) => b.slug);
    expect(await publicSlugs()).toContain('pasajera');
    const off = await json('POST', `/api/admin/brands/${brand.id}/deactivate`);
    expect((await off.json()).data.is_active).toBe(false);
    expect(await publicSlugs()).not.toContain('pasajera');
    expect(await lastAudit(brand.id)).toMatchObject({ action: 'deactivate', changes: { is_active: { before: true, after: false } } });
    const on = await json('POST', `/api/admin/brands/${brand.id}/activate`);
    expect((await on.json()).data.is_active).toBe(true);
    expect(await publicSlugs()).toContain('pasajera');
    expect((await json('POST', '/api/admin/brands/999999/activate')).status).toBe(404);
  });

  it('the public brands call carries the header card line, the palette and the logo, in the stored order', async () => {
    const second = await createBrand(t.db, { name: 'Orden Dos', slug: 'orden-dos', sortOrder: 9001 });
    const first = await createBrand(t.db, { name: 'Orden Uno', slug: 'orden-uno', sortOrder: 9000, cardTagline: 'contemporary elegance', palette: [{ name: 'brown', hex: '#7E4015' }] });
    // Written straight to the database: on PostgreSQL the kept list goes when the commit's notification arrives, a moment later.
    await vi.waitFor(async () => {
      const res = await t.get('/api/brands');
      const slugs = res.body.data.map((b: { slug: string }) => b.slug);
      expect(slugs).toEqual(expect.arrayContaining([first.slug, second.slug]));
      expect(slugs.indexOf(first.slug)).toBeLessThan(slugs.indexOf(second.slug));
      expect(res.body.data.find((b: { id: number }) => b.id === first.id)).toMatchObject({
        card_tagline: 'contemporary elegance',
        palette: [{ name: 'brown', hex: '#7E4015' }],
        logo_url: null,
      });
    });
  });

  it('deletes an unused brand; one with products (even retired ones) is a 409 that changes nothing', async () => {
    const used = await createBrand(t.db, { name: 'Con productos', slug: 'con-productos' });
    const category = await createCategory(t.db);
    await createProduct(t.db, { brand_id: used.id, category_id: category.id });
    const refused = await json('DELETE', `/api/admin/brands/${used.id}`);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe('No se puede borrar una marca con productos: desactívala o mueve sus productos.');
    expect(await t.db.select().from(brands).where(eq(brands.id, used.id))).toHaveLength(1);

    const unused = await createBrand(t.db, { name: 'Sin productos', slug: 'sin-productos' });
    const res = await json('DELETE', `/api/admin/brands/${unused.id}`);
    expect(res.status).toBe(200);
    expect((await res.json()).data.message).toBe('Marca «Sin productos» borrada.');
    expect(await t.db.select().from(brands).where(eq(brands.id, unused.id))).toEqual([]);
    expect(await lastAudit(unused.id)).toMatchObject({ action: 'delete', entityLabel: 'Sin productos' });
    expect((await json('DELETE', `/api/admin/brands/${unused.id}`)).status).toBe(404);
  });

  it('uploads a logo through the image pipeline, replaces it and removes it', async () => {
    const brand = await createBrand(t.db, { name: 'Con logo', slug: 'con-logo' });
    const res = await upload(brand.id, await png(1200, 600));
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.logo).toMatch(/^brands\/con-logo-[0-9a-f]+\.webp$/);
    expect(data.logo_url).toBe(`/storage/${data.logo}`);
    const served = await t.app.request(data.logo_url);
    if (served.status === 200) {
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 512, height: 256, hasAlpha: true });
    }
    expect(await lastAudit(brand.id)).toMatchObject({ action: 'update-logo', changes: { logo: { before: null, after: data.logo } } });

    const broken = await upload(brand.id, Buffer.from('not an image'), 'roto.png');
    expect(broken.status).toBe(422);
    expect((await broken.json()).errors.logo[0]).toMatch(/no es una imagen válida/);
    const tiny = await upload(brand.id, await png(20, 20));
    expect(tiny.status).toBe(422);
    expect((await tiny.json()).errors.logo).toEqual(['La imagen debe medir al menos 64 × 64 px.']);
    const empty = await t.app.request(`/api/admin/brands/${brand.id}/logo`, { method: 'POST', headers: t.admin, body: new FormData() });
    expect(empty.status).toBe(422);
    expect((await empty.json()).errors.logo).toEqual(['Elige una imagen para el logo.']);
    expect((await t.get(`/api/admin/brands/${brand.id}`, t.admin)).body.data.logo).toBe(data.logo);

    const removed = await json('DELETE', `/api/admin/brands/${brand.id}/logo`);
    expect((await removed.json()).data).toMatchObject({ logo: null, logo_url: null });
    expect(await lastAudit(brand.id)).toMatchObject({ action: 'remove-logo' });
    expect((await upload(999_999, await png(100, 100))).status).toBe(404);
  });

  it('needs brands.manage: a guest is a 401, a customer and a staff member without it are 403s', async () => {
    const brand = await createBrand(t.db, { name: 'Guardada', slug: 'guardada' });
    const customer = (await createUser(t.db)).auth;
    const catalogue = await staffWith(t.db, ['dashboard.view', 'products.view', 'products.manage']);
    const editor = (await createUser(t.db, { roles: ['editor'] })).auth;
    expect((await t.app.request('/api/admin/brands')).status).toBe(401);
    for (const who of [customer, catalogue]) {
      expect((await t.get('/api/admin/brands', who)).status).toBe(403);
      expect((await json('PUT', `/api/admin/brands/${brand.id}`, { name: 'Robada' }, who)).status).toBe(403);
      expect((await json('DELETE', `/api/admin/brands/${brand.id}`, undefined, who)).status).toBe(403);
    }
    expect((await t.db.select().from(brands).where(eq(brands.id, brand.id)))[0]!.name).toBe('Guardada');
    expect((await json('PUT', `/api/admin/brands/${brand.id}`, { tagline: 'Del editor' }, editor)).status).toBe(200);
  });
});
