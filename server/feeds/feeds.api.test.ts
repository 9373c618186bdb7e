import { parse } from 'csv-parse/sync';
import { Window } from 'happy-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupApiTest } from '../../tests/api-test';
import { createBrand, createCategory, createProduct } from '../../tests/factories';
import { productImages } from '../db/schema';
import { GOOGLE_NAMESPACE, META_COLUMNS } from './feed-formats';
import { feedPieces } from './feed-routes';

// The product feeds (issue 34): Google Merchant Center's RSS and Meta's CSV, read as those platforms
// read them, checked against their published field rules and the lawful announcement of reductions.

const ORIGIN = 'https://tienda.example';
const PRICE = /^\d+\.\d{2} EUR$/;
const SALE_INTERVAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(Z|[+-]\d{4})\/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(Z|[+-]\d{4})$/;
const amount = (price: string) => Number(price.split(' ')[0]);

type GoogleItem = Record<string, string[]>;

/** The Google feed as Merchant Center reads it: strict XML, RSS 2.0, each <item>'s fields (g: ones by their local name). */
async function readGoogleFeed(request: (url: string) => Response | Promise<Response>) {
  const res = await request(`${ORIGIN}/feeds/google-merchant.xml`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  const xml = await res.text();
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  // No bare ampersand (happy-dom's parser would let one through).
  expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  const doc = new new Window().DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  const rss = doc.documentElement;
  expect(rss.tagName).toBe('rss');
  expect(rss.getAttribute('version')).toBe('2.0');
  expect(rss.getAttribute('xmlns:g')).toBe(GOOGLE_NAMESPACE);
  const channel = rss.getElementsByTagName('channel')[0]!;
  expect(channel.getElementsByTagName('title')[0]?.textContent).toBeTruthy();
  const items = [...doc.getElementsByTagName('item')].map((item) => {
    const fields: GoogleItem = {};
    for (const child of [...item.children]) {
      const name = child.tagName.replace(/^g:/, '');
      if (name === 'shipping') {
        for (const part of [...child.children]) (fields[`shipping.${part.tagName.replace(/^g:/, '')}`] ??= []).push(part.textContent ?? '');
      } else (fields[name] ??= []).push(child.textContent ?? '');
    }
    return fields;
  });
  return { xml, items, res };
}

async function readMetaFeed(request: (url: string) => Response | Promise<Response>) {
  const res = await request(`${ORIGIN}/feeds/meta-catalog.csv`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  const text = await res.text();
  const [header] = parse(text, { to_line: 1 }) as string[][];
  expect(header).toEqual([...META_COLUMNS]);
  return parse(text, { columns: true }) as Record<string, string>[];
}

const one = (item: GoogleItem, field: string) => item[field]?.[0];

describe('product feeds for Google Merchant Center and Meta', () => {
  const api = setupApiTest();
  const db = () => api.db;
  const request = (url: string) => api.app.request(url);
  let brandId: number;
  let categoryId: number;
  const ids = {} as Record<'variants' | 'reduced' | 'bornOnSale' | 'plain' | 'hidden' | 'draft' | 'damaged' | 'digital' | 'noPicture', { id: number; sku: string; slug: string }>;

  const picture = async (productId: number, colorName: string | null, sortOrder = 0) => {
    await db().insert(productImages).values({ productId, storageKey: `products/p${productId}-${sortOrder}`, widths: [320, 1024], width: 1024, height: 1280, colorName, sortOrder });
  };
  const update = async (id: number, body: unknown) => {
    const res = await api.app.request(`/api/admin/products/${id}`, {
      method: 'PUT',
      headers: { ...api.admin, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status, await res.clone().text()).toBe(200);
  };

  beforeAll(async () => {
    brandId = (await createBrand(db(), { name: 'Rue & Diverso' })).id;
    categoryId = (await createCategory(db(), { name: 'Camisas', slug: `camisas-${Date.now()}` })).id;
    const base = { brand_id: brandId, category_id: categoryId };

    ids.variants = await createProduct(db(), {
      ...base,
      name: 'Camisa <oxford> & lino',
      description: 'Dos colores, dos tallas: "la de siempre".',
      price: 49.9,
      tags: ['unisex'],
      variants: [
        { size: 'S', color_name: 'Negro', color_hex: '#222222', sku: `FEED-NEG-S-${Date.now()}`, stock: 4 },
        { size: 'M', color_name: 'Negro', color_hex: '#222222', sku: `FEED-NEG-M-${Date.now()}`, stock: 0 },
        { size: 'S', color_name: 'Blanco', color_hex: '#ffffff', sku: `FEED-BLA-S-${Date.now()}`, stock: 2 },
        { size: 'M', color_name: 'Blanco', color_hex: '#ffffff', sku: `FEED-BLA-M-${Date.now()}`, stock: 6, price: 54.9 },
      ],
    });
    await picture(ids.variants.id, 'Negro', 0);
    await picture(ids.variants.id, 'Blanco', 1);

    // Listed at 40 first, then reduced: the history holds the price before.
    ids.reduced = await createProduct(db(), { ...base, name: 'Camisa rebajada', price: 40, variants: [] });
    await picture(ids.reduced.id, null);
    await update(ids.reduced.id, { sale_price: 30, is_on_sale: true });

    // On sale from its first price: no reference, so no reduction may be announced.
    ids.bornOnSale = await createProduct(db(), { ...base, name: 'Camisa nacida en oferta', price: 40, sale_price: 30, variants: [] });
    await picture(ids.bornOnSale.id, null);

    ids.plain = await createProduct(db(), { ...base, name: 'Camisa de precio fijo', price: 25, variants: [] });
    await picture(ids.plain.id, null);

    ids.hidden = await createProduct(db(), { ...base, name: 'Camisa oculta', visibility: 'hidden' });
    ids.draft = await createProduct(db(), { ...base, name: 'Camisa borrador', status: 'draft' });
    ids.damaged = await createProduct(db(), { ...base, name: 'Camisa dañada', condition: 'damaged' });
    ids.digital = await createProduct(db(), { ...base, name: 'Tarjeta regalo', is_digital: true, variants: [] });
    ids.noPicture = await createProduct(db(), { ...base, name: 'Camisa sin foto' });
    for (const left of [ids.hidden, ids.draft, ids.damaged, ids.digital]) await picture(left.id, null);
  });

  it('Google feed: one item a variant, grouped, with the fields and formats Merchant Center requires', async () => {
    const { items } = await readGoogleFeed(request);
    const feedIds = items.map((item) => one(item, 'id')!);
    expect(new Set(feedIds).size).toBe(feedIds.length);

    for (const item of items) {
      for (const field of ['id', 'title', 'description', 'link', 'image_link', 'availability', 'price', 'brand', 'condition', 'google_product_category']) {
        expect(item[field], `${one(item, 'id')} ${field}`).toHaveLength(1);
      }
      expect(one(item, 'id')!.length).toBeLessThanOrEqual(50);
      expect(one(item, 'title')!.length).toBeLessThanOrEqual(150);
      expect(one(item, 'description')!.length).toBeLessThanOrEqual(5000);
      for (const link of [one(item, 'link')!, one(item, 'image_link')!, ...(item.additional_image_link ?? [])]) {
        expect(new URL(link).protocol).toMatch(/^https?:$/);
        expect(link.startsWith(`${ORIGIN}/`)).toBe(true);
      }
      expect(['in_stock', 'out_of_stock']).toContain(one(item, 'availability'));
      expect(one(item, 'price')).toMatch(PRICE);
      expect(['new', 'used', 'refurbished']).toContain(one(item, 'condition'));
      expect(one(item, 'brand')).toBe('Rue & Diverso');
      expect(one(item, 'mpn') ?? one(item, 'identifier_exists')).toBeTruthy();
      expect(one(item, 'age_group')).toBe('adult');
      expect(one(item, 'shipping.country')).toBe('ES');
      expect(one(item, 'shipping.price')).toMatch(PRICE);
      if (item.sale_price) {
        expect(one(item, 'sale_price')).toMatch(PRICE);
        expect(amount(one(item, 'sale_price')!)).toBeLessThan(amount(one(item, 'price')!));
        expect(one(item, 'sale_price_effective_date')).toMatch(SALE_INTERVAL);
        expect(one(item, 'sale_price_effective_date')!.length).toBeLessThanOrEqual(51);
      } else expect(item.sale_price_effective_date).toBeUndefined();
    }

    const group = items.filter((item) => one(item, 'item_group_id') === ids.variants.sku);
    expect(group.map((item) => [one(item, 'color'), one(item, 'size'), one(item, 'availability'), one(item, 'price')])).toEqual([
      ['Negro', 'S', 'in_stock', '49.90 EUR'],
      ['Negro', 'M', 'out_of_stock', '49.90 EUR'],
      ['Blanco', 'S', 'in_stock', '49.90 EUR'],
      ['Blanco', 'M', 'in_stock', '54.90 EUR'],
    ]);
    expect(group.every((item) => one(item, 'gender') === 'unisex' && one(item, 'google_product_category') === '212')).toBe(true);
    expect(one(group[0]!, 'title')).toBe('Camisa <oxford> & lino · Negro · talla S');
    expect(one(group[0]!, 'link')).toBe(`${ORIGIN}/store/products/${ids.variants.slug}?color=Negro&talla=S`);
    // The white variants show their own colour's picture first.
    expect(one(group[2]!, 'image_link')).toContain(`p${ids.variants.id}-1-`);
  });

  it('announces only lawful reductions: the previous price as price and the price now as sale price; a sale price without a reference is the plain price', async () => {
    const { items } = await readGoogleFeed(request);
    const bySku = (sku: string) => items.find((item) => one(item, 'id') === sku)!;

    const reduced = bySku(ids.reduced.sku);
    expect(one(reduced, 'item_group_id')).toBeUndefined();
    expect(one(reduced, 'price')).toBe('40.00 EUR');
    expect(one(reduced, 'sale_price')).toBe('30.00 EUR');
    const answer = (await api.get(`/api/products/${ids.reduced.id}`)).body.data.product;
    expect(one(reduced, 'sale_price_effective_date')).toBe(`${answer.reduction_since.slice(0, 16)}Z/2099-12-31T23:59Z`);

    const bornOnSale = bySku(ids.bornOnSale.sku);
    expect(one(bornOnSale, 'price')).toBe('30.00 EUR');
    expect(bornOnSale.sale_price).toBeUndefined();

    expect(one(bySku(ids.plain.sku), 'price')).toBe('25.00 EUR');
    expect(bySku(ids.plain.sku).sale_price).toBeUndefined();
  });

  it('lists only what can be bought: no hidden, draft, damaged or digital product, nor one without a picture', async () => {
    const { xml } = await readGoogleFeed(request);
    for (const left of [ids.hidden, ids.draft, ids.damaged, ids.digital, ids.noPicture]) expect(xml).not.toContain(left.slug);
  });

  it('Meta CSV: the documented columns, one row a variant, Meta availability words, same lawful prices', async () => {
    const rows = await readMetaFeed(request);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    for (const row of rows) {
      expect(['in stock', 'out of stock']).toContain(row.availability);
      expect(row.price).toMatch(PRICE);
      expect(new URL(row.link!).origin).toBe(ORIGIN);
      expect(new URL(row.image_link!).origin).toBe(ORIGIN);
      if (row.sale_price) {
        expect(row.sale_price).toMatch(PRICE);
        expect(amount(row.sale_price)).toBeLessThan(amount(row.price!));
        expect(row.sale_price_effective_date).toMatch(SALE_INTERVAL);
      }
    }
    const group = rows.filter((row) => row.item_group_id === ids.variants.sku);
    expect(group.map((row) => [row.color, row.size, row.availability])).toEqual([
      ['Negro', 'S', 'in stock'],
      ['Negro', 'M', 'out of stock'],
      ['Blanco', 'S', 'in stock'],
      ['Blanco', 'M', 'in stock'],
    ]);
    expect(group[0]!.title).toBe('Camisa <oxford> & lino · Negro · talla S');
    expect(group[0]!.description).toBe('Dos colores, dos tallas: "la de siempre".');
    expect(rows.find((row) => row.id === ids.reduced.sku)).toMatchObject({ price: '40.00 EUR', sale_price: '30.00 EUR' });
    expect(rows.find((row) => row.id === ids.bornOnSale.sku)).toMatchObject({ price: '30.00 EUR', sale_price: '', sale_price_effective_date: '' });
    for (const left of [ids.hidden, ids.draft, ids.damaged, ids.digital, ids.noPicture]) expect(rows.some((row) => row.link!.includes(left.slug))).toBe(false);
  });

  it('is kept until the catalogue changes, answers 304 to its tag, and follows a price change', async () => {
    const first = await readGoogleFeed(request);
    const second = await api.app.request(`${ORIGIN}/feeds/google-merchant.xml`);
    const etag = second.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(await second.text()).toBe(first.xml);
    expect((await api.app.request(`${ORIGIN}/feeds/google-merchant.xml`, { headers: { 'If-None-Match': etag! } })).status).toBe(304);

    await update(ids.plain.id, { price: 27 });
    const after = await readGoogleFeed(request);
    expect(one(after.items.find((item) => one(item, 'id') === ids.plain.sku)!, 'price')).toBe('27.00 EUR');
  });

  it('writes large catalogues batch by batch: the same feed whatever the batch size', async () => {
    const whole: string[] = [];
    for await (const piece of feedPieces('meta', db(), ORIGIN)) whole.push(piece);
    const batched: string[] = [];
    for await (const piece of feedPieces('meta', db(), ORIGIN, 2)) batched.push(piece);
    expect(batched.length).toBeGreaterThan(whole.length);
    expect(batched.join('')).toBe(whole.join(''));
  });
});
