import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AuthUser } from '../../../common/auth/contracts';
import { secondFactorRequired, type RoleName } from '../../../common/roles';
import type { Db } from '../../db/client';
import { passkeys, permissionRole, permissions, permissionUser, roles, roleUser, totpAuthenticators, users, type UserRow } from '../../db/schema';
import { publicFileUrl } from '../../storage/public-url';

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return row ?? null;
}

export async function createUser(
  db: Db,
  input: { name: string; email: string; phone: string | null; passwordHash: string },
  roleNames: readonly RoleName[],
): Promise<UserRow> {
  const [user] = await db
    .insert(users)
    .values({ ...input, email: input.email.trim().toLowerCase() })
    .returning();
  await assignRoles(db, user!.id, roleNames);
  return user!;
}

export async function assignRoles(db: Db, userId: number, roleNames: readonly RoleName[]): Promise<void> {
  if (roleNames.length === 0) return;
  const found = await db.select({ id: roles.id }).from(roles).where(inArray(roles.name, [...roleNames]));
  if (found.length !== roleNames.length) throw new Error(`Unknown role in ${roleNames.join(', ')}`);
  await db
    .insert(roleUser)
    .values(found.map((role) => ({ userId, roleId: role.id })))
    .onConflictDoNothing();
}

/** The user with role objects (and their permissions) and direct permission names (spec §3). */
export async function loadAuthUser(db: Db, userId: number): Promise<AuthUser | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const [roleRows, directRows, enabled] = await Promise.all([
    db
      .select({ id: roles.id, name: roles.name, requiresSecondFactor: roles.requiresSecondFactor, permission: permissions.name })
      .from(roleUser)
      .innerJoin(roles, eq(roles.id, roleUser.roleId))
      .leftJoin(permissionRole, eq(permissionRole.roleId, roles.id))
      .leftJoin(permissions, eq(permissions.id, permissionRole.permissionId))
      .where(eq(roleUser.userId, userId))
      .orderBy(roles.id, permissions.name),
    db
      .select({ name: permissions.name })
      .from(permissionUser)
      .innerJoin(permissions, eq(permissions.id, permissionUser.permissionId))
      .where(eq(permissionUser.userId, userId))
      .orderBy(permissions.name),
    secondFactorEnabled(db, userId),
  ]);
  const roleMap = new Map<number, AuthUser['roles'][number]>();
  for (const row of roleRows) {
    const role = roleMap.get(row.id) ?? { id: row.id, name: row.name, permissions: [] };
    if (row.permission) role.permissions.push(row.permission);
    roleMap.set(row.id, role);
  }
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    profile_photo_path: user.profilePhotoPath,
    profile_photo_url: user.profilePhotoPath ? publicFileUrl(user.profilePhotoPath) : null,
    roles: [...roleMap.values()],
    permissions: directRows.map((row) => row.name),
    created_at: user.createdAt.toISOString(),
    second_factor: { required: secondFactorRequired(roleRows, directRows.map((row) => row.name)), enabled },
  };
}

/** Whether the account has a confirmed authenticator app or a passkey. */
export async function secondFactorEnabled(db: Db, userId: number): Promise<boolean> {
  const [[app], [key]] = await Promise.all([
    db.select({ userId: totpAuthenticators.userId }).from(totpAuthenticators).where(and(eq(totpAuthenticators.userId, userId), isNotNull(totpAuthenticators.confirmedAt))),
    db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId)).limit(1),
  ]);
  return Boolean(app || key);
}
