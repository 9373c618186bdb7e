import { apiRequest } from '~/lib/api-client';

export interface DashboardUsers {
  total: number;
  new_last_30_days: number;
  active_last_24h: number;
  by_role: Record<string, number>;
}

/** Spec §2 products summary; low_stock counts products with ADMIN_LOW_STOCK_THRESHOLD units or fewer. */
export interface DashboardProducts {
  total: number;
  active: number;
  low_stock: number;
  featured: number;
  categories: number;
}

export interface DashboardRecentUser {
  id: number;
  name: string;
  email: string;
  created_at: string;
}

/** Only id and name are relied on; the rest is shown when the server sends it. */
export interface DashboardRecentProduct {
  id: number;
  name: string;
  created_at?: string | null;
  updated_at?: string | null;
  stock?: number | null;
  is_active?: boolean | null;
  status?: string | null;
}

/** GET /api/admin/dashboard → data. `products` and `recent_products` arrive with the catalogue figures. */
export interface AdminDashboardData {
  users: DashboardUsers;
  banners: { active: number };
  recent_users: DashboardRecentUser[];
  products?: DashboardProducts | null;
  recent_products?: DashboardRecentProduct[] | null;
}

export async function fetchAdminDashboard(signal?: AbortSignal): Promise<AdminDashboardData> {
  const reply = await apiRequest<{ status: string; data: AdminDashboardData }>('/api/admin/dashboard', { signal });
  return reply.data;
}

const countFormat = new Intl.NumberFormat('es-ES');

export function formatCount(value: number): string {
  return countFormat.format(value);
}

const whenFormat = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' });

/** A date as es-ES shows it ('14 mar 2025, 13:05'); an unreadable one stays out. */
export function formatWhen(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : whenFormat.format(date);
}

/** A figure of the products summary, or null while the server does not send it. */
export function productFigure(data: AdminDashboardData, key: keyof DashboardProducts): number | null {
  const value = data.products?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
