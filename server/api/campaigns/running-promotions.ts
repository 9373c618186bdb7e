import { and, asc, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { RunningPromotion } from '../../../common/campaigns/promotions';
import { PROMOTION_OFFERS, type PromotionKind, type ScopeFacts } from '../../../common/campaigns/rules';
import type { Db } from '../../db/client';
import { campaigns } from '../../db/schema';

// What the checkout reads of the campaigns (issue 34): the automatic promotions running now and
// what their scopes read of the cart's products. The quote and the place-order transaction call
// both with the same `now`, so what the shopper saw is what is charged. Read every time, no cache:
// one indexed query over a handful of rows, and a campaign staff cancel stops applying at once.

/** The promotions running at `now`: started (included), not ended (excluded), not cancelled. */
export async function readRunningPromotions(db: Db, now: Date): Promise<RunningPromotion[]> {
  const rows = await db
    .select({
      id: campaigns.id,
      name: campaigns.name,
      offerKind: campaigns.offerKind,
      scope: campaigns.scope,
      startsAt: campaigns.startsAt,
      minOrderCents: campaigns.minOrderCents,
    })
    .from(campaigns)
    .where(and(inArray(campaigns.offerKind, [...PROMOTION_OFFERS]), lte(campaigns.startsAt, now), gt(campaigns.endsAt, now), isNull(campaigns.cancelledAt)))
    .orderBy(asc(campaigns.startsAt), asc(campaigns.id));
  return rows.map((row) => ({
    campaignId: row.id,
    name: row.name,
    kind: row.offerKind as PromotionKind,
    scope: row.scope,
    startsAt: row.startsAt,
    minOrderCents: row.minOrderCents,
  }));
}

/** Rows of a raw query, as either driver answers them. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as T[];
}

/**
 * What a scope reads of each product: its brand and its category with every category above it
 * (a campaign on "Vestidos" reaches "Vestidos largos"). One query; `union` (not `union all`) ends
 * the walk even if the tree were ever made into a loop.
 */
export async function readScopeFacts(db: Db, productIds: readonly number[]): Promise<Map<number, ScopeFacts>> {
  const facts = new Map<number, ScopeFacts>();
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return facts;
  const result = await db.execute(sql`
    with recursive up(product_id, category_id) as (
      select p.id, p.category_id from products p where p.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) and p.category_id is not null
      union
      select up.product_id, c.parent_id from up join categories c on c.id = up.category_id where c.parent_id is not null
    )
    select p.id as product_id, p.brand_id, (select array_agg(up.category_id) from up where up.product_id = p.id) as category_ids
    from products p where p.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  for (const row of rowsOf<{ product_id: number; brand_id: number | null; category_ids: number[] | string | null }>(result)) {
    facts.set(Number(row.product_id), {
      productId: Number(row.product_id),
      brandId: row.brand_id == null ? null : Number(row.brand_id),
      categoryIds: parseIntArray(row.category_ids),
    });
  }
  return facts;
}

/** An int[] as the drivers answer it: an array, or PostgreSQL's text form '{1,2}' from a raw query. */
function parseIntArray(value: number[] | string | null): number[] {
  if (value == null) return [];
  if (Array.isArray(value)) return value.map(Number);
  return value
    .replace(/[{}]/g, '')
    .split(',')
    .filter(Boolean)
    .map(Number);
}
