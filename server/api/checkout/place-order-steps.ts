import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AuthUser } from '../../../common/auth/contracts';
import type { CheckoutQuote, PlaceOrderBody, PlacedOrder } from '../../../common/checkout/contracts';
import { PAYMENT_METHOD_NAMES } from '../../../common/checkout/pricing';
import { centsToEuros, eurosToCents, formatEuros } from '../../../common/money';
import { PAYMENT_WINDOW_MINUTES, formatOrderNumber } from '../../../common/orders/rules';
import type { z } from '../../../common/zod';
import type { Db } from '../../db/client';
import { orderLines, orders, paymentMethods, products, coupons, type OrderRow } from '../../db/schema';
import { madridYear, nextInSequence } from '../../db/sequences';
import { moveStock } from '../../inventory/stock';
import { isHostedProvider, type StorePaymentProvider } from '../../payments/hosted-provider';
import { recordCharge } from '../../payments/ledger';
import { queueOrderMail } from '../../mail/order-mails';
import { createAddress, listAddresses } from '../account/address-service';
import type { ApiDeps } from '../context';
import { ValidationError } from '../../errors';
import { recordOrderEvent, type OrderActor } from '../../timelines/order-timeline';
import { presentOrder } from '../orders/order-presenter';
import { confirmDirectPayment, openHostedPayment, type ChargePlan } from '../payments/payment-flow';
import { buyerOf, cartItemsOf, computeQuote, gatewayMethodsOf, findOrderByToken, lastCharge, placedOrderAnswer, sha256, type QuoteRequest } from './checkout-service';
import type { BuiltQuote } from './quote-builder';

// The steps of placing an order (issue 12), numbered as server/flows/place-order.ts runs them in
// its one transaction; before it, the replay of an attempt already answered and the payment's plan;
// and the shopper's answer to the test gateway's bank.

export type PlaceOrderInput = z.output<typeof PlaceOrderBody>;

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
export class StockTakenError extends Error {}

export interface PlaceOrderContext {
  user: AuthUser | undefined;
  now: Date;
}

export interface OrderHashes {
  /** The request's hash (two attempts with one key must send the same). */
  request: string;
  /** The browser's secret for the order; only its hash is stored. */
  token: string;
}

export interface PlaceOrderResult {
  answer: PlacedOrder;
  /** False when the same attempt was answered again (a retry or a double click). */
  created: boolean;
}

export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return (e?.code ?? e?.cause?.code) === '23505';
}

/** What makes two attempts the same request: the buyer and everything sent but the key. */
export function requestHashOf(body: PlaceOrderInput, user: AuthUser | undefined): string {
  const { idempotency_key: _key, ...rest } = body;
  return sha256(JSON.stringify({ user: user?.id ?? null, body: rest }));
}

/**
 * The browser's secret for this order. Derived from the attempt's key (a random value only that
 * browser has) and the request, so a retry of the same attempt gets the same token back while only
 * its hash is stored.
 */
export function orderTokenFor(idempotencyKey: string, requestHash: string): string {
  return sha256(`order-token:${idempotencyKey}:${requestHash}`);
}

export function quoteRequestOf(body: PlaceOrderInput, user: AuthUser | undefined, provider: StorePaymentProvider): QuoteRequest {
  return {
    gatewayMethods: gatewayMethodsOf(provider),
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

/** Checks what the payment method needs before anything is written (422 per field). */
export async function planCharge(db: Db, deps: Pick<ApiDeps, 'payments'>, body: PlaceOrderInput, user: AuthUser | undefined): Promise<ChargePlan | null> {
  const payment = body.payment;
  const provider = deps.payments;
  if (isHostedProvider(provider) && (body.payment_method === 'card' || body.payment_method === 'bizum')) {
    // The shopper pays on the provider's page: the store takes no card data, token or phone.
    if (!provider.methods.includes(body.payment_method)) {
      throw new ValidationError({ payment_method: [`${PAYMENT_METHOD_NAMES[body.payment_method]} no está disponible en esta tienda. Elige otro método de pago.`] });
    }
    if (payment.saved_card_id || payment.card_token) {
      throw new ValidationError({ 'payment.card_token': [`La tarjeta se escribe en la página segura de ${provider.label}, no en la tienda.`] });
    }
    return { kind: body.payment_method, saveCard: false };
  }
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
  if (isHostedProvider(provider)) throw new ValidationError({ payment_method: ['Este método de pago no está disponible.'] });
  const details = await provider.cardDetails(payment.card_token);
  if (!details) throw new ValidationError({ 'payment.card_token': ['No reconocemos esta tarjeta. Vuelve a introducir sus datos.'] });
  return {
    kind: 'card',
    token: details.token,
    card: { brand: details.brand, last4: details.last4, expMonth: details.expMonth, expYear: details.expYear },
    saveCard: Boolean(payment.save_card && user),
  };
}

export async function saveAddress(tx: Db, userId: number, address: PlaceOrderInput['shipping_address']): Promise<void> {
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

/** The products of an order sold as personalised or made to measure (their lines cannot be returned). */
async function personalisedProducts(tx: Db, productIds: number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await tx.select({ id: products.id }).from(products).where(and(inArray(products.id, productIds), eq(products.isPersonalised, true)));
  return new Set(rows.map((row) => row.id));
}

/** 1. The quote again, inside the transaction: it must still be placeable at the total the shopper saw (else 409 with the quote of now). */
export async function checkQuoteHolds(tx: Db, deps: Pick<ApiDeps, 'payments'>, body: PlaceOrderInput, user: AuthUser | undefined, now: Date): Promise<BuiltQuote> {
  const built = await computeQuote(tx, quoteRequestOf(body, user, deps.payments), now, true);
  const expectedCents = eurosToCents(body.expected_total);
  if (!built.quote.can_place || built.totals.totalCents !== expectedCents) {
    throw new CheckoutConflictError(conflictMessage(built, expectedCents, body), built.quote);
  }
  return built;
}

/** 2. One use of the coupon, only while it has uses left (else 409: it ran out meanwhile). */
export async function claimCouponUse(tx: Db, built: BuiltQuote, couponCode: string | null | undefined): Promise<void> {
  if (built.couponId == null) return;
  const counted = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(and(eq(coupons.id, built.couponId), sql`(${coupons.maxUses} is null or ${coupons.usedCount} < ${coupons.maxUses})`))
    .returning({ id: coupons.id });
  if (counted.length === 0) throw new CheckoutConflictError(`El cupón ${couponCode} se acaba de agotar. Revisa el total antes de pagar.`, built.quote);
}

/** 3. The order's number and row, pending payment, with the quote's totals. */
export async function insertOrder(tx: Db, body: PlaceOrderInput, built: BuiltQuote, context: PlaceOrderContext, hashes: OrderHashes): Promise<OrderRow> {
  const { user, now } = context;
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
      promotionCents: totals.promotionCents,
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
  return row!;
}

/** 4. The order's lines as priced, each marked when its product is personalised (it cannot be returned). */
export async function insertOrderLines(tx: Db, order: OrderRow, built: BuiltQuote): Promise<void> {
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
      // After the line's automatic promotion: invoices, VAT and refunds read what was paid.
      promotionCents: line.promotionCents,
      promotionLabel: line.promotionLabel,
      lineTotalCents: line.unitPriceCents * line.quantity - line.promotionCents,
      vatRate: built.totals.vatRate,
      isPersonalised: personalised.has(line.product_id),
    })),
  );
}

/** The shopper who placed the order, as the stock journal and the timeline name them. */
export function customerActor(user: AuthUser | undefined, order: OrderRow): OrderActor {
  return { kind: 'customer', id: user?.id ?? null, name: order.customerName };
}

/**
 * 5. Each variant's units only if they are still there: concurrent orders queue on the row and
 * the loser finds fewer units (StockTakenError → 409 with the quote of now; the transaction and
 * its order go, leaving a gap in the order numbers).
 */
export async function takeStock(tx: Db, order: OrderRow, built: BuiltQuote, actor: OrderActor, now: Date): Promise<void> {
  for (const line of built.lines) {
    const left = await moveStock(tx, { variantId: line.variant_id, productId: line.product_id, delta: -line.quantity, reason: 'sold', orderId: order.id, actor, now });
    if (left == null) throw new StockTakenError();
  }
}

/** 6. The timeline's first line: what was ordered, for how much, paid how. */
export async function recordPlaced(tx: Db, order: OrderRow, built: BuiltQuote, paymentMethod: PlaceOrderInput['payment_method'], actor: OrderActor, now: Date): Promise<void> {
  const units = built.lines.reduce((sum, line) => sum + line.quantity, 0);
  await recordOrderEvent(tx, order.id, {
    kind: 'placed',
    toStatus: 'pending_payment',
    message: `Pedido hecho: ${units} ${units === 1 ? 'artículo' : 'artículos'}, ${formatEuros(centsToEuros(order.totalCents))}, pago con ${PAYMENT_METHOD_NAMES[paymentMethod].toLowerCase()}.`,
    actor,
    now,
  });
}

/**
 * 7. A card or Bizum order gets its pending charge in the ledger (the gateway is asked after the
 * transaction); cash on delivery and bank transfer are confirmed now and paid later, with the
 * confirmation e-mail. Answers the charge's id, if any.
 */
export async function recordPaymentIntent(tx: Db, deps: Pick<ApiDeps, 'payments'>, order: OrderRow, plan: ChargePlan | null, now: Date): Promise<number | null> {
  if (plan) {
    return recordCharge(tx, {
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
  }
  await queueOrderMail(tx, await presentOrder(tx, order), 'confirmation');
  return null;
}

export async function replay(db: Db, deps: Pick<ApiDeps, 'payments'>, key: string, requestHash: string, body: PlaceOrderInput, user: AuthUser | undefined, now: Date): Promise<PlaceOrderResult | null> {
  const [existing] = await db.select().from(orders).where(eq(orders.idempotencyKey, key));
  if (!existing) return null;
  if (existing.requestHash !== requestHash) {
    const built = await computeQuote(db, quoteRequestOf(body, user, deps.payments), now);
    throw new CheckoutConflictError('Este intento de pago ya se usó para otro pedido. Vuelve a revisar el pedido y confírmalo de nuevo.', built.quote);
  }
  const token = orderTokenFor(key, requestHash);
  const provider = deps.payments;
  if (isHostedProvider(provider) && existing.status === 'pending_payment') {
    // The same attempt again (a retry after a lost answer): the same provider page.
    const charge = await lastCharge(db, existing.id);
    if (charge && charge.provider === provider.id && charge.status === 'pending') {
      const opened = await openHostedPayment(db, provider, existing, charge, { now, idempotencyKey: key });
      return { answer: await placedOrderAnswer(db, opened.row, token, opened), created: false };
    }
  }
  return { answer: await placedOrderAnswer(db, existing, token), created: false };
}

/** POST /checkout/orders/{number}/payment: the shopper's answer to the test gateway's bank (3-D Secure, Bizum). */
export async function confirmOrderPayment(
  db: Db,
  deps: Pick<ApiDeps, 'payments'>,
  input: { number: string; token: string; approve: boolean },
  context: PlaceOrderContext,
): Promise<PlacedOrder> {
  const row = await findOrderByToken(db, input.number, input.token, context.user);
  const updated = await confirmDirectPayment(db, deps.payments, row, await lastCharge(db, row.id), input.approve, context.now);
  return placedOrderAnswer(db, updated, input.token);
}
