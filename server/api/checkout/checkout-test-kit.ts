import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PlaceOrderBody } from '../../../common/checkout/contracts';
import { createBrand, createCategory, createProduct } from '../../../tests/factories';
import type { Db } from '../../db/client';
import { productVariants, products, storeSettings } from '../../db/schema';
import { forgetStoreSettings } from '../../settings/store-settings';

// Shared by the checkout's API tests: products with the stock and prices a test needs, a valid
// address per zone and a place-order body. Not a test file itself.

export const ADDRESSES = {
  madrid: { recipient_name: 'Lucía Pérez', street: 'Calle Mayor 1, 2º B', postal_code: '28013', city: 'Madrid', province: 'Madrid', phone: '612345678' },
  palma: { recipient_name: 'Joan Ferrer', street: 'Carrer del Sol 4', postal_code: '07001', city: 'Palma', province: 'Illes Balears', phone: '612345679' },
  laspalmas: { recipient_name: 'Ana Suárez', street: 'Calle Triana 10', postal_code: '35002', city: 'Las Palmas de Gran Canaria', province: 'Las Palmas', phone: '612345670' },
} as const;

export interface ShopRefs {
  brandId: number;
  categoryId: number;
}

/** A brand, a category and the store's bank account (the orders of these tests are paid by transfer unless they say otherwise). */
export async function createShop(db: Db): Promise<ShopRefs> {
  const brand = await createBrand(db);
  const category = await createCategory(db);
  await db.insert(storeSettings).values({ key: 'bank_transfer_iban', value: TEST_IBAN }).onConflictDoNothing();
  forgetStoreSettings(db);
  return { brandId: brand.id, categoryId: category.id };
}

export const TEST_IBAN = 'ES91 2100 0418 4502 0005 1332';

let counter = 0;

/** A product with one variant per entry of `variants` (size S, M, L…), or without any variant when `stock` is given. */
export async function createTestProduct(
  db: Db,
  shop: ShopRefs,
  options: { price: number; sale_price?: number | null; variants?: { stock: number; price?: number | null }[]; stock?: number; status?: 'active' | 'draft' },
) {
  counter += 1;
  const sizes = ['S', 'M', 'L', 'XL', 'XXL'];
  const tag = `${Date.now().toString(36)}${counter}`.toUpperCase();
  const product = await createProduct(db, {
    brand_id: shop.brandId,
    category_id: shop.categoryId,
    name: `Camiseta ${tag}`,
    price: options.price,
    ...(options.sale_price != null ? { sale_price: options.sale_price } : {}),
    ...(options.status ? { status: options.status } : {}),
    variants:
      options.stock !== undefined
        ? []
        : (options.variants ?? [{ stock: 10 }]).map((variant, index) => ({
            size: sizes[index]!,
            color_name: 'Negro',
            color_hex: '#222222',
            sku: `CK-${tag}-${index}`,
            stock: variant.stock,
            price: variant.price ?? null,
          })),
    ...(options.stock !== undefined ? { stock_quantity: options.stock } : {}),
  });
  if (options.stock !== undefined) {
    // The admin form gives a one-size product a 'Única' variant; a product without any (older data,
    // direct imports) keeps its stock on the product itself.
    await db.delete(productVariants).where(eq(productVariants.productId, product.id));
    await db.update(products).set({ stockQuantity: options.stock }).where(eq(products.id, product.id));
  }
  const variants = await db.select().from(productVariants).where(eq(productVariants.productId, product.id)).orderBy(productVariants.sortOrder, productVariants.id);
  return { product, variants };
}

export async function stockOf(db: Db, variantId: number): Promise<number> {
  const [row] = await db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId));
  return row!.stock;
}

export async function productStockOf(db: Db, productId: number): Promise<number> {
  const [row] = await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, productId));
  return row!.stock;
}

export const newKey = () => `k-${randomUUID()}`;

export function orderBody(overrides: Partial<PlaceOrderBody> & Pick<PlaceOrderBody, 'items' | 'expected_total'>): PlaceOrderBody {
  return {
    idempotency_key: newKey(),
    email: 'compradora@example.com',
    shipping_address: { ...ADDRESSES.madrid },
    shipping_method: 'standard',
    payment_method: 'bank_transfer',
    accept_terms: true,
    ...overrides,
  };
}
