import { redirect } from 'react-router';
import { z } from 'zod';
import { EARLY_ADD_PARAM, encodeEarlyAdd, variantForEarlyAdd } from '@common/cart/early-add';
import { MAX_LINE_QUANTITY } from '@common/cart/pricing';
import { serverApi } from '~/lib/api/server-client';
import type { Route } from './+types/cart-add';

/** The form's fields (a server-only module: zod stays out of the store's pages). */
const EarlyAddForm = z.object({
  product: z.coerce.number().int().positive(),
  variant: z.coerce.number().int().positive().optional(),
  color: z.string().trim().max(80).optional(),
  size: z.string().trim().max(40).optional(),
  // A tampered or odd quantity is not a reason to refuse the garment: one unit, never more than a line holds.
  quantity: z.coerce.number().int().min(1).catch(1).transform((n) => Math.min(n, MAX_LINE_QUANTITY)),
});

/** Back to the product's sizes, where the page says why nothing was added (product-purchase.tsx). */
const backToSizes = (productPath: string, notice: 'talla' | 'agotado') => redirect(`${productPath}?aviso=${notice}#comprar`, 303);

/** A product the store does not sell (any more): its list. */
const backToStore = () => redirect('/store', 303);

/**
 * POST /cart/add: 'Añadir al carrito' before (or without) the page's JavaScript (issue 23,
 * common/cart/early-add.ts). Checks the product and the garment chosen, then sends the shopper to
 * the checkout, whose code puts the line in the cart kept in the browser.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = EarlyAddForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return backToStore();
  const form = parsed.data;
  const product = await serverApi(context)('GET /products/{idOrSlug}', { params: { idOrSlug: String(form.product) } }, { skipAuthRedirect: true }).then(
    (reply) => reply.data.product,
    () => null,
  );
  if (!product) return backToStore();
  const productPage = `/store/products/${product.slug}`;
  const variant = variantForEarlyAdd(product.variants, form);
  if (variant === null) return backToSizes(productPage, 'talla');
  const stock = variant ? variant.stock : product.stock_quantity;
  if (stock < 1) return backToSizes(productPage, 'agotado');
  const line = encodeEarlyAdd({ productId: product.id, variantId: variant?.id ?? null, quantity: Math.min(form.quantity, stock) });
  return redirect(`/checkout?${EARLY_ADD_PARAM}=${line}`, 303);
}

/** A GET (a bookmark, a reload after the redirect was lost) lands on the cart's page. */
export function loader() {
  return redirect('/checkout', 303);
}
