import type { BrandRef, CategoryRef, ProductImage, ProductVariant, StoreProduct } from '../../../common/catalog/contracts';
import { CONDITION_LABELS, compareSizes, discountPercent, stockState, warrantyMonths, type ProductCondition } from '../../../common/catalog/rules';
import { type ProductStatus, type ProductVisibility } from '../../../common/catalog/publishing';
import { announcedReduction, type PricePoint } from '../../../common/catalog/reference-price';
import { centsToEuros } from '../../../common/money';
import type { SizeAdvice } from '../../../common/reviews/size-advice';
import type { z } from '../../../common/zod';
import type { ProductImageRow, ProductRow, VariantRow } from '../../db/schema';
import { publicFileUrl } from '../../storage/public-url';
import { imageFileKey } from './product-images';

export interface ProductRefs {
  brand: BrandRef | null;
  category: CategoryRef | null;
  images: ProductImageRow[];
  variants: VariantRow[];
  /** Only in the public catalogue's answers (loadProductRefs with `sizeAdvice`). */
  sizeAdvice?: SizeAdvice | null;
  /** The product's own selling prices, oldest first (issue 34); absent or empty, no reduction is announced. */
  priceHistory?: readonly PricePoint[];
}

/** The stored width served as `image_url` (the largest up to `maxWidth`). */
function servedWidth(image: Pick<ProductImageRow, 'widths'>, maxWidth: number): number {
  return [...image.widths].sort((a, b) => a - b).filter((w) => w <= maxWidth).pop() ?? Math.min(...image.widths);
}

export function imageUrl(image: Pick<ProductImageRow, 'storageKey' | 'widths'>, maxWidth = 1024): string {
  return publicFileUrl(imageFileKey(image.storageKey, servedWidth(image, maxWidth)));
}

/** `width` and `height` are those of the file at `image_url`, so the page reserves exactly its box. */
export function presentImage(image: ProductImageRow): z.input<typeof ProductImage> {
  const widths = [...image.widths].sort((a, b) => a - b);
  const width = servedWidth(image, 1024);
  return {
    id: image.id,
    image_url: imageUrl(image),
    thumbnail_url: imageUrl(image, 320),
    srcset: widths.map((w) => `${publicFileUrl(imageFileKey(image.storageKey, w))} ${w}w`).join(', '),
    width,
    height: width === image.width ? image.height : Math.round((image.height * width) / image.width),
    alt: image.alt,
    color_name: image.colorName,
  };
}

export function presentVariant(variant: VariantRow, productPriceCents: number, productSaleCents: number | null): z.input<typeof ProductVariant> {
  return {
    id: variant.id,
    size: variant.size,
    color_name: variant.colorName,
    color_hex: variant.colorHex,
    sku: variant.sku,
    stock: variant.stock,
    is_available: variant.stock > 0,
    price: centsToEuros(variant.priceCents ?? productPriceCents),
    sale_price: variant.priceCents == null && productSaleCents != null ? centsToEuros(productSaleCents) : null,
  };
}

/** The product as the store and the back office read it (spec §3), money in euros. */
export function presentProduct(row: ProductRow, refs: ProductRefs): z.input<typeof StoreProduct> {
  const price = centsToEuros(row.priceCents);
  const salePrice = row.salePriceCents == null ? null : centsToEuros(row.salePriceCents);
  const images = [...refs.images].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id).map(presentImage);
  const variants = [...refs.variants]
    .sort((a, b) => a.sortOrder - b.sortOrder || compareSizes(a.size, b.size))
    .map((v) => presentVariant(v, row.priceCents, row.salePriceCents));
  const colors = new Map<string, string>();
  for (const v of variants) if (!colors.has(v.color_name)) colors.set(v.color_name, v.color_hex);
  const state = stockState(row.stockQuantity, row.minStockLevel);
  // The history's last price is the row's own (the triggers write it in the same statement); if not, nothing is announced.
  const history = refs.priceHistory ?? [];
  const current = history.at(-1);
  const reduction = current && current.priceCents === (row.salePriceCents ?? row.priceCents) ? announcedReduction(history) : null;
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    sku: row.sku,
    brand: refs.brand,
    brand_id: row.brandId,
    category: refs.category,
    category_id: row.categoryId,
    short_description: row.shortDescription,
    description: row.description,
    price,
    sale_price: salePrice,
    is_on_sale: salePrice != null,
    discount_percent: discountPercent(price, salePrice),
    reference_price: reduction ? centsToEuros(reduction.previousPriceCents) : null,
    reduction_percent: reduction?.discountPercent ?? 0,
    reduction_since: reduction?.since.toISOString() ?? null,
    is_featured: row.isFeatured,
    is_personalised: row.isPersonalised,
    is_in_stock: state !== 'out_of_stock',
    is_digital: row.isDigital,
    condition: row.condition as ProductCondition,
    condition_label: CONDITION_LABELS[row.condition as ProductCondition] ?? row.condition,
    stock_quantity: row.stockQuantity,
    stock: row.stockQuantity,
    stock_status: state,
    min_stock_level: row.minStockLevel,
    images,
    main_image_url: images[0]?.image_url ?? null,
    featured_image: refs.images[0] ? imageFileKey(refs.images[0].storageKey, refs.images[0].widths[0]!) : null,
    tags: row.tags,
    dimensions: row.dimensions,
    weight: row.weightGrams == null ? null : row.weightGrams / 1000,
    warranty_period: row.warrantyPeriod,
    warranty_months: warrantyMonths(row.warrantyPeriod),
    // The database's checks keep these columns within their lists.
    status: row.status as ProductStatus,
    visibility: row.visibility as ProductVisibility,
    is_active: row.status === 'active',
    sizes: [...new Set(variants.map((v) => v.size))].sort(compareSizes),
    colors: [...colors].map(([name, hex]) => ({ name, hex })),
    variants,
    passport: row.passport,
    size_guide: row.sizeGuide,
    ...(refs.sizeAdvice !== undefined ? { size_advice: refs.sizeAdvice } : {}),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
