import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { brands, categories, products } from '../../db/schema';
import { setupApiTest } from '../../../tests/api-test';
import { createBrand, createCategory, createProduct } from '../../../tests/factories';
import { announcementsDelivered } from '../../../tests/test-database';

describe('product search finds what a Spanish shopper types', () => {
  const api = setupApiTest();
  let brandId = 0;
  let categoryId = 0;

  beforeAll(async () => {
    const brand = await createBrand(api.db, { name: 'Ruediverso', slug: 'ruediverso-busqueda' });
    const category = await createCategory(api.db, { name: 'Prendas', slug: 'prendas-busqueda' });
    const shoes = await createCategory(api.db, { name: 'Calzado', slug: 'calzado-busqueda' });
    brandId = brand.id;
    categoryId = category.id;
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
    const product = (name: string, extra: Record<string, unknown> = {}, minutes = 0) =>
      createProduct(api.db, { name, brand_id: brand.id, category_id: category.id, createdAt: at(minutes), ...extra });
    await product('Pantalón chino de algodón', { sku: 'RD-PCH-01' }, 1);
    await product('Camisa de lino azul', { sku: 'RD-CLA-01' }, 2);
    await product('Zapato de piel', { category_id: shoes.id, sku: 'RD-ZAP-01' }, 3);
    await product('Sudadera con capucha', { sku: 'RD-SUD-01' }, 4);
    await product('Pañuelo de seda', { sku: 'RD-PAN-01' }, 5);
    await product('Parka impermeable', { sku: 'RD-PAR-01' }, 6);
    await product('Vestido de verano', { sku: 'RD-VES-01', description: 'Ligero, con capucha desmontable y bolsillos.' }, 7);
    await product('Bolso tote', { sku: 'CAMISA-1', tags: ['playa'] }, 8);
    await product('Chaqueta vaquera', { sku: 'RD-CHV-01', tags: ['camisa'] }, 9);
    await product('Camiseta de algodón', { sku: 'RD-CAM-01' }, 10);
  });

  const names = async (query: string) => (await api.get(`/api/products?per_page=50&${query}`)).body.data.data.map((p: { name: string }) => p.name);
  const search = (text: string) => names(`search=${encodeURIComponent(text)}`);

  it.each([
    ['pantalon', 'without the accent', 'Pantalón chino de algodón'],
    ['PANTALÓN', 'in capitals', 'Pantalón chino de algodón'],
    ['camsia', 'with a typo', 'Camisa de lino azul'],
    ['zapatos', 'in the plural', 'Zapato de piel'],
    ['sudadera capucha', 'with words apart', 'Sudadera con capucha'],
    ['capucha sudadera', 'in any order', 'Sudadera con capucha'],
    ['sudad', 'half typed', 'Sudadera con capucha'],
    ['panuelo', 'with n for ñ', 'Pañuelo de seda'],
    ['calzado', 'by category', 'Zapato de piel'],
  ])("'%s' (%s) finds %s first", async (text, _how, expected) => {
    expect((await search(text))[0]).toBe(expected);
  });

  it('needs every word, and junk or stop words alone find nothing', async () => {
    expect(await search('sudadera seda')).toEqual([]);
    expect(await search('xyzzy')).toEqual([]);
    expect(await search('con de')).toEqual([]);
  });

  it('reads a short last word as the start of a word, not as a typo', async () => {
    expect((await search('pan')).sort()).toEqual(['Pantalón chino de algodón', 'Pañuelo de seda']);
  });

  it('reads a last word that is a whole word of a name as that word, a partial one as the start of a word (issue 37)', async () => {
    // 'camisa' is a word of a name: not the start of 'camiseta' (the SKU and the tag still match literally).
    expect((await search('camisa')).sort()).toEqual(['Bolso tote', 'Camisa de lino azul', 'Chaqueta vaquera']);
    expect(await search('algodon camisa')).toEqual([]);
    // Still being typed: the start of a word.
    expect((await search('camis')).sort()).toEqual(['Bolso tote', 'Camisa de lino azul', 'Camiseta de algodón', 'Chaqueta vaquera']);
    expect(await search('algodon cami')).toEqual(['Camiseta de algodón']);
    expect(await search('algodon camiseta')).toEqual(['Camiseta de algodón']);
    // A word of a name that a longer word of a name continues letter by letter keeps its prefix: 'chal' may be the start
    // of 'chaleco' (another stem), so the shopper typing it sees both.
    // Written outside the API: on PostgreSQL the cached answers are dropped once catalogue_changed is heard.
    const shawl = await createProduct(api.db, { name: 'Chal de punto', sku: 'RD-CHL-01', brand_id: brandId, category_id: categoryId });
    await announcementsDelivered(api.testDb.database);
    expect(await search('punto chal')).toEqual(['Chal de punto']);
    const vest = await createProduct(api.db, { name: 'Chaleco de punto', sku: 'RD-CHC-01', brand_id: brandId, category_id: categoryId });
    await announcementsDelivered(api.testDb.database);
    expect((await search('punto chal')).sort()).toEqual(['Chal de punto', 'Chaleco de punto']);
    expect(await search('punto chaleco')).toEqual(['Chaleco de punto']);
    await api.db.delete(products).where(inArray(products.id, [shawl.id, vest.id]));
    await announcementsDelivered(api.testDb.database);
    // A whole word still matches its plural (the stem), and a stop word last is skipped as before.
    expect(await search('lino camisas')).toEqual(['Camisa de lino azul']);
    expect(await search('camisa de')).toContain('Camisa de lino azul');
  });

  it('ranks the exact SKU first, then the name above tags above the description', async () => {
    expect(await search('camisa-1')).toEqual(['Bolso tote']);
    // The whole word in the name, then in the tags, then only the start of a word ('cami' → 'camiseta'), then the SKU's letters.
    expect(await search('camisa')).toEqual(['Camisa de lino azul', 'Chaqueta vaquera', 'Bolso tote']);
    expect(await search('cami')).toEqual(['Camisa de lino azul', 'Camiseta de algodón', 'Chaqueta vaquera', 'Bolso tote']);
    expect(await search('capucha')).toEqual(['Sudadera con capucha', 'Vestido de verano']);
  });

  it('keeps the chosen order over relevance', async () => {
    expect(await names('search=capucha&sort_by=name')).toEqual(['Sudadera con capucha', 'Vestido de verano']);
    expect(await names('search=capucha&sort_by=name&sort_direction=desc')).toEqual(['Vestido de verano', 'Sudadera con capucha']);
  });

  it('follows a renamed brand or category', async () => {
    await api.db.update(brands).set({ name: 'Divergente' }).where(eq(brands.id, brandId));
    await api.db.update(categories).set({ name: 'Ropa de abrigo' }).where(eq(categories.id, categoryId));
    await announcementsDelivered(api.testDb.database);
    expect(await search('divergente parka')).toEqual(['Parka impermeable']);
    expect(await search('abrigo parka')).toEqual(['Parka impermeable']);
    expect(await search('ruediverso parka')).toEqual([]);
  });

  it("sorts names in Spanish order: 'ñ' after 'n'", async () => {
    const sorted = (await names('sort_by=name')).filter((n: string) => /^Pa/.test(n));
    expect(sorted).toEqual(['Pantalón chino de algodón', 'Pañuelo de seda', 'Parka impermeable']);
  });
});
