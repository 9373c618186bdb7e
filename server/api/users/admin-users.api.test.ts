import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupApiTest } from '../../../tests/api-test';
import { createUser } from '../../../tests/factories';
import { accessTokens, addresses, auditLog, roles, roleUser, users } from '../../db/schema';
import { issueToken } from '../auth/tokens';

type Headers = Record<string, string>;

describe('admin users API', () => {
  const api = setupApiTest();
  const db = () => api.db;
  let superAdmin: Awaited<ReturnType<typeof createUser>>;
  let editor: Awaited<ReturnType<typeof createUser>>;

  const send = (method: string, url: string, body?: unknown, headers: Headers = api.admin) =>
    api.app.request(url, {
      method,
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const json = async (res: Response) => ({ status: res.status, body: await res.json() });
  const lastAudit = async (entityId: number) =>
    (await db().select().from(auditLog).where(eq(auditLog.entityId, String(entityId))).orderBy(desc(auditLog.id)).limit(1))[0];
  const auditCount = async (entityId: number) => (await db().select().from(auditLog).where(eq(auditLog.entityId, String(entityId)))).length;
  const rolesOf = async (userId: number) =>
    (await db().select({ name: roles.name }).from(roleUser).innerJoin(roles, eq(roles.id, roleUser.roleId)).where(eq(roleUser.userId, userId)))
      .map((r) => r.name)
      .sort();
  const staffBody = (overrides: Record<string, unknown> = {}) => ({
    name: 'Lucía Pérez',
    email: `lucia-${Math.random().toString(36).slice(2, 8)}@tiendadiverso.es`,
    phone: '+34 600 111 222',
    password: 'una-frase-larga-y-segura-7',
    roles: ['editor'],
    ...overrides,
  });

  beforeAll(async () => {
    superAdmin = await createUser(db(), { name: 'Sara Super', roles: ['super-admin'] });
    editor = await createUser(db(), { name: 'Eva Editora', roles: ['editor'] });
  });

  describe('GET /admin/users', () => {
    it('pages, searches without accents or case, filters by role and status, sorts, and counts every role', async () => {
      const a = await createUser(db(), { name: 'Íñigo Núñez Zubiri', email: 'inigo.nunez@example.com' });
      const b = await createUser(db(), { name: 'Ana Álvarez', roles: ['editor'] });
      await db().update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, b.user.id));

      const found = await api.get('/api/admin/users?search=NUNEZ', api.admin);
      expect(found.status).toBe(200);
      expect(found.body.data.data.map((u: { id: number }) => u.id)).toEqual([a.user.id]);
      expect(found.body.data.data[0]).toMatchObject({ name: 'Íñigo Núñez Zubiri', roles: ['user'], status: 'active', last_login_at: null, profile_photo_url: null });
      expect((await api.get('/api/admin/users?search=%C3%A1lvarez', api.admin)).body.data.data.map((u: { id: number }) => u.id)).toEqual([b.user.id]);
      expect((await api.get('/api/admin/users?search=100%25', api.admin)).body.data.total).toBe(0);

      const editors = await api.get('/api/admin/users?role=editor&per_page=100', api.admin);
      expect(editors.body.data.data.map((u: { id: number }) => u.id).sort()).toEqual([editor.user.id, b.user.id].sort());
      const deactivatedEditors = await api.get('/api/admin/users?role=editor&status=deactivated', api.admin);
      expect(deactivatedEditors.body.data.data).toEqual([expect.objectContaining({ id: b.user.id, status: 'deactivated', deactivated_at: expect.any(String) })]);
      const active = await api.get('/api/admin/users?status=active&per_page=100', api.admin);
      expect(active.body.data.data.every((u: { status: string }) => u.status === 'active')).toBe(true);

      const facets = found.body.data.role_facets as { name: string; count: number }[];
      expect(facets.map((f) => f.name).slice(0, 4)).toEqual(['super-admin', 'admin', 'editor', 'user']);
      expect(facets.find((f) => f.name === 'editor')?.count).toBe(2);

      const byName = await api.get('/api/admin/users?sort=name&direction=desc&per_page=1&page=1', api.admin);
      expect(byName.body.data).toMatchObject({ per_page: 1, current_page: 1, from: 1, to: 1 });
      expect(byName.body.data.data[0].name).toBe('Sara Super');
      expect(byName.body.data.last_page).toBe(byName.body.data.total);
      const byEmail = await api.get('/api/admin/users?sort=email&per_page=100', api.admin);
      const emails = byEmail.body.data.data.map((u: { email: string }) => u.email);
      expect(emails).toEqual([...emails].sort());
    });

    it('refuses a bad page size, sort or status with a Spanish message per parameter', async () => {
      const bad = await api.get('/api/admin/users?per_page=101&sort=password&status=gone&foo=1', api.admin);
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toMatchObject({
        per_page: ['per_page no puede superar 100.'],
        sort: [expect.stringContaining('Orden no válido')],
        status: [expect.stringContaining('Estado no válido')],
        foo: [expect.stringContaining('Parámetro no admitido')],
      });
    });

    it('needs users.view: 401 for guests, 403 for customers and editors', async () => {
      const customer = await createUser(db());
      expect((await api.get('/api/admin/users')).status).toBe(401);
      expect((await api.get('/api/admin/users', customer.auth)).status).toBe(403);
      expect((await api.get('/api/admin/users', editor.auth)).status).toBe(403);
      expect((await api.get(`/api/admin/users/${customer.user.id}`, editor.auth)).status).toBe(403);
    });
  });

  describe('GET /admin/users/{id}', () => {
    it('shows profile, roles, sessions without their token, addresses and the roles on offer, and no orders', async () => {
      const customer = await createUser(db(), { name: 'Marta Ruiz', phone: '+34 611 222 333' });
      await db().insert(addresses).values({
        userId: customer.user.id,
        recipientName: 'Marta Ruiz',
        street: 'Calle Mayor 1',
        postalCode: '28013',
        city: 'Madrid',
        province: 'Madrid',
        phone: '611222333',
        isDefault: true,
      });
      const res = await api.get(`/api/admin/users/${customer.user.id}`, api.admin);
      expect(res.status).toBe(200);
      const data = res.body.data;
      expect(data).toMatchObject({ id: customer.user.id, name: 'Marta Ruiz', phone: '+34 611 222 333', status: 'active', permissions: [] });
      expect(data.roles).toEqual([expect.objectContaining({ name: 'user', built_in: true })]);
      expect(data.sessions).toEqual([expect.objectContaining({ device: 'vitest', ip_address: '127.0.0.1', expires_at: expect.any(String) })]);
      expect(JSON.stringify(data)).not.toContain(customer.token);
      expect(data.sessions[0]).not.toHaveProperty('token');
      expect(data.addresses).toEqual([expect.objectContaining({ street: 'Calle Mayor 1', is_default: true })]);
      expect(data.assignable_roles.map((r: { name: string }) => r.name).slice(0, 4)).toEqual(['super-admin', 'admin', 'editor', 'user']);
      expect(data.assignable_roles[0].description).toBeTruthy();
      expect(data).not.toHaveProperty('orders');
    });

    it('answers 404 for an unknown user and 422 for a bad id', async () => {
      const missing = await api.get('/api/admin/users/999999', api.admin);
      expect(missing).toEqual({ status: 404, body: { message: 'Usuario no encontrado.' } });
      expect((await api.get('/api/admin/users/abc', api.admin)).status).toBe(422);
    });
  });

  describe('POST /admin/users', () => {
    it('creates a staff account with its roles, audited, that can then sign in', async () => {
      const body = staffBody({ email: 'Nuevo.Staff@TiendaDiverso.es' });
      const res = await json(await send('POST', '/api/admin/users', body));
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ name: 'Lucía Pérez', email: 'nuevo.staff@tiendadiverso.es', phone: '+34 600 111 222', status: 'active', sessions: [] });
      expect(res.body.data.roles.map((r: { name: string }) => r.name)).toEqual(['editor']);
      const audit = await lastAudit(res.body.data.id);
      expect(audit).toMatchObject({ action: 'create', entityType: 'user', entityLabel: 'Lucía Pérez' });
      expect(audit!.changes.email).toEqual({ before: null, after: 'nuevo.staff@tiendadiverso.es' });
      expect(audit!.changes.roles).toEqual({ before: null, after: ['editor'] });
      expect(JSON.stringify(audit!.changes)).not.toContain(body.password);

      const login = await send('POST', '/api/login', { email: 'nuevo.staff@tiendadiverso.es', password: body.password }, {});
      expect(login.status).toBe(200);
    });

    it('refuses a taken e-mail (any case), a short password, unknown roles and unknown fields, creating nothing', async () => {
      const before = (await db().select({ id: users.id }).from(users)).length;
      const taken = await json(await send('POST', '/api/admin/users', staffBody({ email: editor.user.email.toUpperCase() })));
      expect(taken).toMatchObject({ status: 422, body: { errors: { email: ['Ya existe una cuenta con este email.'] } } });
      const weak = await json(await send('POST', '/api/admin/users', staffBody({ password: 'corta' })));
      expect(weak.status).toBe(422);
      expect(weak.body.errors.password).toEqual(['La contraseña debe tener al menos 12 caracteres.']);
      const common = await json(await send('POST', '/api/admin/users', staffBody({ password: 'contraseña123' })));
      expect(common).toMatchObject({ status: 422, body: { errors: { password: [expect.stringContaining('demasiado común')] } } });
      const unknownRole = await json(await send('POST', '/api/admin/users', staffBody({ roles: ['editor', 'jefa', 'admin', 'nadie'] })));
      expect(unknownRole).toMatchObject({ status: 422, body: { errors: { 'roles.1': ['El rol «jefa» no existe.'], 'roles.3': ['El rol «nadie» no existe.'] } } });
      const noRoles = await json(await send('POST', '/api/admin/users', staffBody({ roles: [] })));
      expect(noRoles.body.errors.roles).toEqual(['Elige al menos un rol.']);
      const missing = await json(await send('POST', '/api/admin/users', { is_admin: true }));
      expect(missing.status).toBe(422);
      expect(Object.keys(missing.body.errors).sort()).toEqual(['email', 'is_admin', 'name', 'password', 'roles']);
      expect(missing.body.errors.name).toEqual(['El nombre es obligatorio.']);
      expect(missing.body.errors.is_admin).toEqual(['Campo no admitido.']);
      const badEmail = await json(await send('POST', '/api/admin/users', staffBody({ email: 'no-es-un-email' })));
      expect(badEmail.body.errors.email).toEqual(['Introduce un email válido.']);
      expect((await db().select({ id: users.id }).from(users)).length).toBe(before);
    });

    it('lets only a super-admin create a super-admin (403 otherwise), and needs users.manage', async () => {
      const body = staffBody({ roles: ['super-admin'] });
      const refused = await json(await send('POST', '/api/admin/users', body));
      expect(refused).toEqual({ status: 403, body: { message: 'Solo un super-admin puede dar o quitar el rol super-admin.' } });
      expect((await db().select().from(users).where(eq(users.email, body.email))).length).toBe(0);
      expect((await send('POST', '/api/admin/users', staffBody(), editor.auth)).status).toBe(403);
      const allowed = await json(await send('POST', '/api/admin/users', body, superAdmin.auth));
      expect(allowed.status).toBe(201);
      expect(allowed.body.data.roles.map((r: { name: string }) => r.name)).toEqual(['super-admin']);
    });
  });

  describe('PUT /admin/users/{id}', () => {
    it('changes name, e-mail and phone, audited with before and after', async () => {
      const customer = await createUser(db(), { name: 'Pablo Gil', phone: '+34 600 000 001' });
      const res = await json(await send('PUT', `/api/admin/users/${customer.user.id}`, { name: 'Pablo Gil Ramos', email: 'PABLO.GIL@example.com', phone: '' }));
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ name: 'Pablo Gil Ramos', email: 'pablo.gil@example.com', phone: null });
      const audit = await lastAudit(customer.user.id);
      expect(audit).toMatchObject({ action: 'update', entityType: 'user' });
      expect(audit!.changes).toEqual({
        name: { before: 'Pablo Gil', after: 'Pablo Gil Ramos' },
        email: { before: customer.user.email, after: 'pablo.gil@example.com' },
        phone: { before: '+34 600 000 001', after: null },
      });
    });

    it('refuses a taken e-mail, a bad phone, unknown fields and unknown users, changing nothing', async () => {
      const customer = await createUser(db());
      const url = `/api/admin/users/${customer.user.id}`;
      const taken = await json(await send('PUT', url, { name: 'X', email: editor.user.email }));
      expect(taken).toMatchObject({ status: 422, body: { errors: { email: ['Ya existe una cuenta con este email.'] } } });
      const bad = await json(await send('PUT', url, { name: '', email: customer.user.email, phone: 'abc', role: 'admin' }));
      expect(bad.body.errors).toMatchObject({ name: ['El nombre es obligatorio.'], phone: [expect.any(String)], role: ['Campo no admitido.'] });
      expect((await send('PUT', '/api/admin/users/999999', { name: 'X', email: 'x@example.com' })).status).toBe(404);
      const [row] = await db().select().from(users).where(eq(users.id, customer.user.id));
      expect(row).toMatchObject({ name: customer.user.name, email: customer.user.email });
      expect(await auditCount(customer.user.id)).toBe(0);
    });

    it('keeps a super-admin account to super-admins (403 for an admin)', async () => {
      const target = await createUser(db(), { name: 'Otra Super', roles: ['super-admin'] });
      const refused = await json(await send('PUT', `/api/admin/users/${target.user.id}`, { name: 'Cambiada', email: target.user.email }));
      expect(refused).toEqual({ status: 403, body: { message: 'Solo un super-admin puede modificar una cuenta super-admin.' } });
      expect((await db().select().from(users).where(eq(users.id, target.user.id)))[0]!.name).toBe('Otra Super');
      const allowed = await send('PUT', `/api/admin/users/${target.user.id}`, { name: 'Cambiada', email: target.user.email }, superAdmin.auth);
      expect(allowed.status).toBe(200);
    });
  });

  describe('PUT /admin/users/{id}/roles', () => {
    it('sets the roles, audited; an unknown role is a 422 on its position and changes nothing', async () => {
      const customer = await createUser(db());
      const url = `/api/admin/users/${customer.user.id}/roles`;
      const res = await json(await send('PUT', url, { roles: ['editor', 'user'] }));
      expect(res.status).toBe(200);
      expect(res.body.data.roles.map((r: { name: string }) => r.name)).toEqual(['editor', 'user']);
      expect((await lastAudit(customer.user.id))).toMatchObject({ action: 'update-roles', changes: { roles: { before: ['user'], after: ['editor', 'user'] } } });

      const unknown = await json(await send('PUT', url, { roles: ['admin', 'fantasma'] }));
      expect(unknown).toMatchObject({ status: 422, body: { errors: { 'roles.1': ['El rol «fantasma» no existe.'] } } });
      const notList = await json(await send('PUT', url, { roles: 'admin' }));
      expect(notList.body.errors.roles).toEqual(['Indica los roles como una lista de nombres.']);
      expect(await rolesOf(customer.user.id)).toEqual(['editor', 'user']);
      expect((await send('PUT', '/api/admin/users/999999/roles', { roles: ['user'] })).status).toBe(404);
      expect((await send('PUT', url, { roles: ['user'] }, editor.auth)).status).toBe(403);
    });

    it('lets only a super-admin give or take super-admin', async () => {
      const customer = await createUser(db());
      const url = `/api/admin/users/${customer.user.id}/roles`;
      const refused = await json(await send('PUT', url, { roles: ['super-admin'] }));
      expect(refused).toEqual({ status: 403, body: { message: 'Solo un super-admin puede dar o quitar el rol super-admin.' } });
      expect(await rolesOf(customer.user.id)).toEqual(['user']);
      expect((await send('PUT', url, { roles: ['super-admin'] }, superAdmin.auth)).status).toBe(200);
      const takeAway = await json(await send('PUT', url, { roles: ['user'] }));
      expect(takeAway.status).toBe(403);
      expect(await rolesOf(customer.user.id)).toEqual(['super-admin']);
      expect((await send('PUT', url, { roles: ['admin'] }, superAdmin.auth)).status).toBe(200);
      expect(await rolesOf(customer.user.id)).toEqual(['admin']);
    });

    it('refuses to take the role from the last active super-admin, and to remove one’s own last staff role (409)', async () => {
      // Sara is the only active super-admin for this test.
      const others = await db()
        .select({ id: users.id })
        .from(users)
        .innerJoin(roleUser, eq(roleUser.userId, users.id))
        .innerJoin(roles, eq(roles.id, roleUser.roleId))
        .where(and(eq(roles.name, 'super-admin'), isNull(users.deactivatedAt)));
      const otherIds = others.map((o) => o.id).filter((id) => id !== superAdmin.user.id);
      await db().update(users).set({ deactivatedAt: new Date() }).where(inArray(users.id, otherIds));
      try {
        const url = `/api/admin/users/${superAdmin.user.id}/roles`;
        const last = await json(await send('PUT', url, { roles: ['admin'] }, superAdmin.auth));
        expect(last).toEqual({ status: 409, body: { message: 'Es el último super-admin activo: da antes el rol a otra persona.' } });
        expect(await rolesOf(superAdmin.user.id)).toEqual(['super-admin']);
      } finally {
        await db().update(users).set({ deactivatedAt: null }).where(inArray(users.id, otherIds));
      }

      const admin = await createUser(db(), { roles: ['admin'] });
      const own = await json(await send('PUT', `/api/admin/users/${admin.user.id}/roles`, { roles: ['user'] }, admin.auth));
      expect(own).toEqual({ status: 409, body: { message: 'No puedes quitarte tu último rol de staff: perderías el acceso al back-office.' } });
      expect(await rolesOf(admin.user.id)).toEqual(['admin']);
      expect(await auditCount(admin.user.id)).toBe(0);
      // Keeping another staff role is fine.
      expect((await send('PUT', `/api/admin/users/${admin.user.id}/roles`, { roles: ['editor'] }, admin.auth)).status).toBe(200);
    });
  });

  describe('deactivate and reactivate', () => {
    it('deactivates: every token of the account stops working at once; reactivates without reviving them', async () => {
      const customer = await createUser(db(), { name: 'Clara Vidal' });
      const secondToken = await issueToken(db(), customer.user.id, { ttlDays: 30, now: new Date(), device: 'móvil', ipAddress: '10.0.0.2' });
      expect((await api.get('/api/user', customer.auth)).status).toBe(200);

      const res = await json(await send('POST', `/api/admin/users/${customer.user.id}/deactivate`));
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ status: 'deactivated', deactivated_at: expect.any(String), sessions: [] });
      expect((await api.get('/api/user', customer.auth)).status).toBe(401);
      expect((await api.get('/api/user', { Authorization: `Bearer ${secondToken}` })).status).toBe(401);
      const live = await db().select().from(accessTokens).where(and(eq(accessTokens.userId, customer.user.id), isNull(accessTokens.revokedAt)));
      expect(live).toEqual([]);
      expect(await lastAudit(customer.user.id)).toMatchObject({
        action: 'deactivate',
        changes: { status: { before: 'active', after: 'deactivated' }, revoked_sessions: { before: null, after: 2 } },
      });

      const again = await json(await send('POST', `/api/admin/users/${customer.user.id}/deactivate`));
      expect(again).toEqual({ status: 409, body: { message: 'Esta cuenta ya está desactivada.' } });

      const back = await json(await send('POST', `/api/admin/users/${customer.user.id}/reactivate`));
      expect(back.body.data).toMatchObject({ status: 'active', deactivated_at: null });
      expect(await lastAudit(customer.user.id)).toMatchObject({ action: 'reactivate' });
      expect((await api.get('/api/user', customer.auth)).status).toBe(401);
      const twice = await json(await send('POST', `/api/admin/users/${customer.user.id}/reactivate`));
      expect(twice).toEqual({ status: 409, body: { message: 'Esta cuenta ya está activa.' } });
    });

    it('refuses a token of a deactivated account even if it was never revoked', async () => {
      const customer = await createUser(db());
      await db().update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, customer.user.id));
      expect((await api.get('/api/user', customer.auth)).status).toBe(401);
      await db().update(users).set({ deactivatedAt: null }).where(eq(users.id, customer.user.id));
      expect((await api.get('/api/user', customer.auth)).status).toBe(200);
    });

    it('refuses to deactivate oneself, or a super-admin unless a super-admin asks, changing nothing', async () => {
      const admin = await createUser(db(), { roles: ['admin'] });
      const self = await json(await send('POST', `/api/admin/users/${admin.user.id}/deactivate`, undefined, admin.auth));
      expect(self).toEqual({ status: 409, body: { message: 'No puedes desactivar tu propia cuenta.' } });
      const selfSuper = await json(await send('POST', `/api/admin/users/${superAdmin.user.id}/deactivate`, undefined, superAdmin.auth));
      expect(selfSuper.status).toBe(409);

      const target = await createUser(db(), { roles: ['super-admin'] });
      const refused = await json(await send('POST', `/api/admin/users/${target.user.id}/deactivate`, undefined, admin.auth));
      expect(refused).toEqual({ status: 403, body: { message: 'Solo un super-admin puede modificar una cuenta super-admin.' } });
      expect((await api.get('/api/user', target.auth)).status).toBe(200);
      expect(await auditCount(target.user.id)).toBe(0);
      expect((await send('POST', `/api/admin/users/${target.user.id}/deactivate`, undefined, editor.auth)).status).toBe(403);
      expect((await send('POST', '/api/admin/users/999999/deactivate')).status).toBe(404);
      expect((await send('POST', '/api/admin/users/999999/reactivate')).status).toBe(404);

      const done = await send('POST', `/api/admin/users/${target.user.id}/deactivate`, undefined, superAdmin.auth);
      expect(done.status).toBe(200);
      expect((await api.get('/api/user', target.auth)).status).toBe(401);
      expect((await send('POST', `/api/admin/users/${target.user.id}/reactivate`, undefined, admin.auth)).status).toBe(403);
    });
  });

  describe('DELETE /admin/users/{id}/sessions/{sessionId}', () => {
    it('ends one session (its next request is a 401), audited; another account’s session is a 404', async () => {
      const customer = await createUser(db());
      const other = await issueToken(db(), customer.user.id, { ttlDays: 30, now: new Date(), device: 'tablet', ipAddress: '10.0.0.3' });
      const detail = (await api.get(`/api/admin/users/${customer.user.id}`, api.admin)).body.data;
      expect(detail.sessions).toHaveLength(2);
      const vitest = detail.sessions.find((s: { device: string }) => s.device === 'vitest');

      const res = await json(await send('DELETE', `/api/admin/users/${customer.user.id}/sessions/${vitest.id}`));
      expect(res).toEqual({ status: 200, body: { status: 'success', data: { message: 'Sesión cerrada.' } } });
      expect((await api.get('/api/user', customer.auth)).status).toBe(401);
      expect((await api.get('/api/user', { Authorization: `Bearer ${other}` })).status).toBe(200);
      expect(await lastAudit(customer.user.id)).toMatchObject({ action: 'revoke-session', changes: { session: { before: 'vitest', after: null } } });

      expect((await send('DELETE', `/api/admin/users/${customer.user.id}/sessions/${vitest.id}`)).status).toBe(404);
      expect((await send('DELETE', `/api/admin/users/${editor.user.id}/sessions/${vitest.id}`)).status).toBe(404);
      const otherSession = detail.sessions.find((s: { device: string }) => s.device === 'tablet');
      expect((await send('DELETE', `/api/admin/users/${customer.user.id}/sessions/${otherSession.id}`, undefined, editor.auth)).status).toBe(403);
      expect((await api.get('/api/user', { Authorization: `Bearer ${other}` })).status).toBe(200);
    });
  });
});
