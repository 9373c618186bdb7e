import { and, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  everySizeExcluded,
  inScope,
  isPriceOffer,
  offerPriceCents,
  winningCampaign,
  type CampaignScope,
  type OfferKind,
  type PriceContender,
} from '../../../common/campaigns/rules';
import type { Db } from '../../db/client';
import { announceCatalogueChange } from '../catalog/catalogue-changed';
import { auditLog, campaignPriceHolds, campaigns, categories, products, type CampaignRow } from '../../db/schema';
import { transaction } from '../../db/transaction';

// The switch (issue 34): the products' sale prices brought in line with the price campaigns running
// at `now`. The job runs it every minute and every save runs it at once; it is idempotent, so two
// instances running it together (each in its own lock) change nothing twice. The price history
// (migration 0027's triggers) and the caches (migration 0010's NOTIFY) follow every write by themselves.

export const CAMPAIGN_PRICES_LOCK_KEY = 724_410_341;

/**
 * A campaign's start or end is announced by each switch within this long after it: the job runs
 * every minute, so a run a few minutes late still sees it; a repeat only empties the caches again.
 */
const BOUNDARY_WINDOW_MS = 5 * 60_000;

/** The category tree read once: each category with the ones above it. */
export async function categoryAncestors(db: Db): Promise<Map<number, number[]>> {
  const rows = await db.select({ id: categories.id, parentId: categories.parentId }).from(categories);
  const parentOf = new Map(rows.map((row) => [row.id, row.parentId]));
  const chains = new Map<number, number[]>();
  for (const row of rows) {
    const chain: number[] = [];
    for (let at: number | null | undefined = row.id; at != null && !chain.includes(at); at = parentOf.get(at)) chain.push(at);
    chains.set(row.id, chain);
  }
  return chains;
}

/** Every category a scope names, with the ones below them (a campaign on "Vestidos" reaches "Vestidos largos"). */
export function categoriesUnder(ancestors: ReadonlyMap<number, readonly number[]>, named: readonly number[]): number[] {
  if (named.length === 0) return [];
  return [...ancestors].filter(([, chain]) => chain.some((id) => named.includes(id))).map(([id]) => id);
}

export interface ScopedProduct {
  id: number;
  priceCents: number;
  salePriceCents: number | null;
  categoryId: number | null;
  brandId: number | null;
  variantSizes: string[];
  /** Active, visible: what a shopper can see. */
  listed: boolean;
}

/**
 * The SQL condition of a scope (with the products held by a campaign when `held` names one, or any
 * campaign when true): never a list of every product's id, which past 65 535 would not fit in one statement.
 */
export function scopeCondition(scopes: readonly CampaignScope[], ancestors: ReadonlyMap<number, readonly number[]>, held: boolean | number = false): SQL | null {
  if (scopes.some((scope) => scope.whole_store)) return sql`true`;
  const productIds = [...new Set(scopes.flatMap((scope) => scope.product_ids))];
  const brandIds = [...new Set(scopes.flatMap((scope) => scope.brand_ids))];
  const categoryIds = categoriesUnder(ancestors, [...new Set(scopes.flatMap((scope) => scope.category_ids))]);
  const holds = held === false ? null : typeof held === 'number' ? eq(campaignPriceHolds.campaignId, held) : undefined;
  const any = [
    productIds.length ? inArray(products.id, productIds) : undefined,
    brandIds.length ? inArray(products.brandId, brandIds) : undefined,
    categoryIds.length ? inArray(products.categoryId, categoryIds) : undefined,
    holds === null ? undefined : inArray(products.id, sql`(select ${campaignPriceHolds.productId} from ${campaignPriceHolds}${holds ? sql` where ${holds}` : sql``})`),
  ].filter((condition) => condition !== undefined);
  return any.length ? or(...any)! : null;
}

/** The products (not deleted) any of these scopes covers, and those a campaign holds when `held`, read with what the rules need. */
export async function productsCovered(db: Db, scopes: readonly CampaignScope[], ancestors: ReadonlyMap<number, readonly number[]>, held = false): Promise<ScopedProduct[]> {
  const condition = scopeCondition(scopes, ancestors, held);
  if (!condition) return [];
  return db
    .select({
      id: products.id,
      priceCents: products.priceCents,
      salePriceCents: products.salePriceCents,
      categoryId: products.categoryId,
      brandId: products.brandId,
      variantSizes: products.variantSizes,
      listed: sql<boolean>`(${products.status} = 'active' and ${products.visibility} = 'visible')`,
    })
    .from(products)
    .where(and(isNull(products.deletedAt), condition));
}

export const scopeFactsOf = (product: Pick<ScopedProduct, 'id' | 'categoryId' | 'brandId'>, ancestors: ReadonlyMap<number, readonly number[]>) => ({
  productId: product.id,
  categoryIds: product.categoryId == null ? [] : (ancestors.get(product.categoryId) ?? [product.categoryId]),
  brandId: product.brandId,
});

/** What a price campaign would make a product cost, or null when it does not cover it or is no reduction. */
export function campaignPriceFor(campaign: Pick<CampaignRow, 'scope' | 'offerKind' | 'percent' | 'fixedPriceCents'>, product: ScopedProduct, ancestors: ReadonlyMap<number, readonly number[]>): number | null {
  const kind = campaign.offerKind as OfferKind;
  if (!isPriceOffer(kind)) return null;
  if (!inScope(campaign.scope, scopeFactsOf(product, ancestors)) || everySizeExcluded(campaign.scope, product.variantSizes)) return null;
  return offerPriceCents({ kind, percent: campaign.percent, fixedPriceCents: campaign.fixedPriceCents }, product.priceCents);
}

export const runningPriceCampaigns = (db: Db, now: Date) =>
  db
    .select()
    .from(campaigns)
    .where(and(inArray(campaigns.offerKind, ['percent', 'fixed_price']), isNull(campaigns.cancelledAt), lte(campaigns.startsAt, now), gt(campaigns.endsAt, now)));

export interface SwitchResult {
  /** Products whose sale price changed. */
  changed: number;
  /** Campaigns that took products and campaigns that gave them back, for the log. */
  started: number[];
  ended: number[];
}

const CHUNK = 2000;

async function writeSalePrices(tx: Db, changes: readonly { id: number; sale: number | null }[]): Promise<void> {
  for (let i = 0; i < changes.length; i += CHUNK) {
    const part = changes.slice(i, i + CHUNK);
    const rows = sql.join(part.map((change) => sql`(${change.id}::int, ${change.sale}::int)`), sql`, `);
    await tx.execute(sql`update ${products} set sale_price_cents = v.sale from (values ${rows}) as v(id, sale) where ${products.id} = v.id`);
  }
}

/**
 * Brings every product in line with the running price campaigns (the precedence rule:
 * `winningCampaign`). A product a campaign holds remembers its own sale price, put back when no
 * campaign holds it any more; when staff change the sale price of a held product, theirs becomes
 * its own price from then on (and wins if it is lower).
 */
export async function applyCampaignPrices(db: Db, now: Date): Promise<SwitchResult> {
  return transaction(db, async (tx) => {
    const running = await runningPriceCampaigns(tx, now);
    const holds = new Map((await tx.select().from(campaignPriceHolds)).map((hold) => [hold.productId, hold]));
    const ancestors = await categoryAncestors(tx);
    const candidates = await productsCovered(tx, running.map((campaign) => campaign.scope), ancestors, true);

    const changes: { id: number; sale: number | null }[] = [];
    const newHolds: (typeof campaignPriceHolds.$inferInsert)[] = [];
    const released: number[] = [];
    const heldBefore = new Set([...holds.values()].map((hold) => hold.campaignId));
    const heldAfter = new Set<number>();
    for (const product of candidates) {
      const hold = holds.get(product.id);
      let own = hold ? (product.salePriceCents === hold.appliedPriceCents ? hold.baseSalePriceCents : product.salePriceCents) : product.salePriceCents;
      if (own != null && own >= product.priceCents) own = null; // the list price moved below it meanwhile
      const contenders: PriceContender[] = [];
      for (const campaign of running) {
        const priceCents = campaignPriceFor(campaign, product, ancestors);
        if (priceCents != null) contenders.push({ campaignId: campaign.id, startsAt: campaign.startsAt, priceCents });
      }
      const winner = winningCampaign(contenders, own);
      const sale = winner ? winner.priceCents : own;
      if (winner) {
        heldAfter.add(winner.campaignId);
        if (!hold || hold.campaignId !== winner.campaignId || hold.appliedPriceCents !== winner.priceCents || hold.baseSalePriceCents !== own) {
          newHolds.push({ productId: product.id, campaignId: winner.campaignId, baseSalePriceCents: own, appliedPriceCents: winner.priceCents, heldAt: now });
        }
      } else if (hold) {
        released.push(product.id);
      }
      if (sale !== product.salePriceCents) changes.push({ id: product.id, sale });
    }

    for (let i = 0; i < released.length; i += CHUNK) await tx.delete(campaignPriceHolds).where(inArray(campaignPriceHolds.productId, released.slice(i, i + CHUNK)));
    for (let i = 0; i < newHolds.length; i += CHUNK) {
      await tx
        .insert(campaignPriceHolds)
        .values(newHolds.slice(i, i + CHUNK))
        .onConflictDoUpdate({
          target: campaignPriceHolds.productId,
          set: {
            campaignId: sql`excluded.campaign_id`,
            baseSalePriceCents: sql`excluded.base_sale_price_cents`,
            appliedPriceCents: sql`excluded.applied_price_cents`,
            heldAt: sql`excluded.held_at`,
          },
        });
    }
    await writeSalePrices(tx, changes);

    const started = [...heldAfter].filter((id) => !heldBefore.has(id));
    const ended = [...heldBefore].filter((id) => !heldAfter.has(id));
    if (started.length + ended.length > 0) {
      const names = new Map((await tx.select({ id: campaigns.id, name: campaigns.name }).from(campaigns).where(inArray(campaigns.id, [...started, ...ended]))).map((row) => [row.id, row.name]));
      await tx.insert(auditLog).values([
        ...started.map((id) => systemEntry('campaign-prices-applied', id, names.get(id), now)),
        ...ended.map((id) => systemEntry('campaign-prices-restored', id, names.get(id), now)),
      ]);
    }
    // A campaign starting or ending changes public answers even where no price moves (a promotion,
    // its page, a search redirect to the running campaign, issue 37): every instance drops them.
    const since = new Date(now.getTime() - BOUNDARY_WINDOW_MS);
    const [boundary] = await tx
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(or(and(gt(campaigns.startsAt, since), lte(campaigns.startsAt, now)), and(gt(campaigns.endsAt, since), lte(campaigns.endsAt, now))))
      .limit(1);
    if (boundary) await announceCatalogueChange(tx);
    return { changed: changes.length, started, ended };
  });
}

/** The switch acts on its own: the audit log names it as the system, not as a person. */
function systemEntry(action: string, campaignId: number, name: string | undefined, now: Date) {
  return {
    actorId: null,
    actorName: 'Sistema (campañas)',
    action,
    entityType: 'campaign',
    entityId: String(campaignId),
    entityLabel: name?.slice(0, 200) ?? null,
    createdAt: now,
  };
}

/** How many products a campaign holds now, by campaign. */
export async function heldCounts(db: Db, campaignIds: readonly number[]): Promise<Map<number, number>> {
  if (campaignIds.length === 0) return new Map();
  const rows = await db
    .select({ campaignId: campaignPriceHolds.campaignId, n: sql<number>`count(*)::int` })
    .from(campaignPriceHolds)
    .where(inArray(campaignPriceHolds.campaignId, [...campaignIds]))
    .groupBy(campaignPriceHolds.campaignId);
  return new Map(rows.map((row) => [row.campaignId, row.n]));
}

export const holdsOf = (db: Db, campaignId: number) => db.select({ productId: campaignPriceHolds.productId }).from(campaignPriceHolds).where(eq(campaignPriceHolds.campaignId, campaignId));
