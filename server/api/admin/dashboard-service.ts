import { and, count, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { AdminDashboard } from '../../../common/admin/dashboard';
import { ADMIN_LOW_STOCK_THRESHOLD } from '../../../common/constants';
import type { Db } from '../../db/client';
import { recentAuditEntries } from '../audit/audit-service';
import { dashboardSales } from './dashboard-sales';
import { accessTokens, adBanners, categories, products, roles, roleUser, users } from '../../db/schema';

/** How many entries of the audit log the dashboard's recent activity shows. */
export const DASHBOARD_ACTIVITY_LIMIT = 10;

export async function dashboardStats(db: Db, now: Date): Promise<AdminDashboard> {
  const monthAgo = new Date(now.getTime() - 30 * 86_400_000);
  const [[totalUsers], [newUsers], [activeSessions], [activeBanners], byRole, recentUsers, [productSummary], [categoryCount], recentProducts, recentActivity, sales] = await Promise.all([
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
    db
      .select({
        total: count(),
        active: sql<number>`count(*) filter (where ${products.status} = 'active')::int`,
        // The back-office warns earlier than the store does: 5 units or fewer (spec §9).
        lowStock: sql<number>`count(*) filter (where ${products.stockQuantity} <= ${ADMIN_LOW_STOCK_THRESHOLD})::int`,
        outOfStock: sql<number>`count(*) filter (where ${products.stockQuantity} <= 0)::int`,
        featured: sql<number>`count(*) filter (where ${products.isFeatured})::int`,
      })
      .from(products)
      .where(isNull(products.deletedAt)),
    db.select({ value: count() }).from(categories),
    db
      .select({ id: products.id, name: products.name, slug: products.slug, stock: products.stockQuantity, createdAt: products.createdAt })
      .from(products)
      .where(isNull(products.deletedAt))
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(5),
    recentAuditEntries(db, DASHBOARD_ACTIVITY_LIMIT),
    dashboardSales(db, now),
  ]);
  return {
    users: {
      total: totalUsers?.value ?? 0,
      new_last_30_days: newUsers?.value ?? 0,
      active_last_24h: activeSessions?.value ?? 0,
      by_role: Object.fromEntries(byRole.map((r) => [r.role, r.value])),
    },
    banners: { active: activeBanners?.value ?? 0 },
    products: {
      total: productSummary?.total ?? 0,
      active: productSummary?.active ?? 0,
      low_stock: productSummary?.lowStock ?? 0,
      out_of_stock: productSummary?.outOfStock ?? 0,
      featured: productSummary?.featured ?? 0,
      categories: categoryCount?.value ?? 0,
    },
    sales,
    recent_products: recentProducts.map((p) => ({ id: p.id, name: p.name, slug: p.slug, stock: p.stock, created_at: p.createdAt.toISOString() })),
    recent_users: recentUsers.map((u) => ({ id: u.id, name: u.name, email: u.email, created_at: u.createdAt.toISOString() })),
    recent_activity: recentActivity,
  };
}
