import { APP_NAME } from '@common/constants';
import { CheckoutPage } from '~/components/checkout/checkout-page';
import type { RouteHandle } from '~/lib/layout';
import type { Route } from './+types/checkout';

/** The ad banner stays out of the way while paying. */
export const handle: RouteHandle = { layout: { adBanner: false } };

export const meta: Route.MetaFunction = () => [
  { title: `Finalizar compra · ${APP_NAME}` },
  { name: 'description', content: 'Datos de envío, método de pago y revisión de tu pedido en Tienda Diverso.' },
  { name: 'robots', content: 'noindex' },
];

/** /checkout: the cart lives in the browser, so the server renders the steps and the browser fills them. */
export default function Checkout() {
  return <CheckoutPage />;
}
