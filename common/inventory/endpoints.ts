import { defineEndpoints } from '../api/contract';
import { Success } from '../api/replies';
import { IdParam } from '../query-params';
import { StockAdjustmentBody, StockJournalQuery, VariantStockJournal } from './contracts';

const TAG = 'Admin · Stock';

/** A variant's stock journal and the staff's adjustments. */
export const adminInventoryEndpoints = defineEndpoints({
  'GET /admin/inventory/variants/{id}/movements': {
    operationId: 'listVariantStockMovements',
    tag: TAG,
    access: 'admin',
    permission: 'products.view',
    summary: 'Movimientos de stock de una variante',
    description: 'El stock de la variante y cada movimiento que lo explica (venta, liberación, devolución, baja, ajuste, cambio), el más reciente primero, con su pedido o devolución.',
    params: IdParam,
    query: StockJournalQuery,
    reply: Success(VariantStockJournal),
    errors: [404],
  },
  'POST /admin/inventory/variants/{id}/adjustments': {
    operationId: 'adjustVariantStock',
    tag: TAG,
    access: 'admin',
    permission: 'products.manage',
    summary: 'Ajusta el stock de una variante',
    description: 'Una entrada de mercancía, un ajuste tras un recuento o una baja por daño, con su nota; queda en el diario y en el registro de auditoría. 409 si dejaría el stock por debajo de cero.',
    params: IdParam,
    body: StockAdjustmentBody,
    status: 201,
    reply: Success(VariantStockJournal),
    errors: [404, 409],
  },
});
