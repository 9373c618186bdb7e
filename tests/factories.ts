import { randomBytes } from 'node:crypto';
import type { AdminProductCreate } from '../common/catalog/contracts';
import type { PermissionName, RoleName } from '../common/roles';
import { createProduct as createCatalogProduct } from '../server/api/catalog/admin-service';
import { hashPassword } from '../server/api/auth/passwords';
import { issueToken } from '../server/api/auth/tokens';
import { createUser as insertUser } from '../server/api/auth/users';
import type { Db } from '../server/db/client';
import { inArray } from 'drizzle-orm';
import { brands, categories, permissionRole, permissions, roles, roleUser } from '../server/db/schema';

let passwordHashCache: Promise<string> | null = null;
export const FACTORY_PASSWORD = 'contraseña-segura-1';

/**
 * A user with unique values per call, signed in (a live token). The session counts as having given
 * a second factor, so staff fixtures reach the back-office whatever their role requires (issue 33);
 * `passwordOnly: true` gives the session a password alone, as a sign-in without a factor would.
 */
export async function createUser(
  db: Db,
  overrides: { name?: string; email?: string; roles?: RoleName[]; phone?: string | null; now?: Date; passwordOnly?: boolean } = {},
) {
  passwordHashCache ??= hashPassword(FACTORY_PASSWORD);
  const suffix = randomBytes(4).toString('hex');
  const user = await insertUser(
    db,
    {
      name: overrides.name ?? `Cliente ${suffix}`,
      email: overrides.email ?? `cliente-${suffix}@example.com`,
      phone: overrides.phone ?? null,
      passwordHash: await passwordHashCache,
    },
    overrides.roles ?? ['user'],
  );
  const token = await issueToken(db, user.id, {
    ttlDays: 30,
    now: overrides.now ?? new Date(),
    device: 'vitest',
    ipAddress: '127.0.0.1',
    secondFactor: overrides.passwordOnly ? null : 'totp',
  });
  return { user, token, auth: { Authorization: `Bearer ${token}` } };
}

let sequence = 0;
const next = () => `${Date.now().toString(36)}${(sequence++).toString(36)}${randomBytes(2).toString('hex')}`;

export async function createBrand(db: Db, overrides: Partial<typeof brands.$inferInsert> = {}) {
  const id = next();
  const [row] = await db.insert(brands).values({ name: `Marca ${id}`, slug: `marca-${id}`, ...overrides }).returning();
  return row!;
}

export async function createCategory(db: Db, overrides: Partial<typeof categories.$inferInsert> = {}) {
  const id = next();
  const [row] = await db.insert(categories).values({ name: `Categoría ${id}`, slug: `categoria-${id}`, ...overrides }).returning();
  return row!;
}

/** A product through the real admin service (variants, stock sum, slug rules). */
export async function createProduct(
  db: Db,
  overrides: Partial<AdminProductCreate> & { brand_id: number; category_id: number; createdAt?: Date },
) {
  const id = next();
  const { createdAt, ...body } = overrides;
  return createCatalogProduct(
    db,
    {
      name: `Producto ${id}`,
      sku: `SKU-${id}`.toUpperCase(),
      price: 39.9,
      variants: [
        { size: 'S', color_name: 'Negro', color_hex: '#222222', sku: `V-${id}-S`.toUpperCase(), stock: 12 },
        { size: 'M', color_name: 'Negro', color_hex: '#222222', sku: `V-${id}-M`.toUpperCase(), stock: 8 },
      ],
      ...body,
    },
    createdAt ?? new Date(),
  );
}

/**
 * A custom role (as the roles screen would create it) holding exactly `permissionNames`; the
 * permission rows exist already (synced at every start). Name unique per call unless given.
 */
export async function createCustomRole(db: Db, permissionNames: readonly PermissionName[], name = `rol-${next()}`) {
  const [role] = await db.insert(roles).values({ name, description: 'Rol de prueba' }).returning();
  if (permissionNames.length > 0) {
    const rows = await db.select({ id: permissions.id }).from(permissions).where(inArray(permissions.name, [...permissionNames]));
    await db.insert(permissionRole).values(rows.map((row) => ({ roleId: role!.id, permissionId: row.id })));
  }
  return role!;
}

/** A signed-in user holding the custom role `roleId` (and nothing else), as `createUser` returns it. */
export async function createUserWithRole(db: Db, roleId: number, overrides: { name?: string; email?: string } = {}) {
  const created = await createUser(db, { ...overrides, roles: [] });
  await db.insert(roleUser).values({ userId: created.user.id, roleId });
  return created;
}
