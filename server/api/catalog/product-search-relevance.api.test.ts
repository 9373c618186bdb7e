import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { productVariants } from '../../db/schema';
import { setupApiTest } from '../../../tests/api-test';
import { createBrand, createCategory, createProduct } from '../../../tests/factories';

describe('product search: variant colours and the relevance order', () => {
  const api = setupApiTest();
  let franelaId = 0;

  beforeAll(async () => {
    const brand = await createBrand(api.db, { name: 'Marca', slug: 'marca-relevancia' });
    const category = await createCategory(api.db, { name: 'Prendas', slug: 'prendas-relevancia' });
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
    const product = (name: string, sku: string, colour: string, minutes: number) =>
      createProduct(api.db, {
        name,
        sku,
        brand_id: brand.id,
        category_id: category.id,
        createdAt: at(minutes),
        variants: [{ size: 'M', color_name: colour, color_hex: '#123456', sku: `${sku}-M`, stock: 3 }],
      });
    await product('Camisa de lino', 'RL-CL', 'Azul cielo', 1);
    franelaId = (await product('Camisa de franela', 'RL-CF', 'Teja', 2)).id;
    await product('Pantalón recto', 'RL-PR', 'Azul noche', 3);
    await product('Camiseta básica', 'RL-CV', 'Crudo', 4);
  });

  const names = async (query: string) => (await api.get(`/api/products?per_page=50&${query}`)).body.data.data.map((p: { name: string }) => p.name);

  it("finds products by their variants' colours, also with other words", async () => {
    expect((await names('search=azul')).sort()).toEqual(['Camisa de lino', 'Pantalón recto']);
    expect(await names('search=camisa%20azul')).toEqual(['Camisa de lino']);
    expect(await names('search=teja')).toEqual(['Camisa de franela']);
  });

  it('follows a variant recoloured, added or removed', async () => {
    // Written straight to the database: the cached answers go when its notification arrives (on PostgreSQL a moment after the commit).
    const eventually = (query: string, expected: string[]) => vi.waitFor(async () => expect(await names(query)).toEqual(expected));
    await api.db.update(productVariants).set({ colorName: 'Burdeos' }).where(eq(productVariants.productId, franelaId));
    await eventually('search=burdeos', ['Camisa de franela']);
    await eventually('search=teja', []);
    await api.db.insert(productVariants).values({ productId: franelaId, size: 'L', colorName: 'Mostaza', colorHex: '#FFC629', sku: 'RL-CF-L' });
    await eventually('search=mostaza', ['Camisa de franela']);
    await api.db.delete(productVariants).where(eq(productVariants.sku, 'RL-CF-L'));
    await eventually('search=mostaza', []);
  });

  it('orders a search by relevance unless another order is chosen', async () => {
    // Still being typed, 'camis' is the whole word (its stem) of both shirts (the newer first), the T-shirt's only its start.
    const byRelevance = ['Camisa de franela', 'Camisa de lino', 'Camiseta básica'];
    expect(await names('search=camis')).toEqual(byRelevance);
    expect(await names('search=camis&sort_by=relevance')).toEqual(byRelevance);
    // The direction means nothing to relevance: best first.
    expect(await names('search=camis&sort_by=relevance&sort_direction=asc')).toEqual(byRelevance);
    // A chosen order is kept.
    expect(await names('search=camis&sort_by=created_at')).toEqual(['Camiseta básica', 'Camisa de franela', 'Camisa de lino']);
    // 'camisa', a whole word of names, is no longer the start of 'camiseta' (issue 37).
    expect(await names('search=camisa')).toEqual(['Camisa de franela', 'Camisa de lino']);
  });

  it('reads sort_by=relevance without a search as the default order, newest first', async () => {
    const newestFirst = ['Camiseta básica', 'Pantalón recto', 'Camisa de franela', 'Camisa de lino'];
    expect(await names('sort_by=relevance')).toEqual(newestFirst);
    expect(await names('')).toEqual(newestFirst);
    expect((await api.get('/api/products?sort_by=relevant')).status).toBe(422);
  });
});
