import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import {
  ageGroupOf,
  FALLBACK_GOOGLE_CATEGORY,
  feedItemsOf,
  feedPrice,
  feedText,
  genderOf,
  googleCategoryOf,
  saleEffectiveDate,
  type FeedContext,
  type FeedProduct,
} from './feed-items';
import { escapeXml, googleItemXml, META_COLUMNS, metaFeedHead, metaRowsCsv } from './feed-formats';

const context: FeedContext = { origin: 'https://tienda.example', storeName: 'Tienda Diverso', shippingStandardFee: 4.95, freeShippingThreshold: 60 };

const image = (id: number, color: string | null) => ({
  id,
  image_url: `/storage/products/p${id}-1024.webp`,
  thumbnail_url: `/storage/products/p${id}-320.webp`,
  srcset: '',
  width: 1024,
  height: 1280,
  alt: null,
  color_name: color,
});

const variant = (id: number, color: string, size: string, stock: number, price = 40, salePrice: number | null = null) => ({
  id,
  size,
  color_name: color,
  color_hex: '#222222',
  sku: `CAM-${color.toUpperCase()}-${size}`,
  stock,
  is_available: stock > 0,
  price,
  sale_price: salePrice,
});

function product(overrides: Partial<FeedProduct> = {}): FeedProduct {
  return {
    id: 7,
    name: 'Camisa de lino',
    slug: 'camisa-de-lino',
    sku: 'CAM-LINO',
    brand: { id: 1, name: 'Rue Diverso', slug: 'rue-diverso' },
    category: { id: 2, name: 'Camisas', slug: 'camisas' },
    short_description: 'Lino lavado.',
    description: 'Camisa de lino\nlavado a la piedra.',
    price: 40,
    sale_price: null,
    reference_price: null,
    reduction_since: null,
    is_digital: false,
    condition: 'new',
    stock_quantity: 5,
    images: [image(1, 'Negro'), image(2, 'Blanco')],
    variants: [],
    tags: [],
    ...overrides,
  };
}

describe('feed formatting', () => {
  it('writes prices with two decimals and the currency code', () => {
    expect(feedPrice(15)).toBe('15.00 EUR');
    expect(feedPrice(29.9)).toBe('29.90 EUR');
    expect(feedPrice(0.1 + 0.2)).toBe('0.30 EUR');
    expect(feedPrice(0)).toBe('0.00 EUR');
  });

  it('writes the sale interval from the reduction start, to the minute in UTC, with a far end', () => {
    const interval = saleEffectiveDate('2026-11-02T09:30:41.123Z');
    expect(interval).toBe('2026-11-02T09:30Z/2099-12-31T23:59Z');
    expect(interval.length).toBeLessThanOrEqual(51);
  });

  it('maps store categories onto Google product categories, clothing when nothing matches', () => {
    expect(googleCategoryOf({ name: 'Camisas', slug: 'camisas' }).id).toBe(212);
    expect(googleCategoryOf({ name: 'Pantalones', slug: 'pantalones' }).id).toBe(204);
    expect(googleCategoryOf({ name: 'Vestidos', slug: 'vestidos' }).id).toBe(2271);
    expect(googleCategoryOf({ name: 'Chaquetas', slug: 'chaquetas' }).id).toBe(203);
    expect(googleCategoryOf({ name: 'Calzado', slug: 'calzado' }).id).toBe(187);
    expect(googleCategoryOf({ name: 'Accesorios', slug: 'accesorios' }).id).toBe(167);
    expect(googleCategoryOf({ name: 'Pantalón', slug: 'x' }).id).toBe(204);
    expect(googleCategoryOf({ name: 'Novedades', slug: 'novedades' })).toEqual(FALLBACK_GOOGLE_CATEGORY);
    expect(googleCategoryOf(null)).toEqual({ id: 1604, path: 'Apparel & Accessories > Clothing' });
  });

  it('reads gender and age group from the tags, leaving gender out when they do not say it', () => {
    expect(genderOf(['Mujer'])).toBe('female');
    expect(genderOf(['hombre'])).toBe('male');
    expect(genderOf(['mujer', 'hombre'])).toBe('unisex');
    expect(genderOf(['lino'])).toBeNull();
    expect(ageGroupOf(['lino'])).toBe('adult');
    expect(ageGroupOf(['niños'])).toBe('kids');
  });

  it('makes text one plain line within its limit', () => {
    expect(feedText('a\n\tb\u0000c  ', 100)).toBe('a b c');
    expect(feedText('x'.repeat(200), 150)).toHaveLength(150);
  });

  it('escapes XML and quotes CSV fields that need it', () => {
    expect(escapeXml(`<a href="x">R&D's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;R&amp;D&apos;s&lt;/a&gt;');
    const [item] = feedItemsOf(product({ name: 'Camisa "oxford", azul', description: 'Uno, dos' }), context);
    const text = metaFeedHead() + metaRowsCsv([item!]);
    const rows = parse(text, { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual([...META_COLUMNS]);
    expect(rows[0]!.title).toBe('Camisa "oxford", azul');
    expect(text).toContain('"Camisa ""oxford"", azul"');
  });
});

describe('feed lines of a product', () => {
  it('gives a product without variants one line, priced as the shopper pays, with absolute addresses', () => {
    const items = feedItemsOf(product(), context);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      id: 'CAM-LINO',
      itemGroupId: null,
      link: 'https://tienda.example/store/products/camisa-de-lino',
      imageLink: 'https://tienda.example/storage/products/p1-1024.webp',
      additionalImageLinks: ['https://tienda.example/storage/products/p2-1024.webp'],
      isInStock: true,
      price: 40,
      salePrice: null,
      brand: 'Rue Diverso',
      mpn: 'CAM-LINO',
      condition: 'new',
      description: 'Camisa de lino lavado a la piedra.',
      shippingFee: 4.95,
    });
  });

  it('gives one line a variant, grouped under the product, its colour first among the pictures', () => {
    const items = feedItemsOf(product({ variants: [variant(1, 'Negro', 'S', 3), variant(2, 'Blanco', 'M', 0)] }), context);
    expect(items.map((i) => [i.id, i.itemGroupId, i.color, i.size, i.isInStock])).toEqual([
      ['CAM-NEGRO-S', 'CAM-LINO', 'Negro', 'S', true],
      ['CAM-BLANCO-M', 'CAM-LINO', 'Blanco', 'M', false],
    ]);
    expect(items[1]!.imageLink).toBe('https://tienda.example/storage/products/p2-1024.webp');
    expect(items[1]!.link).toBe('https://tienda.example/store/products/camisa-de-lino?color=Blanco&talla=M');
  });

  it('announces a reduction only from the lawful reference: previous price as price, the price now as sale price', () => {
    const reduced = product({ sale_price: 30, reference_price: 36, reduction_since: '2026-11-02T09:30:00.000Z', variants: [variant(1, 'Negro', 'S', 3, 40, 30)] });
    const [item] = feedItemsOf(reduced, context);
    expect(item).toMatchObject({ price: 36, salePrice: 30, saleSince: '2026-11-02T09:30:00.000Z' });
    expect(googleItemXml(item!)).toContain('<g:sale_price_effective_date>2026-11-02T09:30Z/2099-12-31T23:59Z</g:sale_price_effective_date>');

    // A sale price with no reference (on sale from its first price): the price paid, plainly; never the list price struck through.
    const [plain] = feedItemsOf(product({ sale_price: 30, reference_price: null }), context);
    expect(plain).toMatchObject({ price: 30, salePrice: null, saleSince: null });
    expect(googleItemXml(plain!)).not.toContain('sale_price');
  });

  it('prices a variant with its own price by it, without the product reduction', () => {
    const reduced = product({ sale_price: 30, reference_price: 40, reduction_since: '2026-11-02T09:30:00.000Z', variants: [variant(1, 'Negro', 'XXL', 3, 45, null)] });
    expect(feedItemsOf(reduced, context)[0]).toMatchObject({ price: 45, salePrice: null });
  });

  it('ships free from the free-shipping threshold', () => {
    expect(feedItemsOf(product({ price: 80 }), context)[0]!.shippingFee).toBe(0);
  });

  it('leaves out digital and damaged products and those without pictures; used stays used', () => {
    expect(feedItemsOf(product({ is_digital: true }), context)).toEqual([]);
    expect(feedItemsOf(product({ condition: 'damaged' }), context)).toEqual([]);
    expect(feedItemsOf(product({ images: [] }), context)).toEqual([]);
    expect(feedItemsOf(product({ condition: 'used' }), context)[0]!.condition).toBe('used');
  });

  it('keeps ids within 50 characters, falling back to the row id for a long SKU', () => {
    const long = 'X'.repeat(60);
    const items = feedItemsOf(product({ sku: long, variants: [{ ...variant(9, 'Negro', 'S', 1), sku: long }] }), context);
    expect(items[0]).toMatchObject({ id: 'V9', itemGroupId: 'P7', mpn: 'X'.repeat(60) });
  });
});
