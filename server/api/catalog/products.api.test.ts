import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrand, createCategory, createProduct } from '../../../tests/factories';
import { createTestApp } from '../../../tests/test-app';
import { createTestDatabase, type TestDatabase } from '../../../tests/test-database';

type Product = { id: number; name: string; slug: string; price: number; sale_price: number | null; [k: string]: unknown };

describe('store catalogue API', () => {
  let testDb: TestDatabase;
  let app: ReturnType<typeof createTestApp>;
  const ids: Record<string, number> = {};
  const get = async (url: string) => {
    const res = await app.request(url);
    return { status: res.status, body: await res.json() };
  };
  const names = (list: Product[]) => list.map((p) => p.name);

  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = createTestApp(testDb.database);
    const db = testDb.database.db;
    const rue = await createBrand(db, { name: 'ruediverso', slug: 'rue-diverso' });
    const div = await createBrand(db, { name: 'divergente', slug: 'divergente' });
    const camisas = await createCategory(db, { name: 'Camisas', slug: 'camisas', sortOrder: 1 });
    const vestidos = await createCategory(db, { name: 'Vestidos', slug: 'vestidos', sortOrder: 2 });
    Object.assign(ids, { rue: rue.id, div: div.id, camisas: camisas.id, vestidos: vestidos.id });
    const day = (n: number) => new Date(Date.UTC(2026, 10, n));

    const lino = await createProduct(db, {
      name: 'Camisa de lino azul',
      sku: 'RD-CAM-LINO',
      brand_id: rue.id,
      category_id: camisas.id,
      price: 59.9,
      sale_price: 44.9,
      is_featured: true,
      tags: 'lino, verano',
      description: 'Lino europeo lavado a la piedra.',
      createdAt: day(1),
      variants: [
        { size: 'S', color_name: 'Azul', color_hex: '#5B89B4', sku: 'RD-CAM-LINO-S', stock: 3 },
        { size: 'M', color_name: 'Azul', color_hex: '#5B89B4', sku: 'RD-CAM-LINO-M', stock: 0 },
        { size: 'L', color_name: 'Arena', color_hex: '#D9D8D6', sku: 'RD-CAM-LINO-L', stock: 4 },
      ],
    });
    ids.lino = lino.id;
    await createProduct(db, { name: 'Camisa oxford blanca', sku: 'DV-CAM-OXF', brand_id: div.id, category_id: camisas.id, price: 49, createdAt: day(2), tags: ['oficina'] });
    await createProduct(db, {
      name: 'Vestido midi negro', sku: 'DV-VES-MIDI', brand_id: div.id, category_id: vestidos.id, price: 89, createdAt: day(3),
      variants: [{ size: 'M', color_name: 'Burdeos', color_hex: '#6D1A2C', sku: 'DV-VES-MIDI-M', stock: 0 }],
    });
    await createProduct(db, { name: 'Camisa borrador', sku: 'RD-CAM-DRAFT', brand_id: rue.id, category_id: camisas.id, price: 30, status: 'draft', createdAt: day(4) });
    await createProduct(db, { name: 'Camisa oculta', sku: 'RD-CAM-HIDDEN', brand_id: rue.id, category_id: camisas.id, price: 30, visibility: 'hidden', createdAt: day(5) });
  });
  afterAll(async () => {
    await testDb.cleanup();
  });

  it('lists active, visible products newest first, 15 a page, Laravel-paginated', async () => {
    const { status, body } = await get('/api/products');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(names(body.data.data)).toEqual(['Vestido midi negro', 'Camisa oxford blanca', 'Camisa de lino azul']);
    expect(body.data).toMatchObject({ current_page: 1, last_page: 1, per_page: 15, total: 3, from: 1, to: 3 });
  });

  it('answers products in the spec shape with euros, discount and stock state', async () => {
    const { body } = await get('/api/products?search=lino');
    const p = body.data.data[0];
    expect(p).toMatchObject({
      name: 'Camisa de lino azul', slug: 'camisa-de-lino-azul', sku: 'RD-CAM-LINO', price: 59.9, sale_price: 44.9, is_on_sale: true,
      discount_percent: 25, is_featured: true, is_in_stock: true, stock_quantity: 7, stock: 7, stock_status: 'low_stock',
      min_stock_level: 10, condition: 'new', condition_label: 'Nuevo', tags: ['lino', 'verano'], status: 'active', visibility: 'visible',
      brand: { name: 'ruediverso', slug: 'rue-diverso' }, category: { name: 'Camisas', slug: 'camisas' },
      sizes: ['S', 'M', 'L'], colors: [{ name: 'Azul', hex: '#5B89B4' }, { name: 'Arena', hex: '#D9D8D6' }],
    });
    expect(p.variants.find((v: { size: string }) => v.size === 'M')).toMatchObject({ is_available: false, stock: 0 });
  });

  it.each([
    ['category_id', () => `category_id=${ids.vestidos}`, ['Vestido midi negro']],
    ['category slug', () => 'category=camisas', ['Camisa oxford blanca', 'Camisa de lino azul']],
    ['brand_id', () => `brand_id=${ids.rue}`, ['Camisa de lino azul']],
    ['brand slug', () => 'brand=divergente', ['Vestido midi negro', 'Camisa oxford blanca']],
    ['search in description', () => 'search=piedra', ['Camisa de lino azul']],
    ['search by sku', () => 'search=DV-CAM', ['Camisa oxford blanca']],
    ['search in tags, any case', () => 'search=Oficina', ['Camisa oxford blanca']],
    ['min_price uses the sale price', () => 'min_price=45', ['Vestido midi negro', 'Camisa oxford blanca']],
    ['max_price', () => 'max_price=50', ['Camisa oxford blanca', 'Camisa de lino azul']],
    ['in_stock', () => 'in_stock=true', ['Camisa oxford blanca', 'Camisa de lino azul']],
    ['in_stock false', () => 'in_stock=false', ['Vestido midi negro']],
    ['is_featured', () => 'is_featured=1', ['Camisa de lino azul']],
    // 'Tendencias' of the store menu: what the store list sends with featured=1, alone or with other filters.
    ['is_featured=true (Tendencias)', () => 'is_featured=true&sort_by=created_at&sort_direction=desc', ['Camisa de lino azul']],
    ['is_featured with a brand it has none of', () => 'is_featured=true&brand=divergente', []],
    ['is_featured with a size in stock', () => 'is_featured=true&size=L', ['Camisa de lino azul']],
    ['is_featured false', () => 'is_featured=false', ['Vestido midi negro', 'Camisa oxford blanca']],
    ['tags', () => 'tags=oficina', ['Camisa oxford blanca']],
    ['size with stock', () => 'size=L', ['Camisa de lino azul']],
    ['size sold out excluded', () => 'size=M&category=vestidos', []],
    ['colour', () => 'color=arena', ['Camisa de lino azul']],
    ['colour sold out excluded', () => 'color=burdeos', []],
    ['size and colour on one variant in stock', () => 'size=S&color=azul', ['Camisa de lino azul']],
    ['size and colour never together', () => 'size=L&color=azul', []],
    ['size and colour together but sold out', () => 'size=M&color=azul', []],
    ['condition', () => 'condition=used', []],
  ])('filters by %s', async (_label, query, expected) => {
    const { status, body } = await get(`/api/products?${query()}`);
    expect(status).toBe(200);
    expect(names(body.data.data)).toEqual(expected);
  });

  it.each([
    ['sort_by=name', ['Camisa de lino azul', 'Camisa oxford blanca', 'Vestido midi negro']],
    ['sort_by=name&sort_direction=desc', ['Vestido midi negro', 'Camisa oxford blanca', 'Camisa de lino azul']],
    ['sort_by=price', ['Camisa de lino azul', 'Camisa oxford blanca', 'Vestido midi negro']],
    ['sort_by=price&sort_direction=desc', ['Vestido midi negro', 'Camisa oxford blanca', 'Camisa de lino azul']],
    ['sort_by=created_at&sort_direction=asc', ['Camisa de lino azul', 'Camisa oxford blanca', 'Vestido midi negro']],
  ])('sorts with %s', async (query, expected) => {
    expect(names((await get(`/api/products?${query}`)).body.data.data)).toEqual(expected);
  });

  it('pages through with per_page and page', async () => {
    const { body } = await get('/api/products?per_page=2&page=2');
    expect(names(body.data.data)).toEqual(['Camisa de lino azul']);
    expect(body.data).toMatchObject({ current_page: 2, last_page: 2, per_page: 2, total: 3, from: 3, to: 3 });
  });

  it('gives facet counts that ignore their own filter', async () => {
    const { body } = await get(`/api/products?brand_id=${ids.rue}`);
    const f = body.data.facets;
    expect(f.brands.map((b: { slug: string; count: number }) => [b.slug, b.count])).toEqual([['divergente', 2], ['rue-diverso', 1]]);
    expect(f.categories.map((c: { slug: string; count: number }) => [c.slug, c.count])).toEqual([['camisas', 1], ['vestidos', 0]]);
    expect(f.sizes).toEqual([{ size: 'S', count: 1 }, { size: 'M', count: 0 }, { size: 'L', count: 1 }]);
    expect(f.price_range).toEqual({ min: 44, max: 45 });
  });

  it('counts sizes in the chosen colour and colours in the chosen size, in stock only', async () => {
    const inAzul = (await get('/api/products?color=azul')).body.data.facets;
    expect(inAzul.sizes).toEqual([{ size: 'S', count: 1 }, { size: 'M', count: 0 }]);
    expect(inAzul.colors.map((c: { name: string; count: number }) => [c.name, c.count])).toEqual([['Arena', 1], ['Azul', 1], ['Burdeos', 0], ['Negro', 1]]);
    const inL = (await get('/api/products?size=L')).body.data.facets;
    expect(inL.colors.map((c: { name: string; count: number }) => [c.name, c.count])).toEqual([['Arena', 1]]);
    expect(inL.sizes).toEqual([{ size: 'S', count: 2 }, { size: 'M', count: 1 }, { size: 'L', count: 1 }]);
    const all = (await get('/api/products')).body.data.facets;
    expect(all.colors.map((c: { name: string; count: number }) => [c.name, c.count])).toEqual([['Arena', 1], ['Azul', 1], ['Burdeos', 0], ['Negro', 1]]);
  });

  it('counts each condition, in the spec order, leaving out its own filter', async () => {
    const counts = (facets: { conditions: { condition: string; label: string; count: number }[] }) =>
      facets.conditions.map((c) => [c.condition, c.label, c.count]);
    const expected = [['new', 'Nuevo', 3], ['used', 'Usado', 0], ['refurbished', 'Reacondicionado', 0], ['damaged', 'Dañado', 0]];
    expect(counts((await get('/api/products')).body.data.facets)).toEqual(expected);
    const used = (await get('/api/products?condition=used')).body.data;
    expect(used.total).toBe(0);
    expect(counts(used.facets)).toEqual(expected);
  });

  it('leaves the facets out with facets=false, keeping the page and its total', async () => {
    const { status, body } = await get('/api/products?in_stock=true&per_page=1&facets=false');
    expect(status).toBe(200);
    expect(body.data.total).toBe(2);
    expect(body.data.data).toHaveLength(1);
    expect(body.data).not.toHaveProperty('facets');
    expect((await get('/api/products?facets=maybe')).status).toBe(422);
  });

  it('falls back to a 0–1000 price range when nothing matches', async () => {
    const { body } = await get('/api/products?search=nada-de-nada');
    expect(body.data.total).toBe(0);
    expect(body.data.facets.price_range).toEqual({ min: 0, max: 1000 });
  });

  it.each([
    'sort_by=popularity', 'sort_direction=up', 'min_price=-5', 'category_id=abc', 'brand_id=0', 'per_page=0', 'per_page=1000',
    'page=0', 'in_stock=maybe', 'is_featured=quizá', 'status=draft', 'visibility=hidden', 'condition=roto', 'min_price=50&max_price=10', 'category=Camisas!',
  ])('answers 422 for the bad filter %s', async (query) => {
    const { status, body } = await get(`/api/products?${query}`);
    expect(status).toBe(422);
    expect(Object.keys(body.errors).length).toBeGreaterThan(0);
    expect(typeof body.message).toBe('string');
  });

  it('shows a product by id or slug with up to 4 related of its category', async () => {
    const byId = await get(`/api/products/${ids.lino}`);
    const bySlug = await get('/api/products/camisa-de-lino-azul');
    expect(byId.status).toBe(200);
    expect(byId.body.data.product.id).toBe(ids.lino);
    expect(bySlug.body.data.product.id).toBe(ids.lino);
    expect(names(byId.body.data.related_products)).toEqual(['Camisa oxford blanca']);
  });

  it('hides drafts, hidden and unknown products behind a 404', async () => {
    expect((await get('/api/products/camisa-borrador')).status).toBe(404);
    expect((await get('/api/products/camisa-oculta')).status).toBe(404);
    expect((await get('/api/products/999999')).status).toBe(404);
    expect((await get('/api/products/no%20valid')).status).toBe(422);
  });

  it('lists featured products with a limit (default 8)', async () => {
    const { body } = await get('/api/products/featured');
    expect(names(body.data)).toEqual(['Camisa de lino azul']);
    expect((await get('/api/products/featured?limit=0')).status).toBe(422);
  });

  it('lists categories with their product counts, and products of one category', async () => {
    const cats = (await get('/api/products/categories')).body;
    expect(cats.success).toBe(true);
    expect(cats.data.map((c: { slug: string; products_count: number }) => [c.slug, c.products_count])).toEqual([['camisas', 2], ['vestidos', 1]]);
    const ofCategory = await get(`/api/products/category/${ids.vestidos}`);
    expect(names(ofCategory.body.data)).toEqual(['Vestido midi negro']);
    expect((await get('/api/products/category/999999')).status).toBe(404);
  });

  it('lists brands with status success', async () => {
    const { body } = await get('/api/brands');
    expect(body.status).toBe('success');
    expect(body.data.map((b: { slug: string; products_count: number }) => [b.slug, b.products_count])).toEqual([['rue-diverso', 1], ['divergente', 2]]);
  });
});
