import type { Db } from '../db/client';
import { transaction } from '../db/transaction';
import type { ApiDeps } from '../api/context';
import { computeQuote, placedOrderAnswer } from '../api/checkout/checkout-service';
import {
  checkQuoteHolds,
  CheckoutConflictError,
  claimCouponUse,
  customerActor,
  insertOrder,
  insertOrderLines,
  isUniqueViolation,
  orderTokenFor,
  planCharge,
  quoteRequestOf,
  recordPaymentIntent,
  recordPlaced,
  replay,
  requestHashOf,
  saveAddress,
  StockTakenError,
  takeStock,
  type OrderHashes,
  type PlaceOrderContext,
  type PlaceOrderInput,
  type PlaceOrderResult,
} from '../api/checkout/place-order-steps';
import type { OrderRow } from '../db/schema';
import { chargeDirectly, openHostedPayment, type ChargePlan } from '../api/payments/payment-flow';
import { isHostedProvider } from '../payments/hosted-provider';

// Placing an order (issue 12): one transaction takes the units, the coupon use and the number and
// writes the order; the gateway is asked outside it (a slow bank never holds a row lock) and its
// answer is recorded in a second one. A crash between the two leaves a pending card or Bizum order
// that expireAbandonedPayments gives back after its payment window.

interface Created {
  row: OrderRow;
  paymentId: number | null;
}

/** The one transaction that turns the cart into an order (the steps: api/checkout/place-order-steps.ts). */
async function createOrder(db: Db, deps: Pick<ApiDeps, 'payments'>, body: PlaceOrderInput, context: PlaceOrderContext, plan: ChargePlan | null, hashes: OrderHashes): Promise<Created> {
  const { user, now } = context;
  return transaction(db, async (tx) => {
    const built = await checkQuoteHolds(tx, deps, body, user, now);
    await claimCouponUse(tx, built, body.coupon_code);
    const order = await insertOrder(tx, body, built, context, hashes);
    await insertOrderLines(tx, order, built);
    const actor = customerActor(user, order);
    await takeStock(tx, order, built, actor, now);
    await recordPlaced(tx, order, built, body.payment_method, actor, now);
    if (body.save_address && user) await saveAddress(tx, user.id, body.shipping_address);
    const paymentId = await recordPaymentIntent(tx, deps, order, plan, now);
    return { row: order, paymentId };
  });
}

/**
 * POST /checkout/orders. The same key with the same request answers the same order (also while
 * two identical requests race: the loser of the unique key reads the winner's order); the same
 * key with another request is a 409.
 */
export async function placeOrder(db: Db, deps: Pick<ApiDeps, 'payments'>, body: PlaceOrderInput, context: PlaceOrderContext): Promise<PlaceOrderResult> {
  const { user, now } = context;
  const requestHash = requestHashOf(body, user);
  const key = body.idempotency_key;
  const earlier = await replay(db, deps, key, requestHash, body, user, now);
  if (earlier) return earlier;

  const plan = await planCharge(db, deps, body, user);
  const token = orderTokenFor(key, requestHash);
  let created: Created;
  try {
    created = await createOrder(db, deps, body, context, plan, { request: requestHash, token });
  } catch (err) {
    if (isUniqueViolation(err)) {
      const again = await replay(db, deps, key, requestHash, body, user, now);
      if (again) return again;
    }
    if (err instanceof StockTakenError) {
      const built = await computeQuote(db, quoteRequestOf(body, user, deps.payments), now);
      throw new CheckoutConflictError('Algún producto se acaba de agotar mientras hacías el pedido. Revisa el carrito antes de pagar.', built.quote);
    }
    throw err;
  }

  let row = created.row;
  if (plan && created.paymentId != null) {
    const provider = deps.payments;
    if (isHostedProvider(provider)) {
      const opened = await openHostedPayment(db, provider, row, { id: created.paymentId, method: plan.kind, amountCents: row.totalCents }, { now, idempotencyKey: key });
      return { answer: await placedOrderAnswer(db, opened.row, token, opened), created: true };
    }
    row = await chargeDirectly(db, provider, row, created.paymentId, plan, { now, userId: user?.id ?? null, idempotencyKey: key });
  }
  return { answer: await placedOrderAnswer(db, row, token), created: true };
}
