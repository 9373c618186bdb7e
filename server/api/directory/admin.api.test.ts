import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCustomRole, createUser, createUserWithRole } from '../../../tests/factories';
import { createTestApp } from '../../../tests/test-app';
import { createTestDatabase, seedEssentials, type TestDatabase } from '../../../tests/test-database';
import { auditLog, directoryEntries } from '../../db/schema';
import { insertTestEntry } from './test-entries';

const clock = new Date('2026-11-25T09:30:00.000Z');

const ENTRY = {
  kind: 'profesional',
  name: 'Inés Patronaje Adaptado',
  sector: 'Patronista',
  summary: 'Patrones de ropa adaptada para personas usuarias de silla de ruedas.',
  city: 'Sevilla',
  province: 'Sevilla',
};

describe('directory API (staff)', () => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createTestApp>;
  let storageRoot: string;
  let admin: Record<string, string>;
  let adminId: number;
  let adminName: string;
  const db = () => testDb.database.db;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await seedEssentials(testDb.database);
    storageRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'td-directory-'));
    app = createTestApp(testDb.database, { now: () => clock, storageRoot });
    const created = await createUser(db(), { roles: ['admin'], name: 'Elena Moderadora' });
    admin = created.auth;
    adminId = created.user.id;
    adminName = created.user.name;
  });
  afterAll(async () => {
    await testDb.cleanup();
    fs.rmSync(storageRoot, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await db().delete(directoryEntries);
  });

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const call = async (method: string, url: string, body?: unknown, headers = admin): Promise<{ status: number; body: any }> => {
    const init = body === undefined ? { method, headers } : { method, headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
    const res = await app.request(`/api${url}`, init);
    return { status: res.status, body: await res.json() };
  };
  const auditOf = async (id: number) =>
    (
      await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'directory_entry'), eq(auditLog.entityId, String(id))))
        .orderBy(desc(auditLog.id))
    ).map((row) => row.action);
  const lastAudit = async (id: number) =>
    (await db().select().from(auditLog).where(and(eq(auditLog.entityType, 'directory_entry'), eq(auditLog.entityId, String(id)))).orderBy(desc(auditLog.id)).limit(1))[0];
  let proposer = 0;
  const propose = (name: string) =>
    app.request('/api/directory/proposals', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `192.0.2.${++proposer}` },
      body: JSON.stringify({ ...ENTRY, name, contact_name: 'Inés Vidal', contact_email: 'ines@example.com', accept_terms: true }),
    });
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 4, background: { r: 40, g: 120, b: 90, alpha: 0.6 } } }).png().toBuffer();
  const uploadLogo = async (id: number, data: Buffer) => {
    const form = new FormData();
    form.append('logo', new File([new Uint8Array(data)], 'logo.png', { type: 'image/png' }));
    const res = await app.request(`/api/admin/directory/${id}/logo`, { method: 'POST', headers: admin, body: form });
    return { status: res.status, body: await res.json() };
  };
  const stored = (key: string) => fs.existsSync(path.join(storageRoot, key));

  describe('access', () => {
    it('needs directory.manage: a guest is a 401, a customer and staff without it are 403s, an editor and a role with it pass', async () => {
      expect((await call('GET', '/admin/directory', undefined, {})).status).toBe(401);
      const customer = (await createUser(db())).auth;
      expect((await call('GET', '/admin/directory', undefined, customer)).status).toBe(403);
      const withoutIt = (await createUserWithRole(db(), (await createCustomRole(db(), ['dashboard.view', 'brands.manage'])).id)).auth;
      const refused = await call('GET', '/admin/directory', undefined, withoutIt);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toEqual(expect.any(String));
      const entry = await insertTestEntry(db(), { status: 'pending' });
      expect((await call('POST', `/admin/directory/${entry.id}/approve`, undefined, withoutIt)).status).toBe(403);
      expect((await call('DELETE', `/admin/directory/${entry.id}`, undefined, customer)).status).toBe(403);
      expect(await db().select().from(directoryEntries)).toHaveLength(1);

      const moderator = (await createUserWithRole(db(), (await createCustomRole(db(), ['directory.manage'])).id)).auth;
      expect((await call('GET', '/admin/directory', undefined, moderator)).status).toBe(200);
      const editor = (await createUser(db(), { roles: ['editor'] })).auth;
      expect((await call('GET', `/admin/directory/${entry.id}`, undefined, editor)).status).toBe(200);
    });
  });

  describe('moderation', () => {
    it('lists pending proposals first, then the newest, with the pending count and the proposer', async () => {
      await insertTestEntry(db(), { name: 'Antigua', createdAt: new Date('2026-01-01T10:00:00Z') });
      await insertTestEntry(db(), { name: 'Reciente', createdAt: new Date('2026-11-01T10:00:00Z') });
      await insertTestEntry(db(), { name: 'Propuesta vieja', status: 'pending', createdAt: new Date('2025-06-01T10:00:00Z'), contactEmail: 'ana@taller.es' });
      await insertTestEntry(db(), { name: 'Propuesta nueva', status: 'pending', kind: 'servicio', createdAt: new Date('2026-11-20T10:00:00Z') });

      const all = await call('GET', '/admin/directory');
      expect(all.status).toBe(200);
      expect(all.body.data.data.map((e: { name: string }) => e.name)).toEqual(['Propuesta nueva', 'Propuesta vieja', 'Reciente', 'Antigua']);
      expect(all.body.data).toMatchObject({ total: 4, pending_count: 2 });
      expect(all.body.data.data[1]).toMatchObject({ status: 'pending', contact_email: 'ana@taller.es', reviewed_by: null, is_active: true });

      const approved = await call('GET', '/admin/directory?status=approved');
      expect(approved.body.data.data.map((e: { name: string }) => e.name)).toEqual(['Reciente', 'Antigua']);
      expect(approved.body.data.pending_count).toBe(2);
      expect((await call('GET', '/admin/directory?kind=servicio')).body.data.data.map((e: { name: string }) => e.name)).toEqual(['Propuesta nueva']);
      expect((await call('GET', '/admin/directory?search=PROPUESTA%20vieja')).body.data.total).toBe(1);
      expect((await call('GET', '/admin/directory?search=ana@taller')).body.data.data.map((e: { name: string }) => e.name)).toEqual(['Propuesta vieja']);
      expect((await call('GET', '/admin/directory?status=rechazada')).status).toBe(422);
    });

    it('approves a proposal: it becomes public, with who approved it and when; approving again is a 409', async () => {
      expect((await propose('Taller Ñu de Triana')).status).toBe(201);
      const [row] = await db().select().from(directoryEntries);
      expect((await call('GET', '/directory?search=triana')).body.data.total).toBe(0);

      const res = await call('POST', `/admin/directory/${row!.id}/approve`);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        status: 'approved',
        is_active: true,
        reviewed_by: { id: adminId, name: adminName },
        reviewed_at: clock.toISOString(),
        contact_name: 'Inés Vidal',
      });
      const listed = await call('GET', '/directory?search=triana');
      expect(listed.body.data.data.map((e: { slug: string }) => e.slug)).toEqual(['taller-nu-de-triana']);
      expect((await call('GET', '/directory/entries/taller-nu-de-triana')).status).toBe(200);
      expect(await lastAudit(row!.id)).toMatchObject({
        action: 'approve',
        actorId: adminId,
        entityLabel: 'Taller Ñu de Triana',
        changes: { status: { before: 'pending', after: 'approved' } },
      });

      const again = await call('POST', `/admin/directory/${row!.id}/approve`);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('«Taller Ñu de Triana» ya está publicada en el directorio.');
      expect((await call('POST', '/admin/directory/999999/approve')).status).toBe(404);
    });

    it('rejects a proposal by deleting it, and deletes a published entry with its logo', async () => {
      const pending = await insertTestEntry(db(), { name: 'Spam Textil', status: 'pending' });
      const rejected = await call('DELETE', `/admin/directory/${pending.id}`);
      expect(rejected.status).toBe(200);
      expect(rejected.body.data.message).toBe('Propuesta «Spam Textil» rechazada y borrada.');
      expect(await auditOf(pending.id)).toEqual(['reject']);

      const published = await insertTestEntry(db(), { name: 'Cierra el taller' });
      const logo = (await uploadLogo(published.id, await png(300, 300))).body.data.logo_url as string;
      const key = logo.replace('/storage/', '');
      expect(stored(key)).toBe(true);
      const deleted = await call('DELETE', `/admin/directory/${published.id}`);
      expect(deleted.body.data.message).toBe('Ficha «Cierra el taller» borrada del directorio.');
      expect(stored(key)).toBe(false);
      expect(await auditOf(published.id)).toEqual(['delete', 'update-logo']);
      expect(await db().select().from(directoryEntries)).toEqual([]);
      expect((await call('DELETE', `/admin/directory/${published.id}`)).status).toBe(404);
      // The audit log no longer links to it.
      const log = await call('GET', `/admin/audit?entity_type=directory_entry&entity_id=${published.id}`);
      expect(log.status).toBe(200);
      expect(log.body.data.data.map((e: { action: string; link: string | null }) => [e.action, e.link])).toEqual([
        ['delete', null],
        ['update-logo', null],
      ]);
    });
  });

  describe('editing', () => {
    it('creates a published entry reviewed by staff, with a slug from its name, and audits it', async () => {
      const res = await call('POST', '/admin/directory', { ...ENTRY, postal_code: '41010', tags: ['Ropa adaptada'], is_verified: true });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({
        slug: 'ines-patronaje-adaptado',
        path: '/directorio/profesionales/ines-patronaje-adaptado',
        status: 'approved',
        is_active: true,
        is_verified: true,
        tags: ['ropa adaptada'],
        reviewed_by: { id: adminId, name: adminName },
        contact_name: null,
        logo_url: null,
      });
      const id = res.body.data.id;
      expect((await call('GET', '/directory?search=ines%20silla')).body.data.data.map((e: { id: number }) => e.id)).toEqual([id]);
      const log = await call('GET', `/admin/audit?entity_type=directory_entry&entity_id=${id}`);
      expect(log.body.data.data[0]).toMatchObject({ action: 'create', link: `/admin/directory/${id}` });
      expect(await lastAudit(id)).toMatchObject({
        action: 'create',
        entityLabel: 'Inés Patronaje Adaptado',
        changes: { name: { before: null, after: 'Inés Patronaje Adaptado' }, entry_kind: { before: null, after: 'profesional' } },
      });

      const again = await call('POST', '/admin/directory', ENTRY);
      expect(again.body.data.slug).toBe('ines-patronaje-adaptado-2');
      const taken = await call('POST', '/admin/directory', { ...ENTRY, slug: 'ines-patronaje-adaptado' });
      expect(taken.status).toBe(422);
      expect(taken.body.errors).toEqual({ slug: ['Ya existe una ficha con este slug.'] });
    });

    it('refuses a new entry without its required fields, each on its field', async () => {
      const res = await call('POST', '/admin/directory', { name: 'Solo nombre', postal_code: '41010' });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({
        kind: ['Elige el tipo: empresa, servicio o profesional.'],
        sector: ['El sector es obligatorio.'],
        summary: ['La presentación breve es obligatoria.'],
        city: ['La localidad es obligatoria.'],
        province: ['Elige una provincia de la lista.'],
      });
      expect(await db().select().from(directoryEntries)).toEqual([]);
    });

    it('changes only the fields sent, checks the rules on the result, keeps the search text current', async () => {
      const entry = await insertTestEntry(db(), { name: 'Lavandería Azul', slug: 'lavanderia-azul', kind: 'servicio', city: 'Sevilla', province: 'Sevilla', phone: '954 000 111' });
      const res = await call('PATCH', `/admin/directory/${entry.id}`, { name: 'Tintorería Verde', website: 'https://verde.es', phone: '' });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ name: 'Tintorería Verde', slug: 'lavanderia-azul', website: 'https://verde.es', phone: null, city: 'Sevilla', kind: 'servicio' });
      expect((await call('GET', '/directory?search=tintoreria%20verde')).body.data.total).toBe(1);
      expect((await call('GET', '/directory?search=azul')).body.data.total).toBe(0);
      expect(await lastAudit(entry.id)).toMatchObject({
        action: 'update',
        changes: { name: { before: 'Lavandería Azul', after: 'Tintorería Verde' }, phone: { before: '954 000 111', after: null }, website: { before: null, after: 'https://verde.es' } },
      });

      // The postal code is checked against the stored province.
      const wrongPlace = await call('PATCH', `/admin/directory/${entry.id}`, { postal_code: '28013' });
      expect(wrongPlace.status).toBe(422);
      expect(wrongPlace.body.errors).toEqual({ postal_code: ['Este código postal no es de Sevilla: en Sevilla empiezan por 41.'] });

      // An emptied slug is made again from the name; another entry's slug is a 422.
      expect((await call('PATCH', `/admin/directory/${entry.id}`, { slug: '' })).body.data.slug).toBe('tintoreria-verde');
      await insertTestEntry(db(), { slug: 'ocupado' });
      const taken = await call('PATCH', `/admin/directory/${entry.id}`, { slug: 'ocupado' });
      expect(taken.status).toBe(422);
      expect(taken.body.errors).toEqual({ slug: ['Ya existe una ficha con este slug.'] });

      const before = (await auditOf(entry.id)).length;
      expect((await call('PATCH', `/admin/directory/${entry.id}`, { city: 'Sevilla' })).status).toBe(200);
      expect(await auditOf(entry.id)).toHaveLength(before);
      expect((await call('PATCH', '/admin/directory/999999', { city: 'Sevilla' })).status).toBe(404);
      expect((await call('PATCH', `/admin/directory/${entry.id}`, { status: 'approved' })).body.errors).toEqual({ status: ['Campo no admitido.'] });
    });

    it('hides an entry from the directory without removing it', async () => {
      const entry = await insertTestEntry(db(), { name: 'Oculta pronto', slug: 'oculta-pronto' });
      const res = await call('PATCH', `/admin/directory/${entry.id}`, { is_active: false });
      expect(res.body.data).toMatchObject({ is_active: false, status: 'approved' });
      expect((await call('GET', '/directory/entries/oculta-pronto')).status).toBe(404);
      expect((await call('GET', '/directory')).body.data.total).toBe(0);
      expect(await lastAudit(entry.id)).toMatchObject({ action: 'deactivate', changes: { is_active: { before: true, after: false } } });
    });

    it('uploads a logo through the brands pipeline, shows it publicly, replaces and removes it', async () => {
      const entry = await insertTestEntry(db(), { name: 'Con logo', slug: 'con-logo' });
      const first = await uploadLogo(entry.id, await png(1000, 500));
      expect(first.status).toBe(200);
      expect(first.body.data.logo_url).toMatch(/^\/storage\/directory\/con-logo-[0-9a-f]+\.webp$/);
      const firstKey = first.body.data.logo_url.replace('/storage/', '');
      const meta = await sharp(fs.readFileSync(path.join(storageRoot, firstKey))).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 512, height: 256, hasAlpha: true });
      expect((await call('GET', '/directory')).body.data.data[0].logo_url).toBe(first.body.data.logo_url);

      const tiny = await uploadLogo(entry.id, await png(20, 20));
      expect(tiny.status).toBe(422);
      expect(tiny.body.errors.logo).toEqual(['La imagen debe medir al menos 64 × 64 px.']);

      const second = await uploadLogo(entry.id, await png(200, 200));
      const secondKey = second.body.data.logo_url.replace('/storage/', '');
      expect(stored(firstKey)).toBe(false);
      expect(stored(secondKey)).toBe(true);

      const removed = await call('DELETE', `/admin/directory/${entry.id}/logo`);
      expect(removed.body.data.logo_url).toBeNull();
      expect(stored(secondKey)).toBe(false);
      expect(await auditOf(entry.id)).toEqual(['remove-logo', 'update-logo', 'update-logo']);
      expect((await uploadLogo(999_999, await png(100, 100))).status).toBe(404);
    });
  });
});
