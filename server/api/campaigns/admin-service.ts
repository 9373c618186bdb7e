import { and, desc, eq, gt, ilike, inArray, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { pageOf, type PageOf } from '../../../common/api/replies';
import type { AdminCampaign, AdminCampaignInput, AdminCampaignListQuery, CampaignPreview } from '../../../common/campaigns/contracts';
import {
  campaignState,
  fromMadridWallClock,
  inScope,
  sizeExcluded,
  isPriceOffer,
  offerText,
  scopeIsEmpty,
  toMadridWallClock,
  type CampaignScope,
  type CampaignState,
  type OfferKind,
} from '../../../common/campaigns/rules';
import { centsToEuros, eurosToCents } from '../../../common/money';
import type { Db } from '../../db/client';
import { brands, campaignPriceHolds, campaigns, categories, products, type CampaignRow } from '../../db/schema';
import { changedFields } from '../audit/changes';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { violatedConstraint } from '../catalog/constraint-errors';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { applyCampaignPrices, campaignPriceFor, categoryAncestors, heldCounts, productsCovered, scopeFactsOf } from './campaign-prices';
import { transaction } from '../../db/transaction';

const NOT_FOUND = 'Campaña no encontrada.';
const SLUG_TAKEN = 'Ya hay una campaña con esta dirección.';
const AUDITED = ['name', 'slug', 'public_text', 'starts_at', 'ends_at', 'scope', 'offer_kind', 'percent', 'fixed_price', 'min_order'] as const;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function stateCondition(state: CampaignState, now: Date): SQL {
  const live = isNull(campaigns.cancelledAt);
  switch (state) {
    case 'cancelada':
      return isNotNull(campaigns.cancelledAt);
    case 'programada':
      return and(live, gt(campaigns.startsAt, now))!;
    case 'activa':
      return and(live, lte(campaigns.startsAt, now), gt(campaigns.endsAt, now))!;
    case 'terminada':
      return and(live, lte(campaigns.endsAt, now))!;
  }
}

export async function findCampaign(db: Db, id: number): Promise<CampaignRow> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  if (!row) throw new NotFoundError(NOT_FOUND);
  return row;
}

export function presentAdminCampaign(row: CampaignRow, now: Date, held: number): AdminCampaign {
  return {
    ...auditView(row),
    id: row.id,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    starts_at_madrid: toMadridWallClock(row.startsAt),
    ends_at_madrid: toMadridWallClock(row.endsAt),
    offer_kind: row.offerKind as OfferKind,
    offer_text: offerText({ kind: row.offerKind as OfferKind, percent: row.percent, fixedPriceCents: row.fixedPriceCents, minOrderCents: row.minOrderCents }),
    state: campaignState(row, now),
    products_held: held,
    public_path: `/store/rebajas/${row.slug}`,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function presentOne(db: Db, row: CampaignRow, now: Date): Promise<AdminCampaign> {
  return presentAdminCampaign(row, now, (await heldCounts(db, [row.id])).get(row.id) ?? 0);
}

export async function listAdminCampaigns(db: Db, query: AdminCampaignListQuery, now: Date): Promise<PageOf<AdminCampaign>> {
  const conditions: SQL[] = [];
  if (query.search) {
    const like = `%${escapeLike(query.search)}%`;
    conditions.push(or(ilike(campaigns.name, like), ilike(campaigns.slug, like))!);
  }
  if (query.state) conditions.push(stateCondition(query.state, now));
  const where = conditions.length ? and(...conditions) : undefined;
  const [{ total }] = (await db.select({ total: sql<number>`count(*)::int` }).from(campaigns).where(where)) as [{ total: number }];
  const rows = await db
    .select()
    .from(campaigns)
    .where(where)
    .orderBy(desc(campaigns.startsAt), desc(campaigns.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const held = await heldCounts(db, rows.map((row) => row.id));
  return pageOf(rows.map((row) => presentAdminCampaign(row, now, held.get(row.id) ?? 0)), query.page, query.per_page, total);
}

type CampaignValues = Pick<CampaignRow, 'name' | 'slug' | 'publicText' | 'startsAt' | 'endsAt' | 'scope' | 'offerKind' | 'percent' | 'fixedPriceCents' | 'minOrderCents'>;

function auditView(row: CampaignValues) {
  return {
    name: row.name,
    slug: row.slug,
    public_text: row.publicText,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    scope: row.scope,
    offer_kind: row.offerKind as OfferKind,
    percent: row.percent,
    fixed_price: row.fixedPriceCents == null ? null : centsToEuros(row.fixedPriceCents),
    min_order: row.minOrderCents == null ? null : centsToEuros(row.minOrderCents),
  };
}

const EMPTY_SCOPE: CampaignScope = { whole_store: false, category_ids: [], brand_ids: [], product_ids: [], excluded_sizes: [] };

/** The body laid over `base` (null: a new campaign), every rule across fields checked on the result, each problem on its field. */
async function mergeAndCheck(db: Db, base: CampaignValues | null, input: AdminCampaignInput, exceptId: number | null, checkSlug = true): Promise<CampaignValues> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const instant = (field: 'starts_at' | 'ends_at', fallback: Date | undefined) => {
    const text = input[field];
    if (text === undefined) return fallback;
    const at = fromMadridWallClock(text);
    if (!at) add(field, 'Esa fecha no existe.');
    return at ?? undefined;
  };
  const startsAt = instant('starts_at', base?.startsAt);
  const endsAt = instant('ends_at', base?.endsAt);
  const offerKind = (input.offer_kind ?? base?.offerKind) as OfferKind | undefined;
  const scope: CampaignScope = input.scope ? { ...EMPTY_SCOPE, ...input.scope, excluded_sizes: [...new Set(input.scope.excluded_sizes)] } : (base?.scope ?? EMPTY_SCOPE);
  const name = input.name ?? base?.name ?? '';
  const slug = input.slug ?? base?.slug ?? '';
  if (!name) add('name', 'El nombre es obligatorio.');
  if (!slug) add('slug', 'La dirección es obligatoria.');
  if (!startsAt && !errors.starts_at) add('starts_at', 'Indica cuándo empieza.');
  if (!endsAt && !errors.ends_at) add('ends_at', 'Indica cuándo termina.');
  if (startsAt && endsAt && endsAt.getTime() <= startsAt.getTime()) add('ends_at', 'El fin debe ser posterior al inicio.');
  if (scopeIsEmpty(scope)) add('scope', 'Elige qué cubre: toda la tienda, o al menos una categoría, marca o producto.');
  if (!offerKind) add('offer_kind', 'Elige la oferta.');

  const percent = offerKind === 'percent' ? (input.percent === undefined ? (base?.percent ?? null) : input.percent) : null;
  const fixedPrice = offerKind === 'fixed_price' ? (input.fixed_price === undefined ? (base?.fixedPriceCents ?? null) : input.fixed_price == null ? null : eurosToCents(input.fixed_price)) : null;
  const minOrder = offerKind === 'free_shipping' ? (input.min_order === undefined ? (base?.minOrderCents ?? null) : input.min_order == null ? null : eurosToCents(input.min_order)) : null;
  if (offerKind === 'percent' && percent == null) add('percent', 'Indica el porcentaje (de 1 a 90).');
  if (offerKind === 'fixed_price' && fixedPrice == null) add('fixed_price', 'Indica el precio fijo.');
  if (offerKind === 'free_shipping' && minOrder == null) add('min_order', 'Indica desde qué importe es gratis el envío.');

  await checkScopeIds(db, scope, add);
  if (checkSlug && slug && !errors.slug) {
    const [taken] = await db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(exceptId === null ? eq(campaigns.slug, slug) : and(eq(campaigns.slug, slug), ne(campaigns.id, exceptId)))
      .limit(1);
    if (taken) add('slug', SLUG_TAKEN);
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return {
    name,
    slug,
    publicText: input.public_text ?? base?.publicText ?? '',
    startsAt: startsAt!,
    endsAt: endsAt!,
    scope,
    offerKind: offerKind!,
    percent,
    fixedPriceCents: fixedPrice,
    minOrderCents: minOrder,
  };
}

/** Ids that name nothing are refused on their list, so a campaign never covers less than staff think. */
async function checkScopeIds(db: Db, scope: CampaignScope, add: (field: string, message: string) => void): Promise<void> {
  const missing = async (ids: number[], table: typeof categories | typeof brands | typeof products, field: string, what: string) => {
    if (ids.length === 0) return;
    const found = new Set((await db.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((row) => row.id));
    const absent = ids.filter((id) => !found.has(id));
    if (absent.length) add(`scope.${field}`, `No existen ${what}: ${absent.join(', ')}.`);
  };
  await missing(scope.category_ids, categories, 'category_ids', 'estas categorías');
  await missing(scope.brand_ids, brands, 'brand_ids', 'estas marcas');
  await missing(scope.product_ids, products, 'product_ids', 'estos productos');
}

async function withUniqueSlug<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (violatedConstraint(err) === 'campaigns_slug_unique') throw new ValidationError({ slug: [SLUG_TAKEN] });
    throw err;
  }
}

export async function createAdminCampaign(db: Db, actor: AuditActor, input: AdminCampaignInput, now: Date): Promise<CampaignRow> {
  const values = await mergeAndCheck(db, null, input, null);
  const row = await withUniqueSlug(() =>
    transaction(db, async (tx) => {
      const [created] = await tx.insert(campaigns).values({ ...values, createdBy: actor.id, createdAt: now, updatedAt: now }).returning();
      await recordAudit(tx, actor, { action: 'create', entityType: 'campaign', entityId: created!.id, entityLabel: created!.name, changes: changedFields(null, auditView(created!), AUDITED) });
      return created!;
    }),
  );
  await applyCampaignPrices(db, now);
  return row;
}

export async function updateAdminCampaign(db: Db, actor: AuditActor, id: number, input: AdminCampaignInput, now: Date): Promise<CampaignRow> {
  const before = await findCampaign(db, id);
  const state = campaignState(before, now);
  if (state === 'terminada' || state === 'cancelada') throw new ConflictError(`La campaña ${before.name} ya ha ${state === 'terminada' ? 'terminado' : 'sido cancelada'} y no se edita.`);
  const values = await mergeAndCheck(db, before, input, id);
  const row = await withUniqueSlug(() =>
    transaction(db, async (tx) => {
      const [updated] = await tx.update(campaigns).set({ ...values, updatedAt: now }).where(and(eq(campaigns.id, id), isNull(campaigns.cancelledAt))).returning();
      if (!updated) throw new ConflictError('La campaña se ha cancelado mientras tanto.');
      await recordAudit(tx, actor, { action: 'update', entityType: 'campaign', entityId: id, entityLabel: updated.name, changes: changedFields(auditView(before), auditView(updated), AUDITED) });
      return updated;
    }),
  );
  await applyCampaignPrices(db, now);
  return row;
}

export async function cancelAdminCampaign(db: Db, actor: AuditActor, id: number, now: Date): Promise<CampaignRow> {
  const row = await transaction(db, async (tx) => {
    const [found] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
    if (!found) throw new NotFoundError(NOT_FOUND);
    const state = campaignState(found, now);
    if (state === 'terminada' || state === 'cancelada') throw new ConflictError(`La campaña ${found.name} ya ha ${state === 'terminada' ? 'terminado' : 'sido cancelada'}.`);
    const [cancelled] = await tx.update(campaigns).set({ cancelledAt: now, updatedAt: now }).where(eq(campaigns.id, id)).returning();
    await recordAudit(tx, actor, { action: 'cancel', entityType: 'campaign', entityId: id, entityLabel: found.name });
    return cancelled!;
  });
  await applyCampaignPrices(db, now);
  return row;
}

export async function deleteAdminCampaign(db: Db, actor: AuditActor, id: number, now: Date): Promise<void> {
  await transaction(db, async (tx) => {
    const [found] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
    if (!found) throw new NotFoundError(NOT_FOUND);
    if (campaignState(found, now) !== 'programada') {
      throw new ConflictError(`La campaña ${found.name} ya ha empezado: cancélala y quedará en el historial.`);
    }
    await tx.delete(campaigns).where(eq(campaigns.id, id));
    await recordAudit(tx, actor, { action: 'delete', entityType: 'campaign', entityId: id, entityLabel: found.name, changes: changedFields(auditView(found), null, AUDITED) });
  });
}

const PREVIEW_EXAMPLES = 5;

/** What the campaign would do on the catalogue of now, without saving it. */
export async function previewCampaign(db: Db, input: AdminCampaignInput, now: Date, campaignId: number | null): Promise<CampaignPreview> {
  const values = await mergeAndCheck(db, null, { ...input, slug: input.slug ?? 'vista-previa', name: input.name ?? 'Vista previa' }, campaignId, false);
  const ancestors = await categoryAncestors(db);
  const live = (await productsCovered(db, [values.scope], ancestors)).filter((product) => product.listed && inScope(values.scope, scopeFactsOf(product, ancestors)));
  const kind = values.offerKind as OfferKind;
  const names = new Map<number, string>();
  let changed: { id: number; price: number; newPrice: number | null; percent: number }[] = [];
  let covered = live.length;
  if (isPriceOffer(kind)) {
    // A running campaign being edited is compared with the prices its products had before it.
    const before = new Map(
      campaignId == null
        ? []
        : (await db.select().from(campaignPriceHolds).where(eq(campaignPriceHolds.campaignId, campaignId))).map((hold) => [hold.productId, hold.baseSalePriceCents]),
    );
    for (const product of live) {
      const price = campaignPriceFor(values, product, ancestors);
      const current = before.has(product.id) ? (before.get(product.id) ?? product.priceCents) : (product.salePriceCents ?? product.priceCents);
      if (price != null && price < current) changed.push({ id: product.id, price: current, newPrice: price, percent: Math.round(((product.priceCents - price) / product.priceCents) * 100) });
    }
  } else {
    const counted = live.filter((product) => !(product.variantSizes.length > 0 && product.variantSizes.every((size) => sizeExcluded(values.scope, size))));
    covered = counted.length;
    changed = counted.map((product) => ({ id: product.id, price: product.salePriceCents ?? product.priceCents, newPrice: null, percent: 0 }));
  }
  changed.sort((a, b) => b.percent - a.percent || a.id - b.id);
  const examples = changed.slice(0, PREVIEW_EXAMPLES);
  if (examples.length) {
    for (const row of await db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, examples.map((e) => e.id)))) names.set(row.id, row.name);
  }
  const overlaps = await db
    .select({ id: campaigns.id, name: campaigns.name })
    .from(campaigns)
    .where(
      and(
        isNull(campaigns.cancelledAt),
        lte(campaigns.startsAt, values.endsAt),
        gt(campaigns.endsAt, values.startsAt),
        gt(campaigns.endsAt, now),
        inArray(campaigns.offerKind, isPriceOffer(kind) ? ['percent', 'fixed_price'] : kind === 'free_shipping' ? ['free_shipping'] : ['second_unit_half', 'three_for_two']),
        campaignId == null ? undefined : ne(campaigns.id, campaignId),
      ),
    )
    .orderBy(campaigns.startsAt)
    .limit(10);
  return {
    products_covered: covered,
    products_changed: changed.length,
    biggest_reduction_percent: changed[0]?.percent ?? 0,
    examples: examples.map((example) => ({
      product_id: example.id,
      name: names.get(example.id) ?? '',
      price: centsToEuros(example.price),
      new_price: example.newPrice == null ? null : centsToEuros(example.newPrice),
    })),
    overlaps,
  };
}
