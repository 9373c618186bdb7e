import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AuthUser } from '../../../common/auth/contracts';
import type { CheckoutQuote, PlaceOrderBody, PlacedOrder } from '../../../common/checkout/contracts';
import { PAYMENT_METHOD_NAMES } from '../../../common/checkout/pricing';
import { centsToEuros, eurosToCents, formatEuros } from '../../../common/money';
import { CARD_BRAND_NAMES } from '../../../common/payments/test-gateway';
import { PAYMENT_WINDOW_MINUTES, formatOrderNumber } from '../../../common/orders/rules';
import type { z } from '../../../common/zod';
import type { Db } from '../../db/client';
import { orderLines, orders, paymentMethods, products, coupons, type OrderRow } from '../../db/schema';
import { madridYear, nextInSequence } from '../../db/sequences';
import { moveStock } from '../../inventory/stock';
import { recordCharge, recordChargeAnswer, recordSavedCard, requestRefund, settleRefund } from '../../payments/ledger';
import { queueOrderMail } from '../../mail/order-mails';
import type { ChargeResult, PaymentProvider } from '../../payments/provider';
import { createAddress, listAddresses } from '../account/address-service';
import type { ApiDeps } from '../context';
import { ConflictError, ValidationError } from '../errors';
import { PAYMENT_EXPIRED_MESSAGE, failOrderPayment, markOrderPaid, recordOrderEvent, type OrderActor } from '../orders/lifecycle';
import { presentOrder } from '../orders/order-presenter';
import { buyerOf, cartItemsOf, computeQuote, findOrderByToken, lastCharge, placedOrderAnswer, sha256, type QuoteRequest } from './checkout-service';
import type { BuiltQuote } from './quote-builder';

// Placing an order (issue 12): one transaction takes the units, the coupon use and the number and
// writes the order; the gateway is asked outside it (a slow bank never holds a row lock) and its
// answer is recorded in a second one. A crash between the two leaves a pending card or Bizum order
// that expireAbandonedPayments gives back after its payment window.

type PlaceOrderInput = z.output<typeof PlaceOrderBody>;

/** 409 with the quote of now: the page shows what changed before the shopper pays. */
export class CheckoutConflictError extends Error {
  constructor(
    message: string,
    readonly quote: CheckoutQuote,
  ) {
    super(message);
  }
}

/** A conditional stock update found fewer units than the quote read a moment before (another order took them). */
class StockTakenError extends Error {}

export interface PlaceOrderContext {
  user: AuthUser | undefined;
  now: Date;
}

export interface PlaceOrderResult {
  answer: PlacedOrder;
  /** False when the same attempt was answered again (a retry or a double click). */
  created: boolean;
}

const asDb = (tx: unknown) => tx as Db;

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return (e?.code ?? e?.cause?.code) === '23505';
}


/** What makes two attempts the same request: the buyer and everything sent but the key. */
function requestHashOf(body: PlaceOrderInput, user: AuthUser | undefined): string {
  const { idempotency_key: _key, ...rest } = body;
  return sha256(JSON.stringify({ user: user?.id ?? null, body: rest }));
}

/**
 * The browser's secret for this order. Derived from the attempt's key (a random value only that
 * browser has) and the request, so a retry of the same attempt gets the same token back while only
 * its hash is stored.
 */
function orderTokenFor(idempotencyKey: string, requestHash: string): string {
  return sha256(`order-token:${idempotencyKey}:${requestHash}`);
}

function quoteRequestOf(body: PlaceOrderInput, user: AuthUser | undefined): QuoteRequest {
  return {
    items: cartItemsOf(body.items),
    province: body.shipping_address.province,
    shippingMethod: body.shipping_method,
    paymentMethod: body.payment_method,
    couponCode: body.coupon_code ?? null,
    buyer: buyerOf(user, body.email),
  };
}

function conflictMessage(built: BuiltQuote, expectedCents: number, body: PlaceOrderInput): string {
  const { quote } = built;
  if (quote.lines.some((line) => line.changes.includes('unavailable'))) return 'Algún producto del carrito ya no está a la venta. Revisa el carrito antes de pagar.';
  if (quote.lines.some((line) => line.quantity < line.requested_quantity)) {
    return 'Algún producto ya no tiene stock suficiente. Hemos marcado lo que queda: revisa el carrito antes de pagar.';
  }
  if (!quote.shipping_options.find((option) => option.method === body.shipping_method)?.available) {
    return 'El envío exprés solo llega a la península. Elige el envío estándar.';
  }
  const payment = quote.payment_options.find((option) => option.method === body.payment_method);
  if (!payment?.available) return `${payment?.name ?? 'Ese método de pago'}: ${payment?.description ?? 'no está disponible.'} Elige otro método de pago.`;
  const now = formatEuros(centsToEuros(built.totals.totalCents));
  const before = formatEuros(centsToEuros(expectedCents));
  if (quote.coupon && !quote.coupon.valid) return `El cupón ${quote.coupon.code} ya no se puede usar: ${quote.coupon.message} El total ahora es ${now} (antes ${before}).`;
  return `El total ha cambiado desde que lo revisaste: ahora es ${now} (antes ${before}). Revísalo antes de pagar.`;
}

interface ChargePlan {
  kind: 'card' | 'bizum';
  token?: string;
  phone?: string;
  card?: { brand: string; last4: string; expMonth: number; expYear: number };
  /** Keep the card in the customer's account once the bank accepts it. */
  saveCard: boolean;
}

/** Checks what the payment method needs before anything is written (422 per field). */
async function planCharge(db: Db, deps: Pick<ApiDeps, 'payments'>, body: PlaceOrderInput, user: AuthUser | undefined): Promise<ChargePlan | null> {
  const payment = body.payment;
  if (body.payment_method === 'bizum') {
    if (!payment.bizum_phone) throw new ValidationError({ 'payment.bizum_phone': ['Indica el móvil de Bizum.'] });
    return { kind: 'bizum', phone: payment.bizum_phone, saveCard: false };
  }
  if (body.payment_method !== 'card') return null;
  if (payment.card_token && payment.saved_card_id) {
    throw new ValidationError({ 'payment.card_token': ['Elige una tarjeta guardada o introduce una nueva, no las dos.'] });
  }
  if (payment.saved_card_id) {
    const saved = user
      ? (await db.select().from(paymentMethods).where(and(eq(paymentMethods.id, payment.saved_card_id), eq(paymentMethods.userId, user.id))))[0]
      : undefined;
    if (!saved) throw new ValidationError({ 'payment.saved_card_id': ['Esta tarjeta no está guardada en tu cuenta.'] });
    return { kind: 'card', token: saved.token, card: { brand: saved.brand, last4: saved.last4, expMonth: saved.expMonth, expYear: saved.expYear }, saveCard: false };
  }
  if (!payment.card_token) throw new ValidationError({ 'payment.card_token': ['Introduce los datos de la tarjeta.'] });
  const details = await deps.payments.cardDetails(payment.card_token);
  if (!details) throw new ValidationError({ 'payment.card_token': ['No reconocemos esta tarjeta. Vuelve a introducir sus datos.'] });
  return {
    kind: 'card',
    token: details.token,
    card: { brand: details.brand, last4: details.last4, expMonth: details.expMonth, expYear: details.expYear },
    saveCard: Boolean(payment.save_card && user),
  };
}

async function saveAddress(tx: Db, userId: number, address: PlaceOrderInput['shipping_address']): Promise<void> {
  const book = await listAddresses(tx, userId);
  const same = book.some(
    (saved) =>
      saved.recipient_name === address.recipient_name &&
      saved.street === address.street &&
      saved.postal_code === address.postal_code &&
      saved.city === address.city &&
      saved.province === address.province &&
      saved.phone === address.phone,
  );
  // The address book holds 20 at most: a full book is left as it is (the order keeps its own copy).
  if (same || book.length >= 20) return;
  await createAddress(tx, userId, { label: null, ...address, is_default: false });
}

function cardLabel(card: { brand?: string | null; last4?: string | null } | undefined): string {
  if (!card?.last4) return 'tarjeta';
  const brand = card.brand ? (CARD_BRAND_NAMES[card.brand] ?? card.brand) : null;
  return `tarjeta${brand ? ` ${brand}` : ''} ···${card.last4}`;
}

/** The products of an order sold as personalised or made to measure (their lines cannot be returned). */
async function personalisedProducts(tx: Db, productIds: number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await tx.select({ id: products.id }).from(products).where(and(inArray(products.id, productIds), eq(products.isPersonalised, true)));
  return new Set(rows.map((row) => row.id));
}

interface Created {
  row: OrderRow;
  paymentId: number | null;
}

/** The one transaction that turns the cart into an order (see the file's comment). */
async function createOrder(
  db: Db,
  deps: Pick<ApiDeps, 'payments'>,
  body: PlaceOrderInput,
  context: PlaceOrderContext,
  plan: ChargePlan | null,
  hashes: { request: string; token: string },
): Promise<Created> {
  const { user, now } = context;
  return db.transaction(async (txRaw) => {
    const tx = asDb(txRaw);
    const built = await computeQuote(tx, quoteRequestOf(body, user), now, true);
    const expectedCents = eurosToCents(body.expected_total);
    if (!built.quote.can_place || built.totals.totalCents !== expectedCents) {
      throw new CheckoutConflictError(conflictMessage(built, expectedCents, body), built.quote);
    }

    if (built.couponId != null) {
      const counted = await tx
        .update(coupons)
        .set({ usedCount: sql`${coupons.usedCount} + 1` })
        .where(and(eq(coupons.id, built.couponId), sql`(${coupons.maxUses} is null or ${coupons.usedCount} < ${coupons.maxUses})`))
        .returning({ id: coupons.id });
      if (counted.length === 0) throw new CheckoutConflictError(`El cupón ${body.coupon_code} se acaba de agotar. Revisa el total antes de pagar.`, built.quote);
    }

    const number = formatOrderNumber(madridYear(now), await nextInSequence(tx, 'order_number_seq'));
    const address = body.shipping_address;
    const paysNow = body.payment_method === 'card' || body.payment_method === 'bizum';
    const { totals } = built;
    const [row] = await tx
      .insert(orders)
      .values({
        number,
        userId: user?.id ?? null,
        email: body.email,
        customerName: user?.name ?? address.recipient_name,
        phone: address.phone,
        status: 'pending_payment',
        paymentMethod: body.payment_method,
        paymentStatus: 'pending',
        shippingMethod: body.shipping_method,
        shippingZone: built.zone,
        shippingAddress: { ...address },
        subtotalCents: totals.subtotalCents,
        discountCents: totals.discountCents,
        shippingCents: totals.shippingCents,
        paymentFeeCents: totals.paymentFeeCents,
        vatExemptionCents: totals.vatExemptionCents,
        totalCents: totals.totalCents,
        vatCents: totals.vatCents,
        vatRate: totals.vatRate,
        couponId: built.couponId,
        couponCode: built.couponId != null ? (built.quote.coupon?.code ?? null) : null,
        customerNote: body.customer_note || null,
        invoiceRecipient: body.invoice_recipient ?? null,
        idempotencyKey: body.idempotency_key,
        accessTokenHash: sha256(hashes.token),
        requestHash: hashes.request,
        paymentDueAt: paysNow ? new Date(now.getTime() + PAYMENT_WINDOW_MINUTES * 60_000) : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const order = row!;

    const personalised = await personalisedProducts(tx, built.lines.map((line) => line.product_id));
    await tx.insert(orderLines).values(
      built.lines.map((line) => ({
        orderId: order.id,
        productId: line.product_id,
        variantId: line.variant_id,
        productName: line.product_name,
        productSlug: line.product_slug,
        brandName: line.brand_name,
        size: line.size,
        colorName: line.color_name,
        sku: line.sku,
        imageUrl: line.image_url,
        unitPriceCents: line.unitPriceCents,
        listPriceCents: line.listPriceCents,
        quantity: line.quantity,
        lineTotalCents: line.unitPriceCents * line.quantity,
        vatRate: totals.vatRate,
        isPersonalised: personalised.has(line.product_id),
      })),
    );

    // Each variant's units only if they are still there: concurrent orders queue on the row and
    // the loser finds fewer units (StockTakenError → 409 with the quote of now; the transaction and
    // its order go, leaving a gap in the order numbers).
    const actor: OrderActor = { kind: 'customer', id: user?.id ?? null, name: order.customerName };
    for (const line of built.lines) {
      const left = await moveStock(tx, { variantId: line.variant_id, productId: line.product_id, delta: -line.quantity, reason: 'sold', orderId: order.id, actor, now });
      if (left == null) throw new StockTakenError();
    }

    const units = built.lines.reduce((sum, line) => sum + line.quantity, 0);
    await recordOrderEvent(tx, order.id, {
      kind: 'placed',
      toStatus: 'pending_payment',
      message: `Pedido hecho: ${units} ${units === 1 ? 'artículo' : 'artículos'}, ${formatEuros(centsToEuros(order.totalCents))}, pago con ${PAYMENT_METHOD_NAMES[body.payment_method].toLowerCase()}.`,
      actor,
      now,
    });

    if (body.save_address && user) await saveAddress(tx, user.id, address);

    let paymentId: number | null = null;
    if (plan) {
      paymentId = await recordCharge(tx, {
        orderId: order.id,
        method: plan.kind,
        provider: deps.payments.id,
        status: 'pending',
        amountCents: order.totalCents,
        cardBrand: plan.card?.brand,
        cardLast4: plan.card?.last4,
        bizumPhone: plan.phone,
        now,
      });
    } else {
      // Cash on delivery and bank transfer: the order is confirmed now and paid later.
      await queueOrderMail(tx, await presentOrder(tx, order), 'confirmation');
    }
    return { row: order, paymentId };
  });
}

/**
 * Records the gateway's answer for the order's open charge: paid (with the confirmation e-mail),
 * waiting for the shopper's confirmation, or failed (stock and coupon back). In its own
 * transaction; money the bank took for an order that had meanwhile expired is refunded after it.
 */
async function recordChargeOutcome(
  db: Db,
  orderId: number,
  paymentId: number,
  result: ChargeResult,
  context: { now: Date; saveCardFor: number | null; plan: ChargePlan | null; gateway: PaymentProvider },
): Promise<OrderRow> {
  const { now } = context;
  const { row: answered, lateRefundId } = await db.transaction(async (txRaw) => {
    const tx = asDb(txRaw);
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    const row = order!;
    const charge = await recordChargeAnswer(tx, paymentId, result, now);
    // The window passed (or the order was cancelled) while the bank answered: the order stays as it
    // is, and money taken for it goes straight back.
    if (row.status !== 'pending_payment') {
      if (result.status !== 'succeeded') return { row, lateRefundId: null };
      const refund = await requestRefund(tx, {
        orderId: row.id,
        amountCents: charge.amountCents,
        key: `refund:late:${row.number}:${charge.id}`,
        charge,
        method: charge.method,
        gatewayId: context.gateway.id,
        now,
      });
      await recordOrderEvent(tx, row.id, {
        kind: 'refund',
        message: `El banco aceptó el pago cuando el pedido ya estaba anulado: lo devolvemos (${formatEuros(centsToEuros(charge.amountCents))}).`,
        actor: { kind: 'system' },
        now,
      });
      return { row, lateRefundId: refund.id };
    }

    const how = charge.method === 'bizum' ? 'Bizum' : cardLabel({ brand: charge.cardBrand, last4: charge.cardLast4 });
    if (result.status === 'succeeded') {
      const paid = await markOrderPaid(tx, row, { kind: 'system' }, now);
      await recordOrderEvent(tx, row.id, {
        kind: 'payment',
        fromStatus: 'pending_payment',
        toStatus: 'paid',
        message: `Pago de ${formatEuros(centsToEuros(row.totalCents))} con ${how} aceptado.`,
        actor: { kind: 'system' },
        now,
      });
      await saveCard(tx, context, now);
      await queueOrderMail(tx, await presentOrder(tx, paid), 'confirmation');
      return { row: paid, lateRefundId: null };
    }
    if (result.status === 'requires_action') {
      const [waiting] = await tx.update(orders).set({ paymentStatus: 'requires_action', updatedAt: now }).where(eq(orders.id, row.id)).returning();
      await recordOrderEvent(tx, row.id, {
        kind: 'payment',
        message:
          charge.method === 'bizum'
            ? `Petición de pago enviada por Bizum al móvil terminado en ${charge.bizumPhone ?? '····'}.`
            : `El banco pide confirmar el pago con ${how} (3-D Secure).`,
        actor: { kind: 'system' },
        now,
      });
      await saveCard(tx, context, now);
      return { row: waiting!, lateRefundId: null };
    }
    await failOrderPayment(tx, row, `Pago no completado: ${result.message}`, now);
    const [failed] = await tx.select().from(orders).where(eq(orders.id, row.id));
    return { row: failed!, lateRefundId: null };
  });
  if (lateRefundId != null) await settleRefund(db, context.gateway, lateRefundId, now);
  return answered;
}

/** `save_card`: the tokenised card goes to the customer's saved cards (the first one becomes the default). */
async function saveCard(tx: Db, context: { saveCardFor: number | null; plan: ChargePlan | null; gateway: PaymentProvider }, now: Date): Promise<void> {
  const { plan, saveCardFor: userId } = context;
  if (userId == null || !plan?.saveCard || !plan.token || !plan.card) return;
  await recordSavedCard(tx, { userId, provider: context.gateway.id, card: { token: plan.token, ...plan.card }, makeDefault: false, now });
}

async function replay(db: Db, key: string, requestHash: string, body: PlaceOrderInput, user: AuthUser | undefined, now: Date): Promise<PlaceOrderResult | null> {
  const [existing] = await db.select().from(orders).where(eq(orders.idempotencyKey, key));
  if (!existing) return null;
  if (existing.requestHash !== requestHash) {
    const built = await computeQuote(db, quoteRequestOf(body, user), now);
    throw new CheckoutConflictError('Este intento de pago ya se usó para otro pedido. Vuelve a revisar el pedido y confírmalo de nuevo.', built.quote);
  }
  return { answer: await placedOrderAnswer(db, existing, orderTokenFor(key, requestHash)), created: false };
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
  const earlier = await replay(db, key, requestHash, body, user, now);
  if (earlier) return earlier;

  const plan = await planCharge(db, deps, body, user);
  const token = orderTokenFor(key, requestHash);
  let created: Created;
  try {
    created = await createOrder(db, deps, body, context, plan, { request: requestHash, token });
  } catch (err) {
    if (isUniqueViolation(err)) {
      const again = await replay(db, key, requestHash, body, user, now);
      if (again) return again;
    }
    if (err instanceof StockTakenError) {
      const built = await computeQuote(db, quoteRequestOf(body, user), now);
      throw new CheckoutConflictError('Algún producto se acaba de agotar mientras hacías el pedido. Revisa el carrito antes de pagar.', built.quote);
    }
    throw err;
  }

  let row = created.row;
  if (plan && created.paymentId != null) {
    const request = { amountCents: row.totalCents, description: row.number, idempotencyKey: `charge:${key}` };
    let result: ChargeResult;
    try {
      result = plan.kind === 'card' ? await deps.payments.chargeCard({ ...request, token: plan.token! }) : await deps.payments.chargeBizum({ ...request, phone: plan.phone! });
    } catch {
      result = { status: 'failed', code: 'timeout', message: 'No hemos podido contactar con el banco. No se ha cobrado nada: vuelve a intentarlo en unos minutos.' };
    }
    row = await recordChargeOutcome(db, row.id, created.paymentId, result, { now, saveCardFor: user?.id ?? null, plan, gateway: deps.payments });
  }
  return { answer: await placedOrderAnswer(db, row, token), created: true };
}

/**
 * POST /checkout/orders/{number}/payment: the shopper's answer to the bank (3-D Secure, Bizum).
 * An order already paid answers as it is (a repeated click); after the window the order expires
 * (stock back) and the answer is a 409.
 */
export async function confirmOrderPayment(
  db: Db,
  deps: Pick<ApiDeps, 'payments'>,
  input: { number: string; token: string; approve: boolean },
  context: PlaceOrderContext,
): Promise<PlacedOrder> {
  const { user, now } = context;
  const row = await findOrderByToken(db, input.number, input.token, user);
  if (row.paymentStatus === 'paid') return placedOrderAnswer(db, row, input.token);
  if (row.status === 'payment_failed') {
    throw new ConflictError('Este pago ya no se puede completar y no se ha cobrado nada. Vuelve a hacer el pedido desde el carrito.');
  }
  if (row.status !== 'pending_payment' || row.paymentStatus !== 'requires_action') throw new ConflictError('Este pedido no está esperando la confirmación de un pago.');
  if (row.paymentDueAt && now > row.paymentDueAt) {
    await db.transaction(async (txRaw) => {
      const tx = asDb(txRaw);
      const [locked] = await tx.select().from(orders).where(eq(orders.id, row.id)).for('update');
      if (locked) await failOrderPayment(tx, locked, PAYMENT_EXPIRED_MESSAGE, now);
    });
    throw new ConflictError(
      `Ha pasado el plazo de ${PAYMENT_WINDOW_MINUTES} minutos para confirmar el pago: hemos anulado el pedido y no se ha cobrado nada. Vuelve a hacer el pedido desde el carrito.`,
    );
  }
  const charge = await lastCharge(db, row.id);
  if (!charge?.providerReference || charge.status !== 'requires_action') throw new ConflictError('Este pedido no está esperando la confirmación de un pago.');
  let result: ChargeResult;
  try {
    result = await deps.payments.confirm(charge.providerReference, input.approve);
  } catch {
    result = { status: 'failed', code: 'timeout', message: 'No hemos podido contactar con el banco. No se ha cobrado nada.' };
  }
  // A second 'requires_action' is not an answer: the order keeps waiting.
  const updated = result.status === 'requires_action' ? row : await recordChargeOutcome(db, row.id, charge.id, result, { now, saveCardFor: null, plan: null, gateway: deps.payments });
  return placedOrderAnswer(db, updated, input.token);
}
