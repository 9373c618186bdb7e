import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupApiTest } from '../../../tests/api-test';
import { createBrand, createCategory, createProduct } from '../../../tests/factories';
import { products, productVariants } from '../../db/schema';

/** Issue: no api.admin request returns a 500 for a client mistake; money, stock and uniqueness rules answer 422 per field. */
const PASSPORT = { composition: [{ fibre: 'Lino', percent: 100 }], country_of_manufacture: 'Portugal', certifications: [], care_instructions: [] };
const SIZE_GUIDE = { unit: 'cm', columns: ['Pecho'], rows: [{ size: 'M', values: [50] }] };

describe('admin product bodies', () => {
  const api = setupApiTest();
  let brandId: number;
  let categoryId: number;
  let counter = 0;
  const db = () => api.db;
  const send = (method: string, url: string, body: unknown, headers: Record<string, string> = { 'Content-Type': 'application/json' }) =>
    api.app.request(url, { method, headers: { ...api.admin, ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const product = (overrides: Record<string, unknown> = {}) => ({
    name: 'Pantalón chino',
    sku: `RD-PAN-${++counter}`,
    brand_id: brandId,
    category_id: categoryId,
    price: 30,
    ...overrides,
  });
  const productCount = async () => (await db().select({ id: products.id }).from(products)).length;

  beforeAll(async () => {
    brandId = (await createBrand(db())).id;
    categoryId = (await createCategory(db())).id;
  });

  it.each([
    ['a sale price that rounds up to the price', { sale_price: 29.996 }, 'sale_price', /dos decimales/],
    ['a price below one cent', { price: 0.001 }, 'price', /dos decimales/],
    ['a NUL in the name', { name: 'Pantalón\u0000chino' }, 'name', /caracteres no válidos/],
    ['a NUL in a tag', { tags: ['verano', 'x\u0000'] }, 'tags.1', /caracteres no válidos/],
    ['a NUL in a variant size', { variants: [{ size: 'M\u0000', color_name: 'Negro', color_hex: '#222222', sku: 'NUL-M', stock: 1 }] }, 'variants.0.size', /caracteres no válidos/],
    ['a brand id beyond the column', { brand_id: 1e12 }, 'brand_id', /demasiado grande/],
    ['a category id beyond the column', { category_id: 2147483648 }, 'category_id', /demasiado grande/],
    ['too many tags', { tags: Array.from({ length: 51 }, (_, i) => `t${i}`) }, 'tags', /50 etiquetas/],
    ['a tag too long', { tags: ['x'.repeat(41)] }, 'tags.0', /40 caracteres/],
    ['a huge minimum stock', { min_stock_level: 1e12 }, 'min_stock_level', /demasiado alto/],
    ['negative stock', { stock_quantity: -1 }, 'stock_quantity', /negativo/],
    ['an unknown field', { is_admin: true }, 'is_admin', /no admitido/],
    ['a number for the name', { name: 5 }, 'name', /^El nombre debe ser un texto\.$/],
    ['a list for the SKU', { sku: [] }, 'sku', /^El SKU debe ser un texto\.$/],
    ['a passport that is not an object', { passport: 'lino' }, 'passport', /pasaporte debe ser un objeto/],
    ['a passport fibre without a name', { passport: { ...PASSPORT, composition: [{ fibre: '', percent: 100 }] } }, 'passport.composition.0.fibre', /^Indica la fibra\.$/],
    ['a passport percentage over 100', { passport: { ...PASSPORT, composition: [{ fibre: 'Lino', percent: 120 }] } }, 'passport.composition.0.percent', /^Un porcentaje entre 0 y 100\.$/],
    ['a passport without a country', { passport: { ...PASSPORT, country_of_manufacture: undefined } }, 'passport.country_of_manufacture', /^Indica el país de fabricación\.$/],
    ['passport certifications as text', { passport: { ...PASSPORT, certifications: 'GOTS' } }, 'passport.certifications', /^Hasta 10 certificaciones/],
    ['a size guide in inches', { size_guide: { ...SIZE_GUIDE, unit: 'in' } }, 'size_guide.unit', /en cm/],
    ['a size guide without sizes', { size_guide: { ...SIZE_GUIDE, rows: [] } }, 'size_guide.rows', /^Añade entre 1 y 20 tallas\.$/],
    ['a size guide measure as text', { size_guide: { ...SIZE_GUIDE, rows: [{ size: 'M', values: ['50'] }] } }, 'size_guide.rows.0.values.0', /^Medida entre 0 y 400 cm\.$/],
    ['a size guide row without a value per column', { size_guide: { unit: 'cm', columns: ['Pecho', 'Largo'], rows: [{ size: 'M', values: [50] }] } }, 'size_guide.rows.0.values', /una medida por columna/],
  ])('refuses %s with a 422 on its field and stores nothing', async (_label, overrides, field, message) => {
    const before = await productCount();
    const res = await send('POST', '/api/admin/products', product(overrides));
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.errors[field]?.[0]).toMatch(message);
    expect(await productCount()).toBe(before);
  });

  it('refuses the same mistakes on update, changing nothing', async () => {
    const created = await createProduct(db(), { brand_id: brandId, category_id: categoryId, name: 'Sin cambios' });
    for (const [body, field] of [
      [{ is_admin: true }, 'is_admin'],
      [{ name: 'a\u0000b' }, 'name'],
      [{ brand_id: 2147483648 }, 'brand_id'],
      [{ price: 10.555 }, 'price'],
      [{ variants: [{ id: 1e12, size: 'S', color_name: 'Negro', color_hex: '#222222', sku: 'X-1', stock: 1 }] }, 'variants.0.id'],
    ] as const) {
      const res = await send('PUT', `/api/admin/products/${created.id}`, body);
      expect(res.status, field).toBe(422);
      expect(Object.keys((await res.json()).errors)).toEqual([field]);
    }
    const [row] = await db().select().from(products).where(eq(products.id, created.id));
    expect(row).toMatchObject({ name: 'Sin cambios', priceCents: 3990 });
  });

  it('compares a sale price with the stored price in cents when only one of them changes', async () => {
    const created = await createProduct(db(), { brand_id: brandId, category_id: categoryId, price: 30 });
    const res = await send('PUT', `/api/admin/products/${created.id}`, { sale_price: 30 });
    expect(res.status).toBe(422);
    expect((await res.json()).errors.sale_price).toEqual(['El precio rebajado debe ser menor que el precio.']);
    const ok = await send('PUT', `/api/admin/products/${created.id}`, { sale_price: 29.99 });
    expect(ok.status).toBe(200);
    expect((await ok.json()).data).toMatchObject({ price: 30, sale_price: 29.99, discount_percent: 0 });
  });

  it('answers an unreadable body or a wrong content type with a Spanish 4xx, never a 500', async () => {
    const broken = await send('POST', '/api/admin/products', '{"name": "Pantalón",');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ message: 'El cuerpo de la petición no es un JSON válido.', errors: { body: ['El cuerpo de la petición no es un JSON válido.'] } });
    const text = await send('POST', '/api/admin/products', JSON.stringify(product()), { 'Content-Type': 'text/plain' });
    expect(text.status).toBe(415);
    expect((await text.json()).errors.body[0]).toMatch(/application\/json/);
    const form = await send('PUT', '/api/admin/products/1', 'name=x', { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    for (const body of ['null', '[]', '"texto"', '12', '{"price": 1e999}']) {
      const res = await send('POST', '/api/admin/products', body);
      expect(res.status, body).toBe(422);
    }
  });

  it('lets variants trade sizes and SKUs in one save', async () => {
    const created = await createProduct(db(), { brand_id: brandId, category_id: categoryId });
    const [s, m] = await db().select().from(productVariants).where(eq(productVariants.productId, created.id)).orderBy(productVariants.sortOrder);
    const swap = (v: typeof s, other: typeof s, stock: number) => ({ id: v!.id, size: other!.size, color_name: v!.colorName, color_hex: v!.colorHex, sku: other!.sku, stock });
    const res = await send('PUT', `/api/admin/products/${created.id}`, { variants: [swap(s, m, 1), swap(m, s, 2)] });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.variants.map((v: { id: number; size: string; sku: string }) => [v.id, v.size, v.sku])).toEqual([
      [s!.id, m!.size, m!.sku],
      [m!.id, s!.size, s!.sku],
    ]);
    expect(data.stock_quantity).toBe(3);
  });

  it('frees even the longest slug and SKU when a product is deleted', async () => {
    const slug = `p${'-abcdefgh'.repeat(19)}`.slice(0, 180);
    const sku = `SKU-${'X'.repeat(60)}`;
    const first = await send('POST', '/api/admin/products', product({ slug, sku }));
    expect(first.status).toBe(201);
    const { data } = await first.json();
    expect((await api.app.request(`/api/admin/products/${data.id}`, { method: 'DELETE', headers: api.admin })).status).toBe(200);
    expect((await api.app.request(`/api/products/${slug}`)).status).toBe(404);
    const again = await send('POST', '/api/admin/products', product({ slug, sku }));
    expect(again.status).toBe(201);
    const [kept] = await db().select().from(products).where(eq(products.id, data.id));
    expect(kept!.deletedAt).not.toBeNull();
    expect(kept!.slug).toMatch(new RegExp(`-deleted-${data.id}$`));
  });

  it('answers two simultaneous saves of the same slug with one 201 and one 422, not a 500', async () => {
    const slug = `carrera-${Date.now()}`;
    const replies = await Promise.all([1, 2].map(() => send('POST', '/api/admin/products', product({ slug }))));
    expect(replies.map((r) => r.status).sort()).toEqual([201, 422]);
    const refused = replies.find((r) => r.status === 422)!;
    expect((await refused.json()).errors.slug).toEqual(['Ya existe un producto con este slug.']);
  });

  it('stores tags sent as a list, a JSON string or a comma-separated string as the same list', async () => {
    for (const tags of [['Lino', 'verano'], '["lino","Verano"]', ' lino , verano ,lino']) {
      const res = await send('POST', '/api/admin/products', product({ tags }));
      expect(res.status).toBe(201);
      expect((await res.json()).data.tags).toEqual(['lino', 'verano']);
    }
  });
});

/** Spec §3 names some product fields two ways; the admin body takes either and the replies carry both. */
describe("admin product bodies: the spec's other readings", () => {
  const api = setupApiTest();
  let brandId: number;
  let categoryId: number;
  let counter = 0;
  const send = (method: string, url: string, body: unknown) =>
    api.app.request(url, { method, headers: { ...api.admin, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const create = (fields: Record<string, unknown>) =>
    send('POST', '/api/admin/products', { name: 'Bufanda de lana', sku: `RD-BUF-${++counter}`, brand_id: brandId, category_id: categoryId, price: 30, ...fields });
  const update = (id: number, fields: Record<string, unknown>) => send('PUT', `/api/admin/products/${id}`, fields);
  const variants = () => [
    { size: 'S', color_name: 'Negro', color_hex: '#222222', sku: `RD-V-${++counter}`, stock: 2 },
    { size: 'M', color_name: 'Negro', color_hex: '#222222', sku: `RD-V-${++counter}`, stock: 3 },
  ];
  async function created(fields: Record<string, unknown>) {
    const res = await create(fields);
    expect(res.status).toBe(201);
    return (await res.json()).data;
  }
  async function refused(res: Response, field: string, message: RegExp) {
    expect(res.status).toBe(422);
    const { errors } = await res.json();
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field][0]).toMatch(message);
  }

  beforeAll(async () => {
    brandId = (await createBrand(api.db)).id;
    categoryId = (await createCategory(api.db)).id;
  });

  it('takes stock as well as stock_quantity for a product without variants, and answers both', async () => {
    expect(await created({ stock: 7 })).toMatchObject({ stock: 7, stock_quantity: 7 });
    expect(await created({ stock: 4, stock_quantity: 4 })).toMatchObject({ stock: 4, stock_quantity: 4 });
    await refused(await create({ stock: 4, stock_quantity: 5 }), 'stock', /mismo dato/);
  });

  it('refuses a direct stock for a product with variants, whose stock is their sum', async () => {
    for (const field of ['stock', 'stock_quantity']) {
      await refused(await create({ variants: variants(), [field]: 9 }), field, /suma del de sus variantes/);
    }
    expect(await created({ variants: variants() })).toMatchObject({ stock: 5, stock_quantity: 5 });
  });

  it('sets the stock of a one-size product on update with either name, but not of one with sizes', async () => {
    const oneSize = await created({ stock_quantity: 1 });
    const res = await update(oneSize.id, { stock: 6 });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({ stock: 6, stock_quantity: 6 });
    const sized = await created({ variants: variants() });
    for (const field of ['stock', 'stock_quantity']) await refused(await update(sized.id, { [field]: 9 }), field, /suma del de sus variantes/);
    await refused(await update(sized.id, { stock: 1, variants: variants() }), 'stock', /suma del de sus variantes/);
  });

  it('takes is_active as well as status: true is active, false a draft unless a status says otherwise', async () => {
    expect(await created({ is_active: false })).toMatchObject({ status: 'draft', is_active: false });
    expect(await created({ is_active: true })).toMatchObject({ status: 'active', is_active: true });
    expect(await created({ is_active: false, status: 'archived' })).toMatchObject({ status: 'archived', is_active: false });
    await refused(await create({ is_active: true, status: 'draft' }), 'is_active', /contradice status draft/);
    await refused(await create({ is_active: false, status: 'active' }), 'is_active', /contradice status active/);
  });

  it('changes the state through is_active on update', async () => {
    const product = await created({});
    expect((await (await update(product.id, { is_active: false })).json()).data).toMatchObject({ status: 'draft', is_active: false });
    expect((await (await update(product.id, { is_active: true })).json()).data).toMatchObject({ status: 'active', is_active: true });
    await refused(await update(product.id, { is_active: true, status: 'archived' }), 'is_active', /contradice/);
  });

  it('keeps is_on_sale consistent with sale_price: true needs one, false clears it', async () => {
    expect(await created({ is_on_sale: true, sale_price: 20 })).toMatchObject({ is_on_sale: true, sale_price: 20 });
    expect(await created({ is_on_sale: false })).toMatchObject({ is_on_sale: false, sale_price: null });
    await refused(await create({ is_on_sale: true }), 'is_on_sale', /indica su precio rebajado/);
    await refused(await create({ is_on_sale: true, sale_price: null }), 'is_on_sale', /indica su precio rebajado/);
    await refused(await create({ is_on_sale: false, sale_price: 20 }), 'is_on_sale', /no lleva precio rebajado/);
  });

  it('checks is_on_sale against the stored sale price on update, and clears it with false', async () => {
    const plain = await created({});
    await refused(await update(plain.id, { is_on_sale: true }), 'is_on_sale', /indica su precio rebajado/);
    const onSale = await created({ sale_price: 25 });
    expect((await (await update(onSale.id, { is_on_sale: true })).json()).data).toMatchObject({ is_on_sale: true, sale_price: 25 });
    expect((await (await update(onSale.id, { is_on_sale: false })).json()).data).toMatchObject({ is_on_sale: false, sale_price: null });
    await refused(await update(onSale.id, { is_on_sale: false, sale_price: 10 }), 'is_on_sale', /no lleva precio rebajado/);
  });

  it('takes warranty_period as a number of months or as a text, and answers warranty_months too', async () => {
    expect(await created({ warranty_period: 24 })).toMatchObject({ warranty_period: '24 meses', warranty_months: 24 });
    expect(await created({ warranty_period: 1 })).toMatchObject({ warranty_period: '1 mes', warranty_months: 1 });
    expect(await created({ warranty_period: '2 años' })).toMatchObject({ warranty_period: '2 años', warranty_months: 24 });
    expect(await created({ warranty_period: 'Reparación de costuras de por vida' })).toMatchObject({ warranty_months: null });
    expect(await created({ warranty_period: null })).toMatchObject({ warranty_period: null, warranty_months: null });
    for (const warranty_period of [0, 2.5, 1000]) await refused(await create({ warranty_period }), 'warranty_period', /número entero entre 1 y 240/);
    await refused(await create({ warranty_period: 'x'.repeat(61) }), 'warranty_period', /60 caracteres/);
    await refused(await create({ warranty_period: true }), 'warranty_period', /texto o un número de meses/);
  });

  it('changes the warranty in months on update', async () => {
    const product = await created({ warranty_period: 'De por vida' });
    const res = await update(product.id, { warranty_period: 12 });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({ warranty_period: '12 meses', warranty_months: 12 });
    await refused(await update(product.id, { warranty_period: -3 }), 'warranty_period', /número entero/);
  });
});
