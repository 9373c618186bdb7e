import { APP_NAME } from '@common/constants';
import { OrderConfirmation } from '~/components/checkout/order-confirmation';
import type { Route } from './+types/checkout-confirmation';

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `Pedido ${params.number} confirmado · ${APP_NAME}` },
  { name: 'robots', content: 'noindex' },
];

/** The thank-you page after placing an order; the order is read with the token this browser kept. */
export default function CheckoutConfirmation({ params }: Route.ComponentProps) {
  return <OrderConfirmation key={params.number} number={params.number} />;
}
