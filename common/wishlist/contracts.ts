import { StoreProduct } from '../catalog/contracts';
import { MAX_DB_INT, queryId } from '../query-params';
import { z } from '../zod';

const PRODUCT_ID_MESSAGE = 'product_id debe ser un número entero.';

/** A whole number, or its digits as text; never `true`, `[5]` or `1e2` read as a product. */
const productId = z
  .union([z.number(), z.string().trim().regex(/^\d{1,10}$/).transform(Number)], { error: PRODUCT_ID_MESSAGE })
  .pipe(z.number().int(PRODUCT_ID_MESSAGE).positive('product_id debe ser positivo.').max(MAX_DB_INT, 'product_id es demasiado grande.'));

export const WishlistAddBody = z.object({ product_id: productId }).meta({ id: 'WishlistAddBody', description: 'El producto que se guarda.' });

export const WishlistProductParam = z.object({ productId: queryId('product_id') });

export const WishlistItem = z
  .object({ saved_at: z.iso.datetime(), product: StoreProduct })
  .meta({ id: 'WishlistItem', description: 'Un producto guardado y cuándo se guardó.' });
export type WishlistItem = z.infer<typeof WishlistItem>;

export const WishlistProductRef = z.object({ product_id: z.int().min(1) }).meta({ id: 'WishlistProductRef', description: 'El producto guardado o quitado.' });
