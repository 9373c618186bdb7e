import { BUILT_IN_ROLE_LOCKED } from '../../../common/access/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_NAMES, ROLE_NAMES, ROLE_PERMISSIONS } from '../../../common/roles';
import { createCustomRole, createUser, createUserWithRole } from '../../../tests/factories';
import { setupApiTest } from '../../../tests/api-test';
import { auditLog, roles } from '../../db/schema';

const ctx = setupApiTest();
let superAdmin: Record<string, string>;
let editor: Record<string, string>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function send(method: string, url: string, headers: Record<string, string>, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await ctx.app.request(url, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

const roleCount = async () => (await ctx.db.select().from(roles)).length;
const auditFor = (id: number) =>
  ctx.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'role'), eq(auditLog.entityId, String(id)))).orderBy(auditLog.id);
const builtInId = async (name: string) => (await ctx.db.select().from(roles).where(eq(roles.name, name)))[0]!.id;

beforeAll(async () => {
  superAdmin = (await createUser(ctx.db, { roles: ['super-admin'] })).auth;
  editor = (await createUser(ctx.db, { roles: ['editor'] })).auth;
});

describe('GET /api/admin/permissions', () => {
  it('lists every permission by area with its description', async () => {
    const { status, body } = await ctx.get('/api/admin/permissions', superAdmin);
    expect(status).toBe(200);
    expect(body.data.map((group: { area: string }) => group.area)).toEqual(['Panel', 'Usuarios', 'Catálogo', 'Marketing', 'Directorio', 'Pedidos', 'Posventa', 'Facturación', 'Tienda']);
    const names = body.data.flatMap((group: { permissions: { name: string }[] }) => group.permissions.map((p) => p.name));
    expect(names.sort()).toEqual([...PERMISSION_NAMES].sort());
    expect(body.data[2].permissions[0]).toEqual({ name: 'products.view', description: 'Ver productos y exportarlos' });
  });

  it('is open to whoever may see users (the users screen filters by role), closed to an editor', async () => {
    expect((await ctx.get('/api/admin/permissions', ctx.admin)).status).toBe(200);
    expect((await ctx.get('/api/admin/permissions', editor)).status).toBe(403);
    expect((await ctx.get('/api/admin/roles', editor)).status).toBe(403);
  });
});

describe('GET /api/admin/roles', () => {
  it('lists the four built-in roles first, marked, with their permissions and user counts', async () => {
    const { status, body } = await ctx.get('/api/admin/roles', ctx.admin);
    expect(status).toBe(200);
    const builtIn = body.data.slice(0, 4);
    expect(builtIn.map((role: { name: string }) => role.name)).toEqual([...ROLE_NAMES]);
    for (const role of builtIn) {
      expect(role.built_in).toBe(true);
      expect(role.permissions).toEqual([...ROLE_PERMISSIONS[role.name as (typeof ROLE_NAMES)[number]]].sort());
    }
    const admin = builtIn.find((role: { name: string }) => role.name === 'admin');
    expect(admin.users_count).toBeGreaterThanOrEqual(1);
  });

  it('one role by id; an unknown id is a 404, a bad one a 422', async () => {
    const id = await builtInId('editor');
    const { status, body } = await ctx.get(`/api/admin/roles/${id}`, superAdmin);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id, name: 'editor', built_in: true });
    expect((await ctx.get('/api/admin/roles/999999', superAdmin)).status).toBe(404);
    expect((await ctx.get('/api/admin/roles/abc', superAdmin)).status).toBe(422);
  });
});

describe('POST /api/admin/roles', () => {
  it('creates a custom role with its permissions (201) and logs it', async () => {
    const { status, body } = await send('POST', '/api/admin/roles', superAdmin, {
      name: '  Catálogo  ',
      description: 'Edita productos',
      permissions: ['products.manage', 'products.view', 'products.view'],
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      name: 'Catálogo',
      description: 'Edita productos',
      built_in: false,
      permissions: ['products.manage', 'products.view'],
      users_count: 0,
    });
    const [entry] = await auditFor(body.data.id);
    expect(entry).toMatchObject({ action: 'create', entityLabel: 'Catálogo' });
    expect(entry!.changes.permissions).toEqual({ before: null, after: ['products.manage', 'products.view'] });
  });

  it.each([
    [{ name: '' }, 'name', 'El nombre es obligatorio.'],
    [{}, 'name', 'El nombre es obligatorio.'],
    [{ name: 'x' }, 'name', 'El nombre debe tener al menos 2 caracteres.'],
    [{ name: 'x'.repeat(51) }, 'name', 'El nombre no puede superar 50 caracteres.'],
    [{ name: '<script>' }, 'name', 'El nombre solo admite letras, números, espacios, puntos, guiones y guiones bajos.'],
    [{ name: 'Admin' }, 'name', 'Ese nombre es de un rol integrado: elige otro.'],
    [{ name: 'CATÁLOGO' }, 'name', 'Ya existe un rol con este nombre.'],
    [{ name: 'Ventas', description: 'd'.repeat(256) }, 'description', 'La descripción no puede superar 255 caracteres.'],
    [{ name: 'Ventas', permissions: ['products.fly'] }, 'permissions.0', 'Permiso desconocido.'],
    [{ name: 'Ventas', permissions: 'products.view' }, 'permissions', 'Indica los permisos como una lista de nombres.'],
    [{ name: 'Ventas', color: 'rojo' }, 'color', 'Campo no admitido.'],
  ])('refuses %j with a 422 on %s and writes nothing', async (input, field, message) => {
    const before = await roleCount();
    const { status, body } = await send('POST', '/api/admin/roles', superAdmin, input);
    expect(status).toBe(422);
    expect(body.errors[field]).toEqual([message]);
    expect(await roleCount()).toBe(before);
  });

  it('needs roles.manage: an admin (who may see roles) cannot create one', async () => {
    const before = await roleCount();
    expect((await send('POST', '/api/admin/roles', ctx.admin, { name: 'Ventas' })).status).toBe(403);
    expect((await send('POST', '/api/admin/roles', editor, { name: 'Ventas' })).status).toBe(403);
    expect(await roleCount()).toBe(before);
  });

  it('nobody grants a permission they do not hold themselves (403, nothing written)', async () => {
    const manager = await createCustomRole(ctx.db, ['roles.manage', 'products.view']);
    const { auth } = await createUserWithRole(ctx.db, manager.id);
    const before = await roleCount();
    const refused = await send('POST', '/api/admin/roles', auth, { name: 'Escalada', permissions: ['products.view', 'settings.manage'] });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('No puedes dar un permiso que tú no tienes.');
    expect(await roleCount()).toBe(before);
    expect((await send('POST', '/api/admin/roles', auth, { name: 'Solo ver', permissions: ['products.view'] })).status).toBe(201);
  });
});

describe('PUT /api/admin/roles/{id}', () => {
  it('renames, describes and sets the permissions of a custom role, logging the changed fields', async () => {
    const role = await createCustomRole(ctx.db, ['products.view']);
    const { status, body } = await send('PUT', `/api/admin/roles/${role.id}`, superAdmin, {
      name: 'Marketing digital',
      description: '',
      permissions: ['banners.manage', 'products.view'],
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ name: 'Marketing digital', description: null, permissions: ['banners.manage', 'products.view'] });
    const [entry] = await auditFor(role.id);
    expect(entry).toMatchObject({ action: 'update', entityLabel: 'Marketing digital' });
    expect(entry!.changes).toEqual({
      name: { before: role.name, after: 'Marketing digital' },
      description: { before: 'Rol de prueba', after: null },
      permissions: { before: ['products.view'], after: ['banners.manage', 'products.view'] },
    });
  });

  it('keeps its own name in other capitals, refuses another role’s name', async () => {
    const role = await createCustomRole(ctx.db, [], 'Atención');
    await createCustomRole(ctx.db, [], 'Logística');
    expect((await send('PUT', `/api/admin/roles/${role.id}`, superAdmin, { name: 'ATENCIÓN' })).status).toBe(200);
    const clash = await send('PUT', `/api/admin/roles/${role.id}`, superAdmin, { name: 'logística' });
    expect(clash.status).toBe(422);
    expect(clash.body.errors.name).toEqual(['Ya existe un rol con este nombre.']);
  });

  it('a built-in role is a 409 and stays as it was', async () => {
    const id = await builtInId('editor');
    const { status, body } = await send('PUT', `/api/admin/roles/${id}`, superAdmin, { permissions: ['settings.manage'] });
    expect(status).toBe(409);
    expect(body.message).toBe(BUILT_IN_ROLE_LOCKED);
    expect((await ctx.get(`/api/admin/roles/${id}`, superAdmin)).body.data.permissions).toEqual([...ROLE_PERMISSIONS.editor].sort());
  });

  it('adding a permission the caller lacks is a 403; keeping or removing them is allowed', async () => {
    const manager = await createCustomRole(ctx.db, ['roles.manage', 'products.view']);
    const { auth } = await createUserWithRole(ctx.db, manager.id);
    const role = await createCustomRole(ctx.db, ['settings.manage', 'products.view']);
    const added = await send('PUT', `/api/admin/roles/${role.id}`, auth, { permissions: ['settings.manage', 'products.view', 'users.manage'] });
    expect(added.status).toBe(403);
    expect((await ctx.get(`/api/admin/roles/${role.id}`, superAdmin)).body.data.permissions).toEqual(['products.view', 'settings.manage']);
    const removed = await send('PUT', `/api/admin/roles/${role.id}`, auth, { permissions: ['settings.manage'] });
    expect(removed.status).toBe(200);
    expect(removed.body.data.permissions).toEqual(['settings.manage']);
  });

  it('404 for an unknown role, 422 for bad fields', async () => {
    expect((await send('PUT', '/api/admin/roles/999999', superAdmin, { name: 'Nada' })).status).toBe(404);
    const role = await createCustomRole(ctx.db, []);
    const bad = await send('PUT', `/api/admin/roles/${role.id}`, superAdmin, { permissions: ['x'] });
    expect(bad.status).toBe(422);
    expect(bad.body.errors['permissions.0']).toEqual(['Permiso desconocido.']);
  });
});

describe('DELETE /api/admin/roles/{id}', () => {
  it('deletes a role nobody holds, logging it', async () => {
    const role = await createCustomRole(ctx.db, ['products.view'], 'Temporal');
    const { status, body } = await send('DELETE', `/api/admin/roles/${role.id}`, superAdmin);
    expect(status).toBe(200);
    expect(body.data.message).toBe('Rol «Temporal» borrado.');
    expect((await ctx.get(`/api/admin/roles/${role.id}`, superAdmin)).status).toBe(404);
    const [entry] = await auditFor(role.id);
    expect(entry).toMatchObject({ action: 'delete', entityLabel: 'Temporal' });
  });

  it('a role held by people is a 409 saying how many', async () => {
    const role = await createCustomRole(ctx.db, ['products.view']);
    await createUserWithRole(ctx.db, role.id);
    await createUserWithRole(ctx.db, role.id);
    const { status, body } = await send('DELETE', `/api/admin/roles/${role.id}`, superAdmin);
    expect(status).toBe(409);
    expect(body.message).toBe('Este rol lo tienen 2 usuarios: quítaselo antes de borrarlo.');
    expect((await ctx.get(`/api/admin/roles/${role.id}`, superAdmin)).body.data.users_count).toBe(2);
  });

  it('built-in roles are never deleted (409), unknown ones 404, and an admin lacks roles.manage (403)', async () => {
    const id = await builtInId('user');
    const refused = await send('DELETE', `/api/admin/roles/${id}`, superAdmin);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Los roles integrados no se pueden borrar.');
    expect((await send('DELETE', '/api/admin/roles/999999', superAdmin)).status).toBe(404);
    const role = await createCustomRole(ctx.db, []);
    expect((await send('DELETE', `/api/admin/roles/${role.id}`, ctx.admin)).status).toBe(403);
    expect((await ctx.get(`/api/admin/roles/${role.id}`, superAdmin)).status).toBe(200);
  });
});
