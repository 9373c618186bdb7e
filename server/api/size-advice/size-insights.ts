import { and, eq, isNull, sql } from 'drizzle-orm';
import { compareSizes } from '../../../common/catalog/rules';
import type { AdminSizeInsights } from '../../../common/reviews/size-advice-contracts';
import {
  NO_SIZE_EVIDENCE,
  returnRatePercent,
  SIZE_ADVICE_MAJORITY,
  SIZE_ADVICE_MIN_SIGNALS,
  SIZE_RETURNS_MIN_SHARE,
  sizeAdvice,
  sizeReturnsCount,
} from '../../../common/reviews/size-advice';
import type { z } from '../../../common/zod';
import type { Db } from '../../db/client';
import { orderLines, orders, products, returnLines, returns } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { loadSizeEvidence } from './size-evidence';

/** How the staff read a line sold without a size (a one-size garment). */
export const NO_SIZE_LABEL = 'Sin talla';

type Row = Omit<z.input<typeof AdminSizeInsights>['sizes'][number], 'return_rate'>;

const emptyRow = (size: string): Row => ({ size, units_delivered: 0, units_returned: 0, returned_small: 0, returned_large: 0, returned_other: 0 });
const withRate = <T extends Omit<Row, 'size'>>(row: T) => ({ ...row, return_rate: returnRatePercent(row.units_returned, row.units_delivered) });

/** Per size of a product: what was delivered, what came back and why; the reviews' fits and the advice shown. */
export async function productSizeInsights(db: Db, productId: number): Promise<z.input<typeof AdminSizeInsights>> {
  const [product] = await db.select({ id: products.id }).from(products).where(and(eq(products.id, productId), isNull(products.deletedAt)));
  if (!product) throw new NotFoundError('Producto no encontrado.');
  const delivered = and(eq(orderLines.productId, productId), eq(orders.status, 'delivered'));
  const [sold, returned, evidenceBy] = await Promise.all([
    db
      .select({ size: orderLines.size, delivered: sql<number>`sum(${orderLines.quantity})::int`, returned: sql<number>`sum(${orderLines.returnedQuantity})::int` })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(delivered)
      .groupBy(orderLines.size),
    db
      .select({ size: orderLines.size, reason: returnLines.reason, units: sql<number>`sum(${returnLines.quantity})::int` })
      .from(returnLines)
      .innerJoin(returns, eq(returns.id, returnLines.returnId))
      .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(delivered, sql`${returns.status} <> 'rejected'`))
      .groupBy(orderLines.size, returnLines.reason),
    loadSizeEvidence(db, [productId]),
  ]);

  const rows = new Map<string, Row>();
  const rowOf = (size: string | null) => {
    const key = size ?? NO_SIZE_LABEL;
    let row = rows.get(key);
    if (!row) rows.set(key, (row = emptyRow(key)));
    return row;
  };
  for (const s of sold) {
    const row = rowOf(s.size);
    row.units_delivered += Number(s.delivered);
    row.units_returned += Number(s.returned);
  }
  for (const r of returned) {
    const row = rowOf(r.size);
    const units = Number(r.units);
    if (r.reason === 'talla_pequena') row.returned_small += units;
    else if (r.reason === 'talla_grande') row.returned_large += units;
    else row.returned_other += units;
  }
  const sizes = [...rows.values()].sort((a, b) => compareSizes(a.size, b.size));
  const totals = sizes.reduce<Omit<Row, 'size'>>(
    (sum, row) => ({
      units_delivered: sum.units_delivered + row.units_delivered,
      units_returned: sum.units_returned + row.units_returned,
      returned_small: sum.returned_small + row.returned_small,
      returned_large: sum.returned_large + row.returned_large,
      returned_other: sum.returned_other + row.returned_other,
    }),
    { units_delivered: 0, units_returned: 0, returned_small: 0, returned_large: 0, returned_other: 0 },
  );
  const evidence = evidenceBy.get(productId) ?? NO_SIZE_EVIDENCE;
  return {
    product_id: productId,
    advice: sizeAdvice(evidence),
    reviews: evidence.reviews,
    size_returns_count: sizeReturnsCount(evidence),
    sizes: sizes.map(withRate),
    totals: withRate(totals),
    thresholds: {
      min_signals: SIZE_ADVICE_MIN_SIGNALS,
      majority_percent: Math.round(SIZE_ADVICE_MAJORITY * 100),
      min_size_return_percent: Math.round(SIZE_RETURNS_MIN_SHARE * 100),
    },
  };
}
