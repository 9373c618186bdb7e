import { stockState, type StockState } from '@common/catalog/rules';
import { PRODUCT_TAGS_SHOWN } from '@common/constants';
import type { ProductVariant, StoreProduct } from '@common/catalog/contracts';
import type { CardImageSource } from './card-image';

/** The pictures a card cycles through: the product's images, else its main picture, else none. */
export function cardImages(product: Pick<StoreProduct, 'name' | 'images' | 'main_image_url'>, preferredColors: readonly string[] = []): CardImageSource[] {
  const wanted = new Set(preferredColors.map((c) => c.toLowerCase()));
  const isWanted = (image: { color_name: string | null }) => wanted.has(image.color_name?.toLowerCase() ?? '');
  // A shopper filtering by a colour sees that colour first when the product has a picture of it.
  const images = wanted.size ? [...product.images].sort((a, b) => Number(isWanted(b)) - Number(isWanted(a))) : product.images;
  if (images.length > 0) {
    return images.map((image, i) => ({
      src: image.image_url,
      srcSet: image.srcset,
      alt: image.alt?.trim() || (i === 0 ? product.name : `${product.name}, imagen ${i + 1}`),
      width: image.width,
      height: image.height,
    }));
  }
  return product.main_image_url ? [{ src: product.main_image_url, alt: product.name }] : [];
}

/** Spec §9: the first 3 tags plus how many more there are (stored folded and without repeats: parseTags). */
export function visibleTags(tags: StoreProduct['tags'], shown = PRODUCT_TAGS_SHOWN): { tags: string[]; more: number } {
  return { tags: tags.slice(0, shown), more: Math.max(0, tags.length - shown) };
}

/** What a card needs to tell its stock state. */
type CardStockSource = Pick<StoreProduct, 'stock_quantity' | 'min_stock_level' | 'variants'>;

/** Units in stock: the variants' when the product has any, else the product's own count. */
export function cardStockState(product: CardStockSource): StockState {
  const { variants } = product;
  const quantity = variants.length > 0 ? variants.reduce((sum, v) => sum + Math.max(0, v.stock), 0) : product.stock_quantity;
  return stockState(quantity, product.min_stock_level);
}

export type QuickAdd =
  | { kind: 'sold_out' }
  | { kind: 'direct'; variant: ProductVariant | null }
  | { kind: 'choose'; groups: { color: string; hex: string; variants: ProductVariant[] }[] };

/**
 * What the card's add button does: nothing when sold out, add at once when there is a single
 * choice, else offer the sizes (grouped by colour) so the shopper picks one.
 */
export function quickAddFor(product: CardStockSource): QuickAdd {
  if (cardStockState(product) === 'out_of_stock') return { kind: 'sold_out' };
  const { variants } = product;
  if (variants.length === 0) return { kind: 'direct', variant: null };
  const available = variants.filter((v) => v.stock > 0);
  if (available.length === 0) return { kind: 'sold_out' };
  if (variants.length === 1) return { kind: 'direct', variant: variants[0]! };
  const groups = new Map<string, { color: string; hex: string; variants: ProductVariant[] }>();
  for (const variant of variants) {
    const group = groups.get(variant.color_name) ?? { color: variant.color_name, hex: variant.color_hex, variants: [] };
    group.variants.push(variant);
    groups.set(variant.color_name, group);
  }
  return { kind: 'choose', groups: [...groups.values()] };
}

export function productPath(product: Pick<StoreProduct, 'slug'>): string {
  return `/store/products/${product.slug}`;
}
