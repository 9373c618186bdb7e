import type { AdminCoupon, AdminCouponBody } from '@common/coupons/contracts';
import { isoDateTime, localDateTime } from '../banners/banner-form-values';

export const ADMIN_COUPONS_PATH = '/admin/coupons';

/** The coupon form's fields as the controls hold them (numbers as typed, dates in local time). */
export interface CouponFormValues {
  code: string;
  description: string;
  kind: 'percentage' | 'fixed';
  value: string;
  min_order: string;
  starts_at: string;
  ends_at: string;
  max_uses: string;
  max_uses_per_customer: string;
  first_order_only: boolean;
  is_active: boolean;
}

export function emptyCouponValues(): CouponFormValues {
  return {
    code: '',
    description: '',
    kind: 'percentage',
    value: '',
    min_order: '',
    starts_at: '',
    ends_at: '',
    max_uses: '',
    max_uses_per_customer: '',
    first_order_only: false,
    is_active: true,
  };
}

/** Euros with a comma, as a Spanish reader types them: 4.95 → '4,95'. */
const euroText = (euros: number) => (euros === 0 ? '' : String(euros).replace('.', ','));

export function couponFormValues(coupon: AdminCoupon): CouponFormValues {
  return {
    code: coupon.code,
    description: coupon.description,
    kind: coupon.kind,
    value: coupon.kind === 'fixed' ? euroText(coupon.value) : String(coupon.value),
    min_order: euroText(coupon.min_order),
    starts_at: localDateTime(coupon.starts_at),
    ends_at: localDateTime(coupon.ends_at),
    max_uses: coupon.max_uses === null ? '' : String(coupon.max_uses),
    max_uses_per_customer: coupon.max_uses_per_customer === null ? '' : String(coupon.max_uses_per_customer),
    first_order_only: coupon.first_order_only,
    is_active: coupon.is_active,
  };
}

/**
 * A typed number → what the contract reads: '' is "not given", '4,95' is 4.95; anything else is
 * sent as it is, so the contract's own message names the field.
 */
function numberOf(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const normalised = trimmed.replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : trimmed;
}

/**
 * The values as the API's body; an empty limit clears it (null), an empty minimum is 0. A date left
 * as it was keeps its stored value (the control shows no seconds: 23:59:59 would become 23:59).
 */
export function couponBody(values: CouponFormValues, original?: AdminCoupon): AdminCouponBody {
  const limit = (text: string) => numberOf(text) ?? null;
  const date = (local: string, stored: string | null | undefined) => (stored !== undefined && local === localDateTime(stored) ? stored : isoDateTime(local));
  return {
    code: values.code,
    description: values.description,
    kind: values.kind,
    value: numberOf(values.value),
    min_order: numberOf(values.min_order) ?? 0,
    starts_at: date(values.starts_at, original?.starts_at),
    ends_at: date(values.ends_at, original?.ends_at),
    max_uses: limit(values.max_uses),
    max_uses_per_customer: limit(values.max_uses_per_customer),
    first_order_only: values.first_order_only,
    is_active: values.is_active,
  } as AdminCouponBody;
}
