import { defineEndpoints, type EndpointSpec } from '../api/contract';
import { Success } from '../api/replies';
import { z } from '../zod';
import { AdminSalesAnalytics, AdminSalesAnalyticsQuery } from './contracts';

const staff = { tag: 'Admin · Analítica', access: 'admin', permission: 'dashboard.view' } as const satisfies Pick<EndpointSpec, 'tag' | 'access' | 'permission'>;

const PERIOD = 'Periodo en días de Madrid, ambos incluidos, como mucho 366 días; sin fechas, los últimos 30 días.';

/** The dashboard's sales and returns for a chosen period, and the same figures as a spreadsheet. */
export const adminAnalyticsEndpoints = defineEndpoints({
  'GET /admin/analytics/sales': {
    ...staff,
    operationId: 'getSalesAnalytics',
    summary: 'Ventas y devoluciones de un periodo',
    description: `Lo cobrado y los pedidos de cada día, los totales y el pedido medio, los productos más vendidos, la tasa y los motivos de devolución por producto y por talla, y la media de las opiniones publicadas. Importes en céntimos. ${PERIOD}`,
    query: AdminSalesAnalyticsQuery,
    reply: Success(AdminSalesAnalytics),
  },
  'GET /admin/analytics/sales.csv': {
    ...staff,
    operationId: 'exportSalesAnalytics',
    summary: 'Ventas y devoluciones de un periodo (CSV)',
    description: `Las mismas cifras como hoja de cálculo: ventas-AAAA-MM-DD-a-AAAA-MM-DD.csv (text/csv; separador punto y coma, decimales con coma, UTF-8 con BOM para Excel). ${PERIOD}`,
    query: AdminSalesAnalyticsQuery,
    replyMediaType: 'text/csv',
    reply: z.string(),
  },
});
