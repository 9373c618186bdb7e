import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { PERMISSIONS, ROLE_DESCRIPTIONS, ROLE_NAMES, ROLE_PERMISSIONS, roleNeedsSecondFactorByDefault } from '../../common/roles';
import type { Db } from '../db/client';
import { permissionRole, permissions, roles } from '../db/schema';

/**
 * The four built-in roles of spec §6 and the permission set, as `common/roles.ts` defines them.
 * Run at every start (not once like the other seed steps): a permission added in code reaches
 * every existing store, and the built-in roles hold exactly their code-defined permissions.
 * Custom roles and their permissions are the staff's and are left alone.
 */
export async function syncRolesAndPermissions(db: Db): Promise<void> {
  for (const [name, description] of Object.entries(PERMISSIONS)) {
    await db.insert(permissions).values({ name, description }).onConflictDoUpdate({ target: permissions.name, set: { description } });
  }
  await db
    .insert(roles)
    // A new store's built-in roles ask for a second factor when they move money or access (issue 33); later the switch is the merchant's.
    .values(ROLE_NAMES.map((name) => ({ name, description: ROLE_DESCRIPTIONS[name], requiresSecondFactor: roleNeedsSecondFactorByDefault(ROLE_PERMISSIONS[name]) })))
    .onConflictDoNothing();
  const roleRows = await db.select().from(roles).where(inArray(roles.name, [...ROLE_NAMES]));
  const permissionRows = await db.select().from(permissions);
  const permissionId = new Map(permissionRows.map((p) => [p.name, p.id]));
  for (const role of roleRows) {
    const wanted = ROLE_PERMISSIONS[role.name as keyof typeof ROLE_PERMISSIONS].map((name) => permissionId.get(name)!);
    const stale = wanted.length > 0
      ? and(eq(permissionRole.roleId, role.id), notInArray(permissionRole.permissionId, wanted))
      : eq(permissionRole.roleId, role.id);
    await db.delete(permissionRole).where(stale);
    if (wanted.length > 0) {
      await db.insert(permissionRole).values(wanted.map((permissionId) => ({ roleId: role.id, permissionId }))).onConflictDoNothing();
    }
  }
}
