import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPermissions } from '../../../common/api/contract';
import { apiEndpoints } from '../../../common/api/endpoints';
import { ROLE_PERMISSIONS, type RoleName } from '../../../common/roles';
import { createUser } from '../../../tests/factories';
import { createTestApp } from '../../../tests/test-app';
import { createTestDatabase, seedEssentials, type TestDatabase } from '../../../tests/test-database';

/**
 * Walks every registered /api/admin route, so a route added later cannot forget the guard:
 * guest → 401, user → 403, editor → 403 unless its role holds the route's permission, admin and
 * super-admin → let through where theirs does.
 */
describe('every /api/admin route requires its permission', () => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createTestApp>;
  const tokens = {} as Record<RoleName, Record<string, string>>;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await seedEssentials(testDb.database);
    app = createTestApp(testDb.database);
    for (const role of ['user', 'editor', 'admin', 'super-admin'] as const) {
      tokens[role] = (await createUser(testDb.database.db, { roles: [role] })).auth;
    }
  });
  afterAll(async () => {
    await testDb.cleanup();
  });

  const adminRoutes = () => {
    const seen = new Set<string>();
    return createTestApp({} as never)
      .routes.filter((r) => r.path.startsWith('/api/admin') && r.method !== 'ALL')
      .map((r) => ({ method: r.method, path: r.path.replace(/:(\w+)(\{[^}]*\})?/g, '1') }))
      .filter((r) => {
        const key = `${r.method} ${r.path}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
  };

  it('finds the admin routes to check', () => {
    expect(adminRoutes().length).toBeGreaterThan(0);
  });

  it('answers 401 to guests, 403 to users, and lets staff through only with the permission', async () => {
    for (const { method, path } of adminRoutes()) {
      const call = (headers: Record<string, string> = {}) =>
        app.request(path, { method, headers: { 'Content-Type': 'application/json', ...headers }, body: method === 'GET' || method === 'DELETE' ? undefined : '{}' });
      expect((await call()).status, `guest ${method} ${path}`).toBe(401);
      expect((await call({ Authorization: 'Bearer td_forged' })).status, `forged ${method} ${path}`).toBe(401);
      expect((await call(tokens.user)).status, `user ${method} ${path}`).toBe(403);
      const endpoint = Object.values(apiEndpoints).find((e) => e.method.toUpperCase() === method && `/api${e.path.replace(/\{\w+\}/g, '1')}` === path);
      expect(endpoint, `${method} ${path} is in the registry`).toBeDefined();
      const allowed = endpointPermissions(endpoint!);
      for (const role of ['editor', 'admin', 'super-admin'] as const) {
        const status = (await call(tokens[role])).status;
        if (ROLE_PERMISSIONS[role].some((p) => allowed.includes(p))) expect([401, 403], `${role} ${method} ${path}`).not.toContain(status);
        else expect(status, `${role} ${method} ${path}`).toBe(403);
      }
    }
  });
});
