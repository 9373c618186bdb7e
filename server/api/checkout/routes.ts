import { success } from '../../../common/api/replies';
import { checkoutEndpoints as endpoints } from '../../../common/checkout/endpoints';
import { countOrderPlaced } from '../../observability/metrics';
import type { ApiApp, ApiDeps } from '../context';
import { limitPublicWrite } from '../payments/public-rate-limit';
import { AlternateReply, serve } from '../route-kit';
import { lookupGuestOrder, quoteCheckout, viewPlacedOrder } from './checkout-service';
import { CheckoutConflictError, confirmOrderPayment } from './place-order-steps';
import { placeOrder } from '../../flows/place-order';

/** /api/checkout/*: the quote, placing the order, the bank's confirmation; /api/orders/lookup for guests. */
export function registerCheckoutRoutes(app: ApiApp, deps: ApiDeps) {
  const db = deps.database.db;

  serve(app, deps, endpoints['POST /checkout/quote'], async ({ body }, c) => success(await quoteCheckout(db, deps.payments, body, c.get('auth')?.user, deps.now())));

  serve(app, deps, endpoints['POST /checkout/orders'], async ({ body }, c) => {
    try {
      const { answer, created } = await placeOrder(db, deps, body, { user: c.get('auth')?.user, now: deps.now() });
      if (created) countOrderPlaced(body.payment_method, answer.payment.status);
      return success(answer);
    } catch (err) {
      if (err instanceof CheckoutConflictError) {
        countOrderPlaced(body.payment_method, 'conflict');
        return new AlternateReply(409, { message: err.message, quote: err.quote });
      }
      throw err;
    }
  });

  serve(app, deps, endpoints['POST /checkout/orders/{number}/payment'], async ({ params, body }, c) =>
    success(
      await confirmOrderPayment(db, deps, { number: params.number, token: body.order_token, approve: body.approve }, { user: c.get('auth')?.user, now: deps.now() }),
    ),
  );

  serve(app, deps, endpoints['POST /checkout/orders/{number}/view'], async ({ params, body }, c) =>
    success(await viewPlacedOrder(db, params.number, body.order_token, c.get('auth')?.user)),
  );

  serve(app, deps, endpoints['POST /orders/lookup'], async ({ body }, c) => {
    await limitPublicWrite(db, 'orderLookup', deps.clientIp(c), deps.now());
    return success(await lookupGuestOrder(db, body.number, body.email));
  });
}
