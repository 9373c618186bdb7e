import { sql, type SQL } from 'drizzle-orm';
import { NO_SIZE_EVIDENCE, sizeAdvice, type SizeAdvice, type SizeEvidence } from '../../../common/reviews/size-advice';
import type { Db } from '../../db/client';
import { orderLines, orders, productReviews, returnLines, returns } from '../../db/schema';

// What the buyers of some products told the store about their fit, read in one statement for a
// whole page of products (the product page reads it for the product and its related ones).

type Signal = 'small' | 'true' | 'large' | 'talla_pequena' | 'talla_grande' | 'delivered';

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as T[];
}

/**
 * The evidence of some products as rows `(product_id, signal, n)`: published reviews by fit, units returned for a size
 * too small or too large, units delivered. A statement of its own (loadSizeEvidence) or a part of a larger one
 * (the store's product references, product-loading.ts).
 */
export function sizeEvidenceRows(productIds: readonly number[] | SQL): SQL {
  // The ids, or an int[] expression of the statement this is part of.
  const ids = Array.isArray(productIds) ? sql`${sql.param([...new Set(productIds)])}::int[]` : (productIds as SQL);
  return sql`
    select ${productReviews.productId} as product_id, ${productReviews.fit} as signal, count(*)::int as n
      from ${productReviews}
      where ${productReviews.productId} = any(${ids}) and ${productReviews.status} = 'published'
      group by 1, 2
    union all
    select ${orderLines.productId}, ${returnLines.reason}, sum(${returnLines.quantity})::int
      from ${returnLines}
      join ${returns} on ${returns.id} = ${returnLines.returnId}
      join ${orderLines} on ${orderLines.id} = ${returnLines.orderLineId}
      where ${orderLines.productId} = any(${ids}) and ${returns.status} <> 'rejected' and ${returnLines.reason} in ('talla_pequena', 'talla_grande')
      group by 1, 2
    union all
    select ${orderLines.productId}, 'delivered', sum(${orderLines.quantity})::int
      from ${orderLines}
      join ${orders} on ${orders.id} = ${orderLines.orderId}
      where ${orderLines.productId} = any(${ids}) and ${orders.status} = 'delivered'
      group by 1`;
}

/** One product's evidence from its rows of sizeEvidenceRows (`signal`, `n`). */
export function sizeEvidenceOf(rows: Iterable<{ signal: string; n: number | string }>): SizeEvidence {
  const evidence = structuredClone(NO_SIZE_EVIDENCE);
  for (const row of rows) {
    const signal = row.signal as Signal;
    const n = Number(row.n);
    if (signal === 'talla_pequena') evidence.sizeReturns.small = n;
    else if (signal === 'talla_grande') evidence.sizeReturns.large = n;
    else if (signal === 'delivered') evidence.deliveredUnits = n;
    else evidence.reviews[signal] = n;
  }
  return evidence;
}

/** Each product's evidence; products nobody has bought or reviewed get NO_SIZE_EVIDENCE. */
export async function loadSizeEvidence(db: Db, productIds: readonly number[]): Promise<Map<number, SizeEvidence>> {
  const byProduct = new Map<number, SizeEvidence>();
  if (productIds.length === 0) return byProduct;
  const rows = new Map<number, { signal: string; n: number }[]>();
  for (const row of rowsOf<{ product_id: number; signal: Signal; n: number }>(await db.execute(sizeEvidenceRows(productIds)))) {
    const productId = Number(row.product_id);
    rows.set(productId, [...(rows.get(productId) ?? []), row]);
  }
  for (const [productId, signals] of rows) byProduct.set(productId, sizeEvidenceOf(signals));
  return byProduct;
}

/** The advice each product shows (null: none). */
export async function loadSizeAdvice(db: Db, productIds: readonly number[]): Promise<Map<number, SizeAdvice | null>> {
  const evidence = await loadSizeEvidence(db, productIds);
  return new Map(productIds.map((id) => [id, sizeAdvice(evidence.get(id) ?? NO_SIZE_EVIDENCE)]));
}
