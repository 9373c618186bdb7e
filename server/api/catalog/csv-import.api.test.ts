import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_CSV_COLUMNS, PRODUCT_CSV_MAX_ROWS } from '../../../common/catalog/csv-columns';
import { setupApiTest } from '../../../tests/api-test';
import { createBrand, createCategory, createProduct, createUser } from '../../../tests/factories';
import { auditLog, importJobs, products, productVariants } from '../../db/schema';

type Cells = Partial<Record<(typeof PRODUCT_CSV_COLUMNS)[number], string>>;
const csv = (rows: Cells[], sep = ';') => [PRODUCT_CSV_COLUMNS.join(sep), ...rows.map((r) => PRODUCT_CSV_COLUMNS.map((c) => r[c] ?? '').join(sep))].join('\r\n');

describe('products CSV export and import', () => {
  const api = setupApiTest();
  const db = () => api.db;
  let brand: { id: number; slug: string; name: string };
  let category: { id: number; slug: string; name: string };
  let otherCategory: { id: number; slug: string };
  let catalogue: Record<string, string>;
  let viewer: Record<string, string>;

  const upload = (text: string | Uint8Array, mode?: 'dry_run' | 'apply', headers = api.admin, name = 'productos.csv') => {
    const form = new FormData();
    form.set('file', new File([text as BlobPart], name, { type: 'text/csv' }));
    return api.app.request(`/api/admin/products/import${mode ? `?mode=${mode}` : ''}`, { method: 'POST', headers, body: form });
  };
  const waitForJob = async (id: number) => {
    for (let i = 0; i < 200; i++) {
      const { body } = await api.get(`/api/admin/products/import/${id}`, api.admin);
      if (body.data.status !== 'running') return body.data;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('the import never finished');
  };
  const productCount = async () => (await db().select({ n: count() }).from(products))[0]!.n;
  const row = (overrides: Cells = {}): Cells => ({
    sku: 'CSV-NEW-1',
    name: 'Sudadera importada',
    brand: brand.slug,
    category: category.name,
    price: '45,50',
    status: 'active',
    visibility: 'visible',
    is_featured: 'no',
    tags: 'algodón|invierno',
    variant_sku: 'CSV-NEW-1-M',
    size: 'M',
    color_name: 'Gris',
    color_hex: '#888888',
    variant_stock: '5',
    ...overrides,
  });

  beforeAll(async () => {
    brand = await createBrand(db(), { name: 'Marca CSV', slug: 'marca-csv' });
    category = await createCategory(db(), { name: 'Sudaderas CSV', slug: 'sudaderas-csv' });
    otherCategory = await createCategory(db(), { name: 'Otra CSV', slug: 'otra-csv' });
    viewer = (await createUser(db(), { roles: ['user'] })).auth;
    catalogue = (await createUser(db(), { roles: ['editor'] })).auth;
  });

  it('exports the filtered list, every page, as a Spanish Excel CSV', async () => {
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await createProduct(db(), { brand_id: brand.id, category_id: otherCategory.id, name: `Exportable ${i}`, price: 12.5, sale_price: 9.95 }));
    await createProduct(db(), { brand_id: brand.id, category_id: category.id, name: 'Fuera del filtro' });
    const res = await api.app.request(`/api/admin/products/export.csv?category_id=${otherCategory.id}`, { headers: api.admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="productos-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = parse(Buffer.from(bytes), { delimiter: ';', bom: true, columns: true }) as Record<string, string>[];
    expect(new Set(records.map((r) => r.sku))).toEqual(new Set(made.map((p) => p.sku)));
    expect(records).toHaveLength(6);
    expect(records[0]).toMatchObject({ brand: brand.slug, category: otherCategory.slug, price: '12,50', sale_price: '9,95', status: 'active', is_featured: 'no', size: expect.any(String) });
    expect((await api.app.request('/api/admin/products/export.csv?page=2', { headers: api.admin })).status).toBe(422);
    expect((await api.app.request('/api/admin/products/export.csv', { headers: viewer })).status).toBe(403);
    expect((await api.app.request('/api/admin/products/export.csv', { headers: catalogue })).status).toBe(200);
  });

  it('dry run reports every bad row with row, column and a Spanish message, and writes nothing', async () => {
    const existing = await createProduct(db(), { brand_id: brand.id, category_id: category.id, name: 'Ya existe', price: 30 });
    const before = await productCount();
    const text = csv([
      row(),
      row({ sku: 'CSV-BAD-1', name: '', brand: 'no-existe', price: '10', variant_sku: 'CSV-BAD-1-M', color_hex: 'gris' }),
      row({ sku: 'CSV-BAD-2', price: 'diez', variant_sku: 'CSV-BAD-2-M' }),
      row({ sku: 'CSV-BAD-3', price: '20', sale_price: '25', variant_sku: 'CSV-NEW-1-M' }),
      row({ sku: existing.sku, name: existing.name, price: '30', sale_price: '31', variant_sku: `${existing.sku}-X` }),
    ]);
    const res = await upload(text, 'dry_run');
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.mode).toBe('dry_run');
    expect(data.job).toBeNull();
    expect(data.report).toMatchObject({ valid: false, rows: 5, products: 5 });
    expect(data.report.errors).toEqual([
      { line: 3, column: 'brand', message: 'La marca «no-existe» no existe (indica su slug o su nombre).' },
      { line: 3, column: 'name', message: 'El nombre es obligatorio.' },
      { line: 3, column: 'color_hex', message: 'El color debe ser hexadecimal, por ejemplo #7E4015.' },
      { line: 4, column: 'price', message: 'El precio debe ser un número en euros, por ejemplo 29,95.' },
      { line: 5, column: 'variant_sku', message: 'SKU de variante repetido en el archivo: ya está en la fila 2.' },
      { line: 5, column: 'sale_price', message: 'El precio rebajado debe ser menor que el precio.' },
      { line: 6, column: 'sale_price', message: 'El precio rebajado debe ser menor que el precio.' },
    ]);
    expect(await productCount()).toBe(before);
    const refused = await upload(text, 'apply');
    expect(refused.status).toBe(422);
    const refusal = await refused.json();
    expect(refusal.message).toContain('errores en 4 filas');
    expect(refusal.report.errors).toHaveLength(7);
    expect(await productCount()).toBe(before);
    expect(await db().select().from(importJobs)).toEqual([]);
  });

  it('applies a clean file: creates and updates by SKU, variants matched by variant_sku, with progress and audit', async () => {
    const existing = await createProduct(db(), { brand_id: brand.id, category_id: category.id, name: 'Camiseta para actualizar', price: 20 });
    const same = await createProduct(db(), { brand_id: brand.id, category_id: category.id, name: 'Camiseta igual', price: 20 });
    const exported = await (await api.app.request(`/api/admin/products/export.csv?search=${encodeURIComponent('Camiseta')}`, { headers: api.admin })).text();
    const records = parse(exported, { delimiter: ';', bom: true, columns: true }) as Record<string, string>[];
    expect(records).toHaveLength(4);
    const [variantM] = await db().select().from(productVariants).where(and(eq(productVariants.productId, existing.id), eq(productVariants.size, 'M')));
    // The existing product: a new price (comma and point decimals), its M variant restocked, a new L variant.
    const edited: Record<string, string>[] = records
      .filter((r) => r.sku === existing.sku || r.sku === same.sku)
      .map((r) => (r.sku === existing.sku ? { ...r, price: '24.90', variant_stock: r.variant_sku === variantM!.sku ? '40' : r.variant_stock! } : r));
    edited.push({ ...edited.find((r) => r.sku === existing.sku)!, variant_sku: `${existing.sku}-L`, size: 'L', variant_stock: '2', variant_price: '26,50' });
    const text = [PRODUCT_CSV_COLUMNS.join(','), ...[...edited, row() as Record<string, string>].map((r) => PRODUCT_CSV_COLUMNS.map((c) => `"${(r[c] ?? '').replaceAll('"', '""')}"`).join(','))].join('\n');

    const dry = await (await upload(text)).json();
    expect(dry.data.report).toMatchObject({ valid: true, to_create: 1, to_update: 1, unchanged: 1, errors: [] });
    expect(Object.fromEntries(dry.data.report.items.map((i: { sku: string; action: string }) => [i.sku, i.action]))).toEqual({
      [existing.sku]: 'update',
      [same.sku]: 'unchanged',
      'CSV-NEW-1': 'create',
    });

    const res = await upload(text, 'apply', catalogue);
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.job).toMatchObject({ status: 'running', total: 2 });
    const job = await waitForJob(data.job.id);
    expect(job).toMatchObject({ status: 'done', total: 2, processed: 2, created: 1, updated: 1, unchanged: 1, error: null, finished_at: expect.any(String) });

    const [updated] = await db().select().from(products).where(eq(products.id, existing.id));
    expect(updated).toMatchObject({ priceCents: 2490, stockQuantity: 12 + 40 + 2 });
    const variants = await db().select().from(productVariants).where(eq(productVariants.productId, existing.id));
    expect(variants.find((v) => v.id === variantM!.id)).toMatchObject({ stock: 40, size: 'M' });
    expect(variants.find((v) => v.size === 'L')).toMatchObject({ sku: `${existing.sku}-L`, priceCents: 2650 });
    const [created] = await db().select().from(products).where(eq(products.sku, 'CSV-NEW-1'));
    expect(created).toMatchObject({ name: 'Sudadera importada', priceCents: 4550, brandId: brand.id, categoryId: category.id, tags: ['algodón', 'invierno'], stockQuantity: 5 });
    const [unchanged] = await db().select().from(products).where(eq(products.id, same.id));
    expect(unchanged!.updatedAt).toEqual(same.updatedAt);

    const audit = await db().select().from(auditLog).where(eq(auditLog.entityType, 'product'));
    expect(audit.find((a) => a.action === 'import')).toMatchObject({ entityId: String(data.job.id), changes: { created: { before: null, after: 1 }, updated: { before: null, after: 1 }, unchanged: { before: null, after: 1 } } });
    expect(audit.find((a) => a.action === 'update' && a.entityId === String(existing.id))!.changes).toMatchObject({ price: { before: 20, after: 24.9 } });
    expect(audit.find((a) => a.action === 'create' && a.entityId === String(created!.id))).toBeDefined();
  });

  it('is all or nothing: a product the database refuses half-way leaves no product written', async () => {
    await db().execute(sql.raw(`create or replace function refuse_boom() returns trigger language plpgsql as $$ begin if new.sku = 'CSV-BOOM' then raise exception 'boom'; end if; return new; end $$`));
    await db().execute(sql.raw('create trigger refuse_boom before insert on products for each row execute function refuse_boom()'));
    try {
      const before = await productCount();
      const text = csv([row({ sku: 'CSV-OK-1', variant_sku: 'CSV-OK-1-M' }), row({ sku: 'CSV-OK-2', name: 'Otra', variant_sku: 'CSV-OK-2-M' }), row({ sku: 'CSV-BOOM', name: 'Explota', variant_sku: 'CSV-BOOM-M' })]);
      const res = await upload(text, 'apply');
      expect(res.status).toBe(200);
      const job = await waitForJob((await res.json()).data.job.id);
      expect(job).toMatchObject({ status: 'failed', created: 0, processed: 0 });
      expect(job.error).toBe('Fila 4 (CSV-BOOM): la base de datos rechazó este producto. No se guardó nada.');
      expect(await productCount()).toBe(before);
      expect(await db().select().from(products).where(inArray(products.sku, ['CSV-OK-1', 'CSV-OK-2']))).toEqual([]);
      expect((await db().select().from(auditLog).where(eq(auditLog.action, 'import'))).map((a) => a.entityId)).not.toContain(String(job.id));
    } finally {
      await db().execute(sql.raw('drop trigger refuse_boom on products'));
      await db().execute(sql.raw('drop function refuse_boom()'));
    }
  });

  it('refuses without the permission, without a file, over the size or row limit, and an unknown job', async () => {
    const before = await productCount();
    expect((await upload(csv([row({ sku: 'CSV-NOPE' })]), 'apply', viewer)).status).toBe(403);
    expect((await api.app.request('/api/admin/products/import', { method: 'POST', headers: api.admin, body: new FormData() })).status).toBe(422);
    expect((await upload('x', 'dry_run', api.admin)).status).toBe(200);
    const bad = await upload(csv([row()]), 'nope' as 'apply');
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors.mode).toEqual(['mode debe ser dry_run o apply.']);
    const tooBig = await upload(new Uint8Array(5 * 1024 * 1024 + 10).fill(65), 'dry_run');
    expect([413, 422]).toContain(tooBig.status);
    expect((await tooBig.json()).message).toBe('El archivo puede ocupar como máximo 5 MB.');
    const many = ['sku;name', ...Array.from({ length: PRODUCT_CSV_MAX_ROWS + 1 }, (_, i) => `MANY-${i};Producto`)].join('\n');
    const tooMany = await (await upload(many, 'apply')).json();
    expect(tooMany.report.errors[0].message).toContain(`como máximo ${PRODUCT_CSV_MAX_ROWS}`);
    expect((await api.get('/api/admin/products/import/999999', api.admin)).status).toBe(404);
    expect(await productCount()).toBe(before);
  });

  it('takes a file of some columns only: sku and price change the price and leave the rest, variants included', async () => {
    const existing = await createProduct(db(), { brand_id: brand.id, category_id: category.id, name: 'Solo precio', price: 30, sale_price: 25 });
    const before = await db().select().from(productVariants).where(eq(productVariants.productId, existing.id));
    const res = await upload(`sku,price\n${existing.sku},"32,00"\n`, 'apply');
    const job = await waitForJob((await res.json()).data.job.id);
    expect(job).toMatchObject({ status: 'done', updated: 1 });
    const [row] = await db().select().from(products).where(eq(products.id, existing.id));
    expect(row).toMatchObject({ priceCents: 3200, salePriceCents: 2500, name: 'Solo precio', stockQuantity: existing.stockQuantity });
    expect(await db().select().from(productVariants).where(eq(productVariants.productId, existing.id))).toEqual(before);
    const stockWithVariants = await (await upload(`sku;stock\n${existing.sku};3\n`)).json();
    expect(stockWithVariants.data.report.errors).toEqual([{ line: 2, column: 'stock', message: expect.stringContaining('su stock es la suma') }]);
  });

  it('reads a Windows-1252 file as Excel saves a plain CSV', async () => {
    const text = csv([row({ sku: 'CSV-LATIN', name: 'Camisón', variant_sku: 'CSV-LATIN-M' })]);
    const latin = Uint8Array.from([...text].map((ch) => ch.charCodeAt(0)));
    const { data } = await (await upload(latin)).json();
    expect(data.report).toMatchObject({ valid: true, items: [{ sku: 'CSV-LATIN', name: 'Camisón', action: 'create' }] });
  });
});
