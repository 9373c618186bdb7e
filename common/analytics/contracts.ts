import { queryDate, strictQuery } from '../query-params';
import { ReturnReasonSchema } from '../returns/contracts';
import { z } from '../zod';
import { MAX_PERIOD_DAYS, periodErrors } from './period';

/** The period of the figures: Madrid's days, both included. */
export const AdminSalesAnalyticsQuery = strictQuery({
  from: queryDate('from', 'Primer día del periodo (incluido), hora de Madrid. Sin él: 30 días hasta `to`.').optional(),
  to: queryDate('to', 'Último día del periodo (incluido), hora de Madrid. Sin él: 30 días desde `from`, o hasta hoy.').optional(),
}).superRefine((q, ctx) => {
  const errors = periodErrors(q.from, q.to);
  if (errors.to) ctx.addIssue({ code: 'custom', path: ['to'], message: errors.to });
});
export type AdminSalesAnalyticsQuery = z.infer<typeof AdminSalesAnalyticsQuery>;

const cents = z.int().min(0);
const count = z.int().min(0);
const day = z.string().meta({ format: 'date' });

export const SalesDay = z
  .object({ date: day, revenue_cents: cents, orders: count })
  .meta({ id: 'SalesDay', description: 'Un día de Madrid: lo cobrado (céntimos) y los pedidos cobrados.' });
export type SalesDay = z.infer<typeof SalesDay>;

export const SalesTopProduct = z
  .object({ product_id: z.int().nullable(), name: z.string(), units: count, revenue_cents: cents })
  .meta({ id: 'SalesTopProduct', description: 'Un producto entre los más vendidos del periodo (unidades y lo que han sumado sus líneas, en céntimos).' });
export type SalesTopProduct = z.infer<typeof SalesTopProduct>;

const ReasonUnits = z.object({ reason: ReturnReasonSchema, label: z.string(), units: count });

export const ReturnReasonsByProduct = z.object({
  product_id: z.int().nullable(),
  product_name: z.string(),
  units: count,
  reasons: z.array(ReasonUnits).meta({ description: 'Sus motivos, el más repetido primero.' }),
});
export const ReturnReasonsBySize = z.object({
  size: z.string().meta({ description: "La talla comprada ('—' si la prenda no tiene talla)." }),
  units: count,
  reasons: z.array(ReasonUnits).meta({ description: 'Sus motivos, el más repetido primero.' }),
});

export const SalesReturnFigures = z
  .object({
    units_sold: count,
    units_returned: count,
    return_rate: z.number().min(0).meta({ description: 'Unidades devueltas por cada 100 vendidas en el periodo (%, con un decimal).' }),
    returns_count: count,
    top_reasons: z.array(ReasonUnits).meta({ description: 'Los motivos, el más repetido primero (en unidades).' }),
    by_product: z.array(ReturnReasonsByProduct).meta({ description: 'Los 5 productos más devueltos, con sus motivos.' }),
    by_size: z.array(ReturnReasonsBySize).meta({ description: 'Las 5 tallas más devueltas, con sus motivos.' }),
  })
  .meta({
    id: 'SalesReturnFigures',
    description:
      'Devoluciones pedidas en el periodo (las rechazadas no cuentan; los desistimientos sí) frente a las unidades vendidas en el periodo.',
  });
export type SalesReturnFigures = z.infer<typeof SalesReturnFigures>;

const ReviewFigures = z.object({
  average: z.number().min(1).max(5).nullable().meta({ description: 'Media de estrellas con un decimal; null sin opiniones.' }),
  count,
});

export const AdminSalesAnalytics = z
  .object({
    from: day,
    to: day,
    days: z.int().min(1).max(MAX_PERIOD_DAYS),
    totals: z.object({
      revenue_cents: cents.meta({ description: 'Lo cobrado: totales de los pedidos (IVA, envío y recargos incluidos).' }),
      orders: count,
      average_order_cents: cents.meta({ description: 'Lo cobrado entre los pedidos, redondeado al céntimo; 0 sin pedidos.' }),
      units_sold: count,
    }),
    per_day: z.array(SalesDay).meta({ description: 'Cada día del periodo, en orden, también los que no tuvieron ventas (a 0).' }),
    top_products: z.array(SalesTopProduct).meta({ description: 'Los 8 productos con más unidades vendidas (a igualdad, más ingresos).' }),
    returns: SalesReturnFigures,
    reviews: ReviewFigures.meta({ description: 'Opiniones publicadas escritas en el periodo.' }),
    reviews_all_time: ReviewFigures.meta({ description: 'Todas las opiniones publicadas, para comparar.' }),
  })
  .meta({
    id: 'AdminSalesAnalytics',
    description:
      'Ventas y devoluciones de un periodo. Cuentan los pedidos cobrados, por el día del cobro en Madrid (un contra reembolso, el día de la entrega); los cancelados y los envíos de un cambio no cuentan.',
  });
export type AdminSalesAnalytics = z.infer<typeof AdminSalesAnalytics>;
