import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, FACTORY_PASSWORD } from '../../../tests/factories';
import { createTestApp } from '../../../tests/test-app';
import { createTestDatabase, seedEssentials, type TestDatabase } from '../../../tests/test-database';
import { accessTokens, mailOutbox, notifications, users } from '../../db/schema';

// Accounts, hardened (issue 11): password rules, throttling without lock-out, deactivated
// accounts, e-mail change with the current password, and no-store on private answers.

const send = (method: string, body: unknown, headers: Record<string, string> = {}) => ({
  method,
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
const from = (ip: string, headers: Record<string, string> = {}) => ({ 'X-Forwarded-For': ip, ...headers });

describe('accounts, hardened', () => {
  let testDb: TestDatabase;
  let clock = new Date('2026-11-24T10:00:00Z');
  const db = () => testDb.database.db;
  let app: ReturnType<typeof createTestApp>;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await seedEssentials(testDb.database);
    app = createTestApp(testDb.database, {
      now: () => clock,
      auth: { loginPerEmail: { max: 5, windowSeconds: 900 }, loginPerIp: { max: 100, windowSeconds: 900 } },
    });
  });
  afterAll(async () => {
    await testDb.cleanup();
  });

  const passwordHash = async (userId: number) => (await db().select().from(users).where(eq(users.id, userId)))[0]!.passwordHash;
  const outboxFor = (userId: number) => db().select().from(mailOutbox).where(eq(mailOutbox.userId, userId));

  describe('new passwords', () => {
    const register = (password: string, email: string) =>
      app.request('/api/register', send('POST', { name: 'Prueba', email, password, password_confirmation: password }, from('198.51.100.50')));

    it.each([
      ['12345678', 'The password must be at least 12 characters.'],
      ['        ', 'The password must be at least 12 characters.'],
      ['password1234', 'This password is too common: choose another.'],
      ['PASSWORD1234', 'This password is too common: choose another.'],
      ['Qwertyuiop123!', 'This password is too common: choose another.'],
      ['aaaaaaaaaaaaaaa', 'The password may not be one repeated character or only spaces.'],
      ['                ', 'The password may not be one repeated character or only spaces.'],
      ['reg.rules@example.com', 'The password may not be your email or the store name.'],
      ['TiendaDiverso2026', 'The password may not be your email or the store name.'],
    ])('register refuses %j and creates nothing', async (password, message) => {
      const res = await register(password, 'reg.rules@example.com');
      expect(res.status).toBe(422);
      expect((await res.json()).errors.password).toEqual([message]);
      expect(await db().select().from(users).where(eq(users.email, 'reg.rules@example.com'))).toHaveLength(0);
    });

    it('register accepts 12 characters that are not common', async () => {
      expect((await register('k7#Vq9!mZr2w', 'reg.ok@example.com')).status).toBe(201);
    });

    it('register reports a taken email and a bad password together', async () => {
      const { user } = await createUser(db());
      const res = await register('password1234', user.email);
      expect((await res.json()).errors).toEqual({
        email: ['The email has already been taken.'],
        password: ['This password is too common: choose another.'],
      });
    });

    it.each([
      ['corta-1234', 'La contraseña debe tener al menos 12 caracteres.'],
      ['x'.repeat(129), 'La contraseña no puede superar 128 caracteres.'],
      ['Password1234', 'Esta contraseña es demasiado común: elige otra.'],
      ['iloveyou2026!', 'Esta contraseña es demasiado común: elige otra.'],
      ['zzzzzzzzzzzzzz', 'La contraseña no puede ser un mismo carácter repetido ni solo espacios.'],
      ['Tienda Diverso 1', 'La contraseña no puede ser tu email ni el nombre de la tienda.'],
    ])('password change refuses %j in Spanish and keeps the old password', async (password, message) => {
      const { user, auth } = await createUser(db());
      const before = await passwordHash(user.id);
      const res = await app.request('/api/user/password', send('PUT', { current_password: FACTORY_PASSWORD, password, password_confirmation: password }, auth));
      expect(res.status).toBe(422);
      expect((await res.json()).errors.password).toEqual([message]);
      expect(await passwordHash(user.id)).toBe(before);
    });

    it.each([
      ['corta-1234', 'La contraseña debe tener al menos 12 caracteres.'],
      ['Password1234', 'Esta contraseña es demasiado común: elige otra.'],
      ['            ', 'La contraseña no puede ser un mismo carácter repetido ni solo espacios.'],
    ])('a staff account created in the back-office refuses %j and is not created', async (password, message) => {
      const { auth } = await createUser(db(), { roles: ['super-admin'] });
      const email = `staff-${password.length}-${Math.random().toString(36).slice(2, 8)}@tiendadiverso.es`;
      const res = await app.request('/api/admin/users', send('POST', { name: 'Nueva Persona', email, password, roles: ['editor'] }, auth));
      expect(res.status).toBe(422);
      expect((await res.json()).errors.password).toEqual([message]);
      expect(await db().select().from(users).where(eq(users.email, email))).toHaveLength(0);
    });

    it('password change refuses the account e-mail as the new password', async () => {
      const { user, auth } = await createUser(db());
      const res = await app.request('/api/user/password', send('PUT', { current_password: FACTORY_PASSWORD, password: user.email, password_confirmation: user.email }, auth));
      expect((await res.json()).errors.password).toEqual(['La contraseña no puede ser tu email ni el nombre de la tienda.']);
    });
  });

  describe('login throttling without lock-out', () => {
    const login = (email: string, password: string, ip: string) => app.request('/api/login', send('POST', { email, password }, from(ip)));

    it('lets the owner in from a known address after 6 failures, slows unknown addresses, and tells the owner once', async () => {
      // The factory's session was opened from 127.0.0.1: that address is known to the account.
      const { user } = await createUser(db(), { name: 'Lucía <b>Pérez</b>' });
      for (let i = 1; i <= 5; i++) expect((await login(user.email, 'no-es-la-buena', `203.0.113.${i}`)).status).toBe(422);
      // Past the limit an unknown address is slowed down before its password is even checked…
      expect((await login(user.email, 'no-es-la-buena', '203.0.113.6')).status).toBe(429);
      // …while the owner's own address is still heard: a sixth failure, then the right password.
      expect((await login(user.email, 'casi-la-buena', '127.0.0.1')).status).toBe(422);

      const owner = await login(user.email, FACTORY_PASSWORD, '127.0.0.1');
      expect(owner.status).toBe(200);
      const stranger = await login(user.email, FACTORY_PASSWORD, '198.51.100.77');
      expect(stranger.status).toBe(429);
      expect(Number(stranger.headers.get('retry-after'))).toBeGreaterThan(0);
      // More failures in the same window tell the owner nothing more.
      expect((await login(user.email, 'otra-equivocada', '127.0.0.1')).status).toBe(422);
      expect((await login(user.email, 'otra-equivocada', '198.51.100.78')).status).toBe(429);

      const notes = await db().select().from(notifications).where(and(eq(notifications.userId, user.id), eq(notifications.type, 'security')));
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({ title: 'Intentos de acceso fallidos en tu cuenta', link: '/user/security' });
      const mails = await outboxFor(user.id);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ toAddress: user.email, kind: 'login-failures', subject: 'Intentos de acceso fallidos en tu cuenta', sentAt: null });
      expect(mails[0]!.html).toContain('href="http://localhost:3000/user/security"');
      expect(mails[0]!.html).toContain('Lucía &lt;b&gt;Pérez&lt;/b&gt;');
      expect(mails[0]!.html).not.toContain('<b>Pérez');
      expect(mails[0]!.text).toContain('24 de noviembre de 2026');
      expect(mails[0]!.text).toContain('http://localhost:3000/user/security');

      // The next window starts clean: the stranger's address may try again, and a new wave warns again.
      clock = new Date(clock.getTime() + 901_000);
      expect((await login(user.email, FACTORY_PASSWORD, '198.51.100.77')).status).toBe(200);
      for (let i = 1; i <= 5; i++) await login(user.email, 'no-es-la-buena', `203.0.113.${i + 10}`);
      expect(await outboxFor(user.id)).toHaveLength(2);
    });

    it('throttles one address that keeps failing on one account, and one address that tries many accounts', async () => {
      const { user } = await createUser(db());
      for (let i = 0; i < 5; i++) await login(user.email, 'no-es-la-buena', '192.0.2.10');
      const blocked = await login(user.email, FACTORY_PASSWORD, '192.0.2.10');
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toBeTruthy();
      expect((await login(user.email, FACTORY_PASSWORD, '127.0.0.1')).status).toBe(200);

      const spray = createTestApp(testDb.database, { now: () => clock, auth: { loginPerIp: { max: 3, windowSeconds: 600 } } });
      for (let i = 0; i < 3; i++) await spray.request('/api/login', send('POST', { email: `nadie${i}@example.com`, password: 'x' }, from('192.0.2.20')));
      expect((await spray.request('/api/login', send('POST', { email: user.email, password: FACTORY_PASSWORD }, from('192.0.2.20')))).status).toBe(429);
    });

    it('answers an unknown e-mail past the limit like a known one, and writes no mail', async () => {
      for (let i = 1; i <= 6; i++) await login('nadie.aqui@example.com', 'no-es-la-buena', `203.0.113.${i + 100}`);
      expect((await login('nadie.aqui@example.com', 'no-es-la-buena', '127.0.0.1')).status).toBe(429);
      expect(await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'nadie.aqui@example.com'))).toHaveLength(0);
    });
  });

  describe('deactivated accounts', () => {
    it('cannot sign in with the right password, on either login call, and get no token', async () => {
      const { user } = await createUser(db());
      await db().update(users).set({ deactivatedAt: clock }).where(eq(users.id, user.id));
      const tokensBefore = (await db().select().from(accessTokens).where(eq(accessTokens.userId, user.id))).length;
      const message = 'Esta cuenta está desactivada. Escribe a support@tiendadiverso.es si crees que es un error.';

      const res = await app.request('/api/login', send('POST', { email: user.email, password: FACTORY_PASSWORD }, from('127.0.0.1')));
      expect(res.status).toBe(422);
      const body = await res.json();
      expect(body.message).toBe(message);
      expect(body).not.toHaveProperty('token');
      const legacy = await app.request('/auth/login', send('POST', { email: user.email, password: FACTORY_PASSWORD }, from('127.0.0.1')));
      expect(legacy.status).toBe(422);
      expect((await legacy.json()).errors.email).toEqual([message]);
      // Without the right password nothing says the account is deactivated.
      const wrong = await app.request('/api/login', send('POST', { email: user.email, password: 'no-es-la-buena' }, from('127.0.0.1')));
      expect((await wrong.json()).message).toBe('These credentials do not match our records.');
      expect(await db().select().from(accessTokens).where(eq(accessTokens.userId, user.id))).toHaveLength(tokensBefore);
    });
  });

  describe('e-mail change', () => {
    const profile = (body: Record<string, unknown>, auth: Record<string, string>) => app.request('/api/user/profile', send('PUT', body, auth));

    it('needs the current password, changes nothing without it, and then only writes to the new address (issue 33)', async () => {
      const { user, auth } = await createUser(db(), { name: 'Ana <Gómez>' });
      const missing = await profile({ name: user.name, email: 'ana.nueva@example.com' }, auth);
      expect(missing.status).toBe(422);
      expect((await missing.json()).errors).toEqual({ current_password: ['Introduce tu contraseña actual.'] });
      const wrong = await profile({ name: user.name, email: 'ana.nueva@example.com', current_password: 'no-es-la-buena' }, auth);
      expect((await wrong.json()).errors).toEqual({ current_password: ['La contraseña actual no es correcta.'] });
      expect((await db().select().from(users).where(eq(users.id, user.id)))[0]!.email).toBe(user.email);
      expect(await outboxFor(user.id)).toHaveLength(0);

      const ok = await profile({ name: user.name, email: 'Ana.Nueva@example.com', current_password: FACTORY_PASSWORD }, auth);
      expect(ok.status).toBe(200);
      expect((await ok.json()).data.email).toBe(user.email);
      const mails = await outboxFor(user.id);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ toAddress: 'ana.nueva@example.com', kind: 'email-change-confirm', subject: 'Confirma tu nuevo email de Tienda Diverso' });
      expect(mails[0]!.html).toContain('Ana &lt;Gómez&gt;');
    });

    it('needs no password when the e-mail stays (in any case or spacing)', async () => {
      const { user, auth } = await createUser(db());
      const res = await profile({ name: 'Nombre Nuevo', email: ` ${user.email.toUpperCase()} `, phone: '612345678' }, auth);
      expect(res.status).toBe(200);
      expect(await outboxFor(user.id)).toHaveLength(0);
    });
  });

  describe('Cache-Control: no-store', () => {
    it('is on every answer with a bearer token and on the private areas, not on the public catalogue', async () => {
      const { user, auth } = await createUser(db());
      const noStore = (res: Response) => expect(res.headers.get('cache-control')).toBe('no-store');
      noStore(await app.request('/api/user', { headers: auth }));
      noStore(await app.request('/api/user/notifications', { headers: auth }));
      noStore(await app.request('/api/user/settings'));
      noStore(await app.request('/api/admin/dashboard', { headers: auth }));
      noStore(await app.request('/api/products', { headers: auth }));
      noStore(await app.request('/api/login', send('POST', { email: user.email, password: FACTORY_PASSWORD }, from('127.0.0.1'))));
      noStore(await app.request('/auth/login', send('POST', { email: user.email, password: FACTORY_PASSWORD }, from('127.0.0.1'))));
      const shop = await app.request('/api/products');
      expect(shop.status).toBe(200);
      expect(shop.headers.get('cache-control')).not.toBe('no-store');
    });
  });
});
