import { defineEndpoints } from '../api/contract';
import { Success } from '../api/replies';
import { MAX_BULK_IDS, ProductBulkBody, ProductBulkResult } from './bulk-action-contracts';

/** Bulk actions on the products list's selection (part of adminProductBulkEndpoints). */
export const productBulkActionEndpoints = defineEndpoints({
  'POST /admin/products/bulk': {
    operationId: 'bulkAdminProducts',
    tag: 'Admin · Catálogo',
    access: 'admin',
    permission: 'products.manage',
    summary: 'Acción sobre varios productos a la vez',
    description: `Activa, desactiva (pasa a borrador), destaca, quita de destacados, cambia de categoría (category_id) o elimina (borrado lógico) de 1 a ${MAX_BULK_IDS} productos en una sola transacción; los ids repetidos cuentan una vez. Responde producto a producto: cambiado, sin cambios (ya estaba así) o no encontrado (no existe o ya estaba borrado), con un resumen en español. Cada producto cambiado queda en el registro de auditoría.`,
    body: ProductBulkBody,
    reply: Success(ProductBulkResult),
  },
});
