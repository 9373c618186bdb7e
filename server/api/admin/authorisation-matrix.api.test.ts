import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPermissions, type Endpoint } from '../../../common/api/contract';
import { apiEndpoints } from '../../../common/endpoints';
import { ROLE_PERMISSIONS, type PermissionName } from '../../../common/roles';
import { createCustomRole, createUser, createUserWithRole } from '../../../tests/factories';
import { createTestApp } from '../../../tests/test-app';
import { createTestDatabase, seedEssentials, type TestDatabase } from '../../../tests/test-database';

/**
 * The authorisation matrix (issue 11): every /api/admin route of the registry, so a route added
 * later is covered without touching this file, × a guest, a forged token, each built-in role and a
 * custom role 'catálogo' holding only products.view and products.manage. A guest or a forged token
 * gets 401; anyone lacking the route's permission 403; anyone holding it never 401 or 403 (what
 * they get past the guard, a 404 or a 422 for the empty input, is the route's own business).
 */

const CATALOGUE: readonly PermissionName[] = ['products.view', 'products.manage'];
const PEOPLE = {
  user: ROLE_PERMISSIONS.user,
  editor: ROLE_PERMISSIONS.editor,
  admin: ROLE_PERMISSIONS.admin,
  'super-admin': ROLE_PERMISSIONS['super-admin'],
  catálogo: CATALOGUE,
} as const;
type Person = keyof typeof PEOPLE;

const adminEndpoints = (Object.values(apiEndpoints) as Endpoint[]).filter((endpoint) => endpoint.path.startsWith('/admin/'));
/**
 * The call's URL: every path parameter names nothing, so a holder passes the guard into a 404
 * rather than into a guardrail of a real row (an admin may not deactivate the super-admin: a 403 of
 * the route's own, not of the guard).
 */
const NO_SUCH_ID = '987654';
const urlOf = (endpoint: Endpoint) => `/api${endpoint.path.replace(/\{\w+\}/g, NO_SUCH_ID)}`;
const GUARD_REFUSAL = 'No tienes permiso para realizar esta acción.';

describe('authorisation matrix: every /api/admin route × guest, forged token, built-in roles and a custom role', () => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createTestApp>;
  const tokens = {} as Record<Person, Record<string, string>>;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    await seedEssentials(testDb.database);
    app = createTestApp(testDb.database);
    const db = testDb.database.db;
    for (const role of ['user', 'editor', 'admin', 'super-admin'] as const) tokens[role] = (await createUser(db, { roles: [role] })).auth;
    const catalogue = await createCustomRole(db, CATALOGUE, 'catálogo');
    tokens.catálogo = (await createUserWithRole(db, catalogue.id)).auth;
  });
  afterAll(async () => {
    await testDb.cleanup();
  });

  const call = (endpoint: Endpoint, headers: Record<string, string> = {}) =>
    app.request(urlOf(endpoint), {
      method: endpoint.method.toUpperCase(),
      headers: { 'Content-Type': 'application/json', ...headers },
      body: endpoint.method === 'get' || endpoint.method === 'delete' ? undefined : '{}',
    });

  it('finds the admin routes, every one of them in the registry and naming its permission', () => {
    expect(adminEndpoints.length).toBeGreaterThan(20);
    for (const endpoint of adminEndpoints) {
      expect(endpoint.access, endpoint.key).toBe('admin');
      expect(endpointPermissions(endpoint).length, endpoint.key).toBeGreaterThan(0);
    }
    // Nothing is served under /api/admin that the registry (and so this matrix) does not know.
    const registered = new Set(adminEndpoints.map((endpoint) => `${endpoint.method.toUpperCase()} ${urlOf(endpoint)}`));
    const served = createTestApp({} as never)
      .routes.filter((route) => route.path.startsWith('/api/admin') && route.method !== 'ALL')
      .map((route) => `${route.method} ${route.path.replace(/:(\w+)(\{[^}]*\})?/g, NO_SUCH_ID)}`);
    for (const route of served) expect(registered.has(route), `${route} is in the registry`).toBe(true);
  });

  it.each(adminEndpoints.map((endpoint) => [endpoint.key, endpoint] as const))('%s', async (_key, endpoint) => {
    const needs = endpointPermissions(endpoint);
    expect((await call(endpoint)).status, 'guest').toBe(401);
    expect((await call(endpoint, { Authorization: 'Bearer td_forged' })).status, 'forged token').toBe(401);
    for (const person of Object.keys(PEOPLE) as Person[]) {
      const response = await call(endpoint, tokens[person]);
      const holds = PEOPLE[person].some((permission) => needs.includes(permission));
      if (holds) {
        expect([401, 403], `${person} holds ${needs.join(' | ')}`).not.toContain(response.status);
      } else {
        expect(response.status, `${person} lacks ${needs.join(' | ')}`).toBe(403);
        expect(((await response.json()) as { message: string }).message).toBe(GUARD_REFUSAL);
      }
    }
  });

  it("the custom role 'catálogo' edits products and is refused on users, settings and roles", async () => {
    const refused = adminEndpoints.filter((endpoint) => /^\/admin\/(users|settings|roles|permissions)\b/.test(endpoint.path));
    expect(refused.length).toBeGreaterThan(0);
    for (const endpoint of refused) expect((await call(endpoint, tokens.catálogo)).status, endpoint.key).toBe(403);
    const products = await app.request('/api/admin/products', { headers: tokens.catálogo });
    expect(products.status).toBe(200);
  });
});
