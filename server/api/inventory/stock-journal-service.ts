import { count, desc, eq } from 'drizzle-orm';
import { pageOf } from '../../../common/api/replies';
import { STOCK_MOVEMENT_REASON_LABELS, type StockAdjustmentBody, type StockMovementReason, type VariantStockJournal } from '../../../common/inventory/contracts';
import type { z } from '../../../common/zod';
import type { Db } from '../../db/client';
import { orders, productVariants, products, returns, stockMovements } from '../../db/schema';
import { moveStock } from '../../inventory/stock';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { ConflictError, NotFoundError } from '../../errors';
import { transaction } from '../../db/transaction';

// What staff see of the stock journal (one variant's movements) and the one change they make by
// hand: an adjustment through the stock mover, with its audit entry.

export async function variantJournal(db: Db, variantId: number, page: number, perPage: number): Promise<VariantStockJournal> {
  const [variant] = await db
    .select({ id: productVariants.id, productId: productVariants.productId, productName: products.name, sku: productVariants.sku, size: productVariants.size, colorName: productVariants.colorName, stock: productVariants.stock })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.id, variantId));
  if (!variant) throw new NotFoundError('Variante no encontrada.');
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(stockMovements).where(eq(stockMovements.variantId, variantId));
  const rows = await db
    .select({ m: stockMovements, orderNumber: orders.number, returnNumber: returns.number })
    .from(stockMovements)
    .leftJoin(orders, eq(orders.id, stockMovements.orderId))
    .leftJoin(returns, eq(returns.id, stockMovements.returnId))
    .where(eq(stockMovements.variantId, variantId))
    .orderBy(desc(stockMovements.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return {
    ...pageOf(
      rows.map(({ m, orderNumber, returnNumber }) => ({
        id: m.id,
        delta: m.delta,
        stock_after: m.stockAfter,
        reason: m.reason as StockMovementReason,
        reason_label: STOCK_MOVEMENT_REASON_LABELS[m.reason as StockMovementReason] ?? m.reason,
        order_number: orderNumber ?? null,
        order_id: m.orderId,
        return_number: returnNumber ?? null,
        return_id: m.returnId,
        note: m.note,
        actor_kind: m.actorKind as 'customer' | 'staff' | 'system',
        actor_name: m.actorName,
        created_at: m.createdAt.toISOString(),
      })),
      page,
      perPage,
      total,
    ),
    variant: { id: variant.id, product_id: variant.productId, product_name: variant.productName, sku: variant.sku, size: variant.size, color_name: variant.colorName, stock: variant.stock },
  };
}

export async function adjustVariantStock(db: Db, variantId: number, body: z.output<typeof StockAdjustmentBody>, actor: AuditActor, now: Date): Promise<void> {
  await transaction(db, async (tx) => {
    const [variant] = await tx.select().from(productVariants).where(eq(productVariants.id, variantId)).for('update');
    if (!variant) throw new NotFoundError('Variante no encontrada.');
    const after = await moveStock(tx, { variantId, productId: variant.productId, delta: body.delta, reason: body.reason, actor: { kind: 'staff', id: actor.id, name: actor.name }, note: body.note, now });
    if (after == null) throw new ConflictError(`Solo quedan ${variant.stock} unidades de ${variant.sku}: no se pueden quitar ${-body.delta}.`);
    await recordAudit(tx, actor, {
      action: 'stock-adjust',
      entityType: 'product',
      entityId: variant.productId,
      entityLabel: variant.sku,
      changes: { stock: { before: variant.stock, after }, reason: { before: null, after: STOCK_MOVEMENT_REASON_LABELS[body.reason] }, note: { before: null, after: body.note } },
    });
  });
}
