import { and, count, desc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessTokens, adBanners, roles, roleUser, users } from '../../db/schema';

export async function dashboardStats(db: Db, now: Date) {
  const monthAgo = new Date(now.getTime() - 30 * 86_400_000);
  const [[totalUsers], [newUsers], [activeSessions], [activeBanners], byRole, recentUsers] = await Promise.all([
    db.select({ value: count() }).from(users),
    db.select({ value: count() }).from(users).where(gte(users.createdAt, monthAgo)),
    db
      .select({ value: count() })
      .from(accessTokens)
      .where(and(isNull(accessTokens.revokedAt), gte(accessTokens.expiresAt, now), gte(accessTokens.lastUsedAt, new Date(now.getTime() - 86_400_000)))),
    db
      .select({ value: count() })
      .from(adBanners)
      .where(and(eq(adBanners.activo, true), or(isNull(adBanners.fechaFin), gte(adBanners.fechaFin, now)), or(isNull(adBanners.fechaInicio), lte(adBanners.fechaInicio, now)))),
    db.select({ role: roles.name, value: count() }).from(roleUser).innerJoin(roles, eq(roles.id, roleUser.roleId)).groupBy(roles.name),
    db.select({ id: users.id, name: users.name, email: users.email, createdAt: users.createdAt }).from(users).orderBy(desc(users.createdAt), desc(users.id)).limit(5),
  ]);
  return {
    users: {
      total: totalUsers?.value ?? 0,
      new_last_30_days: newUsers?.value ?? 0,
      active_last_24h: activeSessions?.value ?? 0,
      by_role: Object.fromEntries(byRole.map((r) => [r.role, r.value])),
    },
    banners: { active: activeBanners?.value ?? 0 },
    recent_users: recentUsers.map((u) => ({ id: u.id, name: u.name, email: u.email, created_at: u.createdAt.toISOString() })),
  };
}
