import { inArray } from 'drizzle-orm';
import { PERMISSIONS, ROLE_DESCRIPTIONS, ROLE_NAMES, ROLE_PERMISSIONS } from '../../common/roles';
import type { Db } from '../db/client';
import { permissionRole, permissions, roles } from '../db/schema';

/** The four roles of spec §6 and the back-office permission set. */
export async function seedRolesAndPermissions(db: Db): Promise<void> {
  await db
    .insert(roles)
    .values(ROLE_NAMES.map((name) => ({ name, description: ROLE_DESCRIPTIONS[name] })))
    .onConflictDoNothing();
  await db
    .insert(permissions)
    .values(Object.entries(PERMISSIONS).map(([name, description]) => ({ name, description })))
    .onConflictDoNothing();
  const roleRows = await db.select().from(roles).where(inArray(roles.name, [...ROLE_NAMES]));
  const permissionRows = await db.select().from(permissions);
  const permissionId = new Map(permissionRows.map((p) => [p.name, p.id]));
  const links = roleRows.flatMap((role) =>
    ROLE_PERMISSIONS[role.name as keyof typeof ROLE_PERMISSIONS].map((name) => ({
      roleId: role.id,
      permissionId: permissionId.get(name)!,
    })),
  );
  if (links.length > 0) await db.insert(permissionRole).values(links).onConflictDoNothing();
}
