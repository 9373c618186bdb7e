import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, FACTORY_PASSWORD } from '../../../tests/factories';
import { createTestApp } from '../../../tests/test-app';
import { createTestDatabase, seedEssentials, type TestDatabase } from '../../../tests/test-database';
import { accountTokens, mailOutbox, notifications, rateLimitCounters, users } from '../../db/schema';

// Password reset (issue 33): one answer for every address, a single-use link that a newer one
// and 30 minutes undo, the password policy, every session ended, limits per address and network.

const NEW_PASSWORD = 'cebolla-violeta-2026';
const json = (method: string, body: unknown, ip = '192.0.2.10') => ({
  method,
  headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
  body: JSON.stringify(body),
});

describe('password reset', () => {
  let testDb: TestDatabase;
  let clock = new Date('2026-11-29T10:00:00Z');
  const db = () => testDb.database.db;
  let app: ReturnType<typeof createTestApp>;
  let ipSeq = 0;
  /** Each test its own network address, so the per-address limits of one never reach another. */
  const freshIp = () => `198.51.100.${++ipSeq}`;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await seedEssentials(testDb.database);
    app = createTestApp(testDb.database, { now: () => clock });
  });
  afterAll(async () => {
    await testDb.cleanup();
  });

  const forgot = (email: string, ip = freshIp()) => app.request('/api/password/forgot', json('POST', { email }, ip));
  const resetWith = (token: string, password = NEW_PASSWORD, confirmation = password, ip = freshIp()) =>
    app.request('/api/password/reset', json('POST', { token, password, password_confirmation: confirmation }, ip));
  const linkOf = (token: string) => app.request(`/api/password/reset?token=${token}`);
  const mailsTo = (address: string) => db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, address)).orderBy(mailOutbox.id);
  /** The token of the newest reset e-mail to `address`. */
  async function tokenSentTo(address: string): Promise<string> {
    const mails = (await mailsTo(address)).filter((mail) => mail.kind === 'password-reset');
    const token = mails.at(-1)?.text.match(/\/reset-password\?token=([A-Za-z0-9_-]{43})/)?.[1];
    expect(token, `a reset link to ${address}`).toBeDefined();
    return token!;
  }

  it('answers the same whether or not the address has an account, and only an account gets the e-mail', async () => {
    const { user } = await createUser(db());
    const { user: deactivated } = await createUser(db());
    await db().update(users).set({ deactivatedAt: clock }).where(eq(users.id, deactivated.id));

    const answers = [];
    for (const email of [user.email, 'nadie-aqui@example.com', deactivated.email, user.email.toUpperCase()]) {
      const res = await forgot(email);
      answers.push({ status: res.status, body: await res.json(), cache: res.headers.get('cache-control') });
    }
    expect(answers[0]).toEqual({
      status: 200,
      body: { status: 'success', data: { message: 'Si hay una cuenta con ese email, te hemos enviado un enlace para elegir una contraseña nueva. Caduca en 30 minutos.' } },
      cache: answers[0]!.cache,
    });
    for (const answer of answers) expect(answer).toEqual(answers[0]);

    const sent = await mailsTo(user.email);
    expect(sent.map((mail) => [mail.kind, mail.userId, mail.subject])).toEqual([
      ['password-reset', user.id, 'Elige una contraseña nueva para Tienda Diverso'],
      ['password-reset', user.id, 'Elige una contraseña nueva para Tienda Diverso'],
    ]);
    expect(sent[0]!.text).toContain('http://localhost:3000/reset-password?token=');
    expect(await mailsTo('nadie-aqui@example.com')).toEqual([]);
    expect(await mailsTo(deactivated.email)).toEqual([]);
    const links = await db().select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect(links).toHaveLength(2);
    // Only the hash is kept.
    expect(sent[0]!.text).not.toContain(links[0]!.tokenHash);
    expect(links[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await db().select().from(accountTokens).where(eq(accountTokens.userId, deactivated.id))).toEqual([]);
  });

  it('the link changes nothing when opened, works once, ends every session and tells the owner', async () => {
    const { user, auth } = await createUser(db());
    const other = await createUser(db(), { email: user.email.replace('@', '+otra@') });
    const secondSession = await app.request('/api/login', json('POST', { email: user.email, password: FACTORY_PASSWORD }, '127.0.0.1'));
    const secondAuth = { Authorization: `Bearer ${(await secondSession.json()).token}` };
    await forgot(user.email);
    const token = await tokenSentTo(user.email);

    // Opening it (a mail scanner does) only says what it is for, as often as it is opened.
    for (let i = 0; i < 2; i++) {
      const opened = await linkOf(token);
      expect(opened.status).toBe(200);
      expect((await opened.json()).data).toEqual({ email: user.email, expires_at: '2026-11-29T10:30:00.000Z' });
    }
    expect((await app.request('/api/user', { headers: auth })).status).toBe(200);

    const done = await resetWith(token);
    expect(done.status).toBe(200);
    expect((await done.json()).data).toEqual({ email: user.email, revoked_sessions: 2 });
    expect((await app.request('/api/user', { headers: auth })).status).toBe(401);
    expect((await app.request('/api/user', { headers: secondAuth })).status).toBe(401);
    expect((await app.request('/api/user', { headers: other.auth })).status).toBe(200);

    // It signed no one in: the new password does, the old one no longer.
    expect((await app.request('/api/login', json('POST', { email: user.email, password: NEW_PASSWORD }, '127.0.0.1'))).status).toBe(200);
    expect((await app.request('/api/login', json('POST', { email: user.email, password: FACTORY_PASSWORD }, '127.0.0.1'))).status).toBe(422);

    const again = await resetWith(token, 'otra-contrasena-larga-9');
    expect(again.status).toBe(404);
    expect((await again.json()).message).toMatch(/Este enlace ya no sirve/);
    expect((await linkOf(token)).status).toBe(404);

    const notice = (await mailsTo(user.email)).filter((mail) => mail.kind === 'password-changed');
    expect(notice).toHaveLength(1);
    expect(notice[0]!.subject).toBe('Tu contraseña ha cambiado');
    expect(notice[0]!.text).toContain('Hemos cerrado todas las sesiones abiertas');
    const note = await db().select().from(notifications).where(and(eq(notifications.userId, user.id), eq(notifications.title, 'Has elegido una contraseña nueva')));
    expect(note).toHaveLength(1);
  });

  it('an older link does nothing once a newer one was asked for', async () => {
    const { user } = await createUser(db());
    await forgot(user.email);
    const older = await tokenSentTo(user.email);
    await forgot(user.email);
    const newer = await tokenSentTo(user.email);
    expect(newer).not.toBe(older);
    expect((await linkOf(older)).status).toBe(404);
    expect((await resetWith(older)).status).toBe(404);
    expect((await resetWith(newer)).status).toBe(200);
  });

  it('the link expires 30 minutes after it was asked for', async () => {
    const { user } = await createUser(db());
    const asked = clock;
    await forgot(user.email);
    const token = await tokenSentTo(user.email);
    try {
      clock = new Date(asked.getTime() + 30 * 60_000 - 1000);
      expect((await linkOf(token)).status).toBe(200);
      clock = new Date(asked.getTime() + 30 * 60_000);
      expect((await linkOf(token)).status).toBe(404);
      expect((await resetWith(token)).status).toBe(404);
      const [row] = await db().select().from(users).where(eq(users.id, user.id));
      expect(row!.passwordHash).toBe(user.passwordHash);
    } finally {
      clock = asked;
    }
  });

  it('the new password follows the password policy: 422 on its field, and the link still works', async () => {
    const { user } = await createUser(db());
    await forgot(user.email);
    const token = await tokenSentTo(user.email);
    const cases: [string, string, Record<string, string[]>][] = [
      ['corta', 'corta', { password: ['La contraseña debe tener al menos 12 caracteres.'] }],
      ['password1234', 'password1234', { password: ['Esta contraseña es demasiado común: elige otra.'] }],
      [user.email, user.email, { password: ['La contraseña no puede ser tu email ni el nombre de la tienda.'] }],
      ['aaaaaaaaaaaaaaa', 'aaaaaaaaaaaaaaa', { password: ['La contraseña no puede ser un mismo carácter repetido ni solo espacios.'] }],
      [NEW_PASSWORD, 'otra-cosa-distinta', { password_confirmation: ['Las contraseñas no coinciden.'] }],
    ];
    for (const [password, confirmation, errors] of cases) {
      const res = await resetWith(token, password, confirmation);
      expect(res.status, password).toBe(422);
      expect((await res.json()).errors).toEqual(errors);
    }
    const badToken = await app.request('/api/password/reset', json('POST', { token: 'no-vale', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }));
    expect(badToken.status).toBe(422);
    expect((await badToken.json()).errors.token).toEqual(['El enlace no es válido: ábrelo tal y como llegó en el email.']);
    expect((await resetWith(token)).status).toBe(200);
  });

  it('limits the requests per address, with or without an account, and per network address: 429 with Retry-After', async () => {
    const { user } = await createUser(db());
    for (const email of [user.email, 'tampoco-existe@example.com']) {
      for (let i = 0; i < 5; i++) expect((await forgot(email)).status).toBe(200);
      const limited = await forgot(email);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await limited.json()).message).toMatch(/^Has pedido demasiados enlaces seguidos/);
    }
    expect((await mailsTo(user.email)).filter((mail) => mail.kind === 'password-reset')).toHaveLength(5);

    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await forgot(`red-${i}@example.com`, ip)).status).toBe(200);
    expect((await forgot('red-final@example.com', ip)).status).toBe(429);
    expect((await forgot('red-final@example.com')).status).toBe(200);

    clock = new Date(clock.getTime() + 3_601_000);
    expect((await forgot(user.email)).status).toBe(200);
  });

  it('a reset withdraws a pending e-mail change, which someone else may have asked for', async () => {
    const { user, auth } = await createUser(db());
    const change = await app.request('/api/user/profile', {
      method: 'PUT',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: user.name, email: 'intruso@example.com', current_password: FACTORY_PASSWORD }),
    });
    expect(change.status).toBe(200);
    await forgot(user.email);
    expect((await resetWith(await tokenSentTo(user.email))).status).toBe(200);
    const confirm = (await mailsTo('intruso@example.com'))[0]!.text.match(/\/email\/confirmar\?token=([A-Za-z0-9_-]{43})/)![1]!;
    expect((await app.request('/api/email-change/confirm', json('POST', { token: confirm }))).status).toBe(404);
  });

  it("a page's form posting through the API in-process counts the visitor's network address", async () => {
    const pageApp = createTestApp(testDb.database, {
      now: () => clock,
      renderCache: false,
      ssrHandler: async (_request, context) => {
        const answer = await (context as { apiFetch: (path: string, init?: RequestInit) => Promise<Response> }).apiFetch('/api/password/forgot', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'desde-la-pagina@example.com' }),
        });
        return new Response(String(answer.status));
      },
    });
    const page = await pageApp.request('/forgot-password', {
      method: 'POST',
      headers: { 'X-Forwarded-For': '203.0.113.77', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'desde-la-pagina@example.com' }),
    });
    expect(await page.text()).toBe('200');
    const counted = await db().select().from(rateLimitCounters).where(eq(rateLimitCounters.key, 'password-reset:ip:203.0.113.77'));
    expect(counted).toHaveLength(1);
  });
});
