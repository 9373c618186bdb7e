import { Page } from '../api/replies';
import { unknownField } from '../api/unknown-field';
import { queryInt, strictQuery } from '../query-params';
import { z } from '../zod';

// The stock journal as staff read it (a variant's movements) and the one change staff make by
// hand (an adjustment: a count, a unit found, a unit written off as damaged).

export const STOCK_MOVEMENT_REASONS = ['opening', 'received', 'sold', 'released', 'returned', 'damaged', 'adjusted', 'exchanged'] as const;
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number];

export const STOCK_MOVEMENT_REASON_LABELS: Record<StockMovementReason, string> = {
  opening: 'Existencias iniciales',
  received: 'Entrada de mercancía',
  sold: 'Vendida',
  released: 'Liberada (pedido anulado o sin pagar)',
  returned: 'Devuelta al stock',
  damaged: 'Baja por daño',
  adjusted: 'Ajuste del equipo',
  exchanged: 'Reservada para un cambio',
};

/** What staff may record by hand. */
export const MANUAL_STOCK_REASONS = ['received', 'adjusted', 'damaged'] as const;

export const StockMovement = z
  .object({
    id: z.int(),
    delta: z.int().meta({ description: 'Unidades que entran (+) o salen (−).' }),
    stock_after: z.int(),
    reason: z.enum(STOCK_MOVEMENT_REASONS),
    reason_label: z.string(),
    order_number: z.string().nullable(),
    order_id: z.int().nullable(),
    return_number: z.string().nullable(),
    return_id: z.int().nullable(),
    note: z.string().nullable(),
    actor_kind: z.enum(['customer', 'staff', 'system']),
    actor_name: z.string().nullable(),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'StockMovement', description: 'Un movimiento del stock de una variante, con su motivo.' });
export type StockMovement = z.infer<typeof StockMovement>;

export const VariantStockJournal = Page(StockMovement)
  .extend({
    variant: z.object({ id: z.int(), product_id: z.int(), product_name: z.string(), sku: z.string(), size: z.string(), color_name: z.string(), stock: z.int() }),
  })
  .meta({ id: 'VariantStockJournal', description: 'El stock de una variante y los movimientos que lo explican, el más reciente primero.' });
export type VariantStockJournal = z.infer<typeof VariantStockJournal>;

export const StockJournalQuery = strictQuery({
  page: queryInt('page', 1, 100_000, 'page es demasiado alta.').default(1),
  per_page: queryInt('per_page', 1, 100).default(20),
});

export const StockAdjustmentBody = z
  .object({
    delta: z
      .int({ error: 'Indica cuántas unidades entran (+) o salen (−).' })
      .min(-100_000, 'Como mucho 100 000 unidades.')
      .max(100_000, 'Como mucho 100 000 unidades.')
      .refine((value) => value !== 0, 'Indica cuántas unidades entran (+) o salen (−).'),
    reason: z.enum(MANUAL_STOCK_REASONS, { error: `Motivo no válido: ${MANUAL_STOCK_REASONS.join(', ')}.` }),
    note: z.string({ error: 'La nota debe ser un texto.' }).trim().min(3, 'Explica el movimiento (al menos 3 caracteres).').max(300, 'La nota admite como mucho 300 caracteres.'),
  })
  .catchall(unknownField)
  .superRefine((body, ctx) => {
    if (body.reason === 'damaged' && body.delta > 0) ctx.addIssue({ code: 'custom', path: ['delta'], message: 'Una baja por daño resta unidades: usa un número negativo.' });
    if (body.reason === 'received' && body.delta < 0) ctx.addIssue({ code: 'custom', path: ['delta'], message: 'Una entrada de mercancía suma unidades: usa un número positivo.' });
  })
  .meta({ id: 'StockAdjustmentBody', description: 'Un movimiento hecho a mano: entrada, ajuste o baja, con su nota.' });
export type StockAdjustmentBody = z.input<typeof StockAdjustmentBody>;
