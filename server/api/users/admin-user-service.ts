import { and, asc, count, desc, eq, exists, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { pageOf } from '../../../common/api/replies';
import type { AuthUser } from '../../../common/auth/contracts';
import { hasRole, isBuiltInRole, ROLE_NAMES } from '../../../common/roles';
import type {
  AdminUserCreateBody,
  AdminUserDetail,
  AdminUserListQuery,
  AdminUserPage,
  AdminUserRole,
  AdminUserRolesBody,
  AdminUserRow,
  AdminUserUpdateBody,
} from '../../../common/users/contracts';
import type { z } from '../../../common/zod';
import type { Db } from '../../db/client';
import { accessTokens, permissionRole, permissions, permissionUser, roles, roleUser, users, type UserRow } from '../../db/schema';
import { publicFileUrl } from '../../storage/public-url';
import { listAddresses } from '../account/address-service';
import { changedFields } from '../audit/changes';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { hashPassword } from '../auth/passwords';
import { assertAcceptablePassword } from '../auth/password-policy';
import { listSessions } from '../account/sessions-service';
import { findUserByEmail, loadAuthUser } from '../auth/users';
import { secondFactorSummary } from '../second-factor/enrolment';
import { violatedConstraint } from '../catalog/constraint-errors';
import { ConflictError, fieldErrorMap, ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import { transaction } from '../../db/transaction';

const SUPER_ADMIN = 'super-admin';
export const EMAIL_TAKEN_MESSAGE = 'Ya existe una cuenta con este email.';
export const SELF_DEACTIVATE_MESSAGE = 'No puedes desactivar tu propia cuenta.';
export const LAST_SUPER_ADMIN_ROLE_MESSAGE = 'Es el último super-admin activo: da antes el rol a otra persona.';
export const LAST_SUPER_ADMIN_DEACTIVATE_MESSAGE = 'Es el último super-admin activo: no se puede desactivar.';
export const OWN_LAST_STAFF_ROLE_MESSAGE = 'No puedes quitarte tu último rol de staff: perderías el acceso al back-office.';
export const SUPER_ADMIN_ONLY_MESSAGE = 'Solo un super-admin puede dar o quitar el rol super-admin.';
export const SUPER_ADMIN_ACCOUNT_MESSAGE = 'Solo un super-admin puede modificar una cuenta super-admin.';

/** Who is making the change: the signed-in staff member, as the session and the audit log see them. */
export interface UserAdminContext {
  actor: AuthUser;
  audit: AuditActor;
  now: Date;
}

// ---------------------------------------------------------------------------------------------
// Reading

/** Lower case without accents, so 'Núñez' is found by 'nunez' (PGlite has no unaccent). */
const ACCENTED = 'áàäâãåéèëêíìïîóòöôõúùüûñçý';
const PLAIN = 'aaaaaaeeeeiiiiooooouuuuncy';
const folded = (column: SQL | typeof users.name) => sql`translate(lower(${column}), ${ACCENTED}, ${PLAIN})`;

export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');
}

const likePattern = (text: string) => `%${foldText(text).replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

const statusOf = (row: Pick<UserRow, 'deactivatedAt'>) => (row.deactivatedAt ? 'deactivated' : 'active') as AdminUserRow['status'];
const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Built-in roles first, in the spec's order, then the custom ones by name. */
function byRoleOrder(a: { name: string }, b: { name: string }): number {
  const rank = (name: string) => (isBuiltInRole(name) ? ROLE_NAMES.indexOf(name) : ROLE_NAMES.length);
  return rank(a.name) - rank(b.name) || a.name.localeCompare(b.name, 'es');
}

const hasRoleNamed = (name: string) =>
  exists(
    sql`(select 1 from ${roleUser} inner join ${roles} on ${roles.id} = ${roleUser.roleId} where ${roleUser.userId} = ${users.id} and ${roles.name} = ${name})`,
  );

const SORT_COLUMNS = {
  name: folded(users.name),
  email: sql`${users.email}`,
  created_at: sql`${users.createdAt}`,
  last_login_at: sql`${users.lastLoginAt}`,
} as const;

/** A page of accounts with their role names, plus every role with its number of accounts. */
export async function listAdminUsers(db: Db, q: AdminUserListQuery): Promise<AdminUserPage> {
  const filters: SQL[] = [];
  if (q.search) {
    const pattern = likePattern(q.search);
    filters.push(sql`(${folded(users.name)} like ${pattern} or ${folded(sql`${users.email}`)} like ${pattern})`);
  }
  if (q.role) filters.push(hasRoleNamed(q.role));
  if (q.status === 'active') filters.push(isNull(users.deactivatedAt));
  if (q.status === 'deactivated') filters.push(isNotNull(users.deactivatedAt));
  const where = filters.length ? and(...filters) : undefined;

  const direction = q.direction ?? (q.sort === 'name' || q.sort === 'email' ? 'asc' : 'desc');
  const column = SORT_COLUMNS[q.sort];
  const order = direction === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  const tieBreak = direction === 'asc' ? asc(users.id) : desc(users.id);

  const [rows, [total], facets] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(order, tieBreak)
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(users).where(where),
    db
      .select({ name: roles.name, description: roles.description, count: sql<number>`count(${roleUser.userId})::int` })
      .from(roles)
      .leftJoin(roleUser, eq(roleUser.roleId, roles.id))
      .groupBy(roles.id, roles.name, roles.description),
  ]);

  const roleRows = rows.length
    ? await db
        .select({ userId: roleUser.userId, name: roles.name })
        .from(roleUser)
        .innerJoin(roles, eq(roles.id, roleUser.roleId))
        .where(inArray(roleUser.userId, rows.map((row) => row.id)))
    : [];
  const rolesByUser = new Map<number, string[]>();
  for (const row of roleRows) rolesByUser.set(row.userId, [...(rolesByUser.get(row.userId) ?? []), row.name]);

  const items: AdminUserRow[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    profile_photo_url: row.profilePhotoPath ? publicFileUrl(row.profilePhotoPath) : null,
    roles: (rolesByUser.get(row.id) ?? []).sort((a, b) => byRoleOrder({ name: a }, { name: b })),
    status: statusOf(row),
    created_at: row.createdAt.toISOString(),
    last_login_at: iso(row.lastLoginAt),
    deactivated_at: iso(row.deactivatedAt),
  }));
  return {
    ...pageOf(items, q.page, q.per_page, total?.n ?? 0),
    role_facets: facets
      .map((f) => ({ name: f.name, description: f.description, built_in: isBuiltInRole(f.name), count: Number(f.count) }))
      .sort(byRoleOrder),
  };
}

async function findUser(db: Db, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw new NotFoundError('Usuario no encontrado.');
  return row;
}

async function allRoles(db: Db): Promise<AdminUserRole[]> {
  const rows = await db.select().from(roles);
  return rows
    .map((row) => ({ id: row.id, name: row.name, description: row.description, built_in: isBuiltInRole(row.name) }))
    .sort(byRoleOrder);
}

async function rolesOf(db: Db, userId: number): Promise<AdminUserRole[]> {
  const rows = await db
    .select({ id: roles.id, name: roles.name, description: roles.description })
    .from(roleUser)
    .innerJoin(roles, eq(roles.id, roleUser.roleId))
    .where(eq(roleUser.userId, userId));
  return rows.map((row) => ({ ...row, built_in: isBuiltInRole(row.name) })).sort(byRoleOrder);
}

/** The user's page: profile, roles, direct permissions, live sessions, addresses and the roles on offer. */
export async function presentAdminUser(db: Db, id: number, now: Date): Promise<AdminUserDetail> {
  const row = await findUser(db, id);
  const [ownRoles, direct, sessions, addresses, assignable, factors, asSignedIn] = await Promise.all([
    rolesOf(db, id),
    db
      .select({ name: permissions.name })
      .from(permissionUser)
      .innerJoin(permissions, eq(permissions.id, permissionUser.permissionId))
      .where(eq(permissionUser.userId, id))
      .orderBy(permissions.name),
    listSessions(db, id, null, now),
    listAddresses(db, id),
    allRoles(db),
    secondFactorSummary(db, id),
    loadAuthUser(db, id),
  ]);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    profile_photo_url: row.profilePhotoPath ? publicFileUrl(row.profilePhotoPath) : null,
    status: statusOf(row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    last_login_at: iso(row.lastLoginAt),
    deactivated_at: iso(row.deactivatedAt),
    roles: ownRoles,
    permissions: direct.map((p) => p.name),
    sessions: sessions.map(({ is_current: _, ...session }) => session),
    addresses,
    assignable_roles: assignable,
    second_factor: { required: asSignedIn?.second_factor.required ?? false, ...factors },
  };
}

// ---------------------------------------------------------------------------------------------
// Guardrails

const isSuperAdmin = (actor: AuthUser) => hasRole(actor, SUPER_ADMIN);

/** Only a super-admin touches a super-admin account (403). */
function assertMayTouch(actor: AuthUser, targetRoles: readonly { name: string }[]) {
  if (targetRoles.some((role) => role.name === SUPER_ADMIN) && !isSuperAdmin(actor)) {
    throw new ForbiddenError(SUPER_ADMIN_ACCOUNT_MESSAGE);
  }
}

/** Active super-admins other than `exceptUserId`. */
async function otherActiveSuperAdmins(db: Db, exceptUserId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(ne(users.id, exceptUserId), isNull(users.deactivatedAt), hasRoleNamed(SUPER_ADMIN)));
  return row?.n ?? 0;
}

/** The roles named in the list, or a 422 on each unknown name (`roles.2`). */
async function resolveRoles(db: Db, names: readonly string[]): Promise<{ id: number; name: string }[]> {
  const unique = [...new Set(names)];
  const found = unique.length ? await db.select({ id: roles.id, name: roles.name }).from(roles).where(inArray(roles.name, unique)) : [];
  const known = new Set(found.map((role) => role.name));
  const errors = fieldErrorMap();
  names.forEach((name, index) => {
    if (!known.has(name)) errors[`roles.${index}`] = [`El rol «${name}» no existe.`];
  });
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return found;
}

/** Role ids among `roleIds` that give at least one back-office permission. */
async function staffRoleIds(db: Db, roleIds: readonly number[]): Promise<Set<number>> {
  if (roleIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ roleId: permissionRole.roleId })
    .from(permissionRole)
    .where(inArray(permissionRole.roleId, [...roleIds]));
  return new Set(rows.map((row) => row.roleId));
}

async function assertEmailFree(db: Db, email: string, exceptUserId?: number) {
  const owner = await findUserByEmail(db, email);
  if (owner && owner.id !== exceptUserId) throw new ValidationError({ email: [EMAIL_TAKEN_MESSAGE] });
}

/** Two admins saving the same e-mail at once: the unique index decides, still as a 422. */
async function withEmailConstraint<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (violatedConstraint(err) === 'users_email_unique') throw new ValidationError({ email: [EMAIL_TAKEN_MESSAGE] });
    throw err;
  }
}

// ---------------------------------------------------------------------------------------------
// Writes (each in one transaction with its audit entry)

export async function createStaffUser(db: Db, body: z.output<typeof AdminUserCreateBody>, ctx: UserAdminContext): Promise<number> {
  const wanted = await resolveRoles(db, body.roles);
  if (wanted.some((role) => role.name === SUPER_ADMIN) && !isSuperAdmin(ctx.actor)) throw new ForbiddenError(SUPER_ADMIN_ONLY_MESSAGE);
  await assertEmailFree(db, body.email);
  assertAcceptablePassword(body.password, { email: body.email, locale: 'es' });
  const passwordHash = await hashPassword(body.password);
  return withEmailConstraint(() =>
    transaction(db, async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ name: body.name, email: body.email, phone: body.phone, passwordHash, createdAt: ctx.now, updatedAt: ctx.now })
        .returning();
      const user = row!;
      await tx.insert(roleUser).values(wanted.map((role) => ({ userId: user.id, roleId: role.id })));
      await recordAudit(tx, ctx.audit, {
        action: 'create',
        entityType: 'user',
        entityId: user.id,
        entityLabel: user.name,
        changes: changedFields(null, { name: user.name, email: user.email, phone: user.phone, roles: wanted.map((r) => r.name).sort(), password: 'set' }),
      });
      return user.id;
    }),
  );
}

export async function updateUserProfile(db: Db, id: number, body: z.output<typeof AdminUserUpdateBody>, ctx: UserAdminContext): Promise<void> {
  const before = await findUser(db, id);
  assertMayTouch(ctx.actor, await rolesOf(db, id));
  await assertEmailFree(db, body.email, id);
  const fields = ['name', 'email', 'phone'] as const;
  const changes = changedFields(before, { ...before, ...body }, fields);
  if (Object.keys(changes).length === 0) return;
  await withEmailConstraint(() =>
    transaction(db, async (tx) => {
      await tx.update(users).set({ name: body.name, email: body.email, phone: body.phone, updatedAt: ctx.now }).where(eq(users.id, id));
      await recordAudit(tx, ctx.audit, { action: 'update', entityType: 'user', entityId: id, entityLabel: body.name, changes });
    }),
  );
}

export async function setUserRoles(db: Db, id: number, body: z.output<typeof AdminUserRolesBody>, ctx: UserAdminContext): Promise<void> {
  const target = await findUser(db, id);
  const wanted = await resolveRoles(db, body.roles);
  await transaction(db, async (tx) => {
    const current = await rolesOf(tx, id);
    assertMayTouch(ctx.actor, current);
    const had = new Set(current.map((role) => role.name));
    const will = new Set(wanted.map((role) => role.name));
    if (had.has(SUPER_ADMIN) !== will.has(SUPER_ADMIN)) {
      if (!isSuperAdmin(ctx.actor)) throw new ForbiddenError(SUPER_ADMIN_ONLY_MESSAGE);
      if (had.has(SUPER_ADMIN) && !target.deactivatedAt && (await otherActiveSuperAdmins(tx, id)) === 0) {
        throw new ConflictError(LAST_SUPER_ADMIN_ROLE_MESSAGE);
      }
    }
    if (id === ctx.actor.id) {
      const staffBefore = await staffRoleIds(tx, current.map((role) => role.id));
      const staffAfter = await staffRoleIds(tx, wanted.map((role) => role.id));
      if (staffBefore.size > 0 && staffAfter.size === 0) throw new ConflictError(OWN_LAST_STAFF_ROLE_MESSAGE);
    }
    const before = [...had].sort();
    const after = [...will].sort();
    if (before.join('\n') === after.join('\n')) return;
    await tx.delete(roleUser).where(eq(roleUser.userId, id));
    if (wanted.length) await tx.insert(roleUser).values(wanted.map((role) => ({ userId: id, roleId: role.id })));
    await tx.update(users).set({ updatedAt: ctx.now }).where(eq(users.id, id));
    await recordAudit(tx, ctx.audit, {
      action: 'update-roles',
      entityType: 'user',
      entityId: id,
      entityLabel: target.name,
      changes: changedFields({ roles: before }, { roles: after }),
    });
  });
}

/** Deactivates the account and revokes every live token of it, in one transaction. */
export async function deactivateUser(db: Db, id: number, ctx: UserAdminContext): Promise<void> {
  if (id === ctx.actor.id) {
    await findUser(db, id);
    throw new ConflictError(SELF_DEACTIVATE_MESSAGE);
  }
  await transaction(db, async (tx) => {
    const target = await findUser(tx, id);
    const current = await rolesOf(tx, id);
    assertMayTouch(ctx.actor, current);
    if (target.deactivatedAt) throw new ConflictError('Esta cuenta ya está desactivada.');
    if (current.some((role) => role.name === SUPER_ADMIN) && (await otherActiveSuperAdmins(tx, id)) === 0) {
      throw new ConflictError(LAST_SUPER_ADMIN_DEACTIVATE_MESSAGE);
    }
    await tx.update(users).set({ deactivatedAt: ctx.now, updatedAt: ctx.now }).where(eq(users.id, id));
    const revoked = await tx
      .update(accessTokens)
      .set({ revokedAt: ctx.now })
      .where(and(eq(accessTokens.userId, id), isNull(accessTokens.revokedAt)))
      .returning({ id: accessTokens.id });
    await recordAudit(tx, ctx.audit, {
      action: 'deactivate',
      entityType: 'user',
      entityId: id,
      entityLabel: target.name,
      changes: { ...changedFields({ status: 'active' }, { status: 'deactivated' }), revoked_sessions: { before: null, after: revoked.length } },
    });
  });
}

export async function reactivateUser(db: Db, id: number, ctx: UserAdminContext): Promise<void> {
  await transaction(db, async (tx) => {
    const target = await findUser(tx, id);
    assertMayTouch(ctx.actor, await rolesOf(tx, id));
    if (!target.deactivatedAt) throw new ConflictError('Esta cuenta ya está activa.');
    await tx.update(users).set({ deactivatedAt: null, updatedAt: ctx.now }).where(eq(users.id, id));
    await recordAudit(tx, ctx.audit, {
      action: 'reactivate',
      entityType: 'user',
      entityId: id,
      entityLabel: target.name,
      changes: changedFields({ status: 'deactivated' }, { status: 'active' }),
    });
  });
}

/** Ends one live session of the account; a session of another account, or already ended, is a 404. */
export async function revokeUserSession(db: Db, id: number, sessionId: number, ctx: UserAdminContext): Promise<void> {
  await transaction(db, async (tx) => {
    const target = await findUser(tx, id);
    assertMayTouch(ctx.actor, await rolesOf(tx, id));
    const revoked = await tx
      .update(accessTokens)
      .set({ revokedAt: ctx.now })
      .where(and(eq(accessTokens.id, sessionId), eq(accessTokens.userId, id), isNull(accessTokens.revokedAt)))
      .returning({ id: accessTokens.id, device: accessTokens.device });
    if (revoked.length === 0) throw new NotFoundError('Sesión no encontrada.');
    await recordAudit(tx, ctx.audit, {
      action: 'revoke-session',
      entityType: 'user',
      entityId: id,
      entityLabel: target.name,
      changes: { session: { before: revoked[0]!.device ?? `#${sessionId}`, after: null } },
    });
  });
}
