import { and, desc, eq, isNotNull, ne, notInArray, sql } from 'drizzle-orm';
import type { CustomerCoupons } from '../../../common/coupons/contracts';
import { checkCoupon, couponBenefit, type CouponKind, type CouponTerms } from '../../../common/coupons/rules';
import { centsToEuros } from '../../../common/money';
import type { Db } from '../../db/client';
import { coupons, orders, type CouponRow } from '../../db/schema';
import { buyerOrders, type Buyer } from '../checkout/checkout-service';
import { apiValue } from './admin-service';

// The customer's orders as the checkout counts them (`buyerOrders`: the account's, and guest orders with its e-mail).
/** The orders that count as this customer's (common/orders/rules.ts `countsAsPlaced`): all but a payment that never went through. */
const placedBy = (buyer: Buyer) => and(buyerOrders(buyer) ?? sql`false`, ne(orders.status, 'payment_failed'))!;
/** The orders that still hold their coupon, as the checkout counts a customer's uses: placed and not cancelled (a cancellation gives the use back). */
const holdingCouponBy = (buyer: Buyer) =>
  and(buyerOrders(buyer) ?? sql`false`, notInArray(orders.status, ['payment_failed', 'cancelled']), isNotNull(orders.couponId))!;

function termsOf(row: CouponRow): CouponTerms {
  return {
    code: row.code,
    kind: row.kind as CouponKind,
    value: row.value,
    min_order_cents: row.minOrderCents,
    starts_at: row.startsAt,
    ends_at: row.endsAt,
    max_uses: row.maxUses,
    max_uses_per_customer: row.maxUsesPerCustomer,
    first_order_only: row.firstOrderOnly,
    is_active: row.isActive,
    used_count: row.usedCount,
  };
}

/**
 * The coupons this customer could use on an order now, by the checkout's own rule (`checkCoupon`)
 * asked for an order that reaches the minimum; and the orders where they used one.
 */
export async function customerCoupons(db: Db, buyer: Buyer, now: Date): Promise<CustomerCoupons> {
  const [candidates, placedRows, usesRows, usedRows] = await Promise.all([
    db.select().from(coupons).where(eq(coupons.isActive, true)).orderBy(desc(coupons.createdAt), desc(coupons.id)),
    db.select({ placed: sql<number>`count(*)::int` }).from(orders).where(placedBy(buyer)),
    db
      .select({ couponId: orders.couponId, uses: sql<number>`count(*)::int` })
      .from(orders)
      .where(holdingCouponBy(buyer))
      .groupBy(orders.couponId),
    db
      .select({ id: orders.id, number: orders.number, code: orders.couponCode, createdAt: orders.createdAt, discountCents: orders.discountCents })
      .from(orders)
      .where(and(holdingCouponBy(buyer), isNotNull(orders.couponCode)))
      .orderBy(desc(orders.createdAt), desc(orders.id)),
  ]);
  const placed = placedRows[0]?.placed ?? 0;
  const usesByCoupon = new Map(usesRows.map((row) => [row.couponId, row.uses]));

  const available = candidates.flatMap((row) => {
    const terms = termsOf(row);
    const customerUses = usesByCoupon.get(row.id) ?? 0;
    const check = checkCoupon(terms, { subtotalCents: Math.max(terms.min_order_cents, 1), now, customerUses, customerOrders: placed });
    if (!check.ok) return [];
    return [
      {
        code: row.code,
        description: row.description,
        kind: terms.kind,
        value: apiValue(row),
        benefit: couponBenefit(terms),
        min_order: centsToEuros(row.minOrderCents),
        ends_at: row.endsAt?.toISOString() ?? null,
        first_order_only: row.firstOrderOnly,
        uses_left: row.maxUsesPerCustomer == null ? null : row.maxUsesPerCustomer - customerUses,
      },
    ];
  });

  const used = usedRows.map((row) => ({
    code: row.code!,
    order_number: row.number,
    order_id: row.id,
    used_at: row.createdAt.toISOString(),
    discount: centsToEuros(row.discountCents),
  }));
  return { available, used };
}
