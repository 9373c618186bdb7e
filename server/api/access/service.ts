import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  BUILT_IN_ROLE_LOCKED,
  BUILT_IN_ROLE_UNDELETABLE,
  ROLE_ESCALATION,
  ROLE_NAME_BUILT_IN,
  ROLE_NAME_TAKEN,
  roleInUseMessage,
  type AdminRole,
  type AdminRoleCreate,
  type AdminRoleUpdate,
  type PermissionArea,
} from '../../../common/access/contracts';
import type { AuthUser } from '../../../common/auth/contracts';
import { hasPermission, isBuiltInRole, PERMISSION_AREAS, ROLE_NAMES, roleNeedsSecondFactorByDefault } from '../../../common/roles';
import type { Db } from '../../db/client';
import { permissionRole, permissions, roles, roleUser } from '../../db/schema';
import { changedFields } from '../audit/changes';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import { transaction } from '../../db/transaction';

/** Parsed bodies (names trimmed, permissions known, sorted and unique). */
type RoleCreate = { name: string; description?: string | null; permissions?: string[]; requires_second_factor?: boolean };
type RoleUpdate = Partial<RoleCreate>;
export type { AdminRoleCreate, AdminRoleUpdate };

const AUDITED = ['name', 'description', 'permissions', 'requires_second_factor'] as const;

/** The permission areas as the roles screen shows them. */
export function permissionAreas(): PermissionArea[] {
  return PERMISSION_AREAS.map((group) => ({
    area: group.area,
    permissions: Object.entries(group.permissions).map(([name, description]) => ({ name, description: description as string })),
  }));
}

type RoleRow = typeof roles.$inferSelect;

async function rolesWithDetails(db: Db, rows: RoleRow[]): Promise<AdminRole[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [granted, holders] = await Promise.all([
    db
      .select({ roleId: permissionRole.roleId, name: permissions.name })
      .from(permissionRole)
      .innerJoin(permissions, eq(permissions.id, permissionRole.permissionId))
      .where(inArray(permissionRole.roleId, ids))
      .orderBy(asc(permissions.name)),
    db.select({ roleId: roleUser.roleId, n: count() }).from(roleUser).where(inArray(roleUser.roleId, ids)).groupBy(roleUser.roleId),
  ]);
  const byRole = new Map<number, string[]>();
  for (const row of granted) (byRole.get(row.roleId) ?? byRole.set(row.roleId, []).get(row.roleId)!).push(row.name);
  const counts = new Map(holders.map((row) => [row.roleId, Number(row.n)]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    built_in: isBuiltInRole(row.name),
    permissions: byRole.get(row.id) ?? [],
    requires_second_factor: row.requiresSecondFactor,
    users_count: counts.get(row.id) ?? 0,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}

/** Every role: the four built-in ones in their order, then the store's own by name. */
export async function listRoles(db: Db): Promise<AdminRole[]> {
  const rows = await db.select().from(roles).orderBy(asc(roles.name));
  const builtIn = ROLE_NAMES.map((name) => rows.find((row) => row.name === name)).filter((row): row is RoleRow => row !== undefined);
  const own = rows.filter((row) => !isBuiltInRole(row.name));
  return rolesWithDetails(db, [...builtIn, ...own]);
}

async function findRole(db: Db, id: number): Promise<RoleRow> {
  const [row] = await db.select().from(roles).where(eq(roles.id, id));
  if (!row) throw new NotFoundError('Rol no encontrado.');
  return row;
}

export async function getRole(db: Db, id: number): Promise<AdminRole> {
  const [role] = await rolesWithDetails(db, [await findRole(db, id)]);
  return role!;
}

/** A name must not be a built-in one nor another role's, whatever its capitals. */
async function checkName(db: Db, name: string, exceptId: number | null): Promise<void> {
  if (ROLE_NAMES.some((builtIn) => builtIn.toLowerCase() === name.toLowerCase())) {
    throw new ValidationError({ name: [ROLE_NAME_BUILT_IN] });
  }
  const [clash] = await db.select({ id: roles.id }).from(roles).where(sql`lower(${roles.name}) = ${name.toLowerCase()}`);
  if (clash && clash.id !== exceptId) throw new ValidationError({ name: [ROLE_NAME_TAKEN] });
}

/** Nobody hands out a permission they do not hold themselves (no escalation through a role). */
function checkGrant(caller: AuthUser, added: readonly string[]): void {
  if (added.some((name) => !hasPermission(caller, name))) throw new ForbiddenError(ROLE_ESCALATION);
}

async function permissionIds(db: Db, names: readonly string[]): Promise<number[]> {
  if (names.length === 0) return [];
  const rows = await db.select({ id: permissions.id }).from(permissions).where(inArray(permissions.name, [...names]));
  return rows.map((row) => row.id);
}

async function currentPermissions(db: Db, roleId: number): Promise<string[]> {
  const rows = await db
    .select({ name: permissions.name })
    .from(permissionRole)
    .innerJoin(permissions, eq(permissions.id, permissionRole.permissionId))
    .where(eq(permissionRole.roleId, roleId))
    .orderBy(asc(permissions.name));
  return rows.map((row) => row.name);
}

/** A unique-name race between the check and the insert ends as the same 422. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code ?? (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '23505';
}

export async function createRole(db: Db, actor: AuditActor, caller: AuthUser, body: RoleCreate, now: Date): Promise<number> {
  const granted = body.permissions ?? [];
  checkGrant(caller, granted);
  await checkName(db, body.name, null);
  const ids = await permissionIds(db, granted);
  const requiresSecondFactor = body.requires_second_factor ?? roleNeedsSecondFactorByDefault(granted);
  try {
    return await transaction(db, async (tx) => {
      const [row] = await tx
        .insert(roles)
        .values({ name: body.name, description: body.description ?? null, requiresSecondFactor, createdAt: now, updatedAt: now })
        .returning();
      if (ids.length > 0) await tx.insert(permissionRole).values(ids.map((permissionId) => ({ roleId: row!.id, permissionId })));
      await recordAudit(tx, actor, {
        action: 'create',
        entityType: 'role',
        entityId: row!.id,
        entityLabel: row!.name,
        changes: changedFields(null, { name: row!.name, description: row!.description, permissions: granted, requires_second_factor: requiresSecondFactor }, AUDITED),
      });
      return row!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ValidationError({ name: [ROLE_NAME_TAKEN] });
    throw error;
  }
}

export async function updateRole(db: Db, actor: AuditActor, caller: AuthUser, id: number, body: RoleUpdate, now: Date): Promise<void> {
  const before = await findRole(db, id);
  if (isBuiltInRole(before.name)) {
    // A built-in role's name and permissions come with the store; whether it asks for a second factor is the merchant's call.
    if (body.name !== undefined || body.description !== undefined || body.permissions !== undefined) throw new ConflictError(BUILT_IN_ROLE_LOCKED);
  }
  const beforePermissions = await currentPermissions(db, id);
  const nextPermissions = body.permissions ?? beforePermissions;
  checkGrant(caller, nextPermissions.filter((name) => !beforePermissions.includes(name)));
  if (body.name !== undefined && body.name !== before.name) await checkName(db, body.name, id);
  const ids = body.permissions === undefined ? null : await permissionIds(db, nextPermissions);
  try {
    await transaction(db, async (tx) => {
      const [after] = await tx
        .update(roles)
        .set({
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.description !== undefined ? { description: body.description } : {}),
          ...(body.requires_second_factor !== undefined ? { requiresSecondFactor: body.requires_second_factor } : {}),
          updatedAt: now,
        })
        .where(eq(roles.id, id))
        .returning();
      if (ids !== null) {
        await tx.delete(permissionRole).where(eq(permissionRole.roleId, id));
        if (ids.length > 0) await tx.insert(permissionRole).values(ids.map((permissionId) => ({ roleId: id, permissionId })));
      }
      const changes = changedFields(
        { name: before.name, description: before.description, permissions: beforePermissions, requires_second_factor: before.requiresSecondFactor },
        { name: after!.name, description: after!.description, permissions: nextPermissions, requires_second_factor: after!.requiresSecondFactor },
        AUDITED,
      );
      if (Object.keys(changes).length > 0) {
        await recordAudit(tx, actor, { action: 'update', entityType: 'role', entityId: id, entityLabel: after!.name, changes });
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ValidationError({ name: [ROLE_NAME_TAKEN] });
    throw error;
  }
}

/** Deletes a custom role nobody holds; returns its name. */
export async function deleteRole(db: Db, actor: AuditActor, id: number): Promise<string> {
  const before = await findRole(db, id);
  if (isBuiltInRole(before.name)) throw new ConflictError(BUILT_IN_ROLE_UNDELETABLE);
  const beforePermissions = await currentPermissions(db, id);
  await transaction(db, async (tx) => {
    const [holders] = await tx.select({ n: count() }).from(roleUser).where(eq(roleUser.roleId, id));
    const users = Number(holders?.n ?? 0);
    if (users > 0) throw new ConflictError(roleInUseMessage(users));
    await tx.delete(roles).where(eq(roles.id, id));
    await recordAudit(tx, actor, {
      action: 'delete',
      entityType: 'role',
      entityId: id,
      entityLabel: before.name,
      changes: changedFields({ name: before.name, description: before.description, permissions: beforePermissions }, null, AUDITED),
    });
  });
  return before.name;
}
