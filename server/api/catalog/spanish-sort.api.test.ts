import { beforeAll, describe, expect, it } from 'vitest';
import { setupApiTest } from '../../../tests/api-test';
import { createBrand, createCategory, createProduct } from '../../../tests/factories';

describe('names sort as a Spanish reader expects', () => {
  const api = setupApiTest();

  beforeAll(async () => {
    const brand = await createBrand(api.db);
    const category = await createCategory(api.db);
    const colour = (name: string, hex: string) => [{ size: 'M', color_name: name, color_hex: hex, sku: `C-${hex.slice(1)}`, stock: 3 }];
    for (const [name, variants] of [
      ['Zueco de madera', colour('Negro', '#222222')],
      ['Óvalo de lino', colour('Índigo', '#2E3A63')],
      ['abrigo largo', colour('Arena', '#D8C7A8')],
      ['Bolso tote', colour('Ámbar', '#FFBF00')],
    ] as const) {
      await createProduct(api.db, { name, brand_id: brand.id, category_id: category.id, price: 30, variants: [...variants] });
    }
  });

  it('sorts products by name ignoring case and accents, both ways', async () => {
    const names = async (query: string) => (await api.get(`/api/products?${query}`)).body.data.data.map((p: { name: string }) => p.name);
    expect(await names('sort_by=name')).toEqual(['abrigo largo', 'Bolso tote', 'Óvalo de lino', 'Zueco de madera']);
    expect(await names('sort_by=name&sort_direction=desc')).toEqual(['Zueco de madera', 'Óvalo de lino', 'Bolso tote', 'abrigo largo']);
  });

  it('lists colours in the same order', async () => {
    const { body } = await api.get('/api/products');
    expect(body.data.facets.colors.map((c: { name: string }) => c.name)).toEqual(['Ámbar', 'Arena', 'Índigo', 'Negro']);
  });
});
