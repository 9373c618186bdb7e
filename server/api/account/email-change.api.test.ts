import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, FACTORY_PASSWORD } from '../../../tests/factories';
import { createTestApp } from '../../../tests/test-app';
import { createTestDatabase, seedEssentials, type TestDatabase } from '../../../tests/test-database';
import { mailOutbox, users } from '../../db/schema';

// E-mail change with confirmation (issue 33): pending until the new address confirms, the old one
// told with a 7-day undo, a taken address answered like any other, single-use links.

let ipSeq = 0;
const json = (method: string, body: unknown, headers: Record<string, string> = {}) => ({
  method,
  headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${++ipSeq % 250}`, ...headers },
  body: JSON.stringify(body),
});

describe('e-mail change with confirmation', () => {
  let testDb: TestDatabase;
  let clock = new Date('2026-11-29T10:00:00Z');
  const db = () => testDb.database.db;
  let app: ReturnType<typeof createTestApp>;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await seedEssentials(testDb.database);
    app = createTestApp(testDb.database, { now: () => clock });
  });
  afterAll(async () => {
    await testDb.cleanup();
  });

  const askFor = (email: string, user: { name: string }, auth: Record<string, string>) =>
    app.request('/api/user/profile', json('PUT', { name: user.name, email, current_password: FACTORY_PASSWORD }, auth));
  const pending = async (auth: Record<string, string>) => (await (await app.request('/api/user/email-change', { headers: auth })).json()).data.pending;
  const mailsTo = (address: string) => db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, address)).orderBy(mailOutbox.id);
  const emailOf = async (userId: number) => (await db().select().from(users).where(eq(users.id, userId)))[0]!.email;
  async function linkTo(address: string, page: 'confirmar' | 'deshacer'): Promise<string> {
    const token = (await mailsTo(address))
      .map((mail) => mail.text.match(new RegExp(`/email/${page}\\?token=([A-Za-z0-9_-]{43})`))?.[1])
      .filter(Boolean)
      .at(-1);
    expect(token, `a ${page} link to ${address}`).toBeDefined();
    return token!;
  }
  const open = (token: string) => app.request(`/api/email-change?token=${token}`);
  const confirm = (token: string) => app.request('/api/email-change/confirm', json('POST', { token }));
  const undo = (token: string) => app.request('/api/email-change/undo', json('POST', { token }));

  it('a new e-mail waits for the link sent to it; confirmed, the old address gets a notice with an undo link', async () => {
    const { user, auth } = await createUser(db(), { name: 'Marta' });
    const asked = await askFor('Marta.Nueva@example.com', user, auth);
    expect(asked.status).toBe(200);
    expect((await asked.json()).data.email).toBe(user.email);
    expect(await emailOf(user.id)).toBe(user.email);
    expect(await pending(auth)).toEqual({ email: 'marta.nueva@example.com', requested_at: '2026-11-29T10:00:00.000Z', expires_at: '2026-11-30T10:00:00.000Z' });
    const [confirmation] = await mailsTo('marta.nueva@example.com');
    expect(confirmation).toMatchObject({ kind: 'email-change-confirm', subject: 'Confirma tu nuevo email de Tienda Diverso', userId: user.id });
    expect(await mailsTo(user.email)).toEqual([]);

    const token = await linkTo('marta.nueva@example.com', 'confirmar');
    // Opening the link changes nothing (mail scanners open links).
    const opened = await open(token);
    expect((await opened.json()).data).toEqual({ kind: 'confirm', email: 'marta.nueva@example.com', expires_at: '2026-11-30T10:00:00.000Z' });
    expect(await emailOf(user.id)).toBe(user.email);

    const done = await confirm(token);
    expect(done.status).toBe(200);
    expect((await done.json()).data).toEqual({ email: 'marta.nueva@example.com', revoked_sessions: 0 });
    expect(await emailOf(user.id)).toBe('marta.nueva@example.com');
    expect(await pending(auth)).toBeNull();
    expect((await app.request('/api/user', { headers: auth })).status).toBe(200);
    expect((await confirm(token)).status).toBe(404);
    expect((await open(token)).status).toBe(404);

    const [notice] = await mailsTo(user.email);
    expect(notice).toMatchObject({ kind: 'email-changed', subject: 'Tu correo de Tienda Diverso ha cambiado' });
    expect(notice!.text).toContain('marta.nueva@example.com');
    expect(notice!.text).toContain('http://localhost:3000/email/deshacer?token=');
  });

  it('an address that already has an account is answered exactly like any other, and told instead of sent a link', async () => {
    const { user: owner } = await createUser(db());
    const free = await createUser(db());
    const taken = await createUser(db());
    const answers = [];
    for (const [person, address] of [[free, 'libre-del-todo@example.com'], [taken, owner.email.toUpperCase()]] as const) {
      const res = await askFor(address, person.user, person.auth);
      const body = await res.json();
      answers.push({ status: res.status, keys: Object.keys(body.data).sort(), unchanged: body.data.email === person.user.email, pending: (await pending(person.auth))?.email });
    }
    expect(answers).toEqual([
      { status: 200, keys: answers[0]!.keys, unchanged: true, pending: 'libre-del-todo@example.com' },
      { status: 200, keys: answers[0]!.keys, unchanged: true, pending: owner.email },
    ]);
    const told = await mailsTo(owner.email);
    expect(told.map((mail) => [mail.kind, mail.subject])).toEqual([['email-change-taken', 'Ya tienes una cuenta en Tienda Diverso con este email']]);
    expect(told[0]!.text).not.toContain('/email/confirmar');
    expect(told[0]!.text).toContain('/forgot-password');
    expect(await emailOf(taken.user.id)).toBe(taken.user.email);
  });

  it('a newer request makes the older link do nothing', async () => {
    const { user, auth } = await createUser(db());
    await askFor('primera-opcion@example.com', user, auth);
    const older = await linkTo('primera-opcion@example.com', 'confirmar');
    await askFor('segunda-opcion@example.com', user, auth);
    expect(await pending(auth)).toMatchObject({ email: 'segunda-opcion@example.com' });
    expect((await open(older)).status).toBe(404);
    expect((await confirm(older)).status).toBe(404);
    expect(await emailOf(user.id)).toBe(user.email);
    expect((await confirm(await linkTo('segunda-opcion@example.com', 'confirmar'))).status).toBe(200);
    expect(await emailOf(user.id)).toBe('segunda-opcion@example.com');
  });

  it('cancelling leaves the e-mail as it was and the link does nothing', async () => {
    const { user, auth } = await createUser(db());
    await askFor('me-arrepiento@example.com', user, auth);
    const cancelled = await app.request('/api/user/email-change', { method: 'DELETE', headers: auth });
    expect(cancelled.status).toBe(200);
    expect((await cancelled.json()).data).toEqual({ pending: null });
    expect(await pending(auth)).toBeNull();
    expect((await confirm(await linkTo('me-arrepiento@example.com', 'confirmar'))).status).toBe(404);
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it('the confirmation link expires after 24 hours', async () => {
    const { user, auth } = await createUser(db());
    const asked = clock;
    await askFor('tarde@example.com', user, auth);
    const token = await linkTo('tarde@example.com', 'confirmar');
    try {
      clock = new Date(asked.getTime() + 24 * 3_600_000);
      expect(await pending(auth)).toBeNull();
      expect((await confirm(token)).status).toBe(404);
      expect(await emailOf(user.id)).toBe(user.email);
    } finally {
      clock = asked;
    }
  });

  it('the undo link puts the old e-mail back and ends every session, once, for 7 days', async () => {
    const { user, auth } = await createUser(db());
    await askFor('robada@example.com', user, auth);
    await confirm(await linkTo('robada@example.com', 'confirmar'));
    const token = await linkTo(user.email, 'deshacer');
    expect((await (await open(token)).json()).data).toMatchObject({ kind: 'undo', email: user.email });

    const undone = await undo(token);
    expect(undone.status).toBe(200);
    expect((await undone.json()).data).toEqual({ email: user.email, revoked_sessions: 1 });
    expect(await emailOf(user.id)).toBe(user.email);
    expect((await app.request('/api/user', { headers: auth })).status).toBe(401);
    expect((await undo(token)).status).toBe(404);
    const restored = (await mailsTo(user.email)).at(-1)!;
    expect(restored).toMatchObject({ kind: 'email-restored', subject: 'Tu cuenta vuelve a usar este email' });
    expect(restored.text).toContain('/forgot-password');

    const late = await createUser(db());
    const asked = clock;
    await askFor('otra-robada@example.com', late.user, late.auth);
    await confirm(await linkTo('otra-robada@example.com', 'confirmar'));
    const lateToken = await linkTo(late.user.email, 'deshacer');
    try {
      clock = new Date(asked.getTime() + 7 * 24 * 3_600_000 + 1000);
      expect((await undo(lateToken)).status).toBe(404);
      expect(await emailOf(late.user.id)).toBe('otra-robada@example.com');
    } finally {
      clock = asked;
    }
  });

  it('after two changes in a row, undoing the first withdraws the way back of the address in between', async () => {
    const { user, auth } = await createUser(db());
    await askFor('paso-uno@example.com', user, auth);
    await confirm(await linkTo('paso-uno@example.com', 'confirmar'));
    await askFor('paso-dos@example.com', user, auth);
    await confirm(await linkTo('paso-dos@example.com', 'confirmar'));
    const first = await linkTo(user.email, 'deshacer');
    const second = await linkTo('paso-uno@example.com', 'deshacer');
    expect((await undo(first)).status).toBe(200);
    expect(await emailOf(user.id)).toBe(user.email);
    expect((await undo(second)).status).toBe(404);
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it('an address another account took meanwhile: confirming or undoing answers 409 and changes nothing', async () => {
    const { user, auth } = await createUser(db());
    await askFor('disputada@example.com', user, auth);
    const token = await linkTo('disputada@example.com', 'confirmar');
    await createUser(db(), { email: 'disputada@example.com' });
    const refused = await confirm(token);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toMatch(/Otra cuenta usa ya esta dirección/);
    expect(await emailOf(user.id)).toBe(user.email);

    const second = await createUser(db());
    await askFor('destino-libre@example.com', second.user, second.auth);
    await confirm(await linkTo('destino-libre@example.com', 'confirmar'));
    const back = await linkTo(second.user.email, 'deshacer');
    await createUser(db(), { email: second.user.email });
    expect((await undo(back)).status).toBe(409);
    expect(await emailOf(second.user.id)).toBe('destino-libre@example.com');
  });

  it('limits the changes a person asks for: 429 after 5 in an hour, with nothing saved', async () => {
    const { user, auth } = await createUser(db());
    for (let i = 0; i < 5; i++) expect((await askFor(`intento-${i}@example.com`, user, auth)).status).toBe(200);
    const limited = await app.request('/api/user/profile', json('PUT', { name: 'Nombre Nuevo', email: 'intento-final@example.com', current_password: FACTORY_PASSWORD }, auth));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect(await mailsTo('intento-final@example.com')).toEqual([]);
    expect((await db().select().from(users).where(eq(users.id, user.id)))[0]!.name).toBe(user.name);
  });

  it('bad links are refused: 422 for a malformed code, 404 for an unknown one', async () => {
    expect((await app.request('/api/email-change?token=corto')).status).toBe(422);
    expect((await confirm('x'.repeat(43))).status).toBe(404);
    expect((await undo('y'.repeat(43))).status).toBe(404);
    expect((await app.request('/api/email-change/confirm', json('POST', { token: 'x'.repeat(43), extra: 1 }))).status).toBe(422);
  });
});
