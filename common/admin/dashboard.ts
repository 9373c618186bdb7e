import { defineEndpoints } from '../api/contract';
import { Success } from '../api/replies';
import { AuditEntry } from '../audit/contracts';
import { z } from '../zod';

const count = z.int().min(0);

/** The back-office dashboard's figures, counted from the database (spec §2 admin.dashboard). */
export const AdminDashboard = z
  .object({
    users: z.object({
      total: count,
      new_last_30_days: count,
      active_last_24h: count,
      by_role: z.record(z.string(), count).meta({ description: 'Personas por rol (nombre del rol → cuántas).' }),
    }),
    banners: z.object({ active: count }),
    products: z.object({
      total: count,
      active: count,
      low_stock: count.meta({ description: 'Productos con 5 unidades o menos (aviso del back-office).' }),
      out_of_stock: count,
      featured: count,
      categories: count,
    }),
    recent_products: z.array(z.object({ id: z.int(), name: z.string(), slug: z.string(), stock: z.int(), created_at: z.string() })),
    recent_users: z.array(z.object({ id: z.int(), name: z.string(), email: z.string(), created_at: z.string() })),
    recent_activity: z
      .array(AuditEntry)
      .meta({ description: 'Los últimos cambios hechos desde el back-office (registro de auditoría), los más recientes primero.' }),
  })
  .meta({ id: 'AdminDashboard' });
export type AdminDashboard = z.infer<typeof AdminDashboard>;

export const adminDashboardEndpoints = defineEndpoints({
  'GET /admin/dashboard': {
    operationId: 'getAdminDashboard',
    tag: 'Admin',
    access: 'admin',
    permission: 'dashboard.view',
    summary: 'Cifras del panel de administración',
    description: 'Personas, banners y catálogo contados en la base de datos en el momento de la llamada, con las últimas altas y los últimos cambios del registro de auditoría.',
    reply: Success(AdminDashboard),
  },
});
