import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupApiTest } from '../../../tests/api-test';
import { createBrand, createCategory, createProduct } from '../../../tests/factories';
import { announcementsDelivered } from '../../../tests/test-database';
import { brands, categories, productImages } from '../../db/schema';

describe('GET /api/search groups products, brands and categories', () => {
  const api = setupApiTest();
  let shirtsId = 0;
  let brandId = 0;

  beforeAll(async () => {
    const brand = await createBrand(api.db, { name: 'Ruediverso', slug: 'rue-diverso', tagline: 'Elegancia contemporánea' });
    await createBrand(api.db, { name: 'Camisería Ñandú', slug: 'camiseria-nandu' });
    await createBrand(api.db, { name: 'Camisas Ocultas', slug: 'camisas-ocultas', isActive: false });
    const shirts = await createCategory(api.db, { name: 'Camisas', slug: 'camisas-busqueda' });
    const trousers = await createCategory(api.db, { name: 'Pantalones', slug: 'pantalones-busqueda' });
    await createCategory(api.db, { name: 'Calzado', slug: 'calzado-busqueda' });
    shirtsId = shirts.id;
    brandId = brand.id;
    await createProduct(api.db, { name: 'Camisa de lino azul', slug: 'camisa-de-lino-azul', sku: 'RD-CLA-02', brand_id: brand.id, category_id: shirts.id });
    await createProduct(api.db, { name: 'Pantalón chino', sku: 'RD-PCH-02', brand_id: brand.id, category_id: trousers.id });
  });

  const search = (query: string) => api.get(`/api/search?${query}`);

  it('answers the §3 result shape, grouped', async () => {
    const { status, body } = await search('q=camisa');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.query).toBe('camisa');
    expect(body.data.products).toEqual([
      { id: expect.any(Number), type: 'product', name: 'Camisa de lino azul', description: 'Ruediverso · Camisas', image: null, url: '/store/products/camisa-de-lino-azul' },
    ]);
    expect(body.data.categories).toEqual([{ id: shirtsId, type: 'category', name: 'Camisas', description: '1 producto', image: null, url: `/store/categories/${shirtsId}` }]);
    // An inactive brand is left out; a brand without its own page leads to the store filtered by it.
    expect(body.data.brands).toEqual([{ id: expect.any(Number), type: 'brand', name: 'Camisería Ñandú', description: null, image: null, url: '/store?brand=camiseria-nandu' }]);
  });

  it('finds with or without accents, with typos, and brands by name', async () => {
    expect((await search('q=pantalon')).body.data.products.map((p: { name: string }) => p.name)).toEqual(['Pantalón chino']);
    expect((await search('q=camsia')).body.data.products.map((p: { name: string }) => p.name)).toEqual(['Camisa de lino azul']);
    expect((await search('q=nandu')).body.data.brands.map((b: { name: string }) => b.name)).toEqual(['Camisería Ñandú']);
    const own = (await search('q=ruediverso')).body.data;
    expect(own.brands).toEqual([expect.objectContaining({ name: 'Ruediverso', description: 'Elegancia contemporánea', url: '/brands/rue-diverso' })]);
    // The brand is in the products' document too.
    expect(own.products).toHaveLength(2);
  });

  it('does not take a name sharing only its first letters for a typo', async () => {
    expect((await search('q=cami')).body.data.categories.map((c: { name: string }) => c.name)).toEqual(['Camisas']);
  });

  it('limits each group and finds nothing for junk', async () => {
    expect((await search('q=ruediverso&limit=1')).body.data.products).toHaveLength(1);
    expect((await search('q=xyzzy')).body.data).toEqual({ query: 'xyzzy', products: [], brands: [], categories: [], redirect: null });
    expect((await search('q=%25%25')).body.data).toEqual({ query: '%%', products: [], brands: [], categories: [], redirect: null });
  });

  it.each([
    ['q=a', 'q', /al menos 2/],
    ['', 'q', /./],
    [`q=${'x'.repeat(101)}`, 'q', /100 caracteres/],
    ['q=ab&limit=0', 'limit', /al menos 1/],
    ['q=ab&otro=1', 'otro', /./],
  ])('refuses %s with a 422 on %s', async (query, field, message) => {
    const { status, body } = await search(query);
    expect(status).toBe(422);
    expect(JSON.stringify(body)).toMatch(field);
    expect(JSON.stringify(body)).toMatch(message);
  });

  it('what each answer repeats (the category tree and its counts, brand and category names) follows a change at once', async () => {
    const camisas = async () => {
      const box = (await search('q=camisa')).body.data;
      const store = (await api.get('/api/products?search=camisa')).body.data;
      return {
        box: { product: box.products.find((p: { name: string }) => p.name === 'Camisa de lino azul')?.description, categories: box.categories.map((c: { name: string; description: string }) => `${c.name}: ${c.description}`) },
        store: { brand: store.data.find((p: { name: string }) => p.name === 'Camisa de lino azul')?.brand.name, categories: store.facets.categories.map((c: { name: string }) => c.name).sort() },
      };
    };
    expect(await camisas()).toEqual({
      box: { product: 'Ruediverso · Camisas', categories: ['Camisas: 1 producto'] },
      store: { brand: 'Ruediverso', categories: ['Calzado', 'Camisas', 'Pantalones'] },
    });
    // Written outside the API (as another instance would): heard through catalogue_changed, the kept reads are dropped.
    await createProduct(api.db, { name: 'Polo de piqué', sku: 'RD-POL-02', brand_id: brandId, category_id: shirtsId });
    await api.db.update(brands).set({ name: 'Ruediverso Uno' }).where(eq(brands.slug, 'rue-diverso'));
    await api.db.update(categories).set({ name: 'Camisas finas' }).where(eq(categories.id, shirtsId));
    await announcementsDelivered(api.testDb.database);
    expect(await camisas()).toEqual({
      box: { product: 'Ruediverso Uno · Camisas finas', categories: ['Camisas finas: 2 productos'] },
      store: { brand: 'Ruediverso Uno', categories: ['Calzado', 'Camisas finas', 'Pantalones'] },
    });
  });

  it("shows a product's first image, as the store's first image's thumbnail", async () => {
    const hats = await createCategory(api.db, { name: 'Gorros', slug: 'gorros-busqueda' });
    const product = await createProduct(api.db, { name: 'Gorro retratado', sku: 'RD-GRT-02', brand_id: brandId, category_id: hats.id });
    // Last: a new category changes the facets the test above counts.
    // The second image written is the first shown (sort order): the box must order them as the store does.
    await api.db.insert(productImages).values([
      { productId: product.id, storageKey: `products/${product.id}/segunda`, widths: [320, 640], width: 640, height: 800, sortOrder: 1 },
      { productId: product.id, storageKey: `products/${product.id}/primera`, widths: [320, 640], width: 640, height: 800, sortOrder: 0 },
    ]);
    await announcementsDelivered(api.testDb.database);
    const { body } = await search('q=gorro retratado');
    const store = await api.get('/api/products?search=gorro retratado');
    const listed = store.body.data.data.find((p: { id: number }) => p.id === product.id) as { images: { thumbnail_url: string }[] };
    expect(listed.images[0]!.thumbnail_url).toContain('/primera-320');
    expect(body.data.products).toEqual([expect.objectContaining({ id: product.id, image: listed.images[0]!.thumbnail_url })]);
  });
});
