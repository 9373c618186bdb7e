import { beforeAll, describe, expect, it } from 'vitest';
import { setupApiTest } from '../../../tests/api-test';
import { createBrand, createCategory, createProduct, createUser } from '../../../tests/factories';
import { auditLog } from '../../db/schema';
import { startOfStoreDay } from './audit-service';

describe('audit log API', () => {
  const api = setupApiTest();
  let ana: { id: number; name: string };
  let luis: { id: number; name: string };
  let productId: number;

  beforeAll(async () => {
    ana = (await createUser(api.db, { name: 'Ana Auditora', roles: ['admin'] })).user;
    luis = (await createUser(api.db, { name: 'Luis Editor', roles: ['editor'] })).user;
    const brand = await createBrand(api.db);
    const category = await createCategory(api.db);
    productId = (await createProduct(api.db, { name: 'Chaqueta vaquera', brand_id: brand.id, category_id: category.id })).id;
    const at = (iso: string) => new Date(iso);
    await api.db.insert(auditLog).values([
      { actorId: ana.id, actorName: ana.name, action: 'create', entityType: 'product', entityId: String(productId), entityLabel: 'Chaqueta vaquera', changes: { name: { before: null, after: 'Chaqueta vaquera' } }, createdAt: at('2026-03-01T10:00:00Z') },
      { actorId: luis.id, actorName: luis.name, action: 'update', entityType: 'product', entityId: String(productId), entityLabel: 'Chaqueta vaquera', changes: { price: { before: 79.9, after: 69.9 } }, createdAt: at('2026-03-02T10:00:00Z') },
      { actorId: ana.id, actorName: ana.name, action: 'delete', entityType: 'product', entityId: '999999', entityLabel: 'Gorro retirado', changes: {}, createdAt: at('2026-03-03T10:00:00Z') },
      { actorId: ana.id, actorName: ana.name, action: 'update', entityType: 'settings', entityId: null, entityLabel: 'Configuración', changes: { vat_rate: { before: 21, after: 10 } }, createdAt: at('2026-03-04T10:00:00Z') },
      // 23:30 in Madrid on 4 March is already 5 March in UTC: it belongs to the 4th there.
      { actorId: luis.id, actorName: luis.name, action: 'update', entityType: 'category', entityId: '1', entityLabel: 'Vestidos_100%', changes: {}, createdAt: at('2026-03-04T22:30:00Z') },
    ]);
  });

  const list = (query = '', headers = api.admin) => api.get(`/api/admin/audit${query}`, headers);

  it('lists the log newest first, paginated, with who, what and the changes', async () => {
    const { status, body } = await list('?per_page=2');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ current_page: 1, per_page: 2, total: 5, last_page: 3 });
    expect(body.data.data.map((e: { entity_label: string }) => e.entity_label)).toEqual(['Vestidos_100%', 'Configuración']);
    expect(body.data.data[1]).toMatchObject({
      actor: { id: ana.id, name: 'Ana Auditora' },
      action: 'update',
      entity_type: 'settings',
      changes: { vat_rate: { before: 21, after: 10 } },
      link: '/admin/settings',
    });
    const page3 = await list('?per_page=2&page=3');
    expect(page3.body.data.data.map((e: { action: string }) => e.action)).toEqual(['create']);
  });

  it('gives the people, entity types and actions present, for the filters', async () => {
    const { body } = await list();
    expect(body.data.facets).toEqual({
      actors: [
        { id: ana.id, name: 'Ana Auditora' },
        { id: luis.id, name: 'Luis Editor' },
      ],
      entity_types: ['category', 'product', 'settings'],
      actions: ['create', 'delete', 'update'],
    });
  });

  it('links to an entity only while it exists', async () => {
    const { body } = await list('?entity_type=product');
    const byAction = Object.fromEntries(body.data.data.map((e: { action: string; link: string | null }) => [e.action, e.link]));
    expect(byAction).toEqual({ create: `/admin/products/${productId}`, update: `/admin/products/${productId}`, delete: null });
  });

  it.each([
    ['actor', () => `?actor_id=${luis.id}`, ['Vestidos_100%', 'Chaqueta vaquera']],
    ['entity type', () => '?entity_type=product', ['Gorro retirado', 'Chaqueta vaquera', 'Chaqueta vaquera']],
    ['entity id', () => `?entity_type=product&entity_id=${productId}`, ['Chaqueta vaquera', 'Chaqueta vaquera']],
    ['action', () => '?action=delete', ['Gorro retirado']],
    ['a day, in Madrid time', () => '?from=2026-03-04&to=2026-03-04', ['Vestidos_100%', 'Configuración']],
    ['from only', () => '?from=2026-03-03', ['Vestidos_100%', 'Configuración', 'Gorro retirado']],
    ['to only', () => '?to=2026-03-01', ['Chaqueta vaquera']],
    ['search on the label', () => '?search=vaquera', ['Chaqueta vaquera', 'Chaqueta vaquera']],
    ['search with LIKE characters read literally', () => '?search=_100%25', ['Vestidos_100%']],
    ['nothing matching', () => '?action=import', []],
  ])('filters by %s', async (_name, query, labels) => {
    const { status, body } = await list(query());
    expect(status).toBe(200);
    expect(body.data.data.map((e: { entity_label: string }) => e.entity_label)).toEqual(labels);
    expect(body.data.total).toBe(labels.length);
  });

  it.each([
    ['?from=2026-03-05&to=2026-03-01', 'to', 'La fecha final no puede ser anterior a la inicial.'],
    ['?from=2026-02-30', 'from', 'from debe ser una fecha con el formato AAAA-MM-DD (por ejemplo 2026-11-24).'],
    ['?to=ayer', 'to', 'to debe ser una fecha con el formato AAAA-MM-DD (por ejemplo 2026-11-24).'],
    ['?actor_id=abc', 'actor_id', 'actor_id debe ser un número entero positivo.'],
    ['?entity_type=Pro%20duct', 'entity_type', 'entity_type no es válido.'],
    ['?action=x&action=y', 'action', 'action solo admite un valor (se ha indicado varias veces).'],
    ['?per_page=101', 'per_page', 'per_page no puede superar 100.'],
    ['?sort=asc', 'sort', 'Parámetro no admitido: cada filtro va una sola vez, con su nombre exacto y sin [].'],
  ])('answers 422 for %s', async (query, field, message) => {
    const { status, body } = await list(query);
    expect(status).toBe(422);
    expect(body.errors[field]).toEqual([message]);
  });

  it('is for those who may view the log: 401 for a guest, 403 for an editor or a customer', async () => {
    expect((await api.get('/api/admin/audit')).status).toBe(401);
    const editor = await createUser(api.db, { roles: ['editor'] });
    expect((await list('', editor.auth)).status).toBe(403);
    const customer = await createUser(api.db);
    expect((await list('', customer.auth)).status).toBe(403);
  });

  it('reads a day as the store does (Madrid), across the clock changes', () => {
    expect(startOfStoreDay('2026-03-04').toISOString()).toBe('2026-03-03T23:00:00.000Z');
    expect(startOfStoreDay('2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(startOfStoreDay('2026-03-29', 1).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(startOfStoreDay('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(startOfStoreDay('2026-10-25', 1).toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });
});
