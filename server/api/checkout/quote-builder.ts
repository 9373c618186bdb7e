import type { CheckoutQuote, QuoteLine } from '../../../common/checkout/contracts';
import { applyPromotions, type RunningPromotion } from '../../../common/campaigns/promotions';
import type { ScopeFacts } from '../../../common/campaigns/rules';
import { acceptsBankTransfer } from '../../../common/checkout/bank-transfer';
import {
  PAYMENT_METHODS,
  PAYMENT_METHOD_NAMES,
  SHIPPING_METHOD_NAMES,
  quoteTotals,
  shippingOptions,
  type PaymentMethod,
  type PricingSettings,
  type ShippingMethod,
  type Totals,
} from '../../../common/checkout/pricing';
import { shippingZoneOf, type ShippingZone } from '../../../common/checkout/zones';
import { pricesOf, unitPrice } from '../../../common/cart/pricing';
import { COUPON_NOT_FOUND, checkCoupon, couponBenefit, type CouponTerms } from '../../../common/coupons/rules';
import { centsToEuros, eurosToCents, formatEuros } from '../../../common/money';
import type { StoreSettings } from '../../../common/settings/contracts';

// The checkout's quote, pure: what was read from the database (products, variants, coupon, the
// customer's history, settings, the automatic promotions running) in, the lines with their changes
// and promotions, the options and the totals out. The quote endpoint and the place-order
// transaction both build it, so they cannot disagree.
//
// Order of the money (decision record 20): each line is priced, the automatic promotions take their
// part off the lines (a line's total is after its promotion), the coupon applies to the subtotal
// left, and free shipping — by the store's threshold or a promotion's — counts the goods after both.

export interface CartItem {
  productId: number;
  variantId: number | null;
  quantity: number;
  /** Euros, as the cart showed it. */
  seenUnitPrice?: number | undefined;
}

export interface ProductFacts {
  id: number;
  name: string;
  slug: string;
  sku: string;
  priceCents: number;
  salePriceCents: number | null;
  stockQuantity: number;
  /** Active, visible and not deleted. */
  onSale: boolean;
  hasVariants: boolean;
  brandName: string | null;
  imageUrl: string | null;
}

export interface VariantFacts {
  id: number;
  productId: number;
  size: string;
  colorName: string;
  sku: string;
  stock: number;
  priceCents: number | null;
}

export interface CouponFacts {
  id: number;
  terms: CouponTerms;
  /** This customer's earlier orders with the coupon that still hold a use. */
  customerUses: number;
  /** This customer's earlier orders that count as placed. */
  customerOrders: number;
}

export interface QuoteInput {
  items: readonly CartItem[];
  products: ReadonlyMap<number, ProductFacts>;
  variants: ReadonlyMap<number, VariantFacts>;
  province: string | null;
  shippingMethod: ShippingMethod;
  paymentMethod: PaymentMethod | null;
  couponCode: string | null;
  /** Null when the code does not exist. */
  coupon: CouponFacts | null;
  settings: QuoteSettings;
  now: Date;
  /** Card and Bizum as the payment provider offers them (Stripe: card only); both when absent. */
  gatewayMethods?: readonly PaymentMethod[];
  /** The automatic promotions running at `now` (server/api/campaigns/running-promotions.ts). */
  promotions: readonly RunningPromotion[];
  /** What the promotions' scopes read of the cart's products (category with its ancestors, brand). */
  scopeFacts: ReadonlyMap<number, ScopeFacts>;
}

/** The settings a quote reads: the prices' and whether the store takes transfers. */
export type QuoteSettings = PricingSettings & Pick<StoreSettings, 'bank_transfer_iban'>;

/** A quote line with its cents, for the place-order transaction. */
export interface PricedLine extends QuoteLine {
  unitPriceCents: number;
  listPriceCents: number;
  /** What the line's automatic promotion took off (0 without one); `line_total` is after it. */
  promotionCents: number;
  promotionLabel: string | null;
}

export interface BuiltQuote {
  quote: CheckoutQuote;
  lines: PricedLine[];
  zone: ShippingZone;
  totals: Totals;
  /** The coupon that applies (valid), else null. */
  couponId: number | null;
}

/**
 * Cash on delivery is not offered to Canarias, Ceuta and Melilla: the couriers there do not collect
 * it. Bank transfer needs the store's IBAN in the settings: without one there is nowhere to pay.
 */
export function paymentAvailable(method: PaymentMethod, zone: ShippingZone, settings: Pick<QuoteSettings, 'bank_transfer_iban'>): boolean {
  if (method === 'bank_transfer') return acceptsBankTransfer(settings);
  return !(method === 'cash_on_delivery' && zone === 'islands');
}

function unavailableReason(method: PaymentMethod): string {
  return method === 'bank_transfer' ? 'La tienda no acepta transferencias por ahora.' : 'No disponible para envíos a Canarias, Ceuta y Melilla.';
}

const PAYMENT_DESCRIPTIONS: Record<PaymentMethod, string> = {
  card: 'Visa o Mastercard. Si tu banco lo pide, confirmarás el pago en su página.',
  bizum: 'Recibirás la petición de pago en la app de tu banco.',
  cash_on_delivery: 'Pagas al recibir el paquete, en efectivo o con tarjeta.',
  bank_transfer: 'Preparamos el pedido cuando recibimos la transferencia (1 o 2 días hábiles).',
};

const SHIPPING_DESCRIPTIONS: Record<ShippingZone, string> = {
  peninsula: 'Entrega en 24 horas laborables.',
  baleares: 'Entrega en 48 a 72 horas laborables.',
  islands: 'Entrega en 4 a 7 días laborables.',
};

/** Adds up repeated lines of the same product and variant (the cart keeps one line each; a crafted request may not). */
export function mergeItems(items: readonly CartItem[]): CartItem[] {
  const merged = new Map<string, CartItem>();
  for (const item of items) {
    const key = `${item.productId}:${item.variantId ?? ''}`;
    const found = merged.get(key);
    if (found) found.quantity += item.quantity;
    else merged.set(key, { ...item });
  }
  return [...merged.values()];
}

const euros = (cents: number) => formatEuros(centsToEuros(cents));

function unavailableLine(item: CartItem, product: ProductFacts | undefined, variant: VariantFacts | undefined): PricedLine {
  return {
    product_id: item.productId,
    variant_id: item.variantId,
    product_slug: product?.slug ?? '',
    product_name: product?.name ?? 'Producto retirado',
    brand_name: product?.brandName ?? null,
    size: variant?.size ?? null,
    color_name: variant?.colorName ?? null,
    sku: variant?.sku ?? product?.sku ?? '',
    image_url: product?.imageUrl ?? null,
    unit_price: 0,
    list_price: 0,
    requested_quantity: item.quantity,
    quantity: 0,
    available: 0,
    promotion: null,
    line_total: 0,
    changes: ['unavailable'],
    notice: 'Este producto ya no está a la venta: quítalo del carrito para seguir.',
    unitPriceCents: 0,
    listPriceCents: 0,
    promotionCents: 0,
    promotionLabel: null,
  };
}

/** One cart line priced and checked against the catalogue of now. */
export function priceLine(item: CartItem, product: ProductFacts | undefined, variant: VariantFacts | undefined): PricedLine {
  if (!product || !product.onSale) return unavailableLine(item, product, variant);
  if (item.variantId == null ? product.hasVariants : !variant || variant.productId !== product.id) return unavailableLine(item, product, variant);

  const prices = pricesOf(
    { price: centsToEuros(product.priceCents), sale_price: product.salePriceCents == null ? null : centsToEuros(product.salePriceCents) },
    variant?.priceCents != null ? { price: centsToEuros(variant.priceCents), sale_price: null } : null,
  );
  const unitPriceCents = eurosToCents(unitPrice(prices));
  const listPriceCents = eurosToCents(prices.price);
  const available = Math.max(0, variant ? variant.stock : product.stockQuantity);
  const quantity = Math.min(item.quantity, available);

  const changes: QuoteLine['changes'] = [];
  const notices: string[] = [];
  if (item.seenUnitPrice !== undefined) {
    const seenCents = eurosToCents(item.seenUnitPrice);
    if (seenCents < unitPriceCents) {
      changes.push('price_up');
      notices.push(`El precio ha subido de ${euros(seenCents)} a ${euros(unitPriceCents)}.`);
    } else if (seenCents > unitPriceCents) {
      changes.push('price_down');
      notices.push(`El precio ha bajado de ${euros(seenCents)} a ${euros(unitPriceCents)}.`);
    }
  }
  if (available === 0) {
    changes.push('out_of_stock');
    notices.push('Se ha agotado: quítalo del carrito para seguir.');
  } else if (available < item.quantity) {
    changes.push('quantity_reduced');
    notices.push(available === 1 ? 'Solo queda 1 unidad: ajusta la cantidad para seguir.' : `Solo quedan ${available} unidades: ajusta la cantidad para seguir.`);
  }

  return {
    product_id: product.id,
    variant_id: variant?.id ?? null,
    product_slug: product.slug,
    product_name: product.name,
    brand_name: product.brandName,
    size: variant?.size ?? null,
    color_name: variant?.colorName ?? null,
    sku: variant?.sku ?? product.sku,
    image_url: product.imageUrl,
    unit_price: centsToEuros(unitPriceCents),
    list_price: centsToEuros(listPriceCents),
    requested_quantity: item.quantity,
    quantity,
    available,
    promotion: null,
    line_total: centsToEuros(unitPriceCents * quantity),
    changes,
    notice: notices.length ? notices.join(' ') : null,
    unitPriceCents,
    listPriceCents,
    promotionCents: 0,
    promotionLabel: null,
  };
}

const apiTotals = (totals: Totals) => ({
  subtotal: centsToEuros(totals.subtotalCents),
  promotions: centsToEuros(totals.promotionCents),
  discount: centsToEuros(totals.discountCents),
  shipping: centsToEuros(totals.shippingCents),
  payment_fee: centsToEuros(totals.paymentFeeCents),
  vat_exemption: centsToEuros(totals.vatExemptionCents),
  total: centsToEuros(totals.totalCents),
  vat: centsToEuros(totals.vatCents),
  vat_rate: totals.vatRate,
});

const lineKey = (line: Pick<QuoteLine, 'product_id' | 'variant_id'>) => `${line.product_id}:${line.variant_id ?? ''}`;

/**
 * The automatic promotions over the priced lines (common/campaigns/promotions.ts): each line with
 * what its promotion took off and its total after it, and the free shipping reached, if any.
 */
export function promoteLines(lines: readonly PricedLine[], input: Pick<QuoteInput, 'promotions' | 'scopeFacts'>) {
  if (input.promotions.length === 0) return { lines: [...lines], freeShipping: null };
  const candidates = lines.flatMap((line) => {
    const facts = input.scopeFacts.get(line.product_id);
    if (!facts || line.quantity <= 0 || line.changes.includes('unavailable')) return [];
    return [{ key: lineKey(line), facts, size: line.size, unitPriceCents: line.unitPriceCents, quantity: line.quantity }];
  });
  const applied = applyPromotions(candidates, input.promotions);
  const names = new Map(input.promotions.map((promotion) => [promotion.campaignId, promotion.name]));
  const promoted = lines.map((line): PricedLine => {
    const promotion = applied.lines.get(lineKey(line));
    if (!promotion) return line;
    return {
      ...line,
      promotion: { label: promotion.label, discount: centsToEuros(promotion.discountCents), campaign_name: names.get(promotion.campaignId) ?? '' },
      line_total: centsToEuros(line.unitPriceCents * line.quantity - promotion.discountCents),
      promotionCents: promotion.discountCents,
      promotionLabel: promotion.label,
    };
  });
  return { lines: promoted, freeShipping: applied.freeShipping };
}

export function buildQuote(input: QuoteInput): BuiltQuote {
  const zone: ShippingZone = input.province ? shippingZoneOf(input.province) : 'peninsula';
  const priced = mergeItems(input.items).map((item) =>
    priceLine(item, input.products.get(item.productId), item.variantId == null ? undefined : input.variants.get(item.variantId)),
  );
  const { lines, freeShipping } = promoteLines(priced, input);
  const freeStandardShipping = freeShipping != null;
  // The coupon's minimum and its discount count the goods after the promotions.
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity - line.promotionCents, 0);

  let coupon: CheckoutQuote['coupon'] = null;
  let discountCents = 0;
  let couponId: number | null = null;
  if (input.couponCode) {
    if (!input.coupon) {
      coupon = { code: input.couponCode, valid: false, message: COUPON_NOT_FOUND, discount: 0 };
    } else {
      const check = checkCoupon(input.coupon.terms, {
        subtotalCents,
        now: input.now,
        customerUses: input.coupon.customerUses,
        customerOrders: input.coupon.customerOrders,
      });
      if (check.ok) {
        discountCents = check.discountCents;
        couponId = input.coupon.id;
        coupon = { code: input.coupon.terms.code, valid: true, message: `Cupón aplicado: ${couponBenefit(input.coupon.terms)}.`, discount: centsToEuros(discountCents) };
      } else {
        coupon = { code: input.coupon.terms.code, valid: false, message: check.message, discount: 0 };
      }
    }
  }

  const totals = quoteTotals({
    lines,
    zone,
    shippingMethod: input.shippingMethod,
    paymentMethod: input.paymentMethod,
    discountCents,
    settings: input.settings,
    freeStandardShipping,
  });
  const goodsCents = totals.subtotalCents - totals.discountCents;
  const shipping = shippingOptions(zone, goodsCents, input.settings, freeStandardShipping);
  const thresholdCents = eurosToCents(input.settings.free_shipping_threshold);
  const shippingOk = shipping.find((option) => option.method === input.shippingMethod)?.available ?? false;
  // Card and Bizum go through the payment provider: the checkout offers only what it takes.
  const offered = PAYMENT_METHODS.filter((method) => (method !== 'card' && method !== 'bizum') || !input.gatewayMethods || input.gatewayMethods.includes(method));
  const paymentOk = input.paymentMethod == null || (offered.includes(input.paymentMethod) && paymentAvailable(input.paymentMethod, zone, input.settings));
  const linesOk = lines.length > 0 && lines.every((line) => line.quantity > 0 && line.quantity === line.requested_quantity);

  const quote: CheckoutQuote = {
    lines: lines.map(({ unitPriceCents: _unit, listPriceCents: _list, promotionCents: _promotion, promotionLabel: _label, ...line }) => line),
    shipping_zone: zone,
    shipping_options: shipping.map((option) => ({
      method: option.method,
      name: SHIPPING_METHOD_NAMES[option.method],
      description:
        option.method === 'express'
          ? option.available
            ? 'Mensajero urgente: si lo confirmas antes de las 18:00 de un día laborable, llega el siguiente antes de las 14:00.'
            : 'Solo para envíos a la península.'
          : `${SHIPPING_DESCRIPTIONS[zone]}${freeShipping ? ` Gratis por la promoción «${freeShipping.name}».` : ''}`,
      fee: centsToEuros(option.feeCents),
      base_fee: centsToEuros(option.baseFeeCents),
      is_free: option.isFree,
      available: option.available,
    })),
    payment_options: offered.map((method) => {
      const available = paymentAvailable(method, zone, input.settings);
      return {
        method,
        name: PAYMENT_METHOD_NAMES[method],
        description: available ? PAYMENT_DESCRIPTIONS[method] : unavailableReason(method),
        fee: method === 'cash_on_delivery' ? input.settings.cash_on_delivery_fee : 0,
        available,
      };
    }),
    coupon,
    totals: apiTotals(totals),
    free_shipping: {
      threshold: input.settings.free_shipping_threshold,
      missing: freeShipping ? 0 : centsToEuros(Math.max(0, thresholdCents - goodsCents)),
      promotion: freeShipping ? { campaign_name: freeShipping.name, min_order: centsToEuros(freeShipping.minOrderCents) } : null,
    },
    has_changes: lines.some((line) => line.changes.length > 0),
    can_place: linesOk && shippingOk && paymentOk,
  };
  return { quote, lines, zone, totals, couponId };
}
