import type { Brand, ProductImage, ProductVariant, StoreCategory, StoreProduct } from '@common/catalog/contracts';

let nextId = 100;

export function makeVariant(overrides: Partial<ProductVariant> = {}): ProductVariant {
  const id = nextId++;
  return {
    id,
    size: 'M',
    color_name: 'Arena',
    color_hex: '#D9C8A9',
    sku: `VAR-${id}`,
    stock: 5,
    is_available: true,
    price: 49.9,
    sale_price: null,
    ...overrides,
  };
}

/** A stored photo as the catalogue answers it; each call gets its own id. */
export function makeImage(overrides: Partial<ProductImage> = {}): ProductImage {
  const id = nextId++;
  const url = overrides.image_url ?? `/storage/products/${id}-1024.webp`;
  return {
    id,
    image_url: url,
    thumbnail_url: url,
    srcset: `${url} 1024w`,
    width: 1024,
    height: 1280,
    alt: null,
    color_name: null,
    ...overrides,
  };
}

/** A product as GET /api/products/{slug} answers it; each call gets its own id and slug. */
export function makeProduct(overrides: Partial<StoreProduct> = {}): StoreProduct {
  const id = overrides.id ?? nextId++;
  const variants = overrides.variants ?? [
    makeVariant({ size: 'S', color_name: 'Arena', stock: 3 }),
    makeVariant({ size: 'M', color_name: 'Arena', stock: 0 }),
    makeVariant({ size: 'S', color_name: 'Marino', color_hex: '#1C355E', stock: 4 }),
    makeVariant({ size: 'M', color_name: 'Marino', color_hex: '#1C355E', stock: 2 }),
  ];
  const colors = [...new Map(variants.map((v) => [v.color_name, v.color_hex])).entries()].map(([name, hex]) => ({ name, hex }));
  const stock = variants.reduce((sum, v) => sum + v.stock, 0);
  return {
    id,
    name: `Camisa de lino ${id}`,
    slug: `camisa-de-lino-${id}`,
    sku: `CAM-${id}`,
    brand: { id: 1, name: 'ruediverso', slug: 'rue-diverso' },
    brand_id: 1,
    category: { id: 3, name: 'Camisas', slug: 'camisas' },
    category_id: 3,
    short_description: 'Lino europeo lavado a la piedra.',
    description: 'Primer párrafo.\n\nSegundo párrafo.',
    price: 49.9,
    sale_price: null,
    is_on_sale: false,
    discount_percent: 0,
    reference_price: null,
    reduction_percent: 0,
    reduction_since: null,
    is_featured: false,
    is_personalised: false,
    is_in_stock: true,
    is_digital: false,
    condition: 'new',
    condition_label: 'Nuevo',
    stock_quantity: stock,
    stock,
    stock_status: 'low_stock',
    min_stock_level: 10,
    images: [],
    main_image_url: null,
    featured_image: null,
    tags: ['lino', 'verano', 'sostenible', 'unisex', 'básicos'],
    dimensions: null,
    weight: null,
    warranty_period: null,
    warranty_months: null,
    status: 'active',
    visibility: 'visible',
    is_active: true,
    sizes: [...new Set(variants.map((v) => v.size))],
    colors,
    variants,
    passport: null,
    size_guide: null,
    created_at: '2026-01-15T10:00:00.000Z',
    updated_at: '2026-01-15T10:00:00.000Z',
    ...overrides,
  };
}

/** A category as GET /api/products/categories answers it. */
export function makeCategory(overrides: Partial<StoreCategory> & Pick<StoreCategory, 'id' | 'name'>): StoreCategory {
  return {
    slug: overrides.name.toLowerCase(),
    description: null,
    image: null,
    image_url: null,
    parent_id: null,
    products_count: 0,
    ...overrides,
  };
}

/** A brand as GET /api/brands answers it. */
export function makeBrand(overrides: Partial<Brand> & Pick<Brand, 'id' | 'name' | 'slug'>): Brand {
  return { tagline: null, description: null, story: null, primary_color: null, accent_color: null, products_count: 0, ...overrides };
}

/** happy-dom reports every <img> as complete with no pixels, i.e. broken; real browsers do not while loading. */
export function pretendImagesAreLoading() {
  Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => false });
}
