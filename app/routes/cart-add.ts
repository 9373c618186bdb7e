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
  quantity: z.coerce.number().int().min(1).max(MAX_LINE_QUANTITY).default(1),
});

/** Where a shopper goes back to when the form cannot be used: the product, or the store. */
function backTo(request: Request, fallback: string, notice: string) {
  const referer = request.headers.get('Referer');
  const origin = new URL(request.url).origin;
  const url = referer && referer.startsWith(`${origin}/`) ? new URL(referer) : new URL(fallback, origin);
  url.searchParams.set('aviso', notice);
  url.hash = 'comprar';
  return redirect(`${url.pathname}${url.search}${url.hash}`, 303);
}

/**
 * POST /cart/add: 'Añadir al carrito' before (or without) the page's JavaScript (issue 23,
 * common/cart/early-add.ts). Checks the product and the garment chosen, then sends the shopper to
 * the checkout, whose code puts the line in the cart kept in the browser.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = EarlyAddForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return backTo(request, '/store', 'producto');
  const form = parsed.data;
  const product = await serverApi(context)('GET /products/{idOrSlug}', { params: { idOrSlug: String(form.product) } }, { skipAuthRedirect: true }).then(
    (reply) => reply.data.product,
    () => null,
  );
  if (!product) return backTo(request, '/store', 'producto');
  const productPage = `/store/products/${product.slug}`;
  const variant = variantForEarlyAdd(product.variants, form);
  if (variant === null) return backTo(request, productPage, 'talla');
  const stock = variant ? variant.stock : product.stock_quantity;
  if (stock < 1) return backTo(request, productPage, 'agotado');
  const line = encodeEarlyAdd({ productId: product.id, variantId: variant?.id ?? null, quantity: Math.min(form.quantity, stock) });
  return redirect(`/checkout?${EARLY_ADD_PARAM}=${line}`, 303);
}

/** A GET (a bookmark, a reload after the redirect was lost) lands on the cart's page. */
export function loader() {
  return redirect('/checkout', 303);
}
