import { and, asc, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECOND_FACTOR_REQUIRED_MESSAGE, SECOND_FACTOR_STILL_REQUIRED } from '../../../common/second-factor/contracts';
import { createUser, FACTORY_PASSWORD } from '../../../tests/factories';
import { SoftAuthenticator } from '../../../tests/simulators/webauthn-authenticator';
import { createTestApp } from '../../../tests/test-app';
import { createTestDatabase, seedEssentials, type TestDatabase } from '../../../tests/test-database';
import { accessTokens, auditLog, mailOutbox, passkeys, recoveryCodes, roles, totpAuthenticators } from '../../db/schema';

/* eslint-disable @typescript-eslint/no-explicit-any -- the tests read the JSON as it comes */
type Headers = Record<string, string>;

// Two-factor sign-in (issue 33): an authenticator app with a clock the test controls, recovery
// codes, passkeys through a software authenticator that speaks WebAuthn, the back-office closed to
// password-only sessions of roles that require a factor, and staff's reset.

describe('two-factor sign-in', () => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createTestApp>;
  let clock = new Date();
  const db = () => testDb.database.db;
  let ipSeq = 0;
  const ORIGIN = 'http://localhost';

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await seedEssentials(testDb.database);
    app = createTestApp(testDb.database, { now: () => clock });
  });
  afterAll(async () => {
    await testDb.cleanup();
  });

  const send = async (method: string, url: string, headers: Headers = {}, body?: unknown) => {
    const res = await app.request(url, {
      method,
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `192.0.2.${++ipSeq % 250}`, ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as any };
  };
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const codeAt = (secret: string, at: Date) => generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
  const later = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };
  const events = async (userId: number) =>
    (await db().select().from(auditLog).where(and(eq(auditLog.entityType, 'account-security'), eq(auditLog.entityId, String(userId))))).map((row) => row.action);

  /** A customer with the app switched on: its secret and the ten recovery codes. */
  async function withApp(options: { roles?: ('user' | 'admin' | 'editor')[]; passwordOnly?: boolean } = {}) {
    const person = await createUser(db(), { roles: options.roles ?? ['user'], passwordOnly: options.passwordOnly ?? true });
    const setup = await send('POST', '/api/user/second-factor/totp', person.auth, { current_password: FACTORY_PASSWORD });
    expect(setup.status, JSON.stringify(setup.body)).toBe(200);
    const confirmed = await send('POST', '/api/user/second-factor/totp/confirm', person.auth, { code: await codeAt(setup.body.data.secret, clock) });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    later(30); // the next code is another step's
    return { ...person, secret: setup.body.data.secret as string, codes: confirmed.body.data.recovery_codes as string[] };
  }

  const passwordLogin = (email: string) => send('POST', '/api/login', {}, { email, password: FACTORY_PASSWORD });

  describe('the authenticator app', () => {
    it('is set up with the password, a QR code and a first code, and answers ten recovery codes once', async () => {
      const person = await createUser(db(), { passwordOnly: true });
      const wrongPassword = await send('POST', '/api/user/second-factor/totp', person.auth, { current_password: 'no-es-esta' });
      expect(wrongPassword.status).toBe(422);
      expect(wrongPassword.body.errors.current_password).toBeDefined();

      const setup = await send('POST', '/api/user/second-factor/totp', person.auth, { current_password: FACTORY_PASSWORD });
      expect(setup.status).toBe(200);
      expect(setup.body.data.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(setup.body.data.otpauth_url).toMatch(/^otpauth:\/\/totp\/Tienda%20Diverso:.+\?.*secret=/);
      expect(setup.body.data.qr_svg).toMatch(/^<svg[\s\S]+<\/svg>\s*$/);

      // Not switched on before its first code: the password alone still signs in.
      expect((await passwordLogin(person.user.email)).body.token).toBeDefined();

      const wrong = await send('POST', '/api/user/second-factor/totp/confirm', person.auth, { code: '000000' });
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors.code[0]).toMatch(/no es válido/);
      const badShape = await send('POST', '/api/user/second-factor/totp/confirm', person.auth, { code: '12ab' });
      expect(badShape.status).toBe(422);

      const confirmed = await send('POST', '/api/user/second-factor/totp/confirm', person.auth, { code: await codeAt(setup.body.data.secret, clock) });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.data.recovery_codes).toHaveLength(10);
      expect(new Set(confirmed.body.data.recovery_codes).size).toBe(10);
      for (const code of confirmed.body.data.recovery_codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
      // Only their hashes are kept.
      const stored = await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, person.user.id));
      expect(stored.map((row) => row.codeHash)).not.toContain(confirmed.body.data.recovery_codes[0]);

      const status = await send('GET', '/api/user/second-factor', person.auth);
      expect(status.body.data).toMatchObject({ enabled: true, required: false, session_verified: true, totp: { enabled: true }, recovery_codes: { remaining: 10 } });
      expect(status.body.data.events[0]).toMatchObject({ action: 'totp-enabled' });
      const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, person.user.email)).orderBy(asc(mailOutbox.id));
      expect(mails.map((mail) => mail.kind)).toContain('second-factor-changed');

      const again = await send('POST', '/api/user/second-factor/totp', person.auth, { current_password: FACTORY_PASSWORD });
      expect(again.status).toBe(409);
    });

    it('makes the password a first step: no session until the code, and the step is no bearer token', async () => {
      const person = await withApp();
      const first = await passwordLogin(person.user.email);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ second_factor_required: true, methods: ['totp', 'recovery-code'], passkey_options: null });
      expect(first.body.token).toBeUndefined();
      expect(first.body.challenge).toMatch(/^tdc_/);
      // A half-signed-in step opens nothing: every protected endpoint refuses it.
      for (const url of ['/api/user', '/api/user/second-factor', '/api/user/sessions', '/api/admin/users']) {
        expect((await send('GET', url, bearer(first.body.challenge))).status, url).toBe(401);
      }

      const wrong = await send('POST', '/api/login/second-factor', {}, { challenge: first.body.challenge, code: '123456' });
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors.code).toBeDefined();
      expect(await events(person.user.id)).toContain('second-factor-failed');

      const code = await codeAt(person.secret, clock);
      const done = await send('POST', '/api/login/second-factor', {}, { challenge: first.body.challenge, code });
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      expect(done.body.user.email).toBe(person.user.email);
      expect((await send('GET', '/api/user', bearer(done.body.token))).status).toBe(200);
      // The step works once, and so does the code.
      expect((await send('POST', '/api/login/second-factor', {}, { challenge: first.body.challenge, code })).status).toBe(422);
      const replay = await send('POST', '/api/login/second-factor', {}, { challenge: (await passwordLogin(person.user.email)).body.challenge, code });
      expect(replay.status).toBe(422);

      const sessions = await send('GET', '/api/user/sessions', bearer(done.body.token));
      expect(sessions.body.data.find((s: any) => s.is_current)).toMatchObject({ sign_in_method: 'password', second_factor: 'totp' });
    });

    it('takes a code from the step before or after (a phone a little off), not one from two minutes ago', async () => {
      const person = await withApp();
      const old = await codeAt(person.secret, new Date(clock.getTime() - 120_000));
      const step = (await passwordLogin(person.user.email)).body.challenge;
      expect((await send('POST', '/api/login/second-factor', {}, { challenge: step, code: old })).status).toBe(422);
      const slightlyAhead = await codeAt(person.secret, new Date(clock.getTime() + 30_000));
      expect((await send('POST', '/api/login/second-factor', {}, { challenge: step, code: slightlyAhead })).status).toBe(200);
    });

    it('ends a step after five wrong codes and after ten minutes', async () => {
      const person = await withApp();
      const step = (await passwordLogin(person.user.email)).body.challenge;
      for (let i = 0; i < 5; i++) expect((await send('POST', '/api/login/second-factor', {}, { challenge: step, code: `00000${i}` })).status).toBe(422);
      const tooLate = await send('POST', '/api/login/second-factor', {}, { challenge: step, code: await codeAt(person.secret, clock) });
      expect(tooLate.status).toBe(422);
      expect(tooLate.body.errors.challenge[0]).toMatch(/expired/);

      const next = (await passwordLogin(person.user.email)).body.challenge;
      later(11 * 60);
      const expired = await send('POST', '/api/login/second-factor', {}, { challenge: next, code: await codeAt(person.secret, clock) });
      expect(expired.status).toBe(422);
      expect(expired.body.errors.challenge).toBeDefined();
    });

    it('slows a guesser down per account across steps and addresses (429 with Retry-After)', async () => {
      const person = await withApp();
      const limited = createTestApp(testDb.database, { now: () => clock, auth: { loginPerEmail: { max: 2, windowSeconds: 900 } } });
      const guess = async (ip: string) => {
        const step = (await send('POST', '/api/login', {}, { email: person.user.email, password: FACTORY_PASSWORD })).body.challenge;
        return limited.request('/api/login/second-factor', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
          body: JSON.stringify({ challenge: step, code: '999999' }),
        });
      };
      for (let i = 0; i < 4; i++) expect((await guess(`203.0.113.${i}`)).status).toBe(422);
      const blocked = await guess('203.0.113.99');
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
    });

    it('takes each recovery code once, and new codes undo the old ones', async () => {
      const person = await withApp();
      const [first, second] = person.codes;
      const use = async (code: string) =>
        send('POST', '/api/login/second-factor', {}, { challenge: (await passwordLogin(person.user.email)).body.challenge, code });
      expect((await use(first!.toUpperCase().replace('-', ' '))).status).toBe(200);
      expect((await use(first!)).status).toBe(422);
      expect(await events(person.user.id)).toContain('recovery-code-used');
      const signedIn = (await use(second!)).body.token as string;
      expect((await send('GET', '/api/user/second-factor', bearer(signedIn))).body.data.recovery_codes.remaining).toBe(8);

      const fresh = await send('POST', '/api/user/second-factor/recovery-codes', bearer(signedIn), { current_password: FACTORY_PASSWORD });
      expect(fresh.status).toBe(201);
      expect(fresh.body.data.codes).toHaveLength(10);
      expect((await use(person.codes[2]!)).status).toBe(422);
      expect((await use(fresh.body.data.codes[0])).status).toBe(200);
    });

    it('is removed with the password, and the codes with it; the password alone signs in again', async () => {
      const person = await withApp();
      expect((await send('POST', '/api/user/second-factor/totp/remove', person.auth, { current_password: 'otra' })).status).toBe(422);
      const removed = await send('POST', '/api/user/second-factor/totp/remove', person.auth, { current_password: FACTORY_PASSWORD });
      expect(removed.status).toBe(200);
      expect(await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, person.user.id))).toHaveLength(0);
      expect((await passwordLogin(person.user.email)).body.token).toBeDefined();
      expect(await events(person.user.id)).toContain('totp-removed');
      expect((await send('POST', '/api/user/second-factor/totp/remove', person.auth, { current_password: FACTORY_PASSWORD })).status).toBe(404);
    });
  });

  describe('roles that require a second factor', () => {
    it('keep the back-office from a password-only session until the person sets one up', async () => {
      const staff = await createUser(db(), { roles: ['admin'], passwordOnly: true });
      const me = await send('GET', '/api/user', staff.auth);
      expect(me.body.second_factor).toEqual({ required: true, enabled: false });
      const refused = await send('GET', '/api/admin/users', staff.auth);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(SECOND_FACTOR_REQUIRED_MESSAGE);
      // The customer side stays open: that is where the factor is set up.
      expect((await send('GET', '/api/user/second-factor', staff.auth)).body.data).toMatchObject({ required: true, enabled: false, session_verified: false });

      const setup = await send('POST', '/api/user/second-factor/totp', staff.auth, { current_password: FACTORY_PASSWORD });
      await send('POST', '/api/user/second-factor/totp/confirm', staff.auth, { code: await codeAt(setup.body.data.secret, clock) });
      expect((await send('GET', '/api/admin/users', staff.auth)).status).toBe(200);

      // The last factor of someone who needs one cannot go.
      const removal = await send('POST', '/api/user/second-factor/totp/remove', staff.auth, { current_password: FACTORY_PASSWORD });
      expect(removal.status).toBe(409);
      expect(removal.body.message).toBe(SECOND_FACTOR_STILL_REQUIRED);
    });

    it('do not bother an editor, whose built-in role moves no money', async () => {
      const editor = await createUser(db(), { roles: ['editor'], passwordOnly: true });
      expect((await send('GET', '/api/user', editor.auth)).body.second_factor.required).toBe(false);
      expect((await send('GET', '/api/admin/brands', editor.auth)).status).toBe(200);
    });

    it('follow the per-role switch: on by default for a role with money permissions, editable on built-in roles, audited', async () => {
      const boss = await createUser(db(), { roles: ['super-admin'] });
      const created = await send('POST', '/api/admin/roles', boss.auth, { name: `Contabilidad ${++ipSeq}`, permissions: ['invoices.manage', 'dashboard.view'] });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const role = (await send('GET', '/api/admin/roles', boss.auth)).body.data.find((r: any) => r.name === created.body.data?.name || r.id === created.body.data?.id || r.id === created.body.id);
      expect(role?.requires_second_factor).toBe(true);
      const catalogue = await send('POST', '/api/admin/roles', boss.auth, { name: `Catálogo ${++ipSeq}`, permissions: ['products.manage'] });
      const catalogueRole = (await send('GET', '/api/admin/roles', boss.auth)).body.data.find((r: any) => r.name.startsWith('Catálogo'));
      expect(catalogue.status).toBe(201);
      expect(catalogueRole.requires_second_factor).toBe(false);

      const [editorRole] = await db().select().from(roles).where(eq(roles.name, 'editor'));
      const lockedName = await send('PUT', `/api/admin/roles/${editorRole!.id}`, boss.auth, { name: 'otro', requires_second_factor: true });
      expect(lockedName.status).toBe(409);
      const switched = await send('PUT', `/api/admin/roles/${editorRole!.id}`, boss.auth, { requires_second_factor: true });
      expect(switched.status, JSON.stringify(switched.body)).toBe(200);
      const editor = await createUser(db(), { roles: ['editor'], passwordOnly: true });
      expect((await send('GET', '/api/admin/brands', editor.auth)).status).toBe(403);
      const [entry] = await db().select().from(auditLog).where(and(eq(auditLog.entityType, 'role'), eq(auditLog.entityId, String(editorRole!.id))));
      expect(entry?.changes).toMatchObject({ requires_second_factor: { before: false, after: true } });
      await send('PUT', `/api/admin/roles/${editorRole!.id}`, boss.auth, { requires_second_factor: false });
    });
  });

  describe('passkeys', () => {
    async function withPasskey(authenticator = new SoftAuthenticator(ORIGIN)) {
      const person = await createUser(db(), { passwordOnly: true });
      const options = await send('POST', '/api/user/second-factor/passkeys/options', person.auth, { current_password: FACTORY_PASSWORD });
      expect(options.status, JSON.stringify(options.body)).toBe(200);
      expect(options.body.data.options).toMatchObject({ rp: { id: 'localhost' }, authenticatorSelection: { residentKey: 'required', userVerification: 'required' } });
      const added = await send('POST', '/api/user/second-factor/passkeys', person.auth, {
        challenge: options.body.data.challenge,
        name: 'Portátil',
        passkey: authenticator.create(options.body.data.options),
      });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      return { ...person, authenticator, added: added.body.data };
    }

    it('are added after the password with a verified WebAuthn answer, and the first one brings recovery codes', async () => {
      const person = await withPasskey();
      expect(person.added.passkey).toMatchObject({ name: 'Portátil', backed_up: false, last_used_at: null });
      expect(person.added.recovery_codes).toHaveLength(10);
      expect(await events(person.user.id)).toContain('passkey-added');

      // An answer made for another site, or for another challenge, is refused.
      const options = await send('POST', '/api/user/second-factor/passkeys/options', person.auth, { current_password: FACTORY_PASSWORD });
      const phishing = await send('POST', '/api/user/second-factor/passkeys', person.auth, {
        challenge: options.body.data.challenge,
        name: 'Falsa',
        passkey: new SoftAuthenticator('https://tienda-diverso.example').create(options.body.data.options),
      });
      expect(phishing.status).toBe(422);
      expect(phishing.body.errors.passkey).toBeDefined();
      const other = await createUser(db(), { passwordOnly: true });
      const stolenStep = await send('POST', '/api/user/second-factor/passkeys', other.auth, {
        challenge: options.body.data.challenge,
        name: 'Ajena',
        passkey: new SoftAuthenticator(ORIGIN).create(options.body.data.options),
      });
      expect(stolenStep.status).toBe(422);
      expect(stolenStep.body.errors.challenge).toBeDefined();
    });

    it('sign in without a password, as both factors, and a wrong origin or an unknown key is refused', async () => {
      const person = await withPasskey();
      const start = await send('POST', '/api/login/passkey/options', {}, undefined);
      expect(start.status).toBe(200);
      expect(start.body.options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
      expect(start.body.options.allowCredentials ?? []).toHaveLength(0);

      const elsewhere = await send('POST', '/api/login/passkey', {}, { challenge: start.body.challenge, passkey: person.authenticator.get(start.body.options, { origin: 'https://evil.example' }) });
      expect(elsewhere.status).toBe(422);
      const stranger = await send('POST', '/api/login/passkey', {}, { challenge: start.body.challenge, passkey: { ...person.authenticator.get(start.body.options), id: 'AAAAAAAAAAAAAAAAAAAAAA', rawId: 'AAAAAAAAAAAAAAAAAAAAAA' } });
      expect(stranger.status).toBe(422);

      const signedIn = await send('POST', '/api/login/passkey', {}, { challenge: start.body.challenge, passkey: person.authenticator.get(start.body.options) });
      expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
      expect(signedIn.body.user.id).toBe(person.user.id);
      const [session] = await db().select().from(accessTokens).where(and(eq(accessTokens.userId, person.user.id), eq(accessTokens.signInMethod, 'passkey')));
      expect(session).toMatchObject({ secondFactor: 'passkey' });
      expect(session?.secondFactorAt).not.toBeNull();
      expect(await events(person.user.id)).toContain('passkey-sign-in');
      const [stored] = await db().select().from(passkeys).where(eq(passkeys.userId, person.user.id));
      expect(stored?.counter).toBeGreaterThan(0);
      expect(stored?.lastUsedAt).not.toBeNull();
      // The step is spent.
      expect((await send('POST', '/api/login/passkey', {}, { challenge: start.body.challenge, passkey: person.authenticator.get(start.body.options) })).status).toBe(422);
    });

    it('refuse a key that did not verify the person (no fingerprint, face or PIN) for a password-free sign-in', async () => {
      const careless = new SoftAuthenticator(ORIGIN);
      const person = await withPasskey(careless);
      const start = await send('POST', '/api/login/passkey/options', {}, undefined);
      const unverified = new SoftAuthenticator(ORIGIN, { userVerified: false });
      const answer = unverified.get(start.body.options, { key: careless.keys[0]! });
      expect((await send('POST', '/api/login/passkey', {}, { challenge: start.body.challenge, passkey: answer })).status).toBe(422);
      expect(person.user.id).toBeGreaterThan(0);
    });

    it('serve as the second step after the password, and the last one goes only with the password', async () => {
      const person = await withPasskey();
      const first = await passwordLogin(person.user.email);
      expect(first.body.methods).toEqual(['recovery-code', 'passkey']);
      expect(first.body.passkey_options.allowCredentials).toHaveLength(1);
      const done = await send('POST', '/api/login/second-factor', {}, { challenge: first.body.challenge, passkey: person.authenticator.get(first.body.passkey_options) });
      expect(done.status, JSON.stringify(done.body)).toBe(200);

      const id = person.added.passkey.id;
      const other = await createUser(db(), { passwordOnly: true });
      expect((await send('POST', `/api/user/second-factor/passkeys/${id}/remove`, other.auth, { current_password: FACTORY_PASSWORD })).status).toBe(404);
      expect((await send('POST', `/api/user/second-factor/passkeys/${id}/remove`, person.auth, { current_password: FACTORY_PASSWORD })).status).toBe(200);
      expect((await passwordLogin(person.user.email)).body.token).toBeDefined();
    });
  });

  describe("staff's reset", () => {
    it('takes every factor and session away, e-mails the person and is audited; not on oneself, not without the users permission', async () => {
      const person = await withApp();
      const other = await passwordLogin(person.user.email);
      expect(other.body.second_factor_required).toBe(true);
      const boss = await createUser(db(), { roles: ['admin'] });
      const editor = await createUser(db(), { roles: ['editor'] });

      const before = await send('GET', `/api/admin/users/${person.user.id}`, boss.auth);
      expect(before.body.data.second_factor).toEqual({ required: false, totp: true, passkeys: 0, recovery_codes_remaining: 10 });
      expect(JSON.stringify(before.body)).not.toContain(person.secret);
      expect((await send('POST', `/api/admin/users/${person.user.id}/second-factor/reset`, editor.auth)).status).toBe(403);
      expect((await send('POST', `/api/admin/users/${boss.user.id}/second-factor/reset`, boss.auth)).status).toBe(409);
      expect((await send('POST', '/api/admin/users/999999/second-factor/reset', boss.auth)).status).toBe(404);
      const reset = await send('POST', `/api/admin/users/${person.user.id}/second-factor/reset`, boss.auth);
      expect(reset.status).toBe(200);

      expect((await send('GET', `/api/admin/users/${person.user.id}`, boss.auth)).body.data.second_factor).toMatchObject({ totp: false, recovery_codes_remaining: 0 });
      expect(await db().select().from(totpAuthenticators).where(eq(totpAuthenticators.userId, person.user.id))).toHaveLength(0);
      expect(await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, person.user.id))).toHaveLength(0);
      expect((await send('GET', '/api/user', person.auth)).status).toBe(401);
      const [entry] = await db().select().from(auditLog).where(and(eq(auditLog.action, 'second-factor-reset'), eq(auditLog.entityId, String(person.user.id))));
      expect(entry?.actorId).toBe(boss.user.id);
      const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, person.user.email)).orderBy(asc(mailOutbox.id));
      expect(mails.at(-1)?.text).toMatch(/equipo de la tienda ha restablecido/);
      expect((await passwordLogin(person.user.email)).body.token).toBeDefined();
    });
  });

  it('asks a code before erasing an account that has a second factor', async () => {
    const person = await withApp();
    const noCode = await send('POST', '/api/user/privacy/delete', person.auth, { current_password: FACTORY_PASSWORD });
    expect(noCode.status).toBe(422);
    expect(noCode.body.errors.code).toBeDefined();
    const wrongCode = await send('POST', '/api/user/privacy/delete', person.auth, { current_password: FACTORY_PASSWORD, code: '111111' });
    expect(wrongCode.status).toBe(422);
    const done = await send('POST', '/api/user/privacy/delete', person.auth, { current_password: FACTORY_PASSWORD, code: person.codes[0] });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await db().select().from(totpAuthenticators).where(eq(totpAuthenticators.userId, person.user.id))).toHaveLength(0);
  });
});
