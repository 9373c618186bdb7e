import { and, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { pageOf } from '../../../common/api/replies';
import type { PublicCampaign } from '../../../common/campaigns/contracts';
import { campaignState, everySizeExcluded, inScope, isPriceOffer, offerText, type OfferKind } from '../../../common/campaigns/rules';
import type { Db } from '../../db/client';
import { campaignPriceHolds, campaigns, products } from '../../db/schema';
import { isListed } from '../catalog/product-listing';
import { presentStoreProducts } from '../catalog/service';
import { NotFoundError } from '../errors';
import { categoryAncestors, productsCovered, scopeFactsOf } from './campaign-prices';

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

  let ids: number[] = [];
  if (state === 'activa') {
    if (isPriceOffer(kind)) {
      ids = (await db.select({ id: campaignPriceHolds.productId }).from(campaignPriceHolds).where(eq(campaignPriceHolds.campaignId, row.id))).map((hold) => hold.id);
    } else {
      const ancestors = await categoryAncestors(db);
      ids = (await productsCovered(db, [row.scope], ancestors))
        .filter((product) => product.listed && inScope(row.scope, scopeFactsOf(product, ancestors)) && !everySizeExcluded(row.scope, product.variantSizes))
        .map((product) => product.id);
    }
  }
  const where = and(isListed, ids.length ? inArray(products.id, ids) : sql`false`);
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
