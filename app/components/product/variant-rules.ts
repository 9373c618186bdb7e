import type { ProductImage, ProductVariant, StoreProduct } from '@common/catalog/contracts';

export interface Choice {
  color: string | null;
  size: string | null;
}

export interface OptionState {
  value: string;
  /** Some variant with this value exists for the other choice. */
  exists: boolean;
  /** It can be bought: the combination has stock. */
  isAvailable: boolean;
}

export function findVariant(variants: readonly ProductVariant[], choice: Choice): ProductVariant | null {
  if (choice.size === null || choice.color === null) return null;
  return variants.find((v) => v.size === choice.size && v.color_name === choice.color) ?? null;
}

/** Sizes of the chosen colour; without a colour, a size is available when any colour of it has stock. */
export function sizeOptions(product: Pick<StoreProduct, 'sizes' | 'variants'>, color: string | null): OptionState[] {
  return product.sizes.map((size) => {
    const matching = product.variants.filter((v) => v.size === size && (color === null || v.color_name === color));
    return { value: size, exists: matching.length > 0, isAvailable: matching.some((v) => v.stock > 0) };
  });
}

/** A colour is available while any of its sizes has stock (so choosing it never traps the shopper). */
export function colorOptions(product: Pick<StoreProduct, 'colors' | 'variants'>): (OptionState & { hex: string })[] {
  return product.colors.map(({ name, hex }) => {
    const matching = product.variants.filter((v) => v.color_name === name);
    return { value: name, hex, exists: matching.length > 0, isAvailable: matching.some((v) => v.stock > 0) };
  });
}

/** The first colour with stock, and the size only when there is a single one to choose. */
export function initialChoice(product: Pick<StoreProduct, 'colors' | 'sizes' | 'variants'>): Choice {
  const color = colorOptions(product).find((c) => c.isAvailable)?.value ?? product.colors[0]?.name ?? null;
  const sizes = sizeOptions(product, color).filter((s) => s.isAvailable);
  return { color, size: product.sizes.length === 1 && sizes.length === 1 ? sizes[0]!.value : null };
}

/**
 * The choice an address asks for (`?color=Oliva&talla=M`, the links of the back-in-stock e-mails):
 * taken when that colour exists, with the size when it is in stock in it; anything else is the usual start.
 */
export function choiceFromAddress(product: Pick<StoreProduct, 'colors' | 'sizes' | 'variants'>, params: URLSearchParams): Choice {
  const start = initialChoice(product);
  const color = params.get('color');
  if (!color || !product.colors.some((c) => c.name === color)) return start;
  const size = params.get('talla');
  const inStock = size !== null && product.variants.some((v) => v.color_name === color && v.size === size && v.stock > 0);
  return { color, size: inStock ? size : start.color === color ? start.size : null };
}

/** Choosing a colour keeps the size only when that colour has it in stock. */
export function chooseColor(product: Pick<StoreProduct, 'sizes' | 'variants'>, choice: Choice, color: string): Choice {
  const sizeStillThere = sizeOptions(product, color).some((s) => s.value === choice.size && s.isAvailable);
  return { color, size: sizeStillThere ? choice.size : null };
}

export function isSoldOut(product: Pick<StoreProduct, 'variants' | 'stock_quantity'>): boolean {
  return product.variants.length > 0 ? product.variants.every((v) => v.stock <= 0) : product.stock_quantity <= 0;
}

/** Why the add-to-cart button cannot be used yet, or null when it can. */
export function purchaseBlocker(
  product: Pick<StoreProduct, 'variants' | 'stock_quantity' | 'sizes'>,
  choice: Choice,
): 'sold_out' | 'choose_size' | 'choose_color' | 'combination_sold_out' | null {
  if (isSoldOut(product)) return 'sold_out';
  if (product.variants.length === 0) return null;
  if (choice.color === null) return 'choose_color';
  if (choice.size === null) return 'choose_size';
  const variant = findVariant(product.variants, choice);
  return variant && variant.stock > 0 ? null : 'combination_sold_out';
}

export const BLOCKER_HINTS: Record<NonNullable<ReturnType<typeof purchaseBlocker>>, string> = {
  sold_out: 'Este producto está agotado en todas las tallas.',
  choose_color: 'Elige un color para añadirlo al carrito.',
  choose_size: 'Elige una talla para añadirlo al carrito.',
  combination_sold_out: 'Esta talla está agotada en este color. Prueba con otra.',
};

/** Index of the first picture of that colour, or null when the colour has none. */
export function imageIndexOfColor(images: readonly Pick<ProductImage, 'color_name'>[], color: string | null): number | null {
  if (color === null) return null;
  const index = images.findIndex((image) => image.color_name === color);
  return index >= 0 ? index : null;
}
