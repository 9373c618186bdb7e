import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, FACTORY_PASSWORD } from '../../../tests/factories';
import { createTestApp } from '../../../tests/test-app';
import { createTestDatabase, seedEssentials, type TestDatabase } from '../../../tests/test-database';
import { accessTokens, notifications, users } from '../../db/schema';
import { hashToken } from './tokens';

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

describe('auth API', () => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createTestApp>;
  const db = () => testDb.database.db;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await seedEssentials(testDb.database);
    app = createTestApp(testDb.database);
  });
  afterAll(async () => {
    await testDb.cleanup();
  });

  describe('POST /api/register', () => {
    it('creates a customer, answers { token, user } and lets the token call GET /api/user', async () => {
      const res = await app.request(
        '/api/register',
        json({ name: ' Lucía Pérez ', email: ' Lucia@Example.com ', password: 'algodon-organico', password_confirmation: 'algodon-organico', phone: '+34 612 345 678' }),
      );
      expect(res.status).toBe(201);
      const body = await res.json();
      expect(Object.keys(body).sort()).toEqual(['token', 'user']);
      expect(body.token.length).toBeGreaterThanOrEqual(43);
      expect(body.user).toMatchObject({ name: 'Lucía Pérez', email: 'lucia@example.com', phone: '+34 612 345 678' });
      expect(body.user.roles.map((r: { name: string }) => r.name)).toEqual(['user']);
      expect(body.user).not.toHaveProperty('password_hash');
      expect(JSON.stringify(body.user)).not.toContain('argon2');

      const me = await app.request('/api/user', { headers: { Authorization: `Bearer ${body.token}` } });
      expect(me.status).toBe(200);
      expect((await me.json()).email).toBe('lucia@example.com');
    });

    it('stores the password as argon2id and the token only as a hash', async () => {
      const res = await app.request('/api/register', json({ name: 'Ana', email: 'ana.hash@example.com', password: 'lino-reciclado', password_confirmation: 'lino-reciclado' }));
      const { token, user } = await res.json();
      const [row] = await db().select().from(users).where(eq(users.id, user.id));
      expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
      const tokens = await db().select().from(accessTokens).where(eq(accessTokens.userId, user.id));
      expect(tokens).toHaveLength(1);
      expect(tokens[0]!.tokenHash).toBe(hashToken(token));
      expect(JSON.stringify(tokens)).not.toContain(token);
      expect(tokens[0]!.expiresAt.getTime() - tokens[0]!.createdAt.getTime()).toBe(30 * 86_400_000);
    });

    it('greets the new customer with a welcome notification', async () => {
      const res = await app.request('/api/register', json({ name: 'Bea', email: 'bea.welcome@example.com', password: 'punto-de-lana', password_confirmation: 'punto-de-lana' }));
      const { user } = await res.json();
      const rows = await db().select().from(notifications).where(eq(notifications.userId, user.id));
      expect(rows.map((n) => n.type)).toEqual(['welcome']);
    });

    it('never lets the body choose roles or permissions', async () => {
      const res = await app.request(
        '/api/register',
        json({ name: 'Mala', email: 'mala@example.com', password: 'quiero-ser-admin', password_confirmation: 'quiero-ser-admin', roles: ['super-admin'], role: 'admin', permissions: ['roles.manage'] }),
      );
      expect(res.status).toBe(201);
      const { user } = await res.json();
      expect(user.roles.map((r: { name: string }) => r.name)).toEqual(['user']);
      expect(user.permissions).toEqual([]);
    });

    it.each([
      [{}, { name: 'The name field is required.', email: 'The email field is required.', password: 'The password field is required.', password_confirmation: 'The password confirmation field is required.' }],
      [{ name: 'A', email: 'not-an-email', password: 'short', password_confirmation: 'short' }, { email: 'The email must be a valid email address.', password: 'The password must be at least 12 characters.' }],
      [{ name: 'A', email: 'a@example.com', password: 'larga-suficiente', password_confirmation: 'otra-distinta' }, { password_confirmation: 'The password confirmation does not match.' }],
      [{ name: '   ', email: 'b@example.com', password: 'larga-suficiente', password_confirmation: 'larga-suficiente', phone: 'call me' }, { name: 'The name field is required.', phone: 'The phone format is invalid.' }],
    ])('answers 422 with the first message per field (%#)', async (body, expected) => {
      const res = await app.request('/api/register', json(body));
      expect(res.status).toBe(422);
      const reply = await res.json();
      const firsts = Object.fromEntries(Object.entries(reply.errors as Record<string, string[]>).map(([k, v]) => [k, v[0]]));
      expect(firsts).toEqual(expected);
      expect(typeof reply.message).toBe('string');
    });

    it('refuses an email already taken, whatever its case or spaces', async () => {
      await createUser(db(), { email: 'taken@example.com' });
      const res = await app.request('/api/register', json({ name: 'Otra', email: '  TAKEN@example.com', password: 'larga-suficiente', password_confirmation: 'larga-suficiente' }));
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ message: 'The email has already been taken.', errors: { email: ['The email has already been taken.'] } });
    });

    it('answers 422, not 500, for a body that is not JSON', async () => {
      const res = await app.request('/api/register', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{nope' });
      expect([400, 422]).toContain(res.status);
      expect(res.headers.get('content-type')).toContain('application/json');
    });
  });

  describe('POST /api/login and /auth/login', () => {
    it('signs in with the right password, the email trimmed and in any case', async () => {
      const { user } = await createUser(db(), { email: 'marta@example.com' });
      const res = await app.request('/api/login', json({ email: ' MARTA@example.com ', password: FACTORY_PASSWORD }));
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.user.id).toBe(user.id);
      expect(typeof body.token).toBe('string');
    });

    it('answers the other reading with { success: true, user, token }', async () => {
      await createUser(db(), { email: 'legacy@example.com' });
      const res = await app.request('/auth/login', json({ email: 'legacy@example.com', password: FACTORY_PASSWORD }));
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.success).toBe(true);
      expect(body.user.email).toBe('legacy@example.com');
      expect(typeof body.token).toBe('string');
    });

    it('wrong password answers 422 and does not say whether the email exists', async () => {
      await createUser(db(), { email: 'exists@example.com' });
      const wrongPassword = await app.request('/api/login', json({ email: 'exists@example.com', password: 'incorrecta' }));
      const unknownEmail = await app.request('/api/login', json({ email: 'nobody@example.com', password: 'incorrecta' }));
      expect(wrongPassword.status).toBe(422);
      expect(unknownEmail.status).toBe(422);
      expect(await wrongPassword.json()).toEqual(await unknownEmail.json());
    });

    it('requires email and password', async () => {
      const res = await app.request('/api/login', json({}));
      expect(res.status).toBe(422);
      const body = await res.json();
      expect(body.errors).toEqual({ email: ['The email field is required.'], password: ['The password field is required.'] });
    });
  });

  describe('tokens', () => {
    it('GET /api/user needs a live token', async () => {
      expect((await app.request('/api/user')).status).toBe(401);
      expect((await app.request('/api/user', { headers: { Authorization: 'Bearer td_nonsense' } })).status).toBe(401);
      expect((await app.request('/api/user', { headers: { Authorization: 'Basic abc' } })).status).toBe(401);
      const body = await (await app.request('/api/user')).json();
      expect(body).toEqual({ message: 'Unauthenticated.' });
    });

    it('returns the bare user with roles and permissions', async () => {
      const { auth, user } = await createUser(db(), { roles: ['editor'] });
      const body = await (await app.request('/api/user', { headers: auth })).json();
      expect(body.id).toBe(user.id);
      expect(body.roles[0].name).toBe('editor');
      expect(body.roles[0].permissions).toContain('products.manage');
      expect(body.permissions).toEqual([]);
    });

    it('stops working the moment it is revoked by logout, and only that token', async () => {
      const { auth, user } = await createUser(db());
      const other = await app.request('/api/login', json({ email: user.email, password: FACTORY_PASSWORD }));
      const otherToken = (await other.json()).token;
      const out = await app.request('/api/logout', { method: 'POST', headers: auth });
      expect(out.status).toBe(200);
      expect((await app.request('/api/user', { headers: auth })).status).toBe(401);
      expect((await app.request('/api/logout', { method: 'POST', headers: auth })).status).toBe(401);
      expect((await app.request('/api/user', { headers: { Authorization: `Bearer ${otherToken}` } })).status).toBe(200);
    });

    it('expires after its lifetime', async () => {
      const { auth } = await createUser(db());
      const later = createTestApp(testDb.database, { now: () => new Date(Date.now() + 31 * 86_400_000) });
      expect((await later.request('/api/user', { headers: auth })).status).toBe(401);
      expect((await app.request('/api/user', { headers: auth })).status).toBe(200);
    });

    it('records when it was last used', async () => {
      const { auth, user } = await createUser(db(), { now: new Date(Date.now() - 3_600_000) });
      await app.request('/api/user', { headers: auth });
      const [row] = await db().select().from(accessTokens).where(eq(accessTokens.userId, user.id));
      expect(Date.now() - row!.lastUsedAt!.getTime()).toBeLessThan(60_000);
    });
  });
});
