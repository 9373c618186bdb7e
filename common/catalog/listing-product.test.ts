import { describe, expect, test } from 'vitest';
import { LISTING_OMITTED_FIELDS, type StoreProduct } from './contracts';
import { listingPage, listingProduct } from './listing-product';

const product = {
  id: 7,
  name: 'Camisa Oxford',
  slug: 'camisa-oxford',
  description: 'Larga descripción con composición y cuidados.',
  short_description: 'Camisa de algodón.',
  passport: { composition: [] },
  size_guide: { rows: [] },
  size_advice: null,
  price: 59,
  sale_price: 45,
  variants: [{ id: 1, size: 'M', color_name: null, color_hex: null, sku: 'X-M', stock: 3, is_available: true, price: 59, sale_price: null }],
  created_at: '2026-11-01T00:00:00.000Z',
} as unknown as StoreProduct;

describe('listingProduct', () => {
  test('leaves out what only the product page shows and keeps what a card and its cart line read', () => {
    const listed = listingProduct(product);
    for (const field of LISTING_OMITTED_FIELDS) expect(listed).not.toHaveProperty(field);
    expect(listed).toMatchObject({ size_advice: null, id: 7, name: 'Camisa Oxford', slug: 'camisa-oxford', short_description: 'Camisa de algodón.', price: 59, sale_price: 45 });
    expect(listed.variants).toEqual(product.variants);
    expect(product).toHaveProperty('description');
  });

  test('a page keeps its paging and lists its products as cards', () => {
    const page = listingPage({ data: [product], current_page: 2, last_page: 3, per_page: 1, total: 3, from: 2, to: 2 });
    expect(page).toMatchObject({ current_page: 2, last_page: 3, total: 3 });
    expect(page.data[0]).not.toHaveProperty('passport');
  });
});
