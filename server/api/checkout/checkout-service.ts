import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AuthUser } from '../../../common/auth/contracts';
import { bankAccountOf, bankTransferMessage, type BankAccount } from '../../../common/checkout/bank-transfer';
import type { CheckoutQuote, CheckoutQuoteBody, PlacedOrder } from '../../../common/checkout/contracts';
import type { PaymentMethod, ShippingMethod } from '../../../common/checkout/pricing';
import type { CouponKind } from '../../../common/coupons/rules';
import { centsToEuros, formatEuros } from '../../../common/money';
import { PAYMENT_WINDOW_MINUTES } from '../../../common/orders/rules';
import type { z } from '../../../common/zod';
import type { Db } from '../../db/client';
import { brands, coupons, orders, payments, productImages, productVariants, products, type OrderRow, type PaymentRow } from '../../db/schema';
import { imageUrl } from '../catalog/product-presenter';
import { NotFoundError } from '../../errors';
import { presentOrder } from '../orders/order-presenter';
import { isHostedProvider, type StorePaymentProvider } from '../../payments/hosted-provider';
import { redirectAnswer, type HostedPaymentOpened } from '../payments/payment-flow';
import { readRunningPromotions, readScopeFacts } from '../campaigns/running-promotions';
import { readStoreSettings } from '../../settings/store-settings';
import { buildQuote, type BuiltQuote, type CartItem, type CouponFacts, type ProductFacts, type VariantFacts } from './quote-builder';

// What the checkout reads: the catalogue of now for the cart's lines, the coupon and the customer's
// history with it, the settings; and the answers shared by the place, confirm and view calls.

type QuoteBody = z.output<typeof CheckoutQuoteBody>;

/** Who is buying: a signed-in customer (by account) or a guest (by e-mail, when known). */
export interface Buyer {
  userId: number | null;
  email: string | null;
}

/** A customer is known by the account and its e-mail (orders placed as a guest with it count too); a guest by the e-mail typed. */
export const buyerOf = (user: AuthUser | undefined | null, email: string | null | undefined): Buyer => {
  const known = user ? user.email : email;
  return { userId: user?.id ?? null, email: known ? known.toLowerCase() : null };
};

export const cartItemsOf = (items: QuoteBody['items']): CartItem[] =>
  items.map((item) => ({ productId: item.product_id, variantId: item.variant_id ?? null, quantity: item.quantity, seenUnitPrice: item.seen_unit_price }));

/** Products and variants of the cart as they are now (deleted, hidden or draft products are not on sale). */
export async function loadCatalogFacts(db: Db, items: readonly CartItem[]) {
  const productIds = [...new Set(items.map((item) => item.productId))];
  const productMap = new Map<number, ProductFacts>();
  const variantMap = new Map<number, VariantFacts>();
  if (productIds.length === 0) return { products: productMap, variants: variantMap };
  // One query after another: inside the place-order transaction they share one connection.
  const productRows = await db
    .select({ product: products, brandName: brands.name })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(products.id, productIds));
  const variantRows = await db.select().from(productVariants).where(inArray(productVariants.productId, productIds));
  const imageRows = await db
    .select()
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.sortOrder), asc(productImages.id));
  for (const { product, brandName } of productRows) {
    const image = imageRows.find((row) => row.productId === product.id);
    productMap.set(product.id, {
      id: product.id,
      name: product.name,
      slug: product.slug,
      sku: product.sku,
      priceCents: product.priceCents,
      salePriceCents: product.salePriceCents,
      stockQuantity: product.stockQuantity,
      onSale: product.status === 'active' && product.visibility === 'visible' && product.deletedAt == null,
      hasVariants: variantRows.some((variant) => variant.productId === product.id),
      brandName: brandName ?? null,
      imageUrl: image ? imageUrl(image, 320) : null,
    });
  }
  for (const variant of variantRows) {
    variantMap.set(variant.id, {
      id: variant.id,
      productId: variant.productId,
      size: variant.size,
      colorName: variant.colorName,
      sku: variant.sku,
      stock: variant.stock,
      priceCents: variant.priceCents,
    });
  }
  return { products: productMap, variants: variantMap };
}

/**
 * Orders of this buyer: a customer's account orders and the guest orders placed with the account's
 * e-mail (so signing in or out does not reset a once-per-customer coupon); a guest's orders without
 * an account by e-mail.
 */
export function buyerOrders(buyer: Buyer) {
  const asGuest = buyer.email ? and(isNull(orders.userId), eq(orders.email, buyer.email)) : undefined;
  if (buyer.userId != null) return asGuest ? or(eq(orders.userId, buyer.userId), asGuest) : eq(orders.userId, buyer.userId);
  return asGuest ?? null;
}

/**
 * The coupon by its code and the buyer's history with it: uses by orders that still hold one (not
 * failed, not cancelled) and earlier orders that count as placed. `lock` takes the coupon's row for
 * the rest of the transaction, so two orders cannot both take the last per-customer use.
 */
export async function loadCouponFacts(db: Db, code: string | null, buyer: Buyer, lock = false): Promise<CouponFacts | null> {
  if (!code) return null;
  const query = db.select().from(coupons).where(sql`upper(${coupons.code}) = ${code.toUpperCase()}`);
  const [coupon] = lock ? await query.for('update') : await query;
  if (!coupon) return null;
  const mine = buyerOrders(buyer);
  let customerUses = 0;
  let customerOrders = 0;
  if (mine) {
    const [counts] = await db
      .select({
        uses: sql<number>`count(*) filter (where ${orders.couponId} = ${coupon.id} and ${orders.status} not in ('payment_failed', 'cancelled'))::int`,
        placed: sql<number>`count(*) filter (where ${orders.status} <> 'payment_failed')::int`,
      })
      .from(orders)
      .where(mine);
    customerUses = Number(counts?.uses ?? 0);
    customerOrders = Number(counts?.placed ?? 0);
  }
  return {
    id: coupon.id,
    customerUses,
    customerOrders,
    terms: {
      code: coupon.code.toUpperCase(),
      kind: coupon.kind as CouponKind,
      value: coupon.value,
      min_order_cents: coupon.minOrderCents,
      starts_at: coupon.startsAt,
      ends_at: coupon.endsAt,
      max_uses: coupon.maxUses,
      max_uses_per_customer: coupon.maxUsesPerCustomer,
      first_order_only: coupon.firstOrderOnly,
      is_active: coupon.isActive,
      used_count: coupon.usedCount,
    },
  };
}

export interface QuoteRequest {
  items: CartItem[];
  province: string | null;
  shippingMethod: ShippingMethod;
  paymentMethod: PaymentMethod | null;
  couponCode: string | null;
  buyer: Buyer;
  /** Card and Bizum as the store's payment provider offers them. */
  gatewayMethods?: readonly PaymentMethod[];
}

/** The quote from the database of now (`lockCoupon` inside the place-order transaction). */
export async function computeQuote(db: Db, request: QuoteRequest, now: Date, lockCoupon = false): Promise<BuiltQuote> {
  // In turn, not at once: `db` may be the place-order transaction, which has one connection.
  const catalog = await loadCatalogFacts(db, request.items);
  const coupon = await loadCouponFacts(db, request.couponCode, request.buyer, lockCoupon);
  const settings = await readStoreSettings(db);
  // The promotions of the same `now`: the quote and the order it places read the same ones.
  const promotions = await readRunningPromotions(db, now);
  const scopeFacts = promotions.length ? await readScopeFacts(db, [...catalog.products.keys()]) : new Map();
  return buildQuote({
    items: request.items,
    products: catalog.products,
    variants: catalog.variants,
    province: request.province,
    shippingMethod: request.shippingMethod,
    paymentMethod: request.paymentMethod,
    couponCode: request.couponCode,
    coupon,
    settings,
    now,
    gatewayMethods: request.gatewayMethods,
    promotions,
    scopeFacts,
  });
}

/** Card and Bizum as the provider offers them: the test gateway both, Redsys both, Stripe card. */
export const gatewayMethodsOf = (provider: StorePaymentProvider): readonly PaymentMethod[] => (isHostedProvider(provider) ? provider.methods : ['card', 'bizum']);

/** How card and Bizum are paid, for the checkout's payment step. */
export function paymentPageOf(provider: StorePaymentProvider): NonNullable<CheckoutQuote['payment_page']> {
  return isHostedProvider(provider) ? { flow: 'hosted', label: provider.label, test_mode: provider.testMode } : { flow: 'direct', label: 'Pasarela de pruebas', test_mode: true };
}

export async function quoteCheckout(db: Db, provider: StorePaymentProvider, body: QuoteBody, user: AuthUser | undefined, now: Date): Promise<CheckoutQuote> {
  const built = await computeQuote(
    db,
    {
      items: cartItemsOf(body.items),
      province: body.destination?.province ?? null,
      shippingMethod: body.shipping_method,
      paymentMethod: body.payment_method ?? null,
      couponCode: body.coupon_code ?? null,
      buyer: buyerOf(user, body.email),
      gatewayMethods: gatewayMethodsOf(provider),
    },
    now,
  );
  return { ...built.quote, payment_page: paymentPageOf(provider) };
}

// ── Answers about a placed order ────────────────────────────────────────────────────────────

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export const ORDER_NOT_FOUND = 'No encontramos ese pedido.';

/** The order behind `number` for the browser holding its token; another account's order is not found. */
export async function findOrderByToken(db: Db, number: string, token: string, user: AuthUser | undefined): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.number, number), eq(orders.accessTokenHash, sha256(token))));
  if (!row || (row.userId != null && user && user.id !== row.userId)) throw new NotFoundError(ORDER_NOT_FOUND);
  return row;
}

export async function lastCharge(db: Db, orderId: number): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.kind, 'charge')))
    .orderBy(sql`${payments.id} desc`)
    .limit(1);
  return row;
}

function dueTime(row: OrderRow): string {
  const due = row.paymentDueAt;
  return due
    ? ` antes de las ${due.toLocaleTimeString('es-ES', { timeZone: 'Europe/Madrid', hour: '2-digit', minute: '2-digit' })}`
    : ` en los próximos ${PAYMENT_WINDOW_MINUTES} minutos`;
}

/** Where the order's payment stands, as the checkout shows it. */
export function paymentAnswer(row: OrderRow, charge: PaymentRow | undefined, account: BankAccount | null = null): PlacedOrder['payment'] {
  const total = formatEuros(centsToEuros(row.totalCents));
  if (row.status === 'payment_failed') {
    return { status: 'failed', message: charge?.failureMessage ?? 'El pago no se ha completado. No se ha cobrado nada.', action: null };
  }
  if (row.paymentStatus === 'paid') {
    return { status: 'succeeded', message: `Pago de ${total} aceptado. Te hemos enviado la confirmación a ${row.email}.`, action: null };
  }
  if (row.status === 'cancelled') return { status: 'failed', message: 'Este pedido está cancelado.', action: null };
  if (row.paymentStatus === 'requires_action') {
    return row.paymentMethod === 'bizum'
      ? {
          status: 'requires_action',
          message: null,
          action: { kind: 'bizum', message: `Acepta el pago de ${total} en la app de tu banco${dueTime(row)}.` },
        }
      : {
          status: 'requires_action',
          message: null,
          action: { kind: 'three_d_secure', message: `Tu banco pide que confirmes el pago de ${total}${dueTime(row)}.` },
        };
  }
  if (row.paymentMethod === 'cash_on_delivery') {
    return {
      status: 'pending',
      message: `Pagarás ${total} (incluye ${formatEuros(centsToEuros(row.paymentFeeCents))} de contra reembolso) al recibir el paquete, en efectivo o con tarjeta.`,
      action: null,
    };
  }
  if (row.paymentMethod === 'bank_transfer') return { status: 'pending', message: bankTransferMessage(row.number, centsToEuros(row.totalCents), account), action: null };
  return { status: 'pending', message: 'Estamos esperando la respuesta del banco. No cierres esta página.', action: null };
}

/** `opened`: the provider's payment page just opened for it (Redsys, Stripe), where the shopper goes next. */
export async function placedOrderAnswer(db: Db, row: OrderRow, orderToken: string, opened?: HostedPaymentOpened): Promise<PlacedOrder> {
  const [order, charge] = await Promise.all([presentOrder(db, row), lastCharge(db, row.id)]);
  const account = row.paymentMethod === 'bank_transfer' ? bankAccountOf(await readStoreSettings(db)) : null;
  if (opened?.redirect && row.status === 'pending_payment') {
    const redirect = redirectAnswer({ ...opened, redirect: opened.redirect });
    return {
      order,
      order_token: orderToken,
      payment: {
        status: 'redirect',
        message: 'Te llevamos a la página de pago segura. Si no se abre sola, pulsa «Ir a la página de pago».',
        action: null,
        redirect,
      },
    };
  }
  return { order, order_token: orderToken, payment: paymentAnswer(row, charge, account) };
}

export async function viewPlacedOrder(db: Db, number: string, token: string, user: AuthUser | undefined): Promise<PlacedOrder> {
  return placedOrderAnswer(db, await findOrderByToken(db, number, token, user), token);
}

export const LOOKUP_NOT_FOUND =
  'No encontramos ningún pedido con ese número y ese email. Revisa los dos; si hiciste el pedido con tu cuenta, entra en ella para verlo.';

/** A guest's order by its number and e-mail (both must match; orders of an account are seen in it). */
export async function lookupGuestOrder(db: Db, number: string, email: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.number, number), eq(orders.email, email.toLowerCase()), isNull(orders.userId)));
  if (!row) throw new NotFoundError(LOOKUP_NOT_FOUND);
  return presentOrder(db, row);
}
