import { beforeAll, describe, expect, it } from 'vitest';
import { setupApiTest } from '../../../tests/api-test';
import { createBrand, createCategory, createProduct } from '../../../tests/factories';

/** Issue: any bad filter value is a 422 with a per-field message, never a 500 or a silent ignore. */
describe('product list parameters', () => {
  const api = setupApiTest();
  const { get } = api;
  const ids: Record<string, number> = {};
  const names = (list: { name: string }[]) => list.map((p) => p.name).sort();

  beforeAll(async () => {
    const db = api.db;
    const rue = await createBrand(db, { slug: 'rue-diverso' });
    const div = await createBrand(db, { slug: 'divergente' });
    const camisas = await createCategory(db, { slug: 'camisas' });
    const vestidos = await createCategory(db, { slug: 'vestidos' });
    Object.assign(ids, { rue: rue.id, div: div.id, camisas: camisas.id, vestidos: vestidos.id });
    const day = (n: number) => new Date(Date.UTC(2026, 10, n));
    await createProduct(db, { name: 'Camiseta 100% algodón', brand_id: rue.id, category_id: camisas.id, createdAt: day(1) });
    await createProduct(db, { name: 'Camisa_basica', brand_id: rue.id, category_id: camisas.id, createdAt: day(2) });
    await createProduct(db, { name: 'Vestido con lazo', brand_id: div.id, category_id: vestidos.id, createdAt: day(3) });
  });

  it.each([
    ['page=1&page=2', 'page', /solo admite un valor/],
    ['sort_by=name&sort_by=price', 'sort_by', /solo admite un valor/],
    ['tags=a&tags=b', 'tags', /solo admite un valor/],
    ['page[]=1', 'page[]', /sin \[\]/],
    ['tags[]=lino', 'tags[]', /sin \[\]/],
    ['size[0]=M', 'size[0]', /sin \[\]/],
    ['foo=bar', 'foo', /no admitido/],
    ['sort=price', 'sort', /no admitido/],
    ['min_price=', 'min_price', /importe/],
    ['min_price=0x10', 'min_price', /importe/],
    ['max_price=1e3', 'max_price', /importe/],
    ['min_price=-5', 'min_price', /negativo/],
    ['min_price=19.999', 'min_price', /importe/],
    ['category_id=1e2', 'category_id', /entero positivo/],
    ['category_id=%20', 'category_id', /entero positivo/],
    ['brand_id=abc', 'brand_id', /entero positivo/],
    ['vendor_id=99999999999', 'vendor_id', /demasiado grande/],
    ['manufacturer_id=2147483648', 'manufacturer_id', /demasiado grande/],
    ['per_page=10000', 'per_page', /no puede superar 100/],
    ['per_page=99999999999999999999', 'per_page', /no puede superar 100/],
    ['per_page=1e2', 'per_page', /entero/],
    ['page=0', 'page', /al menos 1/],
    ['page=1.5', 'page', /entero/],
    ['sort_by=popularity', 'sort_by', /sort_by/],
    ['sort_direction=sideways', 'sort_direction', /asc o desc/],
    ['is_featured=yes', 'is_featured', /true o false/],
    ['search=%00', 'search', /caracteres no válidos/],
    ['size=M%00', 'size', /caracteres no válidos/],
    ['color=%00', 'color', /caracteres no válidos/],
    ['tags=%00', 'tags', /caracteres no válidos/],
    [`search=${'x'.repeat(101)}`, 'search', /100 caracteres/],
  ])('GET /api/products?%s is a 422 on %s', async (query, field, message) => {
    const { status, body } = await get(`/api/products?${query}`);
    expect(status).toBe(422);
    expect(body.errors[field]?.[0]).toMatch(message);
    expect(body.message).toBe(body.errors[field][0]);
  });

  it.each([
    ['/api/products/featured?limit=1&limit=2', 'limit'],
    ['/api/products/featured?limit=0x8', 'limit'],
    ['/api/products/featured?top=3', 'top'],
    ['/api/products/category/1e2', 'id'],
    [`/api/products/${'a'.repeat(181)}`, 'idOrSlug'],
  ])('%s is a 422 on %s', async (url, field) => {
    const { status, body } = await get(url);
    expect(status).toBe(422);
    expect(body.errors[field]).toHaveLength(1);
  });

  it.each([
    ['/api/admin/products?page=1&page=2', 'page'],
    ['/api/admin/products?foo=1', 'foo'],
    ['/api/admin/products?search=%00', 'search'],
    ['/api/admin/products?category_id=0x1', 'category_id'],
  ])('the admin list refuses %s with a 422 on %s', async (url, field) => {
    const { status, body } = await get(url, api.admin);
    expect(status).toBe(422);
    expect(body.errors[field]).toHaveLength(1);
  });

  it.each([
    ['search=%25', ['Camiseta 100% algodón']],
    ['search=100%25', ['Camiseta 100% algodón']],
    ['search=_', ['Camisa_basica']],
    ['search=%5C', []],
    ["search=' OR 1=1 --", []],
    ['search=%27%3B%20DROP%20TABLE%20products%3B--', []],
    ['search=algod%C3%B3n', ['Camiseta 100% algodón']],
    ['search=%F0%9F%91%97', []],
    ['search=%E0%A4%A', []],
    ['search=+lazo+', ['Vestido con lazo']],
  ])('searches literally, never failing: %s', async (query, expected) => {
    const { status, body } = await get(`/api/products?${query}`);
    expect(status).toBe(200);
    expect(names(body.data.data)).toEqual(expected);
  });

  it('still takes every valid filter together', async () => {
    const query =
      'search=a&category_id=1&brand_id=1&min_price=0&max_price=999.99&is_featured=false&is_digital=0&in_stock=true&status=active' +
      '&visibility=visible&condition=new&tags=x,y&size=S,M&color=Negro&sort_by=price&sort_direction=desc&per_page=100&page=1';
    expect((await get(`/api/products?${query}`)).status).toBe(200);
  });

  it('sorts by date as another name for created_at', async () => {
    const byDate = await get('/api/products?sort_by=date');
    expect(byDate.status).toBe(200);
    expect(byDate.body.data.data.map((p: { name: string }) => p.name)).toEqual(['Vestido con lazo', 'Camisa_basica', 'Camiseta 100% algodón']);
    const ascending = await get('/api/products?sort_by=date&sort_direction=asc');
    expect(ascending.body.data.data[0].name).toBe('Camiseta 100% algodón');
  });

  it('applies brand_id, manufacturer_id and vendor_id together instead of ignoring all but one', async () => {
    const clash = await get(`/api/products?brand_id=${ids.rue}&manufacturer_id=${ids.div}`);
    expect(clash.body.data.total).toBe(0);
    const agree = await get(`/api/products?brand_id=${ids.div}&vendor_id=${ids.div}`);
    expect(names(agree.body.data.data)).toEqual(['Vestido con lazo']);
    const slugAndId = await get(`/api/products?brand=divergente&brand_id=${ids.rue}`);
    expect(slugAndId.body.data.total).toBe(0);
    const categoryClash = await get(`/api/products?category=vestidos&category_id=${ids.camisas}`);
    expect(categoryClash.body.data.total).toBe(0);
  });

  it('answers 404, not 500, for an id too large for the database', async () => {
    for (const id of ['2147483648', '9999999999', '99999999999999999999']) {
      const { status, body } = await get(`/api/products/${id}`);
      expect(status).toBe(404);
      expect(body).toEqual({ message: 'Producto no encontrado.' });
    }
  });
});
