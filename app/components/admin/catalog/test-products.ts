import type { AdminCategory, AdminProduct, AdminProductPage, Brand } from '@common/catalog/contracts';
import { makeBrand, makeImage, makeProduct as makeStoreProduct, makeVariant } from '~/components/product/test-product';

export const BRANDS: Brand[] = [
  makeBrand({ id: 1, name: 'Rue Diverso', slug: 'rue-diverso' }),
  makeBrand({ id: 2, name: 'Divergente', slug: 'divergente' }),
];

const category = (fields: Omit<AdminCategory, 'image'>): AdminCategory => ({ image: null, ...fields });

export const CATEGORIES: AdminCategory[] = [
  category({ id: 3, name: 'Camisas', slug: 'camisas', description: 'Camisas de lino y algodón.', image_url: null, parent_id: null, is_active: true, products_count: 12 }),
  category({ id: 4, name: 'Chaquetas', slug: 'chaquetas', description: null, image_url: '/storage/categories/chaquetas.webp', parent_id: null, is_active: true, products_count: 1 }),
  category({ id: 5, name: 'Retales', slug: 'retales', description: null, image_url: null, parent_id: null, is_active: false, products_count: 0 }),
];

/** A product as the admin API presents it; each call may override any field. */
export function makeProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return makeStoreProduct({
    id: 7,
    name: 'Camisa de lino',
    slug: 'camisa-de-lino',
    sku: 'RD-CAM-01',
    brand: { id: 1, name: 'Rue Diverso', slug: 'rue-diverso' },
    brand_id: 1,
    category: { id: 3, name: 'Camisas', slug: 'camisas' },
    category_id: 3,
    short_description: 'Lino europeo.',
    description: 'Camisa de lino lavado.',
    price: 59.9,
    sale_price: 44.9,
    is_on_sale: true,
    discount_percent: 25,
    reference_price: 59.9,
    reduction_percent: 25,
    reduction_since: '2026-01-01T00:00:00.000Z',
    is_featured: true,
    is_personalised: false,
    stock_quantity: 8,
    stock: 8,
    min_stock_level: 10,
    images: [makeImage({ id: 31, image_url: '/storage/products/7/a-1024.webp', thumbnail_url: '/storage/products/7/a-320.webp', alt: 'Camisa de lino' })],
    main_image_url: '/storage/products/7/a-1024.webp',
    tags: ['lino', 'verano'],
    weight: 0.3,
    variants: [
      makeVariant({ id: 71, size: 'M', color_name: 'Arena', color_hex: '#D8C3A5', sku: 'RD-CAM-01-M', stock: 5, price: 59.9 }),
      makeVariant({ id: 72, size: 'L', color_name: 'Arena', color_hex: '#D8C3A5', sku: 'RD-CAM-01-L', stock: 3, price: 64.9 }),
    ],
    ...overrides,
  });
}

/** GET /api/admin/products's reply around these products. */
export function productPage(data: AdminProduct[], overrides: Partial<AdminProductPage> = {}) {
  return {
    status: 'success',
    data: { data, current_page: 1, last_page: 1, per_page: 20, total: data.length, from: data.length ? 1 : null, to: data.length || null, ...overrides },
  };
}
