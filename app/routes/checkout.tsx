import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { decodeEarlyAdd, EARLY_ADD_PARAM } from '@common/cart/early-add';
import { APP_NAME } from '@common/constants';
import { CheckoutPage } from '~/components/checkout/checkout-page';
import { quoteCookieCart } from '~/components/checkout/cookie-cart.server';
import { serverApi } from '~/lib/api/server-client';
import { addToCart } from '~/lib/cart';
import type { RouteHandle } from '~/lib/layout';
import type { Route } from './+types/checkout';

/** The ad banner stays out of the way while paying. */
export const handle: RouteHandle = { layout: { adBanner: false } };

export const meta: Route.MetaFunction = () => [
  { title: `Finalizar compra · ${APP_NAME}` },
  { name: 'description', content: 'Datos de envío, método de pago y revisión de tu pedido en Tienda Diverso.' },
  { name: 'robots', content: 'noindex' },
];

/** The page depends on the cart cookie of the request: never kept by a shared cache. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

/**
 * `?anadir=` is a line added before the page that sent it had its JavaScript (routes/cart-add.ts):
 * the garment is read here so the page can name it at once and the browser can store it.
 * Otherwise the cart cookie (common/cart/cart-cookie.ts) is priced by the API, so the order's
 * lines and total are in the first HTML (issue 36); without it the browser draws them.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const line = decodeEarlyAdd(new URL(request.url).searchParams.get(EARLY_ADD_PARAM));
  if (!line) return { earlyAdd: null, serverCheckout: await quoteCookieCart(context, request.headers.get('Cookie')) };
  const product = await serverApi(context)('GET /products/{idOrSlug}', { params: { idOrSlug: String(line.productId) } }, { skipAuthRedirect: true }).then(
    (reply) => reply.data.product,
    () => null,
  );
  return { earlyAdd: product ? { ...line, product } : null, serverCheckout: null };
}

/** Puts the early line in the stored cart once, then drops it from the address (a reload adds nothing). */
function useEarlyAdd(earlyAdd: Route.ComponentProps['loaderData']['earlyAdd']) {
  const navigate = useNavigate();
  const done = useRef<unknown>(null);
  useEffect(() => {
    if (!earlyAdd || done.current === earlyAdd) return;
    done.current = earlyAdd;
    const variant = earlyAdd.product.variants.find((v) => v.id === earlyAdd.variantId) ?? null;
    addToCart(earlyAdd.product, variant, earlyAdd.quantity, { openPanel: false });
    void navigate('/checkout', { replace: true, preventScrollReset: true });
  }, [earlyAdd, navigate]);
}

/**
 * /checkout: the cart lives in the browser; the server draws the order from the cart cookie when
 * the request has one, and the browser's stored cart takes over once the page runs.
 */
export default function Checkout({ loaderData }: Route.ComponentProps) {
  useEarlyAdd(loaderData.earlyAdd);
  return <CheckoutPage adding={loaderData.earlyAdd?.product.name ?? null} serverCheckout={loaderData.serverCheckout} />;
}
