import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupApiTest } from '../../../tests/api-test';
import { createCategory, createUser } from '../../../tests/factories';
import { createTestApp } from '../../../tests/test-app';
import { auditLog, campaignPriceHolds, campaigns, products } from '../../db/schema';
import { createShop, createTestProduct, type ShopRefs } from '../checkout/checkout-test-kit';
import { applyCampaignPrices } from './campaign-prices';

// Campaigns (issue 34): planned in Madrid time, validated per field, switched on and off by the job
// at a clock the test holds, the precedence rule, staff's own prices kept, audited.

describe('campaigns', () => {
  const api = setupApiTest();
  const db = () => api.db;
  let clock = new Date('2027-01-05T12:00:00Z');
  let app: ReturnType<typeof createTestApp>;
  let shop: ShopRefs;
  let admin: Record<string, string>;
  beforeAll(async () => {
    app = createTestApp(api.testDb.database, { now: () => clock });
    // A session that the test's clock (January to May 2027) finds valid.
    admin = (await createUser(db(), { roles: ['admin'], now: new Date('2027-04-20T00:00:00Z') })).auth;
    shop = await createShop(db());
  });

  const send = async (method: string, url: string, body?: unknown) => {
    const res = await app.request(`/api${url}`, {
      method,
      headers: { ...admin, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: await res.json() };
  };
  const saleOf = async (id: number) => (await db().select({ sale: products.salePriceCents }).from(products).where(eq(products.id, id)))[0]!.sale;
  let slugs = 0;
  const january = (over: Record<string, unknown> = {}) => ({
    name: 'Rebajas de enero',
    slug: `rebajas-enero-${++slugs}`,
    public_text: 'Hasta -30 % en vestidos.',
    starts_at: '2027-01-07T00:00',
    ends_at: '2027-02-28T23:59',
    scope: { category_ids: [shop.categoryId] },
    offer_kind: 'percent',
    percent: 30,
    ...over,
  });

  it('refuses a campaign whose end is before its start, with an empty scope or a percentage outside 1–90, per field, saving nothing', async () => {
    const before = await db().select().from(campaigns);
    const wrong = await send('POST', '/admin/campaigns', january({ ends_at: '2027-01-06T00:00', scope: { excluded_sizes: ['XL'] }, percent: 95 }));
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors).sort()).toEqual(['percent']);
    const crossed = await send('POST', '/admin/campaigns', january({ ends_at: '2027-01-06T00:00', scope: { excluded_sizes: ['XL'] } }));
    expect(crossed.status).toBe(422);
    expect(crossed.body.errors.ends_at).toEqual(['El fin debe ser posterior al inicio.']);
    expect(crossed.body.errors.scope).toBeDefined();
    const noPercent = await send('POST', '/admin/campaigns', january({ percent: null, starts_at: '2027-02-30T00:00', scope: { product_ids: [2_000_000] } }));
    expect(noPercent.body.errors).toMatchObject({ percent: ['Indica el porcentaje (de 1 a 90).'], starts_at: ['Esa fecha no existe.'], 'scope.product_ids': ['No existen estos productos: 2000000.'] });
    expect(await db().select().from(campaigns)).toHaveLength(before.length);
  });

  it('switches the prices at the start and back at the end by itself, keeping a lower sale price of staff', async () => {
    const category = await createCategory(db(), { parentId: shop.categoryId });
    const dress = await createTestProduct(db(), { ...shop, categoryId: category.id }, { price: 49.95 });
    const alreadyLower = await createTestProduct(db(), shop, { price: 40, sale_price: 25 });
    const onSale = await createTestProduct(db(), shop, { price: 40, sale_price: 35 });

    const preview = await send('POST', '/admin/campaigns/preview', january());
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({ biggest_reduction_percent: 30 });
    expect(preview.body.data.products_changed).toBeGreaterThanOrEqual(2);

    const created = await send('POST', '/admin/campaigns', january());
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ state: 'programada', starts_at: '2027-01-06T23:00:00.000Z', starts_at_madrid: '2027-01-07T00:00', offer_text: '-30 %' });
    expect(await saleOf(dress.product.id)).toBeNull();

    clock = new Date('2027-01-06T23:00:30Z');
    const started = await applyCampaignPrices(db(), clock);
    expect(started.started).toEqual([created.body.data.id]);
    expect(await saleOf(dress.product.id)).toBe(3496); // the subcategory's product: 49,95 − 30 %
    expect(await saleOf(onSale.product.id)).toBe(2800);
    expect(await saleOf(alreadyLower.product.id)).toBe(2500);
    expect((await applyCampaignPrices(db(), clock)).changed).toBe(0); // twice is once
    // Editing it, the preview compares with the prices before the campaign, not its own.
    const again = await send('POST', `/admin/campaigns/preview?campaign_id=${created.body.data.id}`, january());
    expect(again.body.data).toMatchObject({ biggest_reduction_percent: 30, overlaps: [] });
    expect(again.body.data.products_changed).toBe(preview.body.data.products_changed);

    const page = await send('GET', `/campaigns/${created.body.data.slug}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ state: 'activa', offer_text: '-30 %' });
    expect(page.body.data.products.data.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([dress.product.id, onSale.product.id]));
    expect(page.body.data.products.data.map((p: { id: number }) => p.id)).not.toContain(alreadyLower.product.id);
    expect((await send('GET', `/admin/campaigns/${created.body.data.id}`)).body.data.state).toBe('activa');

    clock = new Date('2027-02-28T23:00:00Z');
    const ended = await applyCampaignPrices(db(), clock);
    expect(ended.ended).toEqual([created.body.data.id]);
    expect(await saleOf(dress.product.id)).toBeNull();
    expect(await saleOf(onSale.product.id)).toBe(3500);
    expect(await db().select().from(campaignPriceHolds).where(eq(campaignPriceHolds.campaignId, created.body.data.id))).toHaveLength(0);
    const entries = await db().select().from(auditLog).where(eq(auditLog.entityId, String(created.body.data.id)));
    expect(entries.filter((entry) => entry.entityType === 'campaign').map((entry) => entry.action)).toEqual(expect.arrayContaining(['create', 'campaign-prices-applied', 'campaign-prices-restored']));
    expect((await send('PATCH', `/admin/campaigns/${created.body.data.id}`, { name: 'Otra' })).status).toBe(409);
  });

  it('lets the lowest price win when campaigns overlap, keeps a price staff set meanwhile, and gives prices back at once when cancelled', async () => {
    clock = new Date('2027-03-10T12:00:00Z');
    const category = await createCategory(db());
    const coat = await createTestProduct(db(), { ...shop, categoryId: category.id }, { price: 100 });
    const scarf = await createTestProduct(db(), { ...shop, categoryId: category.id }, { price: 20 });
    const wide = await send('POST', '/admin/campaigns', january({ starts_at: '2027-03-01T00:00', ends_at: '2027-03-31T00:00', scope: { category_ids: [category.id] }, percent: 20 }));
    const fixed = await send('POST', '/admin/campaigns', january({ starts_at: '2027-03-05T00:00', ends_at: '2027-03-20T00:00', scope: { product_ids: [coat.product.id, scarf.product.id] }, offer_kind: 'fixed_price', fixed_price: 70 }));
    expect([wide.status, fixed.status]).toEqual([201, 201]);
    // Saving switched them at once: the coat at 70 € (fixed, lower than 80), the scarf at 16 € (a fixed 70 € is no reduction of 20 €).
    expect(await saleOf(coat.product.id)).toBe(7000);
    expect(await saleOf(scarf.product.id)).toBe(1600);

    // Staff lower the scarf by hand during the campaign: theirs stays, through the end too.
    await db().update(products).set({ salePriceCents: 1200 }).where(eq(products.id, scarf.product.id));
    await applyCampaignPrices(db(), clock);
    expect(await saleOf(scarf.product.id)).toBe(1200);

    const cancelled = await send('POST', `/admin/campaigns/${fixed.body.data.id}/cancel`);
    expect(cancelled.body.data.state).toBe('cancelada');
    expect(await saleOf(coat.product.id)).toBe(8000); // back to the other running campaign's price
    expect((await send('POST', `/admin/campaigns/${fixed.body.data.id}/cancel`)).status).toBe(409);
    expect((await send('DELETE', `/admin/campaigns/${wide.body.data.id}`)).status).toBe(409);
    expect((await send('GET', `/campaigns/${fixed.body.data.slug}`)).status).toBe(404);

    clock = new Date('2027-03-31T00:00:00Z');
    await applyCampaignPrices(db(), clock);
    expect(await saleOf(coat.product.id)).toBeNull();
    expect(await saleOf(scarf.product.id)).toBe(1200);
  });

  it('leaves out a product sold only in excluded sizes, and deletes a campaign that has not started', async () => {
    clock = new Date('2027-04-01T12:00:00Z');
    const category = await createCategory(db());
    const big = await createTestProduct(db(), { ...shop, categoryId: category.id }, { price: 50, variants: [{ stock: 2 }, { stock: 2 }] }); // S, M
    const plan = january({ starts_at: '2027-04-01T00:00', ends_at: '2027-04-10T00:00', scope: { category_ids: [category.id], excluded_sizes: ['s', 'M'] } });
    const preview = await send('POST', '/admin/campaigns/preview', plan);
    expect(preview.body.data).toMatchObject({ products_covered: 1, products_changed: 0 });
    expect((await send('POST', '/admin/campaigns', plan)).status).toBe(201);
    expect(await saleOf(big.product.id)).toBeNull();
    // A promotion over the same scope: its page leaves out the product sold only in excluded sizes.
    const other = await createTestProduct(db(), { ...shop, categoryId: category.id }, { price: 30, variants: [{ stock: 2 }, { stock: 2 }, { stock: 2 }] }); // S, M, L
    const promotion = await send('POST', '/admin/campaigns', { ...plan, slug: `tallas-${slugs}`, offer_kind: 'three_for_two', percent: undefined });
    expect(promotion.status).toBe(201);
    const promoted = await send('GET', `/campaigns/tallas-${slugs}`);
    expect(promoted.body.data.products.data.map((p: { id: number }) => p.id)).toEqual([other.product.id]);

    const later = await send('POST', '/admin/campaigns', january({ starts_at: '2027-05-01T00:00', ends_at: '2027-05-10T00:00' }));
    expect((await send('DELETE', `/admin/campaigns/${later.body.data.id}`)).status).toBe(200);
    expect((await send('GET', `/admin/campaigns/${later.body.data.id}`)).status).toBe(404);
    const list = await send('GET', '/admin/campaigns?state=activa');
    expect(list.status).toBe(200);
    expect(list.body.data.data.every((c: { state: string }) => c.state === 'activa')).toBe(true);
  });
});
