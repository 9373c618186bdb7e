import type { ProductVariant, StoreProduct } from './product-types';

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

/** A product as GET /api/products/{slug} answers it; each call gets its own id and slug. */
export function makeProduct(overrides: Partial<StoreProduct> = {}): StoreProduct {
  const id = nextId++;
  const variants = overrides.variants ?? [
    makeVariant({ size: 'S', color_name: 'Arena', stock: 3 }),
    makeVariant({ size: 'M', color_name: 'Arena', stock: 0 }),
    makeVariant({ size: 'S', color_name: 'Marino', color_hex: '#1C355E', stock: 4 }),
    makeVariant({ size: 'M', color_name: 'Marino', color_hex: '#1C355E', stock: 2 }),
  ];
  const colors = [...new Map(variants.map((v) => [v.color_name, v.color_hex])).entries()].map(([name, hex]) => ({ name, hex }));
  return {
    id,
    name: `Camisa de lino ${id}`,
    slug: `camisa-de-lino-${id}`,
    sku: `CAM-${id}`,
    brand: { id: 1, name: 'ruediverso', slug: 'rue-diverso' },
    category: { id: 3, name: 'Camisas', slug: 'camisas' },
    short_description: 'Lino europeo lavado a la piedra.',
    description: 'Primer párrafo.\n\nSegundo párrafo.',
    price: 49.9,
    sale_price: null,
    is_on_sale: false,
    discount_percent: 0,
    is_in_stock: true,
    condition: 'new',
    condition_label: 'Nuevo',
    stock_quantity: variants.reduce((sum, v) => sum + v.stock, 0),
    stock_status: 'low_stock',
    min_stock_level: 10,
    images: [],
    main_image_url: null,
    tags: ['lino', 'verano', 'sostenible', 'unisex', 'básicos'],
    dimensions: null,
    weight: null,
    warranty_period: null,
    sizes: [...new Set(variants.map((v) => v.size))],
    colors,
    variants,
    passport: null,
    size_guide: null,
    ...overrides,
  };
}

/** happy-dom reports every <img> as complete with no pixels, i.e. broken; real browsers do not while loading. */
export function pretendImagesAreLoading() {
  Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => false });
}
