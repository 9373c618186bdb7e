import { and, desc, eq, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { pageOf } from '../../../common/api/replies';
import type { PublicCampaign } from '../../../common/campaigns/contracts';
import { campaignState, isPriceOffer, offerText, sizeKey, type OfferKind } from '../../../common/campaigns/rules';
import type { Db } from '../../db/client';
import { campaigns, products } from '../../db/schema';
import { isListed } from '../../db/visibility';
import { presentStoreProducts } from '../catalog/service';
import { NotFoundError } from '../../errors';
import { categoryAncestors, scopeCondition } from './campaign-prices';

const NOT_FOUND = 'Esta campaña no existe o aún no ha empezado.';

/**
 * A campaign's public page: a price campaign shows the products whose price it marks now; a
 * promotion, the products it covers. An ended campaign still answers (a banner or a shared link may
 * point at it), with no products; a cancelled or not yet started one is a 404.
 */
export async function publicCampaign(db: Db, slug: string, page: number, perPage: number, now: Date): Promise<PublicCampaign> {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.slug, slug), isNull(campaigns.cancelledAt), lte(campaigns.startsAt, now)));
  if (!row) throw new NotFoundError(NOT_FOUND);
  const state = campaignState(row, now);
  const kind = row.offerKind as OfferKind;

  let covered: SQL | null = null;
  if (state === 'activa') {
    if (isPriceOffer(kind)) {
      covered = scopeCondition([], new Map(), row.id);
    } else {
      covered = scopeCondition([row.scope], await categoryAncestors(db));
      const excluded = row.scope.excluded_sizes.map(sizeKey);
      // A product sold only in excluded sizes is not in the promotion (everySizeExcluded).
      if (covered && excluded.length) {
        const list = sql.join(excluded.map((size) => sql`${size}`), sql`, `);
        covered = and(covered, sql`not (cardinality(${products.variantSizes}) > 0 and (select bool_and(upper(trim(size)) in (${list})) from unnest(${products.variantSizes}) as size))`)!;
      }
    }
  }
  const where = and(isListed, covered ?? sql`false`);
  const [{ total }] = (await db.select({ total: sql<number>`count(*)::int` }).from(products).where(where)) as [{ total: number }];
  const rows = total
    ? await db
        .select()
        .from(products)
        .where(where)
        .orderBy(desc(sql`${products.stockQuantity} > 0`), desc(products.isFeatured), desc(products.createdAt), desc(products.id))
        .limit(perPage)
        .offset((page - 1) * perPage)
    : [];
  return {
    name: row.name,
    slug: row.slug,
    public_text: row.publicText,
    offer_text: offerText({ kind, percent: row.percent, fixedPriceCents: row.fixedPriceCents, minOrderCents: row.minOrderCents }),
    offer_kind: kind,
    state,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    products: pageOf(await presentStoreProducts(db, rows), page, perPage, total) as PublicCampaign['products'],
  };
}
