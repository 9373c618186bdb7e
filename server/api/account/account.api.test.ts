import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, FACTORY_PASSWORD } from '../../../tests/factories';
import { createTestApp } from '../../../tests/test-app';
import { createTestDatabase, seedEssentials, type TestDatabase } from '../../../tests/test-database';
import { addresses, notifications } from '../../db/schema';

const send = (method: string, body: unknown, headers: Record<string, string>) => ({
  method,
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

const ADDRESS = {
  recipient_name: 'Lucía Pérez',
  street: 'Calle de Atocha 27, 3º B',
  postal_code: '28012',
  city: 'Madrid',
  province: 'Madrid',
  phone: '+34 612 345 678',
};

describe('customer account API', () => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createTestApp>;
  const storageRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'td-account-'));
  const db = () => testDb.database.db;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await seedEssentials(testDb.database);
    app = createTestApp(testDb.database, { storageRoot });
  });
  afterAll(async () => {
    await testDb.cleanup();
    fs.rmSync(storageRoot, { recursive: true, force: true });
  });

  it('needs a signed-in user for every /api/user/* call', async () => {
    for (const [method, url] of [['PUT', '/api/user/profile'], ['GET', '/api/user/addresses'], ['GET', '/api/user/sessions'], ['GET', '/api/user/settings'], ['GET', '/api/user/notifications'], ['PUT', '/api/user/password']]) {
      expect((await app.request(url!, { method })).status, `${method} ${url}`).toBe(401);
    }
  });

  describe('profile', () => {
    it('updates name and phone at once; a new email waits for its confirmation (issue 33)', async () => {
      const { auth, user } = await createUser(db());
      const res = await app.request(
        '/api/user/profile',
        send('PUT', { name: 'Lucía Pérez', email: 'Nueva@Example.com', phone: '612345678', current_password: FACTORY_PASSWORD }, auth),
      );
      expect(res.status).toBe(200);
      expect((await res.json()).data).toMatchObject({ name: 'Lucía Pérez', email: user.email, phone: '612345678' });
      const pending = await (await app.request('/api/user/email-change', { headers: auth })).json();
      expect(pending.data.pending).toMatchObject({ email: 'nueva@example.com' });
    });

    it('answers an email another account uses like any other, and changes nothing', async () => {
      const { user: other } = await createUser(db(), { email: 'ocupado@example.com' });
      const { auth, user } = await createUser(db());
      const res = await app.request('/api/user/profile', send('PUT', { name: 'X', email: 'OCUPADO@example.com', current_password: FACTORY_PASSWORD }, auth));
      expect(res.status).toBe(200);
      expect((await res.json()).data.email).toBe(user.email);
      const me = await (await app.request('/api/user', { headers: auth })).json();
      expect(me.email).toBe(user.email);
      expect(other.email).toBe('ocupado@example.com');
    });

    it('answers 422 per field for bad values', async () => {
      const { auth } = await createUser(db());
      const res = await app.request('/api/user/profile', send('PUT', { name: '', email: 'x', phone: 'abc' }, auth));
      expect(res.status).toBe(422);
      expect(Object.keys((await res.json()).errors).sort()).toEqual(['email', 'name', 'phone']);
    });
  });

  describe('profile photo', () => {
    const upload = (data: Buffer, name: string, type: string, auth: Record<string, string>) => {
      const form = new FormData();
      form.append('photo', new File([new Uint8Array(data)], name, { type }));
      return app.request('/api/user/profile/photo', { method: 'POST', body: form, headers: auth });
    };

    it('re-encodes an uploaded image to a 256 px WebP and serves it', async () => {
      const { auth } = await createUser(db());
      const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#7E4015' } }).png().toBuffer();
      const res = await upload(png, 'yo.png', 'image/png', auth);
      expect(res.status).toBe(200);
      const { data } = await res.json();
      expect(data.profile_photo_url).toMatch(/^\/storage\/avatars\/\d+-[0-9a-f]+\.webp$/);
      const served = await app.request(data.profile_photo_url);
      expect(served.status).toBe(200);
      expect(served.headers.get('cache-control')).toContain('immutable');
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
      expect(meta.exif).toBeUndefined();
    });

    it('refuses a file that is not an image whatever its name says', async () => {
      const { auth } = await createUser(db());
      const res = await upload(Buffer.from('<?php echo "hola"; ?>'), 'foto.png', 'image/png', auth);
      expect(res.status).toBe(422);
      expect((await res.json()).errors.photo[0]).toMatch(/no es una imagen válida/);
    });

    it('refuses a missing file and one over the size limit', async () => {
      const { auth } = await createUser(db());
      const empty = await app.request('/api/user/profile/photo', { method: 'POST', body: new FormData(), headers: auth });
      expect(empty.status).toBe(422);
      expect((await empty.json()).errors.photo).toEqual(['Elige una imagen.']);
      const big = await upload(Buffer.alloc(2 * 1024 * 1024 + 100 * 1024, 1), 'grande.jpg', 'image/jpeg', auth);
      expect(big.status).toBe(422);
      expect((await big.json()).errors.photo).toEqual(['La imagen no puede superar 2 MB.']);
    });

    it('answers a form far over the limit with 413 on photo and closes the connection', async () => {
      const { auth } = await createUser(db());
      const huge = await upload(Buffer.alloc(3 * 1024 * 1024, 1), 'enorme.jpg', 'image/jpeg', auth);
      expect(huge.status).toBe(413);
      expect(huge.headers.get('connection')).toBe('close');
      expect((await huge.json()).errors.photo).toEqual(['La imagen no puede superar 2 MB.']);
    });

    it('refuses a truncated PNG with a 422 on photo and keeps the photo it had', async () => {
      const { auth } = await createUser(db());
      const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).png().toBuffer();
      const before = (await (await upload(png, 'yo.png', 'image/png', auth)).json()).data.profile_photo_url;
      const res = await upload(png.subarray(0, Math.floor(png.length / 2)), 'cortada.png', 'image/png', auth);
      expect(res.status).toBe(422);
      expect((await res.json()).errors.photo[0]).toMatch(/dañada o incompleta/);
      expect((await (await app.request('/api/user', { headers: auth })).json()).profile_photo_url).toBe(before);
      expect((await app.request(before)).status).toBe(200);
    });

    it('removes the photo', async () => {
      const { auth } = await createUser(db());
      const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#000' } }).png().toBuffer();
      const first = (await (await upload(png, 'a.png', 'image/png', auth)).json()).data.profile_photo_url;
      const res = await app.request('/api/user/profile/photo', { method: 'DELETE', headers: auth });
      expect((await res.json()).data.profile_photo_url).toBeNull();
      expect((await app.request(first)).status).toBe(404);
    });
  });

  describe('addresses', () => {
    it('adds, lists, edits and deletes, with one default address', async () => {
      const { auth } = await createUser(db());
      const first = await (await app.request('/api/user/addresses', send('POST', ADDRESS, auth))).json();
      expect(first.data).toMatchObject({ ...ADDRESS, is_default: true });
      const second = await (await app.request('/api/user/addresses', send('POST', { ...ADDRESS, city: 'Sevilla', province: 'Sevilla', postal_code: '41001', is_default: true }, auth))).json();
      expect(second.data.is_default).toBe(true);
      let list = (await (await app.request('/api/user/addresses', { headers: auth })).json()).data;
      expect(list.map((a: { id: number; is_default: boolean }) => [a.id, a.is_default])).toEqual([[second.data.id, true], [first.data.id, false]]);

      const edited = await app.request(`/api/user/addresses/${first.data.id}`, send('PUT', { ...ADDRESS, street: 'Gran Vía 1' }, auth));
      expect((await edited.json()).data.street).toBe('Gran Vía 1');

      await app.request(`/api/user/addresses/${first.data.id}/default`, { method: 'POST', headers: auth });
      await app.request(`/api/user/addresses/${first.data.id}`, { method: 'DELETE', headers: auth });
      list = (await (await app.request('/api/user/addresses', { headers: auth })).json()).data;
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ id: second.data.id, is_default: true });
    });

    it.each([
      [{ ...ADDRESS, postal_code: '2801' }, 'postal_code'],
      [{ ...ADDRESS, postal_code: '99001' }, 'postal_code'],
      [{ ...ADDRESS, province: 'Narnia' }, 'province'],
      [{ ...ADDRESS, phone: '12' }, 'phone'],
      [{ ...ADDRESS, street: '' }, 'street'],
    ])('answers 422 for a bad field (%#) and stores nothing', async (body, field) => {
      const { auth, user } = await createUser(db());
      const res = await app.request('/api/user/addresses', send('POST', body, auth));
      expect(res.status).toBe(422);
      expect(Object.keys((await res.json()).errors)).toEqual([field]);
      expect(await db().select().from(addresses).where(eq(addresses.userId, user.id))).toHaveLength(0);
    });

    it('names each missing field in words that agree with it', async () => {
      const { auth } = await createUser(db());
      const { errors } = await (await app.request('/api/user/addresses', send('POST', {}, auth))).json();
      expect(errors.street).toEqual(['La dirección es obligatoria.']);
      expect(errors.city).toEqual(['La ciudad es obligatoria.']);
      expect(errors.recipient_name).toEqual(['El nombre del destinatario es obligatorio.']);
    });
  });

  describe('one customer can never reach another customer\'s data', () => {
    it('cannot read, edit, default or delete another customer\'s address', async () => {
      const owner = await createUser(db());
      const intruder = await createUser(db());
      const { data } = await (await app.request('/api/user/addresses', send('POST', ADDRESS, owner.auth))).json();
      expect((await (await app.request('/api/user/addresses', { headers: intruder.auth })).json()).data).toEqual([]);
      expect((await app.request(`/api/user/addresses/${data.id}`, send('PUT', { ...ADDRESS, street: 'Robada' }, intruder.auth))).status).toBe(404);
      expect((await app.request(`/api/user/addresses/${data.id}/default`, { method: 'POST', headers: intruder.auth })).status).toBe(404);
      expect((await app.request(`/api/user/addresses/${data.id}`, { method: 'DELETE', headers: intruder.auth })).status).toBe(404);
      const [row] = await db().select().from(addresses).where(eq(addresses.id, data.id));
      expect(row!.street).toBe(ADDRESS.street);
    });

    it('cannot see or revoke another customer\'s sessions', async () => {
      const owner = await createUser(db());
      const intruder = await createUser(db());
      const ownerSessions = (await (await app.request('/api/user/sessions', { headers: owner.auth })).json()).data;
      const intruderSessions = (await (await app.request('/api/user/sessions', { headers: intruder.auth })).json()).data;
      expect(intruderSessions.map((s: { id: number }) => s.id)).not.toContain(ownerSessions[0].id);
      expect((await app.request(`/api/user/sessions/${ownerSessions[0].id}`, { method: 'DELETE', headers: intruder.auth })).status).toBe(404);
      expect((await app.request('/api/user', { headers: owner.auth })).status).toBe(200);
    });

    it('cannot read, mark or delete another customer\'s notifications', async () => {
      const owner = await createUser(db());
      const intruder = await createUser(db());
      const [note] = await db().insert(notifications).values({ userId: owner.user.id, type: 'account', title: 'Privado', body: 'Solo para ti' }).returning();
      const list = (await (await app.request('/api/user/notifications', { headers: intruder.auth })).json()).data;
      expect(list.data).toEqual([]);
      expect((await app.request(`/api/user/notifications/${note!.id}/read`, { method: 'POST', headers: intruder.auth })).status).toBe(404);
      expect((await app.request(`/api/user/notifications/${note!.id}`, { method: 'DELETE', headers: intruder.auth })).status).toBe(404);
      const [row] = await db().select().from(notifications).where(eq(notifications.id, note!.id));
      expect(row!.readAt).toBeNull();
    });
  });

  describe('ids in the path are whole positive numbers, nothing else', () => {
    const LOOSE_IDS = ['%201', '1e2', '0x10', '1.0', '-1', '0', '2147483648', 'abc'];

    it('refuses a loose session id with a 422 and revokes nothing', async () => {
      const { auth } = await createUser(db());
      const [session] = (await (await app.request('/api/user/sessions', { headers: auth })).json()).data;
      for (const id of [...LOOSE_IDS, `%20${session.id}`, `${session.id}%20`]) {
        const res = await app.request(`/api/user/sessions/${id}`, { method: 'DELETE', headers: auth });
        expect(res.status, id).toBe(422);
        expect(Object.keys((await res.json()).errors), id).toEqual(['id']);
      }
      expect((await app.request('/api/user', { headers: auth })).status).toBe(200);
      expect((await (await app.request('/api/user/sessions', { headers: auth })).json()).data.map((s: { id: number }) => s.id)).toContain(session.id);
    });

    it('refuses loose address and notification ids with a 422', async () => {
      const { auth } = await createUser(db());
      for (const id of LOOSE_IDS) {
        for (const [method, url] of [
          ['PUT', `/api/user/addresses/${id}`],
          ['POST', `/api/user/addresses/${id}/default`],
          ['DELETE', `/api/user/addresses/${id}`],
          ['POST', `/api/user/notifications/${id}/read`],
          ['DELETE', `/api/user/notifications/${id}`],
        ] as const) {
          const res = await app.request(url, method === 'PUT' ? send(method, ADDRESS, auth) : { method, headers: auth });
          expect(res.status, `${method} ${url}`).toBe(422);
          expect((await res.json()).errors.id, `${method} ${url}`).toHaveLength(1);
        }
      }
    });

    it('reads page and per_page of the notifications strictly', async () => {
      const { auth } = await createUser(db());
      for (const query of ['page=1e2', 'page=0x10', 'page=%201', 'per_page=101', 'per_page=0', 'page=1&page=2', 'pagina=1']) {
        expect((await app.request(`/api/user/notifications?${query}`, { headers: auth })).status, query).toBe(422);
      }
      const page = (await (await app.request('/api/user/notifications?page=2&per_page=5', { headers: auth })).json()).data;
      expect(page).toMatchObject({ current_page: 2, per_page: 5, data: [] });
    });
  });

  describe('security', () => {
    it('lists active sessions with device and last use, marking the current one', async () => {
      const { auth, user } = await createUser(db());
      await app.request('/api/login', { ...send('POST', { email: user.email, password: FACTORY_PASSWORD }, { 'User-Agent': 'Firefox en Linux' }) });
      const sessions = (await (await app.request('/api/user/sessions', { headers: auth })).json()).data;
      expect(sessions).toHaveLength(2);
      expect(sessions.filter((s: { is_current: boolean }) => s.is_current)).toHaveLength(1);
      expect(sessions.map((s: { device: string }) => s.device)).toContain('Firefox en Linux');
      expect(sessions.every((s: { last_used_at: string | null }) => s.last_used_at)).toBe(true);
    });

    it('revokes one session or all the others', async () => {
      const { auth, user } = await createUser(db());
      const login = async () => (await (await app.request('/api/login', send('POST', { email: user.email, password: FACTORY_PASSWORD }, {}))).json()).token;
      const second = await login();
      const third = await login();
      const sessions = (await (await app.request('/api/user/sessions', { headers: { Authorization: `Bearer ${second}` } })).json()).data;
      const current = sessions.find((s: { is_current: boolean }) => s.is_current);
      expect((await app.request(`/api/user/sessions/${current.id}`, { method: 'DELETE', headers: auth })).status).toBe(200);
      expect((await app.request('/api/user', { headers: { Authorization: `Bearer ${second}` } })).status).toBe(401);

      const res = await app.request('/api/user/sessions', { method: 'DELETE', headers: auth });
      expect((await res.json()).data.revoked_sessions).toBe(1);
      expect((await app.request('/api/user', { headers: { Authorization: `Bearer ${third}` } })).status).toBe(401);
      expect((await app.request('/api/user', { headers: auth })).status).toBe(200);
    });

    it('changes the password only with the current one, ends other sessions and tells the customer', async () => {
      const { auth, user } = await createUser(db());
      const other = (await (await app.request('/api/login', send('POST', { email: user.email, password: FACTORY_PASSWORD }, {}))).json()).token;

      const wrong = await app.request('/api/user/password', send('PUT', { current_password: 'no-es-esta', password: 'nueva-contraseña', password_confirmation: 'nueva-contraseña' }, auth));
      expect(wrong.status).toBe(422);
      expect((await wrong.json()).errors.current_password).toEqual(['La contraseña actual no es correcta.']);

      const mismatch = await app.request('/api/user/password', send('PUT', { current_password: FACTORY_PASSWORD, password: 'nueva-contraseña', password_confirmation: 'otra' }, auth));
      expect((await mismatch.json()).errors.password_confirmation).toEqual(['Las contraseñas no coinciden.']);

      const res = await app.request('/api/user/password', send('PUT', { current_password: FACTORY_PASSWORD, password: 'nueva-contraseña', password_confirmation: 'nueva-contraseña' }, auth));
      expect(res.status).toBe(200);
      expect((await app.request('/api/user', { headers: { Authorization: `Bearer ${other}` } })).status).toBe(401);
      expect((await app.request('/api/user', { headers: auth })).status).toBe(200);
      expect((await app.request('/api/login', send('POST', { email: user.email, password: 'nueva-contraseña' }, {}))).status).toBe(200);
      const notes = (await (await app.request('/api/user/notifications', { headers: auth })).json()).data;
      expect(notes.data[0]).toMatchObject({ type: 'security', title: 'Has cambiado tu contraseña', read_at: null });
      expect(notes.unread).toBe(1);
    });
  });

  describe('settings and notifications', () => {
    it('saves preferences and answers 422 for unknown or wrong fields', async () => {
      const { auth } = await createUser(db());
      expect((await (await app.request('/api/user/settings', { headers: auth })).json()).data).toEqual({
        newsletter: false,
        order_updates: true,
        promotions: false,
        security_alerts: true,
        cart_reminders: false,
        cart_reminders_consent_at: null,
      });
      const saved = await app.request('/api/user/settings', send('PUT', { newsletter: true, promotions: true }, auth));
      expect((await saved.json()).data).toMatchObject({ newsletter: true, promotions: true, order_updates: true });
      expect((await (await app.request('/api/user/settings', { headers: auth })).json()).data.newsletter).toBe(true);
      expect((await app.request('/api/user/settings', send('PUT', { newsletter: 'yes' }, auth))).status).toBe(422);
      const unknown = await app.request('/api/user/settings', send('PUT', { is_admin: true }, auth));
      expect(unknown.status).toBe(422);
      expect((await unknown.json()).errors).toEqual({ is_admin: ['Campo no admitido.'] });
    });

    it('marks notifications read one by one or all at once', async () => {
      const { auth, user } = await createUser(db());
      const [a] = await db().insert(notifications).values([{ userId: user.id, type: 'account', title: 'A', body: 'a' }, { userId: user.id, type: 'account', title: 'B', body: 'b' }]).returning();
      await app.request(`/api/user/notifications/${a!.id}/read`, { method: 'POST', headers: auth });
      let page = (await (await app.request('/api/user/notifications', { headers: auth })).json()).data;
      expect(page.unread).toBe(1);
      expect(page).toMatchObject({ total: 2, current_page: 1, last_page: 1, from: 1, to: 2 });
      await app.request('/api/user/notifications/read-all', { method: 'POST', headers: auth });
      page = (await (await app.request('/api/user/notifications', { headers: auth })).json()).data;
      expect(page.unread).toBe(0);
      expect((await app.request('/api/user/notifications?page=0', { headers: auth })).status).toBe(422);
    });
  });
});
