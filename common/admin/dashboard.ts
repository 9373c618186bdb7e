import { defineEndpoints } from '../api/contract';
import { Success } from '../api/replies';
import { AuditEntry } from '../audit/contracts';
import { z } from '../zod';

const count = z.int().min(0);

const euros = z.number().min(0);

export const SalesPeriod = z
  .object({
    revenue: euros.meta({ description: 'Suma de los totales (IVA, envío y recargos incluidos), en euros.' }),
    orders: count,
    average_order: euros.meta({ description: 'Ingresos entre pedidos; 0 sin pedidos.' }),
  })
  .meta({ id: 'SalesPeriod' });
export type SalesPeriod = z.infer<typeof SalesPeriod>;

export const DashboardSales = z
  .object({
    today: SalesPeriod.meta({ description: 'Desde las 00:00 de hoy, hora de Madrid.' }),
    last_7_days: SalesPeriod.meta({ description: 'Hoy y los 6 días anteriores (días de Madrid).' }),
    last_30_days: SalesPeriod.meta({ description: 'Hoy y los 29 días anteriores (días de Madrid).' }),
    best_sellers: z
      .array(z.object({ product_id: z.int(), name: z.string(), slug: z.string().nullable(), units: count, revenue: euros }))
      .meta({ description: 'Los 5 productos con más unidades vendidas en los últimos 30 días (las líneas de los pedidos que cuentan como venta).' }),
  })
  .meta({
    id: 'DashboardSales',
    description:
      "Ventas: pedidos pagados, en preparación, enviados o entregados, por la fecha del pedido. Un contra reembolso cuenta en cuanto el staff lo pasa a preparación (compromiso firme); los pendientes de pago, los cancelados y los de pago fallido no cuentan.",
  });
export type DashboardSales = z.infer<typeof DashboardSales>;

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
    sales: DashboardSales,
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
    description: 'Ventas (hoy, 7 y 30 días, más vendidos), personas, banners y catálogo contados en la base de datos en el momento de la llamada, con las últimas altas y los últimos cambios del registro de auditoría.',
    reply: Success(AdminDashboard),
  },
});
